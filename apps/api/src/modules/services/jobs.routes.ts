import { ClientJobSchema, CustomerJobsSchema, LaggardsSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { getCustomerJobs, getJob, getLaggards } from './jobs.service';

/** Jobs of recurring client work (registered under /jobs): the partner's laggards and one job. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/laggards',
    {
      schema: {
        tags: ['services'],
        summary:
          'Open jobs overdue or due within 3 days, by service, with counts: the app home of View Services holders (services.view)',
        response: { 200: z.object({ data: LaggardsSchema }) },
      },
    },
    async (request) => ({ data: await getLaggards(app.db, authOf(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['services'],
        summary:
          "A job with its dates, extension, state and the step tasks the reader may read (services.view, or a reader of one of its tasks); the service's extensions of its period (services.view)",
        params: IdParams,
        response: { 200: z.object({ data: ClientJobSchema }) },
      },
    },
    async (request) => ({ data: await getJob(app.db, authOf(request), request.params.id) }),
  );
};

/** A client's jobs by service (registered under /customers, for the client page). */
export const customerJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/jobs',
    {
      schema: {
        tags: ['customers'],
        summary:
          "A client's services with their open and overdue jobs counted and the latest jobs' states (services.view)",
        params: IdParams,
        response: { 200: z.object({ data: CustomerJobsSchema }) },
      },
    },
    async (request) => ({ data: await getCustomerJobs(app.db, authOf(request), request.params.id) }),
  );
};
