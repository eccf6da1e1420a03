import { LandingContentResponseSchema, LandingContentSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformAdminOf } from '../../plugins/auth';
import { getLandingContent, saveLandingContent } from './site-content.service';

/** Public read of the editable site text (the home page also gets it inside its HTML). */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing',
    {
      config: { isPublic: true },
      schema: {
        tags: ['site-content'],
        summary: 'The home hero text',
        response: { 200: LandingContentResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: await getLandingContent(app.db) };
    },
  );
};

export const adminSiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing',
    {
      config: { isPlatformAdminOnly: true },
      schema: {
        tags: ['admin'],
        summary: 'The home hero text, for editing (platform admin)',
        response: { 200: LandingContentResponseSchema },
      },
    },
    async (request) => {
      platformAdminOf(request);
      return { data: await getLandingContent(app.db) };
    },
  );

  app.put(
    '/landing',
    {
      config: { isPlatformAdminOnly: true },
      schema: {
        tags: ['admin'],
        summary: 'Save the home hero text; the home page shows it at once (platform admin)',
        body: LandingContentSchema,
        response: { 200: LandingContentResponseSchema },
      },
    },
    async (request) => {
      const data = await saveLandingContent(app.db, platformAdminOf(request), request.body);
      app.publicPages.invalidate();
      return { data };
    },
  );
};
