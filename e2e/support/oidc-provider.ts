// A real OpenID Connect provider (the oidc-provider package) for the sign-in journey.
// Its development login screen accepts any login; the account id becomes the user.
import Provider from 'oidc-provider';
import { APP_URL, OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT } from './ports';

const provider = new Provider(OIDC_ISSUER, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${APP_URL}/api/v1/users/oidc/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  cookies: { keys: ['e2e-cookie-key'] },
  async findAccount(_ctx: unknown, id: string) {
    return {
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@oidc.test`,
        email_verified: true,
        name: `${id.charAt(0).toUpperCase()}${id.slice(1)} Oidc`,
      }),
    };
  },
});

provider.listen(OIDC_PORT, () => console.log(`OpenID provider on ${OIDC_ISSUER}`));
