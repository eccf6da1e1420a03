import {
  PricingPlanListSchema,
  PricingPlanSchema,
  ReorderPricingPlansBodySchema,
  SavePricingPlanBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformAdminOf } from '../../plugins/auth';
import {
  createPricingPlan,
  deletePricingPlan,
  listPricingPlans,
  reorderPricingPlans,
  updatePricingPlan,
} from './pricing-plans.service';

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
      // An admin's edit shows at once (the /pricing page carries the plans in its HTML anyway).
      reply.header('cache-control', 'no-cache');
      return { data: await listPricingPlans(app.db) };
    },
  );
};

const PlanParams = z.object({ id: z.uuid('Unknown plan') });
const PlanResponse = z.object({ data: PricingPlanSchema });
const admin = { isPlatformAdminOnly: true } as const;

/** Add, edit, delete and reorder the plans of /pricing (platform admin); the page shows them at once. */
export const adminPricingPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'The plans, in display order',
        response: { 200: PricingPlanListSchema },
      },
    },
    async (request) => {
      platformAdminOf(request);
      return { data: await listPricingPlans(app.db) };
    },
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Add a plan at the end of the list',
        body: SavePricingPlanBodySchema,
        response: { 201: PlanResponse },
      },
    },
    async (request, reply) => {
      const data = await createPricingPlan(app.db, platformAdminOf(request), request.body);
      app.publicPages.invalidate();
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Save an existing plan',
        params: PlanParams,
        body: SavePricingPlanBodySchema,
        response: { 200: PlanResponse },
      },
    },
    async (request) => {
      const data = await updatePricingPlan(app.db, platformAdminOf(request), request.params.id, request.body);
      app.publicPages.invalidate();
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: { tags: ['admin'], summary: 'Delete a plan', params: PlanParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deletePricingPlan(app.db, platformAdminOf(request), request.params.id);
      app.publicPages.invalidate();
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/order',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Set the display order (every plan id once)',
        body: ReorderPricingPlansBodySchema,
        response: { 200: PricingPlanListSchema },
      },
    },
    async (request) => {
      const data = await reorderPricingPlans(app.db, platformAdminOf(request), request.body.ids);
      app.publicPages.invalidate();
      return { data };
    },
  );
};
