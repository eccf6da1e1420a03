import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One HTML page, compressed once at start-up rather than on every request. */
export interface HtmlPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface PrerenderedPages {
  /** Public path (no trailing slash) -> the page, with absolute URLs filled in. */
  pages: Map<string, HtmlPage>;
  redirects: Record<string, string>;
}

export function toHtmlPage(html: string): HtmlPage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** Sends a page in the best encoding the client accepts. */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Loads the public pages the web build prerendered (apps/web/scripts/prerender.mjs): read once at
 * start-up, the `__PUBLIC_URL__` placeholder replaced by this server's public URL so canonical and
 * Open Graph links are absolute.
 */
export async function loadPrerenderedPages(webDistDir: string, publicUrl: string): Promise<PrerenderedPages> {
  const dir = join(webDistDir, 'prerendered');
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return { pages: new Map(), redirects: {} };
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    pages: Record<string, string>;
    redirects?: Record<string, string>;
  };
  const origin = publicUrl.replace(/\/+$/, '');
  const pages = new Map<string, HtmlPage>();
  for (const [path, file] of Object.entries(manifest.pages)) {
    const html = await readFile(join(dir, file), 'utf8');
    pages.set(path, toHtmlPage(html.replaceAll('__PUBLIC_URL__', origin)));
  }
  return { pages, redirects: manifest.redirects ?? {} };
}
