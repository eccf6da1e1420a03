import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { oidcStates, userIdentities, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const STATE_TTL_MS = 10 * 60 * 1000;

export interface OidcClient {
  providerName: string;
  start(nextPath: string): Promise<{ url: string; state: string }>;
  finish(callbackUrl: URL, browserState: string | undefined): Promise<{ userId: string; nextPath: string }>;
}

export function createOidcClient(db: Db, settings: OidcConfig, redirectUri: string): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain http is only ever a local provider (development and the end-to-end test).
        execute: settings.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    providerName: settings.providerName,

    async start(nextPath) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await db.delete(oidcStates).where(lt(oidcStates.expiresAt, new Date()));
      await db.insert(oidcStates).values({
        state,
        nonce,
        codeVerifier,
        nextPath,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    async finish(callbackUrl, browserState) {
      const state = callbackUrl.searchParams.get('state');
      // The state must come back to the same browser that started: no login CSRF.
      if (!state || state !== browserState)
        throw new AppError('BAD_REQUEST', 'Sign-in expired. Please try again.');
      const [pending] = await db
        .delete(oidcStates)
        .where(and(eq(oidcStates.state, state), gt(oidcStates.expiresAt, new Date())))
        .returning();
      if (!pending) throw new AppError('BAD_REQUEST', 'Sign-in expired. Please try again.');
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new AppError('BAD_REQUEST', 'The identity provider sent no ID token');
      // Many providers put email and name only in the UserInfo response, not in the ID token.
      const claims =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
      const userId = await findOrCreateUser(db, settings.issuer, {
        subject: idClaims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
        isEmailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      });
      return { userId, nextPath: pending.nextPath };
    },
  };
}

/** Links by (issuer, subject); a verified email joins an existing account; otherwise a new one. */
async function findOrCreateUser(
  db: Db,
  issuer: string,
  claims: { subject: string; email?: string; isEmailVerified: boolean; name?: string },
): Promise<string> {
  const [identity] = await db
    .select({ userId: userIdentities.userId, isActive: users.isActive })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, claims.subject)))
    .limit(1);
  if (identity) {
    if (!identity.isActive) throw new AppError('FORBIDDEN', 'This account is deactivated');
    return identity.userId;
  }
  const { email } = claims;
  if (!email) throw new AppError('BAD_REQUEST', 'The identity provider did not share an email address');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (existing && !claims.isEmailVerified) {
      throw new AppError('CONFLICT', 'An account with this email already exists. Log in with your password.');
    }
    if (existing && !existing.isActive) throw new AppError('FORBIDDEN', 'This account is deactivated');
    const userId =
      existing?.id ??
      (await tx
        .insert(users)
        .values({ name: claims.name ?? email.split('@')[0] ?? email, email })
        .returning({ id: users.id })
        .then((rows) => rows[0]?.id));
    if (!userId) throw new Error('User insert returned no row');
    await tx.insert(userIdentities).values({ userId, issuer, subject: claims.subject });
    return userId;
  });
}
