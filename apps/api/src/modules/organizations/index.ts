/** Organizations: the tenant's routes, and a new organization with its roles (sign-up, the seeds). */
export { organizationsRoutes } from './organizations.routes';
export { insertOrganizationWithRoles } from './organizations.service';
