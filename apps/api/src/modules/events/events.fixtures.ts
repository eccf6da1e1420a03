/** Test fixtures of the events module: an organization with an admin, a manager and employees. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { roles, users } from '../../db/schema';
import { sessionOf, signUp } from '../../test/accounts';
import { multipart } from '../../test/http';
import type { TestApp } from '../../test/test-app';

export interface Member {
  id: string;
  email: string;
  cookie: string;
}

async function newAccount(t: TestApp, name = 'Nisha Verma'): Promise<Member> {
  const account = await signUp(t, { name });
  return { id: account.user.id, email: account.email, cookie: await sessionOf(t, account) };
}

/** An organization whose creator is its Admin, plus members with the default Manager and Employee roles. */
export async function createOrganization(t: TestApp, name = 'Lexicon Legal LLP') {
  const admin = await newAccount(t, 'Arjun Admin');
  const form = await multipart({ name, timeZone: 'Asia/Kolkata', workWeek: '1,2,3,4,5', currency: 'INR' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: { cookie: admin.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const orgId: string = created.json().data.id;

  async function addMember(roleName: 'Manager' | 'Employee', personName: string): Promise<Member> {
    const member = await newAccount(t, personName);
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, orgId), eq(roles.name, roleName)));
    await t.db.update(users).set({ organizationId: orgId, roleId: role?.id }).where(eq(users.id, member.id));
    return member;
  }
  return { orgId, admin, addMember };
}

export function api(t: TestApp, cookie: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
    patch: (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } }),
  };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
