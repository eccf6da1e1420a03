/** The platform admin area: its routes (app.ts), and whether an organization is suspended, for sign-in and invitations. */

export { adminRoutes } from './admin.routes';
export { isOrganizationSuspended, ORGANIZATION_SUSPENDED_MESSAGE } from './admin.service';
