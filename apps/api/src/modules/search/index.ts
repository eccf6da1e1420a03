/** Search (Ctrl+K): its route. */
export { searchRoutes } from './search.routes';
