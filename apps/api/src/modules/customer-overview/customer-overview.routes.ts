import { CustomerOverviewSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { getCustomerOverview } from './customer-overview.service';

/**
 * A customer's page (registered under /customers): what the firm does for one client, drawn from the
 * customers, projects, tasks and time modules, which do not import it.
 */
export const customerOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/overview',
    {
      config: { readCache: true },
      schema: {
        tags: ['customers'],
        summary:
          "A customer's page: projects, open and overdue tasks, deadlines, hours this month, recent activity (customers.view; each part within the reader's reach), unbilled time and amount (time.billing)",
        params: IdParams,
        response: { 200: z.object({ data: CustomerOverviewSchema }) },
      },
    },
    async (request) => ({ data: await getCustomerOverview(app.db, authOf(request), request.params.id) }),
  );
};
