import { ACCESS_TOKEN_PREFIX, isPermission, permissionsWithinScopes } from '@taskflow/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, personalAccessTokens, roles, users } from '../db/schema';
import type { AuthContext } from '../plugins/types';
import { preparedFor } from './prepared';
import { CALLER_COLUMNS, sessionUserOf } from './session-lookup';
import { hashToken } from './tokens';

/** Writing last_used_at on every request would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** A token that never expires still needs an end for the places that time a caller (live streams). */
const FAR_FUTURE = new Date('9999-12-31T00:00:00.000Z');

/**
 * `Authorization: Bearer …`: the token, or '' when the scheme is Bearer with nothing after it. Null when
 * the request carries no bearer credential (no header, or another scheme). security.ts skips the CSRF
 * check on exactly this condition, and the auth plugin then ignores the cookie: a request that skipped the
 * check can never be authenticated by the cookie a browser adds on its own.
 */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (typeof authorization !== 'string') return null;
  const match = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return null;
  return (match[1] ?? '').trim();
}

/** The token, its person, their organization and role: one round trip, as for a session. */
const selectTokenByHash = preparedFor((db) =>
  db
    .select({
      tokenId: personalAccessTokens.id,
      tokenName: personalAccessTokens.name,
      scopes: personalAccessTokens.scopes,
      expiresAt: personalAccessTokens.expiresAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      tokenOrganizationId: personalAccessTokens.organizationId,
      ...CALLER_COLUMNS,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .innerJoin(organizations, eq(organizations.id, personalAccessTokens.organizationId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(personalAccessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .limit(1)
    .prepare('resolve_access_token'),
);

const touchToken = preparedFor((db) =>
  db
    .update(personalAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(personalAccessTokens.id, sql.placeholder('tokenId')),
        or(
          isNull(personalAccessTokens.lastUsedAt),
          sql`${personalAccessTokens.lastUsedAt} < now() - interval '1 minute'`,
        ),
      ),
    )
    .prepare('touch_access_token'),
);

/**
 * The caller a bearer token stands for, or null when it is malformed, unknown, revoked or expired, its
 * person deactivated or moved to another organization, or that organization suspended. Read afresh on
 * every request (no cache): a revocation, a deactivation or a role change applies to the next request.
 * Its permissions are the person's role's, as of now, kept only where the token's scopes reach.
 */
export async function resolveAccessToken(db: Db, token: string): Promise<AuthContext | null> {
  // Anything but our format is refused without a query: no hashing or lookup work for junk.
  if (!token.startsWith(ACCESS_TOKEN_PREFIX) || token.length > 100) return null;
  const [row] = await selectTokenByHash(db).execute({ tokenHash: hashToken(token) });
  if (!row?.isActive || row.organizationSuspendedAt) return null;
  // A token belongs to its person in one organization; never follow them elsewhere.
  if (row.organizationId !== row.tokenOrganizationId) return null;
  const now = Date.now();
  if (row.expiresAt && row.expiresAt.getTime() <= now) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchToken(db).execute({ tokenId: row.tokenId });
  }
  const permissions = permissionsWithinScopes((row.permissions ?? []).filter(isPermission), row.scopes);
  return {
    userId: row.userId,
    // Not a session: nothing that ends or lists sessions is reachable with a token (no area covers them).
    sessionId: `token:${row.tokenId}`,
    sessionExpiresAt: row.expiresAt ?? FAR_FUTURE,
    orgId: row.organizationId,
    roleId: row.roleId,
    permissions: new Set(permissions),
    // Platform administration is never reachable with a token, whoever holds it.
    isPlatformAdmin: false,
    tokenId: row.tokenId,
    tokenName: row.tokenName,
    tokenScopes: row.scopes,
    sessionUser: sessionUserOf(row, permissions, false),
  };
}
