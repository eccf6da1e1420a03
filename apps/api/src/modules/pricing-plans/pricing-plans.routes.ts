import { PricingPlanListSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPricingPlans } from './pricing-plans.service';

export const pricingPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { isPublic: true },
      schema: {
        tags: ['pricing-plans'],
        summary: 'The plans of the pricing page, in display order',
        response: { 200: PricingPlanListSchema },
      },
    },
    async (_request, reply) => {
      // Short shared cache: an admin's edit shows within a minute, a traffic spike hits the cache.
      reply.header('cache-control', 'public, max-age=60');
      return { data: await listPricingPlans(app.db) };
    },
  );
};
