import { CountryCodeSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CODES } from './country-codes';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country-codes',
    {
      config: { isPublic: true },
      schema: {
        tags: ['meta'],
        summary: 'Country calling codes for phone inputs',
        response: { 200: z.object({ data: z.array(CountryCodeSchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: COUNTRY_CODES };
    },
  );
};
