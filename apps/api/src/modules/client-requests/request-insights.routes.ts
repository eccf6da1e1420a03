import { OutstandingByJobQuerySchema, OutstandingByJobSchema, RequestInsightsSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { outstandingByJob, requestInsights } from './request-insights.service';

/**
 * What the firm sees of its requests as a whole (registered under /requests): outstanding by client and
 * job, median days to complete. Static paths: Fastify matches them before the requests' `/:id`.
 */
export const requestInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insights',
    {
      schema: {
        tags: ['requests'],
        summary:
          'Outstanding, overdue and to-review counts, the median days from sent to complete over 90 days, and the clients with the most open requests (requests.view)',
        response: { 200: z.object({ data: RequestInsightsSchema }) },
      },
    },
    async (request) => ({ data: await requestInsights(app.db, authOf(request)) }),
  );

  app.get(
    '/outstanding-by-job',
    {
      schema: {
        tags: ['requests'],
        summary: "A client's jobs with open requests, the soonest due first (customerId; requests.view)",
        querystring: OutstandingByJobQuerySchema,
        response: { 200: z.object({ data: OutstandingByJobSchema }) },
      },
    },
    async (request) => ({
      data: await outstandingByJob(app.db, authOf(request), request.query.customerId),
    }),
  );
};
