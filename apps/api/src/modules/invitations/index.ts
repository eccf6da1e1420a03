/** Invitations: their routes. */
export { invitationsRoutes } from './invitations.routes';
