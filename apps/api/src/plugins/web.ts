import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute, signedInAreaOf } from '@taskflow/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { markRoutesAsWebAssets } from './auth';
import { sendError } from './errors';
import { loadPrerenderedPages, sendHtmlPage, toHtmlPage } from './prerendered-pages';

/**
 * Serves the built SPA: hashed assets cached for a year and precompressed, the prerendered public pages,
 * the app's frame for /app addresses, index.html for every other path (history fallback), a 404 status
 * for paths the app does not know, JSON 404 under /api.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const hasBuild = existsSync(join(root, 'index.html'));
  if (hasBuild) {
    await app.register(async (scope) => {
      markRoutesAsWebAssets(scope);
      await scope.register(fastifyStatic, {
        root,
        // One route per built file (found at start-up); every other path reaches the SPA fallback below.
        wildcard: false,
        index: false,
        // No routes for files never served under their own names (the allowedPath below refuses them)
        // nor for the hashed assets (one route below): each route costs start-up time.
        globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**', 'assets/**'],
        // The web build writes .br and .gz copies of its assets (scripts/precompress.mjs): sent as
        // they are, instead of compressing each asset on every request.
        preCompressed: true,
        // Prerendered pages are answered at their public paths below, not under /prerendered; the
        // compressed copies only through content negotiation.
        allowedPath: (pathName) => !pathName.startsWith('/prerendered/') && !/\.(br|gz)$/.test(pathName),
        setHeaders(reply, path) {
          const isHashed = path.includes(`${join(root, 'assets')}`);
          reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // The hashed assets (hundreds, in one folder): one route for the files found at start-up, served
      // as a route of their own would; any other name reaches the SPA fallback below.
      const assetsDir = join(root, 'assets');
      const assets = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
      scope.route({
        method: ['HEAD', 'GET'],
        url: '/assets/:name',
        // As the plugin's own file routes: hidden from the API docs, and a client gone mid-file is no error.
        schema: { hide: true },
        errorHandler(error: Error & { code?: string }, request, reply) {
          if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
            reply.request.raw.destroy();
            return;
          }
          return scope.errorHandler(error, request, reply);
        },
        handler: (request, reply) => {
          const { name } = request.params as { name: string };
          if (!assets.has(name)) return reply.callNotFound();
          return reply.sendFile(`/assets/${name}`, `${root}/`);
        },
      });
    });
  } else {
    app.log.warn(`No web build at ${root}: run "npm run build" to serve the app from this server`);
  }
  const indexHtml = hasBuild ? await readFile(join(root, 'index.html'), 'utf8') : undefined;
  const indexPage = indexHtml ? toHtmlPage(indexHtml) : undefined;
  const prerendered = await loadPrerenderedPages(root, app.config.publicUrl);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || !indexHtml || request.method !== 'GET') {
      return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${path} not found`);
    }
    const publicPath = path.replace(/\/+$/, '') || '/';
    const redirect = prerendered.redirects[publicPath];
    if (redirect) return reply.redirect(redirect, 301);
    const appShell = signedInAreaOf(publicPath) === '/app' ? prerendered.appShell : undefined;
    const page = prerendered.pages.get(publicPath) ?? appShell ?? indexPage;
    if (!page) return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${path} not found`);
    reply.status(isWebRoute(path) ? 200 : 404).header('cache-control', 'no-cache');
    // The home and pricing pages carry what the admin area saved (modules/site-content/public-pages.ts).
    return sendHtmlPage(request, reply, await app.publicPages.pageFor(publicPath, page));
  });
});
