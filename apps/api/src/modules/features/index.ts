/** Plan features: their admin routes. */
export { featuresRoutes } from './features.routes';
