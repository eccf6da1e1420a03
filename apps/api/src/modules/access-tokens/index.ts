/** Personal access tokens: their routes and audit plugin (app.ts), and a person's removal revoking theirs. */

export { accessTokenAuditPlugin } from './access-token-audit';
export { accessTokensRoutes, organizationAccessTokensRoutes } from './access-tokens.routes';
export { revokePersonTokens } from './access-tokens.service';
