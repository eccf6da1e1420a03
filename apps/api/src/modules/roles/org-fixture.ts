/** Test fixture: an organization with its Admin, and members moved in with a chosen role. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { roles, users } from '../../db/schema';
import { sessionOf, signUp } from '../../test/accounts';
import { multipart } from '../../test/http';
import type { TestApp } from '../../test/test-app';

export async function newAccount(t: TestApp) {
  const account = await signUp(t);
  return { id: account.user.id, email: account.email, cookie: await sessionOf(t, account) };
}

/** Signs up a founder who creates an organization and so becomes its Admin. */
export async function newOrganization(t: TestApp, name = 'Lexicon Legal LLP') {
  const admin = await newAccount(t);
  const form = await multipart({ name, timeZone: 'Asia/Kolkata', workWeek: '1,2,3,4,5', currency: 'INR' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: { cookie: admin.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const orgId: string = created.json().data.id;
  const orgRoles = await t.db.select().from(roles).where(eq(roles.organizationId, orgId));
  const roleId = (roleName: string) => {
    const role = orgRoles.find((row) => row.name === roleName);
    if (!role) throw new Error(`No ${roleName} role`);
    return role.id;
  };
  return {
    orgId,
    admin,
    roleId,
    /** A new account moved into this organization with the named role (or a role id). */
    async member(role: string, departmentId: string | null = null) {
      const account = await newAccount(t);
      const [found] = await t.db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.organizationId, orgId), eq(roles.name, role)));
      await t.db
        .update(users)
        .set({ organizationId: orgId, roleId: found?.id ?? role, departmentId })
        .where(eq(users.id, account.id));
      return account;
    },
  };
}

export type OrganizationFixture = Awaited<ReturnType<typeof newOrganization>>;

export function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
