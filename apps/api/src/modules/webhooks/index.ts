/** Webhooks: their routes. */
export { webhooksRoutes } from './webhooks.routes';
