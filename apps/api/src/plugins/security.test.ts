import { GENERIC_LOGIN_ERROR, LOGIN_WINDOW_MS } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../db/schema';
import { TOO_MANY_LOGINS_MESSAGE } from '../modules/users/users.service';
import { logIn, me, sessionOf, signUp } from '../test/accounts';
import { multipart } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

const SECRET_DETAIL = 'connect ECONNREFUSED postgres://admin:hunter2@10.1.2.3/prod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/v1/test-only/boom', { config: { isPublic: true } }, async () => {
        throw new Error(SECRET_DETAIL);
      });
    },
  });
});
afterAll(() => t.close());

describe('CSRF defence on cookie-authenticated writes', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t);
  });

  function logout(cookie: string, headers: Record<string, string>) {
    return t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { cookie, ...headers } });
  }

  it.each([
    ['origin', 'https://evil.example'],
    ['origin', 'null'],
    ['origin', 'http://localhost:3000.evil.example'],
    ['sec-fetch-site', 'cross-site'],
    ['sec-fetch-site', 'same-site'],
  ])('refuses a logout with %s: %s (403 CSRF_REJECTED) and does nothing', async (header, value) => {
    const cookie = await sessionOf(t, account);
    const response = await logout(cookie, { [header]: value });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'CSRF_REJECTED', message: 'Cross-site request refused' },
      message: 'Cross-site request refused',
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await me(t, cookie)).statusCode).toBe(200);
  });

  it('refuses a cross-site session revocation and password change', async () => {
    const cookie = await sessionOf(t, account);
    const sessions = await t.app.inject({ url: '/api/v1/sessions', headers: { cookie } });
    const id = sessions.json().data[0].id;
    const evil = { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${id}`, headers: evil });
    expect(revoke.statusCode).toBe(403);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/password',
      headers: evil,
      payload: { currentPassword: account.password, password: 'attacker chosen phrase' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.code).toBe('CSRF_REJECTED');

    expect((await me(t, cookie)).statusCode).toBe(200);
    await sessionOf(t, account);
  });

  it('refuses a cross-site login (no session is planted)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('lets a same-origin write through', async () => {
    const cookie = await sessionOf(t, account);
    const response = await logout(cookie, { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(204);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('lets a non-browser client (neither header) write, and any origin read', async () => {
    const cookie = await sessionOf(t, account);
    const read = await t.app.inject({
      url: '/api/v1/users/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    expect((await logout(cookie, {})).statusCode).toBe(204);
  });
});

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/api/v1/meta/country-codes', 200],
    ['an error', '/api/v1/users/me', 401],
    ['an unknown route', '/api/v1/nope', 404],
  ])('sends a strict CSP and nosniff on %s', async (_label, url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('error shape', () => {
  it('an unknown /api route is a JSON 404 NOT_FOUND, with or without a session', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `Route ${method} /api/v1/nope not found` },
        message: `Route ${method} /api/v1/nope not found`,
      });
    }
  });

  it('an unexpected error answers 500 with a generic message, no stack and no detail', async () => {
    const response = await t.app.inject({ url: '/api/v1/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
      message: 'Something went wrong. Please try again later.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toMatch(/stack|\.ts:\d+/);
  });

  it('a body over 256 KB answers 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'big@example.com', password: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });
});

describe('login throttling', () => {
  function failedLogin(email: string, remoteAddress: string) {
    return logIn(t, { email, password: 'definitely wrong' }, { remoteAddress });
  }

  it('after 5 failures for one account, the 6th attempt is refused even with the right password', async () => {
    const account = await signUp(t);
    const variants = [account.email, account.email.toUpperCase(), ` ${account.email} `];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await failedLogin(variants[attempt % variants.length] ?? '', '10.0.1.1');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(GENERIC_LOGIN_ERROR);
    }

    const locked = await logIn(t, account, { remoteAddress: '10.0.1.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: TOO_MANY_LOGINS_MESSAGE },
      message: TOO_MANY_LOGINS_MESSAGE,
    });
    expect(locked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The lock is on the (account, address) pair: the owner at an address that has not failed gets in.
    expect((await logIn(t, account, { remoteAddress: '10.0.1.2' })).statusCode).toBe(200);

    // Another account from the first address is unaffected.
    const neighbour = await signUp(t);
    expect((await logIn(t, neighbour, { remoteAddress: '10.0.1.1' })).statusCode).toBe(200);

    // Failures age out of the window.
    await t.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - LOGIN_WINDOW_MS - 1000) })
      .where(eq(loginAttempts.email, account.email));
    expect((await logIn(t, account, { remoteAddress: '10.0.1.1' })).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip under the account limit', async () => {
    const account = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => failedLogin(account.email, '10.0.5.1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    // Only the guesses that were really checked count against the account.
    const recorded = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, account.email));
    expect(recorded).toHaveLength(checked);
    const next = await logIn(t, account, { remoteAddress: '10.0.5.1' });
    expect(next.statusCode).toBe(checked === 5 ? 429 : 200);
  });

  it('a successful login clears the account failures', async () => {
    const account = await signUp(t);
    for (let attempt = 0; attempt < 4; attempt++) await failedLogin(account.email, '10.0.2.1');
    expect((await logIn(t, account, { remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await failedLogin(account.email, '10.0.2.1');
    expect((await logIn(t, account, { remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
  });

  it('after 20 failures from one address across different emails, that address is refused', async () => {
    const account = await signUp(t);
    for (let attempt = 0; attempt < 20; attempt++) {
      // Without a trusted proxy, a forged X-Forwarded-For does not change the address counted.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        remoteAddress: '10.0.3.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: `stranger.${attempt}@example.com`, password: 'definitely wrong' },
      });
      expect(response.statusCode).toBe(401);
    }
    const refused = await logIn(t, account, { remoteAddress: '10.0.3.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_LOGINS_MESSAGE);
    // The account itself is not locked: from another address it logs in.
    expect((await logIn(t, account, { remoteAddress: '10.0.3.2' })).statusCode).toBe(200);
  });
});

describe('per-address rate limits of the public forms', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        register: { max: 2, timeWindow: 60_000 },
        passwordReset: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(() => limited.close());

  it('the register route answers 429 on the 3rd request', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const form = await multipart({ name: 'Someone' });
      const response = await limited.app.inject({ method: 'POST', url: '/api/v1/users/register', ...form });
      statuses.push(response.statusCode);
      if (attempt === 2) {
        expect(response.json()).toEqual({
          error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
          message: 'Too many requests. Please wait a moment and try again.',
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([400, 400, 429]);
    // Another address still gets through.
    const form = await multipart({ name: 'Someone' });
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      remoteAddress: '10.0.4.1',
      ...form,
    });
    expect(other.statusCode).toBe(400);
  });

  it('the forgot-password route answers 429 on the 3rd request', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        payload: { email: `someone.${attempt}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('OpenAPI', () => {
  it('/api/docs/json serves the document listing the account routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('TaskFlow API');
    expect(document.paths['/api/v1/users/register']).toHaveProperty('post');
    expect(document.paths['/api/v1/users/login']).toHaveProperty('post');
    expect(document.paths['/api/v1/sessions/{id}']).toHaveProperty('delete');
    // Routes marked hidden stay out of the document.
    expect(document.paths['/api/v1/users/oidc/callback']).toBeUndefined();
  });
});
