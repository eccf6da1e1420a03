import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sessionCookieOf, TINY_PNG, validSignup } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign up then log in', () => {
  it('registers, logs in and reads /me', async () => {
    const signup = validSignup();
    const form = await multipart({
      ...signup,
      avatar: { name: 'me.png', type: 'image/png', data: TINY_PNG },
    });
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/users/register', ...form });
    expect(registered.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: signup.email, password: signup.password },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie: sessionCookieOf(login) } });
    expect(me.json().data.email).toBe(signup.email);
  });
});
