import { ExtendPeriodBodySchema, ExtensionResultSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { extendServicePeriod } from './extensions.service';

/** Government extensions of a service's periods (registered under /services): issue 40, item 5. */
export const serviceExtensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/extensions',
    {
      schema: {
        tags: ['services'],
        summary:
          "A government extension of a service's period: every open job of it gets the new date and note, its open step tasks move as many days, the assignees are told; done jobs and completed tasks stay (services.manage)",
        params: IdParams,
        body: ExtendPeriodBodySchema,
        response: { 201: z.object({ data: ExtensionResultSchema }) },
      },
    },
    async (request, reply) => {
      const data = await extendServicePeriod(app, authOf(request), request.params.id, request.body);
      return reply.status(201).send({ data });
    },
  );
};
