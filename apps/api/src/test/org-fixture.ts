/**
 * Test fixture: an organization with its Admin, members moved in with a role (by name, id or an
 * exact permission set), departments, and the requests the tests send.
 */
import type { Permission } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers, departments, roles, users } from '../db/schema';
import { sessionOf, signUp } from './accounts';
import { multipart } from './http';
import type { TestApp } from './test-app';

/** A signed-up, logged-in account (sign-up fields may be overridden, e.g. name or email). */
export async function newAccount(t: TestApp, overrides: Record<string, string> = {}) {
  const account = await signUp(t, overrides);
  return {
    id: account.user.id,
    name: account.name,
    email: account.email,
    password: account.password,
    cookie: await sessionOf(t, account),
  };
}

export type Account = Awaited<ReturnType<typeof newAccount>>;

/** Where a member sits in the organization, and their name. */
type Placement = { name?: string; departmentId?: string; managerId?: string; jobTitle?: string };

/** The zone every fixture organization keeps its calendar in: its days are not UTC's. */
export const FIXTURE_ZONE = 'Asia/Kolkata';

/** Signs up a founder who creates an organization and so becomes its Admin. */
export async function newOrganization(t: TestApp, name = 'Lexicon Legal LLP') {
  const admin = await newAccount(t, { name: 'Ada Admin' });
  const created = await sendForm(t, admin.cookie, 'POST', '/organizations', {
    name,
    timeZone: FIXTURE_ZONE,
    workWeek: '1,2,3,4,5',
    currency: 'INR',
  });
  expect(created.statusCode, created.body).toBe(201);
  const orgId: string = created.json().data.id;
  const orgRoles = await t.db.select().from(roles).where(eq(roles.organizationId, orgId));
  /** The id of a default role (Admin, Manager, Employee) by name; anything else is taken as an id. */
  const roleId = (role: string) => orgRoles.find((row) => row.name === role)?.id ?? role;
  let testRoles = 0;

  async function moveIn(roleIdToHold: string, { name, departmentId, managerId, jobTitle }: Placement) {
    const account = await newAccount(t, name ? { name } : {});
    await t.db
      .update(users)
      .set({
        organizationId: orgId,
        roleId: roleIdToHold,
        departmentId: departmentId ?? null,
        managerId: managerId ?? null,
        jobTitle: jobTitle ?? null,
      })
      .where(eq(users.id, account.id));
    return account;
  }

  return {
    orgId,
    admin,
    roleId,
    /** A new account moved into this organization with the named role (or a role id). */
    member(role = 'Employee', placement: Placement = {}) {
      return moveIn(roleId(role), placement);
    },
    /** A new member whose role holds exactly these permissions. */
    async memberWith(permissions: Permission[]) {
      testRoles += 1;
      const [role] = await t.db
        .insert(roles)
        .values({ organizationId: orgId, name: `Test role ${testRoles}`, description: 'Test', permissions })
        .returning({ id: roles.id });
      if (!role) throw new Error('No test role');
      return moveIn(role.id, {});
    },
    /** A department of this organization; answers its id. */
    async department(departmentName: string) {
      const [row] = await t.db
        .insert(departments)
        .values({ organizationId: orgId, name: departmentName })
        .returning({ id: departments.id });
      if (!row) throw new Error('No department');
      return row.id;
    },
    /** A customer of this organization; answers its id. */
    async customer(businessName: string) {
      const [row] = await t.db
        .insert(customers)
        .values({ organizationId: orgId, businessName, email: 'accounts@customer.test', address: '1 Road' })
        .returning({ id: customers.id });
      if (!row) throw new Error('No customer');
      return row.id;
    },
    /** A project of this customer led by the Admin, made as the Admin makes one (POST /projects); answers its id. */
    async project(projectName: string, customerId: string) {
      const response = await call(t, admin.cookie, 'POST', '/projects', {
        name: projectName,
        customerId,
        leadId: admin.id,
        startDate: '2026-01-01',
        targetEndDate: '2026-12-31',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    },
  };
}

export type OrganizationFixture = Awaited<ReturnType<typeof newOrganization>>;

export function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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

/** Sends a multipart form (text fields and an optional file) the way the browser form does. */
export async function sendForm(
  t: TestApp,
  cookie: string,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string | { name: string; type: string; data: Buffer }>,
) {
  const form = await multipart(fields);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}
