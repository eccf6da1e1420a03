/** Chat: the help assistant, its routes. */
export { chatRoutes } from './chat.routes';
