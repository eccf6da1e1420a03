/** Site content: its routes, the admin routes and the public pages plugin. */

export { publicPagesPlugin } from './public-pages';
export { adminSiteContentRoutes, siteContentRoutes } from './site-content.routes';
