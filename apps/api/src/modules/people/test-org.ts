/** Test helpers: an organization with an Admin, and members moved into it with a role. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { roles, users } from '../../db/schema';
import { sessionOf, signUp } from '../../test/accounts';
import { multipart } from '../../test/http';
import type { TestApp } from '../../test/test-app';

export type RoleName = 'Admin' | 'Manager' | 'Employee';

export async function account(t: TestApp, overrides: Record<string, string> = {}) {
  const created = await signUp(t, overrides);
  return { ...created, id: created.user.id, cookie: await sessionOf(t, created) };
}

export async function newOrganization(t: TestApp, name = 'Lexicon Legal LLP') {
  const admin = await account(t, { name: 'Ada Admin' });
  const form = await multipart({ name, timeZone: 'UTC', workWeek: '1,2,3,4,5', currency: 'INR' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: { cookie: admin.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const orgId = response.json().data.id as string;
  const orgRoles = await t.db.select().from(roles).where(eq(roles.organizationId, orgId));
  const roleId = (role: RoleName) => {
    const found = orgRoles.find((row) => row.name === role);
    if (!found) throw new Error(`No ${role} role`);
    return found.id;
  };
  /** Signs up a person and moves them into the organization with a role (and optionally a manager). */
  async function member(
    role: RoleName,
    values: { name?: string; managerId?: string; jobTitle?: string } = {},
  ) {
    const person = await account(t, values.name ? { name: values.name } : {});
    await t.db
      .update(users)
      .set({
        organizationId: orgId,
        roleId: roleId(role),
        managerId: values.managerId ?? null,
        jobTitle: values.jobTitle ?? null,
      })
      .where(eq(users.id, person.id));
    return person;
  }
  /** A role of this organization with exactly these permissions, for 403 checks. */
  async function roleWith(name: string, permissions: string[]) {
    const [row] = await t.db
      .insert(roles)
      .values({ organizationId: orgId, name, description: name, permissions })
      .returning();
    if (!row) throw new Error('Role insert returned no row');
    return row.id;
  }
  async function setRole(userId: string, id: string) {
    await t.db
      .update(users)
      .set({ roleId: id })
      .where(and(eq(users.id, userId)));
  }
  return { admin, orgId, roleId, member, roleWith, setRole };
}
