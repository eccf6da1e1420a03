/** Customer overview: a client's page, its routes. */
export { customerOverviewRoutes } from './customer-overview.routes';
