/** Site content: its admin routes. */
export { adminSiteContentRoutes } from './site-content.routes';
