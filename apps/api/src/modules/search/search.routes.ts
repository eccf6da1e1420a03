import { SearchHitSchema, SearchQuerySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { search } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { heavy: 'search' },
      schema: {
        tags: ['search'],
        summary:
          'Ctrl+K: tasks (exact display id first, then title and description words, prefix matched), projects, milestones, customers, people and events matching q; each kind only with the permission that lists it and within the caller’s reach',
        querystring: SearchQuerySchema,
        response: { 200: z.object({ data: z.array(SearchHitSchema) }) },
      },
    },
    async (request) => ({ data: await search(app.db, authOf(request), request.query.q) }),
  );
};
