/**
 * Server entry used only at build time by scripts/prerender.mjs: renders a public page of the
 * SPA to HTML so it paints before any script runs and crawlers read it; the client hydrates it.
 * It also renders the signed-in app's frame, sent with every /app address until the app replaces it.
 */
import type { Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShellSkeleton } from '../components/layouts/app-shell-skeleton';
import { getPageMeta } from '../content/marketing/page-meta';
import { fullTitle } from '../content/marketing/seo';
import { AppProviders } from './providers';
import { routes } from './router';

export { PUBLIC_SITE_PATHS, PUBLIC_SITE_REDIRECTS } from '@taskflow/shared';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  (stream as unknown as { pipe(target: Writable): void }).pipe(sink);
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(path: string): Promise<{ html: string; title: string; description: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answers a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // prerender waits for the page's lazy modules but may outline large boundaries behind inline
  // scripts (which our CSP forbids); once they are loaded, renderToString writes everything in place.
  await streamToString((await prerenderToNodeStream(app)).prelude);
  const html = renderToString(app);
  if (html.includes('<template') || html.includes('<script')) {
    throw new Error(`${path} still suspended on the second pass; its HTML would need inline scripts`);
  }
  const meta = getPageMeta(path);
  if (!meta) throw new Error(`${path} has no title and description in content/marketing/seo.ts`);
  return { html, title: fullTitle(meta), description: meta.description };
}

/** The app's frame (no person, no data): the same markup the router draws while the app starts. */
export function renderAppShell(): string {
  return renderToString(<AppShellSkeleton />);
}
