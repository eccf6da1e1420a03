/**
 * For each permission of the catalogue: one action that needs it succeeds with only that permission,
 * and answers 403 with every permission but that one. Permissions of modules that do not exist yet are
 * listed as pending, and the test fails as soon as such a module registers a route without an entry here.
 */
import { ALL_PERMISSIONS, type Permission } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { sessionOf } from './accounts';
import { multipart } from './http';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let orgId: string;
let admin: string;
let probe: string;
let probeUserId: string;
let probeRoleId: string;
let employeeRoleId: string;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${++counter}`;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(cookie: string, method: Method, url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function callMultipart(cookie: string, method: Method, url: string, fields: Record<string, string>) {
  const form = await multipart(fields);
  return t.app.inject({ method, url, headers: { cookie, ...form.headers }, payload: form.payload });
}

/** Creates a row as the organization's admin and answers its id. */
async function created(method: Method, url: string, body: Record<string, unknown>, isMultipart = false) {
  const response = isMultipart
    ? await callMultipart(admin, method, url, body as Record<string, string>)
    : await call(admin, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data.id as string;
}

const customerFields = () => ({
  businessName: unique('Probe Traders'),
  email: 'probe@traders.test',
  address: '1 Probe Road',
});
const eventBody = () => ({
  title: unique('Probe review'),
  type: 'Meeting',
  startsAt: '2031-03-01T10:00:00.000Z',
});
let holidayDay = 0;
const holidayBody = () => ({
  date: `2031-02-${String(++holidayDay).padStart(2, '0')}`,
  name: unique('Probe day'),
});

async function freshMember() {
  const [row] = await t.db
    .insert(users)
    .values({
      name: unique('Probe member'),
      email: `${unique('member').replace(/\W/g, '')}@probe.test`,
      organizationId: orgId,
      roleId: employeeRoleId,
    })
    .returning({ id: users.id });
  return row?.id as string;
}

/** The probe user's request that needs the permission, with whatever fixture it needs made fresh. */
const ACTIONS: Partial<Record<Permission, () => Promise<{ statusCode: number; body: string }>>> = {
  'organization.manage': () =>
    callMultipart(probe, 'PATCH', '/api/v1/organizations/current', {
      name: 'Acme Advisory LLP',
      timeZone: 'Asia/Kolkata',
      workWeek: '1,2,3,4,5',
      currency: 'INR',
    }),
  'roles.view': () => call(probe, 'GET', '/api/v1/roles'),
  'roles.create': () =>
    call(probe, 'POST', '/api/v1/roles', {
      name: unique('Probe role'),
      description: 'Probe',
      permissions: [],
    }),
  'roles.edit': async () => {
    const id = await created('POST', '/api/v1/roles', {
      name: unique('Role'),
      description: 'To edit',
      permissions: [],
    });
    return call(probe, 'PATCH', `/api/v1/roles/${id}`, {
      name: unique('Edited role'),
      description: 'Edited',
      permissions: [],
    });
  },
  'roles.delete': async () => {
    const id = await created('POST', '/api/v1/roles', {
      name: unique('Role'),
      description: 'To delete',
      permissions: [],
    });
    return call(probe, 'DELETE', `/api/v1/roles/${id}`);
  },
  'departments.view': () => call(probe, 'GET', '/api/v1/departments'),
  'departments.create': () =>
    call(probe, 'POST', '/api/v1/departments', { name: unique('Probe department') }),
  'departments.edit': async () => {
    const id = await created('POST', '/api/v1/departments', { name: unique('Department') });
    return call(probe, 'PATCH', `/api/v1/departments/${id}`, { name: unique('Renamed department') });
  },
  'departments.delete': async () => {
    const id = await created('POST', '/api/v1/departments', { name: unique('Department') });
    return call(probe, 'DELETE', `/api/v1/departments/${id}`);
  },
  'customers.view': () => call(probe, 'GET', '/api/v1/customers'),
  'customers.create': () => callMultipart(probe, 'POST', '/api/v1/customers', customerFields()),
  'customers.edit': async () => {
    const id = await created('POST', '/api/v1/customers', customerFields(), true);
    return callMultipart(probe, 'PATCH', `/api/v1/customers/${id}`, customerFields());
  },
  'customers.delete': async () => {
    const id = await created('POST', '/api/v1/customers', customerFields(), true);
    return call(probe, 'DELETE', `/api/v1/customers/${id}`);
  },
  'events.view': () => call(probe, 'GET', '/api/v1/events'),
  'events.create': () => call(probe, 'POST', '/api/v1/events', eventBody()),
  'events.edit': async () => {
    const id = await created('POST', '/api/v1/events', eventBody());
    return call(probe, 'PATCH', `/api/v1/events/${id}`, { title: unique('Moved review') });
  },
  'events.delete': async () => {
    const id = await created('POST', '/api/v1/events', eventBody());
    return call(probe, 'DELETE', `/api/v1/events/${id}`);
  },
  'holidays.view': () => call(probe, 'GET', '/api/v1/holidays?year=2031'),
  'holidays.create': () => call(probe, 'POST', '/api/v1/holidays', holidayBody()),
  'holidays.edit': async () => {
    const id = await created('POST', '/api/v1/holidays', holidayBody());
    return call(probe, 'PATCH', `/api/v1/holidays/${id}`, holidayBody());
  },
  'holidays.delete': async () => {
    const id = await created('POST', '/api/v1/holidays', holidayBody());
    return call(probe, 'DELETE', `/api/v1/holidays/${id}`);
  },
  'users.view': () => call(probe, 'GET', '/api/v1/people'),
  'users.invite': () =>
    call(probe, 'POST', '/api/v1/invitations', {
      email: `${unique('invitee').replace(/\W/g, '')}@probe.test`,
      roleId: employeeRoleId,
    }),
  'users.edit': async () =>
    call(probe, 'PATCH', `/api/v1/people/${await freshMember()}`, { jobTitle: 'Probe title' }),
  'users.deactivate': async () => call(probe, 'POST', `/api/v1/people/${await freshMember()}/deactivate`),
  'notifications.view': () => call(probe, 'GET', '/api/v1/notifications'),
  'notifications.send': () =>
    call(probe, 'POST', '/api/v1/notifications/send', {
      title: 'Probe',
      message: 'Probe announcement',
      audience: { type: 'people', userIds: [probeUserId] },
    }),
  'notifications.delete': async () => {
    await call(admin, 'POST', '/api/v1/notifications/send', {
      title: 'To delete',
      message: 'Probe',
      audience: { type: 'people', userIds: [probeUserId] },
    });
    const [latest] = (await queryRows(
      t.db,
      sql`select id from notifications where user_id = ${probeUserId} order by created_at desc limit 1`,
    )) as { id: string }[];
    return call(probe, 'DELETE', `/api/v1/notifications/${latest?.id}`);
  },
};

/** Permissions whose module has not been built yet, by the route prefix that module will use. */
const PENDING_MODULES: { prefix: string; permissions: Permission[] }[] = [
  { prefix: '/api/v1/leave-requests', permissions: ['leave.accept', 'leave.view', 'leave.apply'] },
  { prefix: '/api/v1/projects', permissions: ['projects.create', 'projects.report'] },
  {
    prefix: '/api/v1/reports',
    permissions: [
      'reports.generate',
      'reports.view',
      'reports.download',
      'reports.view_all_users',
      'reports.team_task',
      'reports.export',
    ],
  },
  {
    prefix: '/api/v1/tasks',
    permissions: ['tasks.view', 'tasks.create', 'tasks.edit', 'tasks.delete', 'tasks.view_all'],
  },
];

async function grant(permissions: Permission[]) {
  await t.db.update(roles).set({ permissions }).where(eq(roles.id, probeRoleId));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const [acme] = (await queryRows(
    t.db,
    sql`select id from organizations where name = 'Acme Advisory LLP'`,
  )) as { id: string }[];
  orgId = acme?.id as string;
  const orgRoles = await t.db.select().from(roles).where(eq(roles.organizationId, orgId));
  employeeRoleId = orgRoles.find((role) => role.name === 'Employee')?.id as string;
  const [probeRole] = await t.db
    .insert(roles)
    .values({ organizationId: orgId, name: 'Probe', description: 'Permission matrix probe', permissions: [] })
    .returning();
  probeRoleId = probeRole?.id as string;
  await t.db.update(users).set({ roleId: probeRoleId }).where(eq(users.email, 'ravi@acme.demo'));
  const [ravi] = await t.db.select().from(users).where(eq(users.email, 'ravi@acme.demo'));
  probeUserId = ravi?.id as string;
  admin = await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
  probe = await sessionOf(t, { email: 'ravi@acme.demo', password: DEMO_PASSWORD });
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('covers every permission of the catalogue', () => {
    const pending = PENDING_MODULES.flatMap((module) => module.permissions);
    const uncovered = ALL_PERMISSIONS.filter(
      (permission) => !ACTIONS[permission] && !pending.includes(permission),
    );
    expect(uncovered).toEqual([]);
  });

  it('pending modules really have no routes yet (add their actions above when they land)', () => {
    const routes = t.app.routeTable.map((route) => route.url);
    for (const module of PENDING_MODULES) {
      expect(routes.filter((url) => url.startsWith(module.prefix))).toEqual([]);
    }
  });

  it.each(Object.keys(ACTIONS) as Permission[])('%s: allowed with it, 403 without it', async (permission) => {
    const action = ACTIONS[permission];
    if (!action) throw new Error(`No action for ${permission}`);
    await grant([permission]);
    const allowed = await action();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== permission));
    const refused = await action();
    expect(refused.statusCode, refused.body).toBe(403);
  });
});
