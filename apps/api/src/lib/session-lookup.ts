import {
  isPermission,
  type Permission,
  REMEMBERED_SESSION_IDLE_MS,
  SESSION_IDLE_MS,
  type SessionUser,
} from '@taskflow/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, roles, sessions, users } from '../db/schema';
import type { AuthContext } from '../plugins/types';
import { avatarUrlOf } from './avatar-url';
import { preparedFor } from './prepared';
import type { SessionCache } from './session-cache';
import { hashToken } from './tokens';

/** Writing last_seen_at on every request would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The caller's person, organization and role, as a session or an access token (access-token-lookup.ts)
 * reads them: joined as `users`, `organizations` and `roles`.
 */
export const CALLER_COLUMNS = {
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
};

/** The person a session or a token stands for, as `GET /users/me` answers it. */
export function sessionUserOf(
  row: Omit<SessionUser, 'id' | 'avatarUrl' | 'isPlatformAdmin' | 'createdAt' | 'permissions'> & {
    userId: string;
    avatarFile: string | null;
    createdAt: Date;
  },
  permissions: Permission[],
  isPlatformAdmin: boolean,
): SessionUser {
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    avatarUrl: avatarUrlOf(row.userId, row.avatarFile),
    isPlatformAdmin,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
    jobTitle: row.jobTitle,
    timeZone: row.timeZone,
    joinedOn: row.joinedOn,
    organizationName: row.organizationName,
    roleName: row.roleName,
    permissions,
  };
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
      ...CALLER_COLUMNS,
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
    sessionUser: sessionUserOf(row, permissions, row.isPlatformAdmin),
  };
}
