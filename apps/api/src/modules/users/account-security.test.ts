/** Issue 9, items 5, 6, 7 and 11 (accounts): reset links, throttling, enumeration, sessions, passwords. */
import { GENERIC_LOGIN_ERROR, LOGIN_WINDOW_MS, SAME_PASSWORD_MESSAGE } from '@taskflow/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, outbox, passwordResets } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { logIn, me, sessionOf, signUp } from '../../test/accounts';
import { multipart, sessionCookieOf, TINY_PNG, validSignup } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  RESET_LINK_INVALID_MESSAGE,
  settleAccountMails,
  TOO_MANY_LOGINS_MESSAGE,
  TOO_MANY_PASSWORD_CHECKS_MESSAGE,
} from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function forgot(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/forgot-password',
    payload: { email },
  });
  await settleAccountMails();
  return response;
}

function reset(token: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/users/reset-password', payload: { token, password } });
}

function changePassword(
  cookie: string,
  body: { currentPassword: string; password: string },
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/password',
    headers: { cookie },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function tokenFromOutbox(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, 'Reset your TaskFlow password')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/reset-password\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`No reset mail for ${email}`);
  return decodeURIComponent(token);
}

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

describe('password reset links (item 5)', () => {
  it('a successful reset voids every other outstanding link of the account', async () => {
    const account = await signUp(t);
    await forgot(account.email);
    const used = await tokenFromOutbox(account.email);
    // A second link still outstanding (as if mailed by another process at the same moment).
    const other = newToken();
    await t.db.insert(passwordResets).values({
      userId: account.user.id,
      tokenHash: hashToken(other),
      expiresAt: new Date(Date.now() + 30 * MINUTE),
    });

    expectStatus(await reset(used, 'the first new passphrase'), 200);
    const second = await reset(other, 'an attacker passphrase');
    expectStatus(second, 400);
    expect(second.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
    await sessionOf(t, { email: account.email, password: 'the first new passphrase' });
  });

  it('a new request voids the links sent before it', async () => {
    const account = await signUp(t);
    await forgot(account.email);
    const first = await tokenFromOutbox(account.email);
    await forgot(account.email);
    const second = await tokenFromOutbox(account.email);
    expect(second).not.toBe(first);

    expect((await reset(first, 'an old link passphrase')).json().message).toBe(RESET_LINK_INVALID_MESSAGE);
    expectStatus(await reset(second, 'the newest link passphrase'), 200);
  });

  it('a password change voids the links asked for before it', async () => {
    const account = await signUp(t);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    const cookie = await sessionOf(t, account);
    expectStatus(
      await changePassword(cookie, { currentPassword: account.password, password: 'a changed passphrase' }),
      200,
    );

    const late = await reset(token, 'a passphrase from the old link');
    expectStatus(late, 400);
    expect(late.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
    await sessionOf(t, { email: account.email, password: 'a changed passphrase' });
  });
});

describe('login throttling per account and source (item 6)', () => {
  const wrong = (email: string, remoteAddress: string) =>
    logIn(t, { email, password: 'definitely wrong' }, { remoteAddress });

  /** Moves every recorded attempt of the account back in time. */
  async function age(email: string, ms: number) {
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    for (const row of rows) {
      await t.db
        .update(loginAttempts)
        .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
        .where(eq(loginAttempts.id, row.id));
    }
  }

  it('failures from one source do not lock the owner out from another; the failing source is throttled', async () => {
    const account = await signUp(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await wrong(account.email, '10.9.1.1');
      expectStatus(response, 401);
      expect(response.json().message).toBe(GENERIC_LOGIN_ERROR);
    }

    const attacker = await logIn(t, account, { remoteAddress: '10.9.1.1' });
    expectStatus(attacker, 429);
    expect(attacker.json().message).toBe(TOO_MANY_LOGINS_MESSAGE);

    // The owner, from an address that has not failed, gets in.
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.1.2' }), 200);
    // And the owner's success does not hand the failing source a fresh allowance.
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.1.1' }), 429);
  });

  it('the delay grows with every further failure of the same source', async () => {
    const account = await signUp(t);
    for (let attempt = 0; attempt < 5; attempt++) await wrong(account.email, '10.9.2.1');
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.2.1' }), 429);

    // After the first 15 minutes, one more guess; it fails and the wait doubles.
    await age(account.email, LOGIN_WINDOW_MS + MINUTE);
    expectStatus(await wrong(account.email, '10.9.2.1'), 401);
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.2.1' }), 429);
    await age(account.email, LOGIN_WINDOW_MS + MINUTE);
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.2.1' }), 429);
    await age(account.email, LOGIN_WINDOW_MS);
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.2.1' }), 200);
  });

  it('parallel guesses from one source cannot slip under its limit', async () => {
    const account = await signUp(t);
    const responses = await Promise.all(Array.from({ length: 12 }, () => wrong(account.email, '10.9.3.1')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('POST /users/me/password is throttled like login', async () => {
    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await changePassword(
        cookie,
        { currentPassword: `wrong guess ${attempt}`, password: 'a brand new passphrase' },
        '10.9.4.1',
      );
      expectStatus(response, 400);
      expect(response.json().error.details.fields).toEqual({
        currentPassword: 'Current password is incorrect',
      });
    }
    const refused = await changePassword(
      cookie,
      { currentPassword: account.password, password: 'a brand new passphrase' },
      '10.9.4.1',
    );
    expectStatus(refused, 429);
    expect(refused.json().message).toBe(TOO_MANY_PASSWORD_CHECKS_MESSAGE);
    // Nothing changed: the old password still logs in from a clean source.
    expectStatus(await logIn(t, account, { remoteAddress: '10.9.4.2' }), 200);
  });
});

describe('enumeration (item 7, accounts)', () => {
  it('forgot-password answers before the account lookup and the mail, so its timing reveals nothing', async () => {
    const account = await signUp(t);
    const mailer = t.app.mailer;
    const send = mailer.send;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mailer.send = async (mail) => {
      await gate;
      return send.call(mailer, mail);
    };
    try {
      const answer = t.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        payload: { email: account.email },
      });
      const timeout = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 3000));
      const first = await Promise.race([answer, timeout]);
      expect(first).not.toBe('timed out');
      expectStatus(first as LightMyRequestResponse, 202);
    } finally {
      release();
      mailer.send = send;
    }
    await settleAccountMails();
    expect(await tokenFromOutbox(account.email)).toHaveLength(43);
  });

  it('register with a taken email is under the per-address register limit', async () => {
    const limited = await createTestApp({ rateLimits: { register: { max: 3, timeWindow: 60_000 } } });
    try {
      const register = async (fields: Record<string, string>) => {
        const form = await multipart({
          ...fields,
          avatar: { name: 'me.png', type: 'image/png', data: TINY_PNG },
        });
        return limited.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          remoteAddress: '10.9.5.1',
          ...form,
        });
      };
      const fields = validSignup();
      expectStatus(await register(fields), 201);
      const taken = await register({ ...fields, email: fields.email.toUpperCase() });
      expectStatus(taken, 201);
      expect(taken.json()).toEqual({ message: 'Successfully Signed Up!' });
      expectStatus(await register({ ...fields, email: fields.email.toUpperCase() }), 201);
      expectStatus(await register(fields), 429);
      // Another address is not affected.
      const other = await multipart({
        ...validSignup(),
        avatar: { name: 'me.png', type: 'image/png', data: TINY_PNG },
      });
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        remoteAddress: '10.9.5.2',
        ...other,
      });
      expectStatus(response, 201);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions and passwords (item 11, accounts)', () => {
  it('a new login revokes the session the browser held before', async () => {
    const account = await signUp(t);
    const first = await sessionOf(t, account);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { cookie: first },
      payload: { email: account.email, password: account.password },
    });
    expectStatus(second, 200);
    const replacement = sessionCookieOf(second);
    expect(replacement).not.toBe(first);
    expectStatus(await me(t, first), 401);
    expectStatus(await me(t, replacement), 200);
  });

  it('a failed login leaves the current session alone', async () => {
    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { cookie },
      payload: { email: account.email, password: 'not the password' },
    });
    expectStatus(failed, 401);
    expectStatus(await me(t, cookie), 200);
  });

  it('a password change to the same password is refused with a clear message', async () => {
    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    const other = await sessionOf(t, account);
    const response = await changePassword(cookie, {
      currentPassword: account.password,
      password: account.password,
    });
    expectStatus(response, 400);
    expect(response.json().error.details.fields).toEqual({ password: SAME_PASSWORD_MESSAGE });
    expectStatus(await me(t, other), 200);
  });

  it('a reset to the current password is refused and leaves the link usable', async () => {
    const account = await signUp(t);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    const same = await reset(token, account.password);
    expectStatus(same, 400);
    expect(same.json().error.details.fields).toEqual({ password: SAME_PASSWORD_MESSAGE });
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, account.user.id), eq(passwordResets.tokenHash, hashToken(token))));
    expect(row?.usedAt).toBeNull();
    expectStatus(await reset(token, 'a different passphrase'), 200);
  });
});
