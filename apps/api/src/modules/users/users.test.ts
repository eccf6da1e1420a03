import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, GENERIC_LOGIN_ERROR, REMEMBERED_SESSION_MS } from '@taskflow/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, outbox, passwordResets, users } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { logIn, me, sessionOf, signUp } from '../../test/accounts';
import { multipart, sessionCookieOf, TINY_PNG, validSignup } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RESET_LINK_INVALID_MESSAGE, settleAccountMails } from './users.service';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_AVATAR = { name: 'me.png', type: 'image/png', data: TINY_PNG };

type FormValue = string | { name: string; type: string; data: Buffer };

async function postRegister(fields: Record<string, FormValue>) {
  const form = await multipart(fields);
  return t.app.inject({ method: 'POST', url: '/api/v1/users/register', ...form });
}

/** The signup fields without the named ones (a form that never sent them). */
function signupWithout(...omitted: string[]): Record<string, FormValue> {
  const fields: Record<string, FormValue> = { ...validSignup(), avatar: PNG_AVATAR };
  for (const name of omitted) delete fields[name];
  return fields;
}

/** The mails sent to an address, oldest first. */
function mailsTo(email: string) {
  return t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.createdAt));
}

function expectFieldErrors(response: LightMyRequestResponse, fields: Record<string, string>) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details.fields).toEqual(fields);
  // The spec's clients read the top-level message: it is the first field's message.
  expect(body.message).toBe(body.error.message);
  expect(Object.values(fields)).toContain(body.message);
}

function expectError(response: LightMyRequestResponse, status: number, code: string, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBe(message);
  expect(body.message).toBe(message);
}

