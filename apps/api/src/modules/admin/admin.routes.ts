import {
  AdminDashboardSchema,
  AdminListOrganizationsQuerySchema,
  AdminOrganizationListSchema,
  OrganizationStorageSchema,
  SetOrganizationPlanBodySchema,
  SuspendOrganizationBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformAdminOf } from '../../plugins/auth';
import { auditLogRoutes } from '../audit-log';
import { featuresRoutes } from '../features';
import { adminInquiriesRoutes } from '../inquiries';
import { adminPricingPlansRoutes } from '../pricing-plans';
import { adminSiteContentRoutes } from '../site-content';
import {
  getDashboard,
  listOrganizations,
  reactivateOrganization,
  setOrganizationPlan,
  suspendOrganization,
} from './admin.service';

const admin = { isPlatformAdminOnly: true } as const;
const OrganizationParams = z.object({ id: z.uuid('Unknown organization') });

/** The platform admin area's API: every route is platform-admin only, every change audited. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Counts of users, inquiries and organizations, and weekly sign-ups and inquiries',
        response: { 200: AdminDashboardSchema },
      },
    },
    async (request) => ({ data: await getDashboard(app.db, platformAdminOf(request)) }),
  );

  app.get(
    '/organizations',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Tenants with their size, created date and last activity',
        querystring: AdminListOrganizationsQuerySchema,
        response: { 200: AdminOrganizationListSchema },
      },
    },
    async (request) => listOrganizations(app.db, platformAdminOf(request), request.query),
  );

  app.post(
    '/organizations/:id/suspend',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Suspend an organization: its members are signed out and cannot sign in',
        params: OrganizationParams,
        body: SuspendOrganizationBodySchema,
        response: { 200: z.object({ data: z.object({ sessionsEnded: z.number().int() }) }) },
      },
    },
    async (request) => ({
      data: await suspendOrganization(app.db, platformAdminOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/organizations/:id/reactivate',
    {
      config: admin,
      schema: { tags: ['admin'], summary: 'Reactivate a suspended organization', params: OrganizationParams },
    },
    async (request, reply) => {
      await reactivateOrganization(app.db, platformAdminOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/organizations/:id/plan',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Set an organization's plan, and with it its storage quota ({ planId }; null: the free plan's limits)",
        params: OrganizationParams,
        body: SetOrganizationPlanBodySchema,
        response: {
          200: z.object({
            data: OrganizationStorageSchema.extend({
              plan: z.object({ id: z.string(), name: z.string() }).nullable(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await setOrganizationPlan(app.db, platformAdminOf(request), request.params.id, request.body),
    }),
  );

  await app.register(adminSiteContentRoutes, { prefix: '/site-content' });
  await app.register(featuresRoutes, { prefix: '/features' });
  await app.register(adminPricingPlansRoutes, { prefix: '/pricing-plans' });
  await app.register(adminInquiriesRoutes, { prefix: '/inquiries' });
  await app.register(auditLogRoutes, { prefix: '/audit-log' });
};
