/**
 * A change of access takes effect on the caller's very next request, whichever server process made it:
 * a revoked session, a deactivated person, a permission taken from their role. Callers come from the
 * session cache (session-cache.ts), which answers only once every change committed before the request
 * has been heard (decision 013); each test first puts the caller in the cache.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, roles, users } from '../db/schema';
import { sessionOf } from './accounts';
import { call, newOrganization, type OrganizationFixture } from './org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

let t: TestApp;
let other: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;
let acme: OrganizationFixture;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondAppOnSameDatabase(t);
  acme = await newOrganization(t, 'Acme Advisory LLP');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The same call, sent to the second process. */
const callOther = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => other.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Puts the caller in the session cache, and proves that a request is then answered from it. */
async function expectCached(cookie: string, url: string) {
  // The setup's own changes (a new person, a new role) are heard first, or they would keep the read out.
  await t.app.live.awaitEvents();
  expect((await call(t, cookie, 'GET', url)).statusCode).toBe(200);
  const hits = t.app.sessionCache.hits;
  expect((await call(t, cookie, 'GET', url)).statusCode).toBe(200);
  expect(t.app.sessionCache.hits).toBe(hits + 1);
}

describe('a change of access, made through another process, applies to the next request', () => {
  it('a revoked session', async () => {
    const asha = await acme.member();
    await expectCached(asha.cookie, '/users/me');
    const otherDevice = await sessionOf(t, asha);
    const sessions = (await callOther(otherDevice, 'GET', '/sessions')).json().data as {
      id: string;
      isCurrent: boolean;
    }[];
    const target = sessions.find((session) => !session.isCurrent);
    expect((await callOther(otherDevice, 'DELETE', `/sessions/${target?.id}`)).statusCode).toBe(204);
    expect((await call(t, asha.cookie, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await call(t, otherDevice, 'GET', '/users/me')).statusCode).toBe(200);
  });

  it('a deactivated person', async () => {
    const ravi = await acme.member();
    await expectCached(ravi.cookie, '/people?pageSize=5');
    const deactivated = await callOther(acme.admin.cookie, 'POST', `/people/${ravi.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBeLessThan(300);
    expect((await call(t, ravi.cookie, 'GET', '/people?pageSize=5')).statusCode).toBe(401);
  });

  it('a permission taken from their role', async () => {
    const clerk = await acme.memberWith(['customers.view', 'users.view']);
    await expectCached(clerk.cookie, '/customers');
    const me = (await call(t, clerk.cookie, 'GET', '/users/me')).json().data;
    const roleId = (await call(t, acme.admin.cookie, 'GET', `/people/${me.id}`)).json().data.roleId;
    const role = (await call(t, acme.admin.cookie, 'GET', `/roles/${roleId}`)).json().data;
    const edited = await callOther(acme.admin.cookie, 'PATCH', `/roles/${roleId}`, {
      name: role.name,
      description: role.description,
      permissions: ['users.view'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(t, clerk.cookie, 'GET', '/customers')).statusCode).toBe(403);
    expect((await call(t, clerk.cookie, 'GET', '/users/me')).json().data.permissions).toEqual(['users.view']);
  });

  it('a renamed person, organization and role: /users/me shows the new names at once', async () => {
    const member = await acme.memberWith(['users.view']);
    await expectCached(member.cookie, '/users/me');
    const [person] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, member.id));
    await t.db.update(users).set({ name: 'Renamed Person' }).where(eq(users.id, member.id));
    await t.db
      .update(roles)
      .set({ name: 'Renamed Role' })
      .where(eq(roles.id, person?.roleId ?? ''));
    await t.db
      .update(organizations)
      .set({ name: 'Renamed Firm LLP' })
      .where(eq(organizations.id, acme.orgId));
    const after = (await call(t, member.cookie, 'GET', '/users/me')).json().data;
    expect(after).toMatchObject({
      name: 'Renamed Person',
      roleName: 'Renamed Role',
      organizationName: 'Renamed Firm LLP',
    });
  });
});