describe('POST /api/v1/users/register', () => {
  it('creates the account, stores the email lower-cased, answers no user and mails a welcome', async () => {
    const signup = validSignup({ email: `Mixed.Case.${Date.now()}@Example.COM` });
    const response = await postRegister({ ...signup, avatar: PNG_AVATAR });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: 'Successfully Signed Up!' });

    const [row] = await t.db.select().from(users).where(eq(users.email, signup.email.toLowerCase()));
    expect(row).toMatchObject({
      name: signup.name,
      phone: signup.phone,
      countryCode: 'IN',
      isPlatformAdmin: false,
      organizationId: null,
    });
    expect(row?.avatarFile).toBeTruthy();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(signup.password);
    await settleAccountMails();
    expect((await mailsTo(signup.email.toLowerCase())).map((mail) => mail.subject)).toEqual([
      'Your TaskFlow account',
    ]);
  });

  it('keeps the account usable: the new user logs in with the password and reads /me', async () => {
    const account = await signUp(t);
    const login = await logIn(t, { email: account.email, password: account.password });
    expect(login.statusCode, login.body).toBe(200);
    const response = await me(t, sessionCookieOf(login));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: account.user.id, email: account.email });
  });

  describe('avatar', () => {
    let owner: Awaited<ReturnType<typeof signUp>>;
    let ownerCookie: string;
    let stranger: Awaited<ReturnType<typeof signUp>>;
    let strangerCookie: string;
    beforeAll(async () => {
      owner = await signUp(t);
      stranger = await signUp(t);
      ownerCookie = await sessionOf(t, owner);
      strangerCookie = await sessionOf(t, stranger);
    });

    it('is served back to its owner with the sniffed type and nosniff', async () => {
      const response = await t.app.inject({ url: owner.user.avatarUrl, headers: { cookie: ownerCookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toMatch(/^inline/);
      expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('is 404 for a signed-in user outside the owner’s organization, 401 without a session', async () => {
      const other = await t.app.inject({ url: owner.user.avatarUrl, headers: { cookie: strangerCookie } });
      expectError(other, 404, 'NOT_FOUND', 'User not found');
      const anonymous = await t.app.inject({ url: owner.user.avatarUrl });
      expect(anonymous.statusCode).toBe(401);
    });

    it('is visible to a member of the same organization', async () => {
      const [org] = await t.db.insert(organizations).values({ name: 'Acme' }).returning();
      if (!org) throw new Error('no organization');
      await t.db.update(users).set({ organizationId: org.id }).where(eq(users.id, owner.user.id));
      await t.db.update(users).set({ organizationId: org.id }).where(eq(users.id, stranger.user.id));
      const response = await t.app.inject({ url: owner.user.avatarUrl, headers: { cookie: strangerCookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    });
  });

  describe('validation (spec section 5, signup)', () => {
    it.each([
      ['name', 'Full name is required'],
      ['email', 'Email is required'],
      ['countryCode', 'Country code is required'],
      ['phone', 'Phone number is required'],
      ['password', 'Password is required'],
      ['avatar', 'Avatar is required'],
    ])('a missing %s answers "%s"', async (field, message) => {
      expectFieldErrors(await postRegister(signupWithout(field)), { [field]: message });
    });

    it.each([
      ['name', '   ', 'Full name is required'],
      ['email', '', 'Email is required'],
      ['countryCode', '', 'Country code is required'],
      ['phone', '', 'Phone number is required'],
      ['password', '', 'Password is required'],
    ])('a blank %s (%j) answers "%s"', async (field, value, message) => {
      expectFieldErrors(await postRegister({ ...signupWithout(), [field]: value }), { [field]: message });
    });

    it.each([
      ['123456789', 'nine digits'],
      ['12345678901', 'eleven digits'],
      ['98765-4321', 'a dash'],
      ['98765abcde', 'letters'],
    ])('phone %s (%s) answers "Phone number must be 10 digits"', async (phone) => {
      expectFieldErrors(await postRegister({ ...signupWithout(), phone }), {
        phone: 'Phone number must be 10 digits',
      });
    });

    it('a password of 5 characters answers "Password must be at least 6 characters"', async () => {
      expectFieldErrors(await postRegister({ ...signupWithout(), password: 'ab3de' }), {
        password: 'Password must be at least 6 characters',
      });
    });

    it('an invalid email address is refused', async () => {
      expectFieldErrors(await postRegister({ ...signupWithout(), email: 'not-an-email' }), {
        email: 'Enter a valid email address',
      });
    });

    it('reports every problem at once when several fields are missing', async () => {
      const response = await postRegister({ name: '' });
      expectFieldErrors(response, {
        name: 'Full name is required',
        email: 'Email is required',
        countryCode: 'Country code is required',
        phone: 'Phone number is required',
        password: 'Password is required',
        avatar: 'Avatar is required',
      });
    });

    it('refuses an unknown country code', async () => {
      expectFieldErrors(await postRegister({ ...signupWithout(), countryCode: 'XX' }), {
        countryCode: 'Select a valid country code',
      });
    });

    it('refuses a common password', async () => {
      expect(isCommonPassword('password123')).toBe(true);
      expectFieldErrors(await postRegister({ ...signupWithout(), password: 'password123' }), {
        password: COMMON_PASSWORD_MESSAGE,
      });
      // Case does not help: the list is matched case-insensitively.
      expectFieldErrors(await postRegister({ ...signupWithout(), password: 'PassWord123' }), {
        password: COMMON_PASSWORD_MESSAGE,
      });
    });

    it.each([
      ['name', 'Full name must be at most 100 characters'],
      ['email', 'Email is too long'],
      ['password', 'Password must be at most 128 characters'],
    ])('a 10,000-character %s answers a clear field error, not a 500', async (field, message) => {
      const value = field === 'email' ? `${'a'.repeat(9_988)}@example.com` : 'x'.repeat(10_000);
      expect(value).toHaveLength(10_000);
      expectFieldErrors(await postRegister({ ...signupWithout(), [field]: value }), { [field]: message });
    });

    it('creates no account when validation fails', async () => {
      const signup = validSignup({ phone: '123' });
      await postRegister({ ...signup, avatar: PNG_AVATAR });
      const rows = await t.db.select().from(users).where(eq(users.email, signup.email));
      expect(rows).toHaveLength(0);
    });
  });

  describe('avatar checks', () => {
    it('accepts an image of exactly 2 MB', async () => {
      const data = Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES - TINY_PNG.length)]);
      const response = await postRegister({ ...signupWithout('avatar'), avatar: { ...PNG_AVATAR, data } });
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses an image over 2 MB as a field error', async () => {
      const data = Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - TINY_PNG.length)]);
      const response = await postRegister({ ...signupWithout('avatar'), avatar: { ...PNG_AVATAR, data } });
      expectFieldErrors(response, { avatar: 'Avatar must be at most 2 MB' });
    });

    it('refuses a text file named .png and declared image/png (content is sniffed)', async () => {
      const data = Buffer.from('<script>alert(1)</script> definitely a picture\n'.repeat(20));
      const response = await postRegister({ ...signupWithout('avatar'), avatar: { ...PNG_AVATAR, data } });
      expectFieldErrors(response, { avatar: 'Avatar must be a JPG, PNG, GIF or WebP image' });
    });

    it('refuses a real image of a type that is not allowed', async () => {
      // A PDF header: a real, sniffable file type that is not an image.
      const data = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< >>\nendobj\n', 'binary');
      const response = await postRegister({
        ...signupWithout('avatar'),
        avatar: { name: 'me.pdf', type: 'application/pdf', data },
      });
      expectFieldErrors(response, { avatar: 'Avatar must be a JPG, PNG, GIF or WebP image' });
    });
  });

  describe('email already taken (no enumeration, issue 6)', () => {
    it('answers exactly as for a new address, changes nothing and mails the owner', async () => {
      const account = await signUp(t);
      const [before] = await t.db.select().from(users).where(eq(users.id, account.user.id));
      for (const email of [account.email, account.email.toUpperCase()]) {
        const response = await postRegister({ ...signupWithout(), email, name: 'Someone Else' });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({ message: 'Successfully Signed Up!' });
      }
      const rows = await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
      expect(rows).toEqual([before]);
      // The owner's password still works; the one the stranger chose does not.
      expect((await logIn(t, { email: account.email, password: account.password })).statusCode).toBe(200);
      await settleAccountMails();
      const subjects = (await mailsTo(account.email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject.startsWith('Someone tried'))).toEqual([
        'Someone tried to sign up with your email address',
        'Someone tried to sign up with your email address',
      ]);
    });

    it('keeps no avatar file of the refused sign-up', async () => {
      const account = await signUp(t);
      const before = await readdir(join(t.config.uploadDir, 'avatars'));
      await postRegister({ ...signupWithout(), email: account.email });
      expect(await readdir(join(t.config.uploadDir, 'avatars'))).toEqual(before);
    });
  });

  it('two simultaneous sign-ups with one address: one account, both hear 201', async () => {
    const email = `race.${Date.now()}@example.com`;
    const responses = await Promise.all([
      postRegister({ ...signupWithout(), email }),
      postRegister({ ...signupWithout(), email: email.toUpperCase() }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers 415 to a JSON body (the form is multipart)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: validSignup(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/v1/users/login', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t);
  });

  it('answers the user and sets an httpOnly, SameSite=Lax browser-session cookie', async () => {
    const response = await logIn(t, { email: account.email, password: account.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Login Successful!');
    expect(response.json().data).toMatchObject({ id: account.user.id, email: account.email });

    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const header = String(response.headers['set-cookie']);
    expect(header).not.toMatch(/Max-Age/i);
    expect(header).not.toMatch(/Expires/i);
  });

  it('with remember:true sets a cookie that lasts 30 days', async () => {
    const response = await logIn(t, { email: account.email, password: account.password, remember: true });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: REMEMBERED_SESSION_MS / 1000 });
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('matches the email whatever its case', async () => {
    const response = await logIn(t, { email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
  });

  it('issues a new session token on every login, each one live', async () => {
    const first = await sessionOf(t, account);
    const second = await sessionOf(t, account);
    expect(first).not.toBe(second);
    expect((await me(t, first)).statusCode).toBe(200);
    expect((await me(t, second)).statusCode).toBe(200);
  });

  it('answers exactly "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const wrong = await logIn(t, { email: account.email, password: 'not the password' });
    expectError(wrong, 401, 'UNAUTHENTICATED', GENERIC_LOGIN_ERROR);
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const unknown = await logIn(t, { email: 'nobody.here@example.com', password: account.password });
    expectError(unknown, 401, 'UNAUTHENTICATED', GENERIC_LOGIN_ERROR);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('an account without a password (social sign-in only) cannot log in with any password', async () => {
    const social = await signUp(t);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, social.user.id));
    for (const password of [social.password, 'anything else']) {
      const response = await logIn(t, { email: social.email, password });
      expectError(response, 401, 'UNAUTHENTICATED', GENERIC_LOGIN_ERROR);
    }
  });

  it('answers "Email is required" and "Password is required" (spec section 5, login)', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: {} });
    expectFieldErrors(empty, { email: 'Email is required', password: 'Password is required' });

    const blank = await logIn(t, { email: '  ', password: '' });
    expectFieldErrors(blank, { email: 'Email is required', password: 'Password is required' });
  });

  it('answers field errors, not a 500, to 10,000-character fields', async () => {
    const response = await logIn(t, {
      email: `${'a'.repeat(9_988)}@example.com`,
      password: 'x'.repeat(10_000),
    });
    expectFieldErrors(response, {
      email: 'Email is too long',
      password: 'Password must be at most 128 characters',
    });
  });

  it('answers 400 "Malformed JSON body" to broken JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expectError(response, 400, 'BAD_REQUEST', 'Malformed JSON body');
  });

  it('answers 415 to a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        headers: { 'content-type': contentType },
        payload: `email=${account.email}&password=${account.password}`,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('logout and /me', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t);
  });

  it('/me without a session answers 401', async () => {
    const response = await t.app.inject({ url: '/api/v1/users/me' });
    expectError(response, 401, 'UNAUTHENTICATED', 'Please log in to continue');
    const forged = await me(t, 'sid=not-a-real-token');
    expect(forged.statusCode).toBe(401);
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const cookie = await sessionOf(t, account);
    const other = await sessionOf(t, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    // The old cookie, replayed, no longer works; the account's other session is untouched.
    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await me(t, other)).statusCode).toBe(200);
  });

  it('logout without a session still answers 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('password reset', () => {
  const FORGOT_ANSWER = 'If an account exists for that email, we have sent a link to reset the password.';

  /** The mail goes out after the answer: wait for it, as a user waits for their inbox. */
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
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/users/reset-password',
      payload: { token, password },
    });
  }

  /** The token of the newest reset mail sent to the address, read back from the outbox. */
  async function tokenFromOutbox(email: string): Promise<string> {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, 'Reset your TaskFlow password')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const link = mail?.text.match(/(\S+\/reset-password\?token=(\S+))/);
    expect(link?.[1]?.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
    return decodeURIComponent(link?.[2] ?? '');
  }

  it('answers 202 the same for a known and an unknown email; only the account gets mail', async () => {
    const account = await signUp(t);
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot('no.such.account@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: FORGOT_ANSWER });
    expect(unknown.body).toBe(known.body);

    expect(await tokenFromOutbox(account.email)).toHaveLength(43);
    const strayMail = await t.db.select().from(outbox).where(eq(outbox.to, 'no.such.account@example.com'));
    expect(strayMail).toHaveLength(0);
  });

  it('sends nothing to a deactivated account', async () => {
    const account = await signUp(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id));
    const response = await forgot(account.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_ANSWER });
    const subjects = (await mailsTo(account.email)).map((mail) => mail.subject);
    expect(subjects).not.toContain('Reset your TaskFlow password');
  });

  it('answers "Email is required" to an empty request', async () => {
    expectFieldErrors(await forgot(''), { email: 'Email is required' });
  });

  it('sets the new password once, ends every session, and the new password logs in', async () => {
    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    expect((await forgot(account.email)).statusCode).toBe(202);
    const token = await tokenFromOutbox(account.email);

    const newPassword = 'a fresh reset passphrase';
    const response = await reset(token, newPassword);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your password has been reset. Please log in.');

    expect((await me(t, cookie)).statusCode).toBe(401);
    const old = await logIn(t, { email: account.email, password: account.password });
    expect(old.statusCode).toBe(401);
    await sessionOf(t, { email: account.email, password: newPassword });

    const again = await reset(token, 'yet another passphrase');
    expectError(again, 400, 'BAD_REQUEST', RESET_LINK_INVALID_MESSAGE);
    // The second use changed nothing.
    await sessionOf(t, { email: account.email, password: newPassword });
  });

  it('refuses an expired token', async () => {
    const account = await signUp(t);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.user.id));

    expectError(await reset(token, 'too late a passphrase'), 400, 'BAD_REQUEST', RESET_LINK_INVALID_MESSAGE);
    await sessionOf(t, account);
  });

  it.each([
    [
      'the person is deactivated',
      (account: Account) => t.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id)),
    ],
    [
      'their organization is suspended',
      async (account: Account) => {
        const [org] = await t.db
          .insert(organizations)
          .values({ name: 'Suspended Co', suspendedAt: new Date() })
          .returning();
        await t.db.update(users).set({ organizationId: org?.id }).where(eq(users.id, account.user.id));
      },
    ],
  ])('refuses a link mailed before %s, changing nothing (issue 5)', async (_, change) => {
    const account = await signUp(t);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    await change(account);
    expectError(await reset(token, 'taken over passphrase'), 400, 'BAD_REQUEST', RESET_LINK_INVALID_MESSAGE);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.passwordHash && (await verifyPassword(row.passwordHash, account.password))).toBe(true);
  });

  it('replaces the calendar feed token (the old feed URL stops working)', async () => {
    const account = await signUp(t);
    await t.db
      .update(users)
      .set({ calendarToken: 'old-feed-token-of-the-reset-test' })
      .where(eq(users.id, account.user.id));
    await forgot(account.email);
    expect((await reset(await tokenFromOutbox(account.email), 'a brand new passphrase')).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.calendarToken).toBeNull();
  });

  it('refuses an unknown token and a common new password', async () => {
    expectError(
      await reset('x'.repeat(43), 'a perfectly good passphrase'),
      400,
      'BAD_REQUEST',
      RESET_LINK_INVALID_MESSAGE,
    );
    const account = await signUp(t);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    expectFieldErrors(await reset(token, 'password123'), { password: COMMON_PASSWORD_MESSAGE });
    // A refused password does not use up the link.
    expect((await reset(token, 'an uncommon passphrase')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/users/me/password', () => {
  function changePassword(cookie: string | undefined, body: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/password',
      headers: cookie ? { cookie } : {},
      payload: body,
    });
  }

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const account = await signUp(t);
    const current = await sessionOf(t, account);
    const other = await sessionOf(t, account);
    const newPassword = 'a changed passphrase';

    const response = await changePassword(current, {
      currentPassword: account.password,
      password: newPassword,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Password changed. Your other sessions have been signed out.');

    expect((await me(t, current)).statusCode).toBe(200);
    expect((await me(t, other)).statusCode).toBe(401);
    expect((await logIn(t, account)).statusCode).toBe(401);
    await sessionOf(t, { email: account.email, password: newPassword });
  });

  it('replaces the calendar feed URL: the old one stops working, the profile shows a new one', async () => {
    const account = await signUp(t);
    const [org] = await t.db.insert(organizations).values({ name: 'Feed Co' }).returning();
    await t.db.update(users).set({ organizationId: org?.id }).where(eq(users.id, account.user.id));
    const cookie = await sessionOf(t, account);
    const feedUrl = async () =>
      (await t.app.inject({ url: '/api/v1/calendar/feed-url', headers: { cookie } })).json().data
        .url as string;
    const before = new URL(await feedUrl()).pathname;
    expect((await t.app.inject({ url: before })).statusCode).toBe(200);

    const response = await changePassword(cookie, {
      currentPassword: account.password,
      password: 'a changed feed passphrase',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.inject({ url: before })).statusCode).toBe(404);
    const after = new URL(await feedUrl()).pathname;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ url: after })).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a common new one, changing nothing', async () => {
    const account = await signUp(t);
    const current = await sessionOf(t, account);
    const other = await sessionOf(t, account);

    expectFieldErrors(
      await changePassword(current, { currentPassword: 'wrong one', password: 'whatever123x' }),
      {
        currentPassword: 'Current password is incorrect',
      },
    );
    expectFieldErrors(
      await changePassword(current, { currentPassword: account.password, password: 'password123' }),
      { password: COMMON_PASSWORD_MESSAGE },
    );
    expect((await me(t, other)).statusCode).toBe(200);
    await sessionOf(t, account);
  });

  it('needs a session', async () => {
    const response = await changePassword(undefined, { currentPassword: 'abcdefg', password: 'hijklmnop' });
    expect(response.statusCode).toBe(401);
  });
});
