import { PUBLIC_SITE_PATHS } from '@taskflow/shared';
import type { FastifyInstance } from 'fastify';
import { markRoutesAsWebAssets } from './auth';

/** robots.txt and sitemap.xml, built from the public page list with this server's public URL. */
export async function seoPlugin(app: FastifyInstance) {
  const origin = app.config.publicUrl.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app/',
    'Disallow: /admin/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_SITE_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  const cache = 'public, max-age=3600';
  markRoutesAsWebAssets(app);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(sitemap),
  );
}
