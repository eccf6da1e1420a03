import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PrerenderedPages {
  /** Public path (no trailing slash) -> the page's HTML, with absolute URLs filled in. */
  pages: Map<string, string>;
  redirects: Record<string, string>;
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
  const pages = new Map<string, string>();
  for (const [path, file] of Object.entries(manifest.pages)) {
    const html = await readFile(join(dir, file), 'utf8');
    pages.set(path, html.replaceAll('__PUBLIC_URL__', origin));
  }
  return { pages, redirects: manifest.redirects ?? {} };
}
