/** Sign-up and log-in shortcuts for tests that need an account, not the account flow itself. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { toUser } from '../modules/users/users.service';
import { multipart, sessionCookieOf, TINY_PNG, validSignup } from './http';
import type { TestApp } from './test-app';

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/**
 * Registers a valid account; answers its sign-up fields and the created user. The answer names no user
 * (it is the same for a taken address), so the user is read from the database.
 */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}) {
  const fields = validSignup(overrides);
  const form = await multipart({ ...fields, avatar: { name: 'me.png', type: 'image/png', data: TINY_PNG } });
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/register', ...form });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${fields.email.toLowerCase()}`);
  const user = row && toUser(row);
  if (!user?.avatarUrl) throw new Error(`Sign-up created no account with an avatar for ${fields.email}`);
  return { ...fields, user: { ...user, avatarUrl: user.avatarUrl } };
}

export function logIn(
  t: TestApp,
  body: { email: string; password: string; remember?: boolean },
  options: { userAgent?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: body,
    headers: options.userAgent === undefined ? {} : { 'user-agent': options.userAgent },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Logs in and answers the session cookie header; fails the test when the login does not succeed. */
export async function sessionOf(
  t: TestApp,
  account: { email: string; password: string },
  options: { userAgent?: string; remember?: boolean } = {},
): Promise<string> {
  const response = await logIn(
    t,
    { email: account.email, password: account.password, remember: options.remember },
    options,
  );
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

export function me(t: TestApp, cookie: string) {
  return t.app.inject({ url: '/api/v1/users/me', headers: { cookie } });
}
