import { BROWSER_SESSION_ABSOLUTE_MS, REMEMBERED_SESSION_MS, type Session } from '@taskflow/shared';
import { and, desc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { describeDevice } from '../../lib/device';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';

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
