/** Test fixture for customers and holidays: an organization, its Admin, and members with chosen permissions. */
import type { Permission } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { roles, users } from '../../db/schema';
import { sessionOf, signUp } from '../../test/accounts';
import { multipart } from '../../test/http';
import type { TestApp } from '../../test/test-app';

async function newAccount(t: TestApp) {
  const account = await signUp(t);
  return { id: account.user.id, cookie: await sessionOf(t, account) };
}

/** A founder creates an organization (and so becomes its Admin). */
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
  let roleCount = 0;
  return {
    orgId,
    admin,
    /** A new member whose role holds exactly these permissions. */
    async memberWith(permissions: Permission[]) {
      const account = await newAccount(t);
      roleCount += 1;
      const [role] = await t.db
        .insert(roles)
        .values({ organizationId: orgId, name: `Test role ${roleCount}`, description: 'Test', permissions })
        .returning({ id: roles.id });
      await t.db
        .update(users)
        .set({ organizationId: orgId, roleId: role?.id })
        .where(eq(users.id, account.id));
      return account;
    },
  };
}

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
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
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
