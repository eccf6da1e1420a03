/** The platform audit log: the writer every admin change calls, and its routes for the admin area. */
export { auditLogRoutes } from './audit-log.routes';
export { snapshot, writeAudit } from './audit-log.service';
