import {
  BROWSER_SESSION_ABSOLUTE_MS,
  isPermission,
  REMEMBERED_SESSION_IDLE_MS,
  REMEMBERED_SESSION_MS,
  SESSION_IDLE_MS,
  type Session,
} from '@taskflow/shared';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { describeDevice } from '../../lib/device';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';

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
    })
    .returning();
  if (!session) throw new Error('Session insert returned no row');
  return { token, session, cookieMaxAgeMs: input.isRemembered ? REMEMBERED_SESSION_MS : undefined };
}

/** The live session behind a cookie token, or null when it is unknown, revoked, expired or idle. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({ session: sessions, user: users, permissions: roles.permissions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row?.user.isActive) return null;
  const now = Date.now();
  const idleLimit = row.session.isRemembered ? REMEMBERED_SESSION_IDLE_MS : SESSION_IDLE_MS;
  if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + idleLimit <= now)
    return null;
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  return {
    userId: row.user.id,
    sessionId: row.session.id,
    sessionExpiresAt: row.session.expiresAt,
    orgId: row.user.organizationId,
    roleId: row.user.roleId,
    permissions: new Set((row.permissions ?? []).filter(isPermission)),
    isPlatformAdmin: row.user.isPlatformAdmin,
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
