/** Personal access tokens: what other modules may use (a person's removal revokes theirs). */
export { revokePersonTokens } from './access-tokens.service';
