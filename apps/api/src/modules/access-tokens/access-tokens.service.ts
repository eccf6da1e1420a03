import {
  ACCESS_TOKEN_ADMIN_PERMISSION,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_SHOWN_PREFIX_LENGTH,
  ACCESS_TOKEN_STRINGS,
  type AccessToken,
  type AccessTokenArea,
  areasHeldBy,
  type CreateAccessTokenBody,
  type ListMeta,
  type OrganizationAccessToken,
} from '@taskflow/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';
import { orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { boundedCountQuery, type PageQuery, pageOf, totalColumn } from '../../lib/pagination';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';

/** A person holds at most this many live tokens: enough for every integration, not a table to fill. */
const MAX_TOKENS_PER_PERSON = 50;
const DAY_MS = 86_400_000;

/** Tokens are managed with a session only: a token creating, listing or revoking tokens would be escalation. */
function sessionCallerOf(auth: AuthContext): AuthContext {
  if (auth.tokenId) throw new AppError('FORBIDDEN', ACCESS_TOKEN_STRINGS.tokensCannotManageTokens);
  return auth;
}

type Row = typeof personalAccessTokens.$inferSelect;

function tokenOf(row: Row): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

const mine = (auth: AuthContext, orgId: string) =>
  and(
    eq(personalAccessTokens.userId, auth.userId),
    eq(personalAccessTokens.organizationId, orgId),
    isNull(personalAccessTokens.revokedAt),
  );

/** The caller's live tokens (expired ones too, so they can be seen and cleared), and what a new one may have. */
export async function listMyTokens(db: Db, auth: AuthContext) {
  const orgId = orgOf(sessionCallerOf(auth));
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(mine(auth, orgId))
    .orderBy(desc(personalAccessTokens.createdAt))
    .limit(MAX_TOKENS_PER_PERSON);
  return {
    data: rows.map(tokenOf),
    areas: areasHeldBy([...auth.permissions]),
    canCreateWithoutExpiry: auth.permissions.has(ACCESS_TOKEN_ADMIN_PERMISSION),
  };
}

/**
 * A new token for the caller. Its text is answered this once and stored only as its SHA-256. Its scopes
 * reach only areas the caller can see (it would never use more: its permissions are the person's within
 * its scopes); no expiry only for administrators.
 */
export async function createToken(
  db: Db,
  auth: AuthContext,
  input: CreateAccessTokenBody,
): Promise<AccessToken & { token: string }> {
  const orgId = orgOf(sessionCallerOf(auth));
  const held = new Set<string>(areasHeldBy([...auth.permissions]));
  // Write includes read: `tasks:read` beside `tasks:write` is the same scope said twice.
  const byArea = new Map<AccessTokenArea, 'read' | 'write'>();
  for (const scope of input.scopes) {
    const [area, level] = scope.split(':') as [AccessTokenArea, 'read' | 'write'];
    if (!held.has(area)) throw AppError.invalid({ scopes: ACCESS_TOKEN_STRINGS.scopeNotHeld });
    if (byArea.get(area) !== 'write') byArea.set(area, level);
  }
  if (input.expiresInDays === 'none' && !auth.permissions.has(ACCESS_TOKEN_ADMIN_PERMISSION)) {
    throw AppError.invalid({ expiresInDays: ACCESS_TOKEN_STRINGS.noExpiryAdminsOnly });
  }
  const token = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
  const expiresAt =
    input.expiresInDays === 'none' ? null : new Date(Date.now() + Number(input.expiresInDays) * DAY_MS);
  const row = await db.transaction(async (tx) => {
    await assertRoomForOneMore(tx, auth, orgId);
    const [created] = await tx
      .insert(personalAccessTokens)
      .values({
        organizationId: orgId,
        userId: auth.userId,
        name: input.name,
        prefix: token.slice(0, ACCESS_TOKEN_SHOWN_PREFIX_LENGTH),
        tokenHash: hashToken(token),
        scopes: [...byArea].map(([area, level]) => `${area}:${level}`),
        expiresAt,
      })
      .returning();
    if (!created) throw new Error('Access token insert returned no row');
    return created;
  });
  return { ...tokenOf(row), token };
}

async function assertRoomForOneMore(tx: Tx, auth: AuthContext, orgId: string) {
  // The person's row locked: two creations at once cannot both take the last place.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
  const live = await tx
    .select({ id: personalAccessTokens.id })
    .from(personalAccessTokens)
    .where(mine(auth, orgId))
    .limit(MAX_TOKENS_PER_PERSON);
  if (live.length >= MAX_TOKENS_PER_PERSON) {
    throw new AppError(
      'CONFLICT',
      `You can hold at most ${MAX_TOKENS_PER_PERSON} access tokens. Revoke one first`,
    );
  }
}

/** Revokes one of the caller's own tokens. */
export async function revokeMyToken(db: Db, auth: AuthContext, tokenId: string) {
  const orgId = orgOf(sessionCallerOf(auth));
  const revoked = await db
    .update(personalAccessTokens)
    .set({ revokedAt: new Date(), revokedByUserId: auth.userId })
    .where(and(eq(personalAccessTokens.id, tokenId), mine(auth, orgId)))
    .returning({ id: personalAccessTokens.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', ACCESS_TOKEN_STRINGS.notFound);
}

const liveInOrganization = (orgId: string) =>
  and(eq(personalAccessTokens.organizationId, orgId), isNull(personalAccessTokens.revokedAt));

/** Every live token of the organization with its owner, newest first (administrators). */
export async function listOrganizationTokens(
  db: Db,
  auth: AuthContext,
  query: PageQuery,
): Promise<{ data: OrganizationAccessToken[]; meta: ListMeta }> {
  const orgId = requirePermission(sessionCallerOf(auth), ACCESS_TOKEN_ADMIN_PERMISSION);
  const where = liveInOrganization(orgId);
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          token: personalAccessTokens,
          owner: { id: users.id, name: users.name, email: users.email },
          total: totalColumn(db, personalAccessTokens, where),
        })
        .from(personalAccessTokens)
        .innerJoin(users, eq(users.id, personalAccessTokens.userId))
        .where(where)
        .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, personalAccessTokens, where),
  );
  return { data: rows.map((row) => ({ ...tokenOf(row.token), owner: row.owner })), meta };
}

/** Revokes any token of the organization (administrators). */
export async function revokeOrganizationToken(db: Db, auth: AuthContext, tokenId: string) {
  const orgId = requirePermission(sessionCallerOf(auth), ACCESS_TOKEN_ADMIN_PERMISSION);
  const revoked = await db
    .update(personalAccessTokens)
    .set({ revokedAt: new Date(), revokedByUserId: auth.userId })
    .where(and(eq(personalAccessTokens.id, tokenId), liveInOrganization(orgId)))
    .returning({ id: personalAccessTokens.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', ACCESS_TOKEN_STRINGS.notFound);
}

/**
 * Ends every token of a person (deactivation): the lookup already refuses an inactive person's tokens,
 * and revoking them means a later reactivation does not bring old keys back to life.
 */
export async function revokePersonTokens(tx: Pick<Db, 'update'>, personId: string, byUserId: string) {
  await tx
    .update(personalAccessTokens)
    .set({ revokedAt: new Date(), revokedByUserId: byUserId })
    .where(and(eq(personalAccessTokens.userId, personId), isNull(personalAccessTokens.revokedAt)));
}
