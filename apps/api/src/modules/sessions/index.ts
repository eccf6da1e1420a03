/** Sessions: their routes (app.ts), creating, checking and revoking sign-ins, and whether a feed token is live. */

export { sessionsRoutes } from './sessions.routes';
export {
  createSession,
  endSession,
  isAccountLive,
  isFeedTokenLive,
  revokeSession,
  revokeUserSessions,
} from './sessions.service';
