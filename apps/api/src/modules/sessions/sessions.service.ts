import {
  BROWSER_SESSION_ABSOLUTE_MS,
  isPermission,
  REMEMBERED_SESSION_IDLE_MS,
  REMEMBERED_SESSION_MS,
  SESSION_IDLE_MS,
  type Session,
} from '@taskflow/shared';
import { and, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, roles, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { avatarUrlOf } from '../../lib/avatar-url';
import { describeDevice } from '../../lib/device';
import { preparedFor } from '../../lib/prepared';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';
import type { SessionCache } from './session-cache';

/** Writing last_seen_at on every request would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  input: { userId: string; isRemembered: boolean; userAgent?: string; ip?: string },
) {
  const token = newToken();
  const now = Date.now();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      isRemembered: input.isRemembered,
      device: describeDevice(input.userAgent),
      ip: input.ip ?? null,
      expiresAt: new Date(now + (input.isRemembered ? REMEMBERED_SESSION_MS : BROWSER_SESSION_ABSOLUTE_MS)),
      // One clock for a session's times: the server's, which also judges expiry and idleness below.
      lastSeenAt: new Date(now),
    })
    .returning();
  if (!session) throw new Error('Session insert returned no row');
  return { token, session, cookieMaxAgeMs: input.isRemembered ? REMEMBERED_SESSION_MS : undefined };
}

/**
 * Everything a request needs to know about its caller, in one round trip: the session, the person,
 * their organization's name, their role and its permissions. Prepared once per database.
 */
const selectSessionByToken = preparedFor((db) =>
  db
    .select({
      sessionId: sessions.id,
      isRemembered: sessions.isRemembered,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      countryCode: users.countryCode,
      avatarFile: users.avatarFile,
      jobTitle: users.jobTitle,
      timeZone: users.timeZone,
      joinedOn: users.joinedOn,
      isPlatformAdmin: users.isPlatformAdmin,
      isActive: users.isActive,
      organizationId: users.organizationId,
      roleId: users.roleId,
      createdAt: users.createdAt,
      organizationName: organizations.name,
      organizationSuspendedAt: organizations.suspendedAt,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('resolve_session'),
);

const touchSession = preparedFor((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('touch_session'),
);

/**
 * The live session behind a cookie token, or null when it is unknown, revoked, expired or idle, or its
 * person deactivated. Read from the database, or from `cache` (session-cache.ts), which answers only once
 * every change committed before the call has been heard: a revocation, a deactivation or a permission
 * change takes effect on the very next request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  cache?: SessionCache,
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const cached = await cache?.get(tokenHash);
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const auth = await readSession(db, tokenHash);
  if (auth) cache?.set(tokenHash, auth, generation);
  return auth;
}

async function readSession(db: Db, tokenHash: string): Promise<AuthContext | null> {
  const [row] = await selectSessionByToken(db).execute({ tokenHash });
  // A suspended organization's members are signed out (issue 15): their sessions resolve to no one.
  if (!row?.isActive || row.organizationSuspendedAt) return null;
  const now = Date.now();
  const idleLimit = row.isRemembered ? REMEMBERED_SESSION_IDLE_MS : SESSION_IDLE_MS;
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleLimit <= now) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db).execute({ sessionId: row.sessionId, at: new Date(now).toISOString() });
  }
  const permissions = (row.permissions ?? []).filter(isPermission);
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    sessionExpiresAt: row.expiresAt,
    orgId: row.organizationId,
    roleId: row.roleId,
    permissions: new Set(permissions),
    isPlatformAdmin: row.isPlatformAdmin,
    sessionUser: {
      id: row.userId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      countryCode: row.countryCode,
      avatarUrl: avatarUrlOf(row.userId, row.avatarFile),
      isPlatformAdmin: row.isPlatformAdmin,
      organizationId: row.organizationId,
      createdAt: row.createdAt.toISOString(),
      jobTitle: row.jobTitle,
      timeZone: row.timeZone,
      joinedOn: row.joinedOn,
      organizationName: row.organizationName,
      roleName: row.roleName,
      permissions,
    },
  };
}

export async function listSessions(db: Db, auth: AuthContext): Promise<Session[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.id === auth.sessionId,
  }));
}

export async function revokeSession(db: Db, auth: AuthContext, sessionId: string) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'Session not found');
}

/** Ends one session, whoever owns it (a new sign-in in the browser that held it). */
export async function endSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (or all when none is kept). */
export async function revokeUserSessions(db: Pick<Db, 'update'>, userId: string, keepSessionId?: string) {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
}

/**
 * The people whose credentials still stand for them: active, and in no organization or one that is not
 * suspended. A session is refused on the same grounds (readSession); every other credential (the
 * calendar feed URL, a reset link, an invitation's account) is checked through here, so a suspension or
 * a deactivation ends them all at once (issue 5).
 */
function livePeople(db: Pick<Db, 'select'>, where: SQL) {
  return db
    .select({ id: users.id })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(where, eq(users.isActive, true), isNull(organizations.suspendedAt)))
    .limit(1);
}

/** Whether the person's credentials may still be used (see livePeople). */
export async function isAccountLive(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  return (await livePeople(db, eq(users.id, userId))).length > 0;
}

/** Whether a calendar feed token belongs to someone whose credentials may still be used. */
export async function isFeedTokenLive(db: Db, token: string): Promise<boolean> {
  return (await livePeople(db, eq(users.calendarToken, token))).length > 0;
}
