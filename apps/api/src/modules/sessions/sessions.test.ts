import { REMEMBERED_SESSION_IDLE_MS, SESSION_IDLE_MS } from '@taskflow/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { CHROME_ON_WINDOWS, logIn, me, SAFARI_ON_IPHONE, sessionOf, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SessionBody {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  isCurrent: boolean;
}

async function listSessions(cookie: string): Promise<SessionBody[]> {
  const response = await t.app.inject({ url: '/api/v1/sessions', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function revoke(cookie: string, id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${id}`, headers: { cookie } });
}

/** The id of the session behind a cookie, as the session list reports it. */
async function currentSessionId(cookie: string): Promise<string> {
  const current = (await listSessions(cookie)).find((session) => session.isCurrent);
  if (!current) throw new Error('No current session in the list');
  return current.id;
}

describe('GET /api/v1/sessions', () => {
  it('lists the live sessions with a device label and marks the current one', async () => {
    const account = await signUp(t);
    const chrome = await sessionOf(t, account, { userAgent: CHROME_ON_WINDOWS });
    const safari = await sessionOf(t, account, { userAgent: SAFARI_ON_IPHONE });
    const revoked = await sessionOf(t, account);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { cookie: revoked } });

    const list = await listSessions(chrome);
    expect(list).toHaveLength(2);
    const current = list.filter((session) => session.isCurrent);
    expect(current).toHaveLength(1);
    expect(current[0]?.device).toBe('Chrome 120 on Windows');
    expect(list.find((session) => !session.isCurrent)?.device).toBe('Safari 17 on iOS');
    for (const session of list) {
      expect(session.ip).toBe('127.0.0.1');
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.now());
    }

    // The same list seen from the other session marks that one instead.
    const fromSafari = await listSessions(safari);
    expect(fromSafari.find((session) => session.isCurrent)?.device).toBe('Safari 17 on iOS');
  });

  it('labels a login without a user agent "Unknown device", and an unknown agent by its own name', async () => {
    const account = await signUp(t);
    const blank = await sessionOf(t, account, { userAgent: '' });
    expect((await listSessions(blank)).find((session) => session.isCurrent)?.device).toBe('Unknown device');
    const script = await sessionOf(t, account, { userAgent: `TaskFlowSync ${'x'.repeat(200)}` });
    const device = (await listSessions(script)).find((session) => session.isCurrent)?.device;
    expect(device).toMatch(/^TaskFlowSync x+$/);
    expect(device).toHaveLength(80);
  });

  it("shows only the caller's own sessions", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const aliceCookie = await sessionOf(t, alice);
    await sessionOf(t, bob);
    await sessionOf(t, bob);
    const list = await listSessions(aliceCookie);
    expect(list).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, list[0]?.id ?? ''));
    expect(row?.userId).toBe(alice.user.id);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/sessions/:id', () => {
  it('revokes another of my sessions: its cookie then gets 401, mine still works', async () => {
    const account = await signUp(t);
    const mine = await sessionOf(t, account, { userAgent: CHROME_ON_WINDOWS });
    const lost = await sessionOf(t, account, { userAgent: SAFARI_ON_IPHONE });
    const lostId = await currentSessionId(lost);

    const response = await revoke(mine, lostId);
    expect(response.statusCode).toBe(204);
    // Revoking another session must not log the caller out.
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    expect((await me(t, lost)).statusCode).toBe(401);
    expect((await me(t, mine)).statusCode).toBe(200);
    expect((await listSessions(mine)).map((session) => session.id)).not.toContain(lostId);

    // Already revoked: nothing left to revoke.
    expect((await revoke(mine, lostId)).statusCode).toBe(404);
  });

  it('revoking the current session logs out and clears the cookie', async () => {
    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    const response = await revoke(cookie, await currentSessionId(cookie));
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it("answers 404 for someone else's session and leaves it alive", async () => {
    const alice = await signUp(t);
    const mallory = await signUp(t);
    const aliceCookie = await sessionOf(t, alice);
    const malloryCookie = await sessionOf(t, mallory);
    const aliceSessionId = await currentSessionId(aliceCookie);

    const response = await revoke(malloryCookie, aliceSessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    expect((await me(t, aliceCookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and a validation error for a malformed one', async () => {
    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    expect((await revoke(cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await revoke(cookie, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('session lifetime', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t);
  });

  /**
   * Moves the newest session's clock, as time passing would. It is found in the table, not through the
   * API: a request would let the embedded database's session cache keep the values before the move.
   */
  async function setSession(values: Partial<typeof sessions.$inferInsert>) {
    const [newest] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, account.user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const id = newest?.id ?? '';
    await t.db.update(sessions).set(values).where(eq(sessions.id, id));
    return id;
  }

  it('a browser session idle for longer than the idle limit ends', async () => {
    const cookie = await sessionOf(t, account);
    await setSession({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) });
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('a remembered session survives that idle time but not its own longer one', async () => {
    const cookie = await sessionOf(t, account, { remember: true });
    await setSession({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) });
    expect((await me(t, cookie)).statusCode).toBe(200);

    const idleLonger = await sessionOf(t, account, { remember: true });
    await setSession({ lastSeenAt: new Date(Date.now() - REMEMBERED_SESSION_IDLE_MS - 60_000) });
    expect((await me(t, idleLonger)).statusCode).toBe(401);
  });

  it('a session past its absolute expiry ends even when recently used', async () => {
    const cookie = await sessionOf(t, account, { remember: true });
    const id = await setSession({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(t, cookie)).statusCode).toBe(401);
    // Nor is it listed in the history any more.
    const other = await sessionOf(t, account);
    expect((await listSessions(other)).map((session) => session.id)).not.toContain(id);
  });

  it('use keeps a session alive: last_seen_at moves forward', async () => {
    const cookie = await sessionOf(t, account);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    const id = await setSession({ lastSeenAt: fiveMinutesAgo });
    expect((await me(t, cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a deactivated user is refused: live sessions end and login fails', async () => {
    const user = await signUp(t);
    const cookie = await sessionOf(t, user);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));

    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/sessions', headers: { cookie } })).statusCode).toBe(401);
    const login = await logIn(t, { email: user.email, password: user.password });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid email or password');
    expect(login.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});
