/** Departments: their routes. */
export { departmentsRoutes } from './departments.routes';
