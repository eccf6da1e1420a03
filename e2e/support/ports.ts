/** Fixed loopback ports of the end-to-end run: one built app server and one OpenID provider. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3900);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3901);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
export const OIDC_CLIENT = {
  id: 'taskflow-e2e',
  secret: 'e2e-client-secret-not-used-elsewhere',
  name: 'Test SSO',
};
