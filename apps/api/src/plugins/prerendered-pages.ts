import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One HTML page. Its compressed copies are made on first request, once, off the event loop's hot
 * path (zlib's thread pool), not at start-up: the server answers sooner, and a page nobody asks
 * for is never compressed.
 */
export interface HtmlPage {
  html: string;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressedCopy(page: HtmlPage, encoding: Encoding): Promise<Buffer> {
  page.compressed[encoding] ??=
    encoding === 'br'
      ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipAsync(page.html, { level: 9 });
  return page.compressed[encoding];
}

/**
 * The public pages as sent, with what the admin area saved written in (modules/site-content/public-pages.ts).
 * Declared here so that the modules whose saves change them (site content, pricing plans, features) call
 * `app.publicPages.invalidate()` without importing each other.
 */
export interface PublicPages {
  /** The page to send for a public path: the prerendered one with the saved content written in. */
  pageFor(path: string, page: HtmlPage): Promise<HtmlPage>;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPages;
  }
}

export interface PrerenderedPages {
  /** Public path (no trailing slash) -> the page, with absolute URLs filled in. */
  pages: Map<string, HtmlPage>;
  /** The HTML sent with every /app address: the app's frame drawn before its scripts run. */
  appShell?: HtmlPage;
  redirects: Record<string, string>;
}

export function toHtmlPage(html: string): HtmlPage {
  return { html, compressed: {} };
}

/** Sends a page in the best encoding the client accepts. */
export async function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(page.html);
  const body = await compressedCopy(page, encoding);
  return reply.header('content-encoding', encoding).send(body);
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
    appShell?: string;
    redirects?: Record<string, string>;
  };
  const origin = publicUrl.replace(/\/+$/, '');
  const pages = new Map<string, HtmlPage>();
  for (const [path, file] of Object.entries(manifest.pages)) {
    const html = await readFile(join(dir, file), 'utf8');
    pages.set(path, toHtmlPage(html.replaceAll('__PUBLIC_URL__', origin)));
  }
  const appShell = manifest.appShell
    ? toHtmlPage(await readFile(join(dir, manifest.appShell), 'utf8'))
    : undefined;
  return { pages, appShell, redirects: manifest.redirects ?? {} };
}
