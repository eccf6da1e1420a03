/** Sessions: creating, checking and revoking sign-ins, and whether a feed token is live. */
export {
  createSession,
  endSession,
  isAccountLive,
  isFeedTokenLive,
  revokeSession,
  revokeUserSessions,
} from './sessions.service';
