/** Roles and permissions: their routes. */
export { rolesRoutes } from './roles.routes';
