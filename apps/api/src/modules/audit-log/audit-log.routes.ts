import { AuditEntryListSchema, ListAuditLogQuerySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformAdminOf } from '../../plugins/auth';
import { listAuditLog } from './audit-log.service';

/** The audit log: read-only over the API (no route changes it; a trigger refuses UPDATE and DELETE). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { isPlatformAdminOnly: true },
      schema: {
        tags: ['admin'],
        summary: 'Admin changes, newest first, filterable (platform admin)',
        querystring: ListAuditLogQuerySchema,
        response: { 200: AuditEntryListSchema },
      },
    },
    async (request) => listAuditLog(app.db, platformAdminOf(request), request.query),
  );
};
