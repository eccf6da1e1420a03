/**
 * For each permission of the catalogue: one action that needs it succeeds with only that permission,
 * and answers 403 with every permission but that one. Permissions of modules that do not exist yet are
 * listed as pending, and the test fails as soon as such a module registers a route without an entry here.
 */
import { ALL_PERMISSIONS, type Permission } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitations,
  leaveRequests,
  leaveTypes,
  organizations,
  roles,
  timeEntries,
  users,
} from '../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { documentRouteCases } from '../modules/billing/documents.matrix';
import { invoiceRouteCases } from '../modules/billing/invoices.matrix';
import { paymentRouteCases } from '../modules/billing/payments.matrix';
import { requestRouteCases } from '../modules/client-requests/requests.matrix';
import { leaveRouteCases } from '../modules/leave/leave.matrix';
import { billingReportRouteCases } from '../modules/reports/billing-reports.matrix';
import { reportPermissionActions, reportRouteCases } from '../modules/reports/reports.matrix';
import { workReportRouteCases } from '../modules/reports/work-reports.matrix';
import { clientJobRouteCases, jobReadRouteCases } from '../modules/services/client-jobs.matrix';
import { matrixServiceBody, serviceRouteCases } from '../modules/services/services.matrix';
import { timeRouteCases } from '../modules/time/time.matrix';
import { webhookRouteCases } from '../modules/webhooks/webhooks.matrix';
import { sessionOf } from './accounts';
import { multipart } from './http';
import { newOrganization, type OrganizationFixture } from './org-fixture';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let orgId: string;
let admin: string;
let probe: string;
let probeUserId: string;
let probeRoleId: string;
/** A role with no permissions: whoever holds permissions may manage its holders and invite with it. */
let emptyRoleId: string;
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
      roleId: emptyRoleId,
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
      roleId: emptyRoleId,
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
  'projects.create': async () =>
    call(probe, 'POST', '/api/v1/projects', {
      name: unique('Probe project'),
      customerId: await demoCustomerId(),
      leadId: probeUserId,
      startDate: '2031-01-01',
      targetEndDate: '2031-06-30',
    }),
  'projects.report': () => call(probe, 'GET', '/api/v1/projects/report'),
  'leave.apply': async () =>
    call(probe, 'POST', '/api/v1/leave/requests/preview', {
      leaveTypeId: await demoLeaveTypeId(),
      fromDate: '2031-03-03',
      toDate: '2031-03-04',
    }),
  'leave.view': () => call(probe, 'GET', '/api/v1/leave/requests'),
  'leave.accept': () => call(probe, 'GET', '/api/v1/leave/requests/pending'),
  // Someone else's balances (not a report of the probe): Leave Administration. Per field: leave-privacy.test.ts.
  'leave.manage': async () => {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.demo'));
    return call(probe, 'GET', `/api/v1/leave/balances?userId=${owner?.id}`);
  },
  'tasks.view': () => call(probe, 'GET', '/api/v1/tasks'),
  'tasks.view_all': () => call(probe, 'GET', '/api/v1/tasks?scope=all'),
  'tasks.create': async () => call(probe, 'POST', '/api/v1/tasks', await probeTaskBody()),
  'tasks.edit': async () => {
    const id = await created('POST', '/api/v1/tasks', await probeTaskBody());
    return call(probe, 'PATCH', `/api/v1/tasks/${id}`, { title: unique('Edited task') });
  },
  'tasks.delete': async () => {
    const id = await created('POST', '/api/v1/tasks', await probeTaskBody());
    return call(probe, 'DELETE', `/api/v1/tasks/${id}`);
  },
  'time.track': () => call(probe, 'GET', '/api/v1/time/timer'),
  'time.approve': () => call(probe, 'GET', '/api/v1/time/team-timesheets'),
  'time.billing': () => call(probe, 'PUT', '/api/v1/time/rates', { userId: probeUserId, hourlyRate: 1500 }),
  'services.view': () => call(probe, 'GET', '/api/v1/services'),
  'services.manage': () => call(probe, 'POST', '/api/v1/services', matrixServiceBody()),
  'requests.view': () => call(probe, 'GET', '/api/v1/requests'),
  'requests.manage': () => call(probe, 'PATCH', '/api/v1/requests/settings', { clientLinkDays: 30 }),
  ...reportPermissionActions(reportsContext()),
};

/** View All Tasks widens what tasks.view shows, so its holder is given tasks.view beside it. */
const GRANTED_WITH: Partial<Record<Permission, Permission[]>> = {
  'tasks.view_all': ['tasks.view'],
  // Every report needs View Report; the others widen it or add to it.
  'reports.generate': ['reports.view'],
  'reports.download': ['reports.view'],
  'reports.export': ['reports.view'],
  'reports.view_all_users': ['reports.view'],
  'reports.team_task': ['reports.view'],
};

function reportsContext() {
  return {
    db: () => t.db,
    orgId: () => orgId,
    probeUserId: () => probeUserId,
    call: (method: Method, url: string, body?: unknown) => call(probe, method, url, body),
  };
}

async function demoCustomerId() {
  const [row] = (await queryRows(
    t.db,
    sql`select id from customers where organization_id = ${orgId} order by business_name limit 1`,
  )) as { id: string }[];
  return row?.id as string;
}

async function demoLeaveTypeId() {
  const [row] = (await queryRows(
    t.db,
    sql`select id from leave_types where organization_id = ${orgId} and name = 'Annual'`,
  )) as { id: string }[];
  return row?.id as string;
}

/** A task assigned to the probe user, so it is within their reach. */
async function probeTaskBody() {
  return {
    customerId: await demoCustomerId(),
    assigneeId: probeUserId,
    title: unique('Probe task'),
    dueDate: '2031-04-01',
  };
}

/** Permissions whose module has not been built yet, by the route prefix that module will use. */
const PENDING_MODULES: { prefix: string; permissions: Permission[] }[] = [];

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
  const [probeRole] = await t.db
    .insert(roles)
    .values({ organizationId: orgId, name: 'Probe', description: 'Permission matrix probe', permissions: [] })
    .returning();
  probeRoleId = probeRole?.id as string;
  const [emptyRole] = await t.db
    .insert(roles)
    .values({ organizationId: orgId, name: 'Probe target', description: 'No permissions', permissions: [] })
    .returning();
  emptyRoleId = emptyRole?.id as string;
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
    await grant([permission, ...(GRANTED_WITH[permission] ?? [])]);
    const allowed = await action();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== permission));
    const refused = await action();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('My profile (PATCH /users/me) needs no permission: it writes the caller only, and no other row', async () => {
    await grant([]);
    const [before] = await t.db.select().from(users).where(eq(users.email, 'admin@acme.demo'));
    const response = await call(probe, 'PATCH', '/api/v1/users/me', {
      jobTitle: unique('Probe title'),
      roleId: before?.roleId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await roleIdOf(probeUserId)).toBe(probeRoleId);
    const [after] = await t.db.select().from(users).where(eq(users.email, 'admin@acme.demo'));
    expect(after?.jobTitle).toBe(before?.jobTitle);
  });
});

/** Issue 13's planning routes: each allowed with its permission and 403 without it. */
describe('planning routes', () => {
  const laterTaskBody = async () => ({ ...(await probeTaskBody()), dueDate: '2031-05-02' });
  const cases: {
    route: string;
    needs: Permission;
    run: () => Promise<{ statusCode: number; body: string }>;
  }[] = [
    {
      route: 'GET /projects/:id/gantt',
      needs: 'tasks.view',
      run: async () => {
        const [project] = (await queryRows(
          t.db,
          sql`select id from projects where organization_id = ${orgId} limit 1`,
        )) as { id: string }[];
        return call(probe, 'GET', `/api/v1/projects/${project?.id}/gantt`);
      },
    },
    {
      route: 'GET /task-calendar',
      needs: 'tasks.view',
      run: () => call(probe, 'GET', '/api/v1/task-calendar?from=2031-04-01&to=2031-04-30'),
    },
    {
      route: 'GET /workload',
      needs: 'tasks.view',
      run: () => call(probe, 'GET', '/api/v1/workload?weeks=2'),
    },
    {
      route: 'GET /tasks/:id/dependencies',
      needs: 'tasks.view',
      run: async () =>
        call(
          probe,
          'GET',
          `/api/v1/tasks/${await created('POST', '/api/v1/tasks', await probeTaskBody())}/dependencies`,
        ),
    },
    {
      route: 'PUT /tasks/:id/schedule',
      needs: 'tasks.edit',
      run: async () => {
        const id = await created('POST', '/api/v1/tasks', await probeTaskBody());
        return call(probe, 'PUT', `/api/v1/tasks/${id}/schedule`, {
          startDate: '2031-04-01',
          dueDate: '2031-04-03',
        });
      },
    },
    {
      route: 'POST /dependencies',
      needs: 'tasks.edit',
      run: async () =>
        call(probe, 'POST', '/api/v1/dependencies', {
          predecessorId: await created('POST', '/api/v1/tasks', await probeTaskBody()),
          successorId: await created('POST', '/api/v1/tasks', await laterTaskBody()),
        }),
    },
    {
      route: 'DELETE /dependencies/:id',
      needs: 'tasks.edit',
      run: async () => {
        const id = await created('POST', '/api/v1/dependencies', {
          predecessorId: await created('POST', '/api/v1/tasks', await probeTaskBody()),
          successorId: await created('POST', '/api/v1/tasks', await laterTaskBody()),
        });
        return call(probe, 'DELETE', `/api/v1/dependencies/${id}`);
      },
    },
  ];

  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs, 'tasks.view', 'tasks.view_all']);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });
});

describe('DELETE /tasks/:id/recurrence (stop repeating)', () => {
  it('is allowed with tasks.edit and 403 without it', async () => {
    const run = async () => {
      const body = { ...(await probeTaskBody()), recurrence: { frequency: 'weekly' } };
      return call(
        probe,
        'DELETE',
        `/api/v1/tasks/${await created('POST', '/api/v1/tasks', body)}/recurrence`,
      );
    };
    await grant(['tasks.edit', 'tasks.view', 'tasks.view_all']);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'tasks.edit'));
    expect((await run()).statusCode).toBe(403);
  });
});

describe('GET /tasks/mine (My tasks)', () => {
  it('is allowed with tasks.view and 403 without it', async () => {
    await grant(['tasks.view']);
    const allowed = await call(probe, 'GET', '/api/v1/tasks/mine');
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'tasks.view'));
    expect((await call(probe, 'GET', '/api/v1/tasks/mine')).statusCode).toBe(403);
  });
});

describe('POST /invitations/bulk (invite several)', () => {
  it('is allowed with users.invite and 403 without it', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations/bulk',
        headers: { cookie: probe, 'content-type': 'multipart/form-data; boundary=probe' },
        payload: [
          '--probe',
          'Content-Disposition: form-data; name="emails"',
          '',
          `${unique('bulk').replace(/\W/g, '')}@probe.test`,
          '--probe',
          'Content-Disposition: form-data; name="roleId"',
          '',
          emptyRoleId,
          '--probe--',
          '',
        ].join('\r\n'),
      });
    await grant(['users.invite']);
    const allowed = await send();
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'users.invite'));
    expect((await send()).statusCode).toBe(403);
  });
});

describe('PATCH /tasks/work-types/:id (rename a work type)', () => {
  it('is allowed with tasks.create and 403 without it', async () => {
    const run = async () => {
      const id = await created('POST', '/api/v1/tasks/work-types', { name: unique('Probe type') });
      return call(probe, 'PATCH', `/api/v1/tasks/work-types/${id}`, { name: unique('Renamed type') });
    };
    await grant(['tasks.create']);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'tasks.create'));
    expect((await run()).statusCode).toBe(403);
  });
});

/** Issue 13's time routes (cases in modules/time/time.matrix.ts): allowed with their permission, 403 without. */
describe('time routes', () => {
  const cases = timeRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    probeUserId: () => probeUserId,
    call: (method, url, body) => call(probe, method, url, body),
    probeTask: async () => created('POST', '/api/v1/tasks', await probeTaskBody()),
    customerId: demoCustomerId,
    freshMember,
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs, 'tasks.view', 'tasks.view_all']);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every time route has a case', () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/v1/time/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect(routes.sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/**
 * Field level: money (amounts, and anything that divides to a rate) is read only with Rates and Billing
 * (time.billing); a reader of time without it gets minutes. One billable hour of Asha's at her rate.
 */
describe('field level: amounts in time totals need time.billing', () => {
  const DAY = '2024-06-03';
  const summaryOf = async (cookie: string, userId?: string) => {
    const response = await call(
      cookie,
      'GET',
      `/api/v1/time/summary?from=${DAY}&to=${DAY}${userId ? `&userId=${userId}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { amount?: number; billableMinutes: number; byTask: object[] };
  };
  const hourOf = async (email: string) => {
    const [person] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = person?.id as string;
    const taskId = await created('POST', '/api/v1/tasks', { ...(await probeTaskBody()), assigneeId: userId });
    await t.db.insert(timeEntries).values({
      organizationId: orgId,
      userId,
      taskId,
      entryDate: DAY,
      startedAt: new Date(`${DAY}T05:00:00Z`),
      endedAt: new Date(`${DAY}T06:00:00Z`),
      isBillable: true,
    });
    const rate = await call(admin, 'PUT', '/api/v1/time/rates', { userId, hourlyRate: 2500 });
    expect(rate.statusCode, rate.body).toBe(200);
    return userId;
  };
  let ashaId: string;
  beforeAll(async () => {
    ashaId = await hourOf('asha@acme.demo');
    await hourOf('ravi@acme.demo');
  });

  it.each([
    { reader: 'an employee, over her own time', email: 'asha@acme.demo', seesAmounts: false },
    { reader: 'a manager, over her report’s time', email: 'manager@acme.demo', seesAmounts: false },
    { reader: 'an admin', email: 'admin@acme.demo', seesAmounts: true },
  ])('$reader: amounts shown is $seesAmounts', async ({ email, seesAmounts }) => {
    const cookie = await sessionOf(t, { email, password: DEMO_PASSWORD });
    const data = await summaryOf(cookie, ashaId);
    expect(data.billableMinutes).toBe(60);
    expect(data.amount).toBe(seesAmounts ? 2500 : undefined);
    for (const row of data.byTask) expect('amount' in row).toBe(seesAmounts);
  });

  it('time.billing alone gives amounts; every permission but it gives none', async () => {
    await grant(['time.track', 'time.billing']);
    expect((await summaryOf(probe)).amount).toBeGreaterThan(0);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'time.billing'));
    const without = await summaryOf(probe);
    expect(without.billableMinutes).toBeGreaterThan(0);
    expect(without.amount).toBeUndefined();
    for (const row of without.byTask) expect(row).not.toHaveProperty('amount');
  });
});

/** Issue 14's leave routes (cases in modules/leave/leave.matrix.ts): allowed with their permission, refused without. */
describe('leave routes', () => {
  const cases = leaveRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    probeUserId: () => probeUserId,
    storage: () => t.app.storage,
    call: (method, url, body) => call(probe, method, url, body),
    callForm: async (method, url, fields) => {
      const form = await multipart(fields);
      return t.app.inject({
        method,
        url,
        headers: { cookie: probe, ...form.headers },
        payload: form.payload,
      });
    },
  });
  it.each(cases)(
    '$route: allowed with $needs, refused without it',
    async ({ needs, anyOf, refusedStatus, run }) => {
      await grant([needs]);
      const allowed = await run();
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
      const closing = new Set([needs, ...(anyOf ?? [])]);
      await grant(ALL_PERMISSIONS.filter((key) => !closing.has(key)));
      const refused = await run();
      expect(refused.statusCode, refused.body).toBe(refusedStatus ?? 403);
    },
  );

  it('every leave route has a case', () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/v1/leave/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect(routes.sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 23's report routes (cases in modules/reports/reports.matrix.ts): allowed with their permission, 403 without. */
describe('report routes', () => {
  const cases = [
    ...reportRouteCases(reportsContext()),
    ...workReportRouteCases(reportsContext()),
    ...billingReportRouteCases(reportsContext()),
  ];
  it.each(cases)('$route: allowed with $needs, 403 without it', async (entry) => {
    const { needs, run } = entry;
    const alsoNeeds = ('alsoNeeds' in entry ? entry.alsoNeeds : undefined) as Permission[] | undefined;
    await grant([needs, 'reports.view', ...(alsoNeeds ?? [])]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every report route has a case', () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/v1/reports/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect(routes.sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 40's services routes (cases in modules/services/services.matrix.ts): allowed with their permission, 403 without. */
describe('services routes', () => {
  const context = {
    db: () => t.db,
    orgId: () => orgId,
    call: (method: Method, url: string, body?: unknown) => call(probe, method, url, body),
  };
  // The routes of jobs (the matrix, extensions) share the /services prefix: their cases are here too.
  const cases = [...serviceRouteCases(context), ...clientJobRouteCases(context)];
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every services route has a case', () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/v1/services') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '').replace(/\/$/, '')}`);
    expect([...new Set(routes)].sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 41's staff routes of requests (cases in modules/client-requests/requests.matrix.ts). */
describe('requests routes', () => {
  const cases = requestRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    storage: () => t.app.storage,
    call: (method, url, body) => call(probe, method, url, body),
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it("every route of the staff's requests and a client's links has a case", () => {
    const insights = /\/requests\/(insights|outstanding)/;
    const routes = t.app.routeTable
      .filter(
        (route) =>
          (route.url.startsWith('/api/v1/requests') || route.url.includes('/client-links')) &&
          !insights.test(route.url) &&
          route.method !== 'HEAD',
      )
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '').replace(/\/$/, '')}`);
    expect([...new Set(routes)].sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 42's settings, unbilled work and invoices (cases in modules/billing/invoices.matrix.ts): time.billing. */
describe('billing settings, unbilled and invoice routes', () => {
  const cases = invoiceRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    call: (method, url, body) => call(probe, method, url, body),
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every route of settings, unbilled work and invoices has a case', () => {
    const ours =
      /^\/api\/v1\/(billing\/(settings|unbilled)|customers\/:id\/unbilled|invoices(\/?$|\/month-drafts|\/:id(\/(issue|void|credit-notes))?$))/;
    const routes = t.app.routeTable
      .filter((route) => ours.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '').replace(/\/$/, '')}`);
    expect([...new Set(routes)].sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 42's payments, balances and statements (cases in modules/billing/payments.matrix.ts): time.billing. */
describe('payment, balance and statement routes', () => {
  const cases = paymentRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    call: (method, url, body) => call(probe, method, url, body),
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every route of payments, balances and statements has a case', () => {
    const ours = /^\/api\/v1\/(payments|billing\/balances|customers\/:id\/(balance|statement)$)/;
    const routes = t.app.routeTable
      .filter((route) => ours.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '').replace(/\/$/, '')}`);
    expect([...new Set(routes)].sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 42's documents (cases in modules/billing/documents.matrix.ts): invoice PDF, sending, statement PDF. */
describe('billing document routes', () => {
  const cases = documentRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    call: (method, url, body) => call(probe, method, url, body),
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every document route has a case', () => {
    const ours = /^\/api\/v1\/(invoices\/:id\/(pdf|send)|customers\/:id\/statement\.pdf)$/;
    const routes = t.app.routeTable
      .filter((route) => ours.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect([...new Set(routes)].sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** The reads of jobs outside /services (modules/services/client-jobs.matrix.ts): the laggards, a client's jobs. */
describe('job reads', () => {
  const cases = jobReadRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    call: (method, url, body) => call(probe, method, url, body),
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });
});

/**
 * Issue 31, item 16: event guests. Inviting them is editing the event (events.edit); their addresses and
 * answers are shown with events.edit (or to the event's organizer), never with events.view alone; the
 * guest's own link (/events/rsvp/:token) is public and needs no permission at all.
 */
describe('event guests', () => {
  it('inviting guests is allowed with events.edit and 403 without it', async () => {
    const run = async () => {
      const id = await created('POST', '/api/v1/events', eventBody());
      return call(probe, 'PATCH', `/api/v1/events/${id}`, { guests: [{ email: 'matrix@guest.example' }] });
    };
    await grant(['events.edit', 'events.view']);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'events.edit'));
    expect((await run()).statusCode).toBe(403);
  });

  it('the guest list shows with events.edit, not with every other permission but it', async () => {
    const id = await created('POST', '/api/v1/events', {
      ...eventBody(),
      guests: [{ email: 'listed@guest.example' }],
    });
    await grant(['events.view', 'events.edit']);
    const allowed = await call(probe, 'GET', `/api/v1/events/${id}`);
    expect(allowed.json().data.guests).toHaveLength(1);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'events.edit'));
    const refused = await call(probe, 'GET', `/api/v1/events/${id}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.guests).toBeNull();
    expect(refused.body).not.toContain('listed@guest.example');
  });

  it('the guest RSVP routes are public: they need no session and no permission', () => {
    const rsvp = t.app.routeTable.filter(
      (route) => route.url === '/api/v1/events/rsvp/:token' && route.method !== 'HEAD',
    );
    expect(rsvp.map((route) => [route.method, route.config.isPublic]).sort()).toEqual([
      ['GET', true],
      ['POST', true],
    ]);
  });
});

/**
 * Issue 9, item 2: a permission that touches people or roles never reaches further than its holder's own
 * permissions. Each case gives a member exactly one permission (a role of its own, as the penetration test
 * did) in a fresh organization, tries to escalate, expects 403 and checks that nothing changed.
 */
type Escalation = {
  permission: Permission;
  attempt: string;
  run: (
    org: OrganizationFixture,
    actor: { id: string; cookie: string },
  ) => Promise<{
    response: { statusCode: number; body: string };
    unchanged: () => Promise<void>;
  }>;
};

async function roleIdOf(userId: string) {
  const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  return row?.roleId;
}
async function isActive(userId: string) {
  const [row] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId));
  return row?.isActive;
}
async function roleRow(roleId: string) {
  const [row] = await t.db.select().from(roles).where(eq(roles.id, roleId));
  return row;
}
/** A role of the organization with exactly these permissions, optionally held by a new member. */
async function extraRole(org: OrganizationFixture, permissions: Permission[]) {
  const [row] = await t.db
    .insert(roles)
    .values({ organizationId: org.orgId, name: unique('Extra role'), description: 'Extra', permissions })
    .returning({ id: roles.id });
  return row?.id as string;
}

const ESCALATIONS: Escalation[] = [
  {
    permission: 'users.edit',
    attempt: 'sets their own role to Admin',
    async run(org, actor) {
      const before = await roleIdOf(actor.id);
      const response = await call(actor.cookie, 'PATCH', `/api/v1/people/${actor.id}`, {
        roleId: org.roleId('Admin'),
      });
      return { response, unchanged: async () => expect(await roleIdOf(actor.id)).toBe(before) };
    },
  },
  {
    permission: 'users.edit',
    attempt: 'changes their own role to one with fewer permissions',
    async run(org, actor) {
      const before = await roleIdOf(actor.id);
      const response = await call(actor.cookie, 'PATCH', `/api/v1/people/${actor.id}`, {
        roleId: await extraRole(org, []),
      });
      return { response, unchanged: async () => expect(await roleIdOf(actor.id)).toBe(before) };
    },
  },
  {
    permission: 'users.edit',
    attempt: 'makes someone else Admin',
    async run(org, actor) {
      const accomplice = await org.memberWith([]);
      const before = await roleIdOf(accomplice.id);
      const response = await call(actor.cookie, 'PATCH', `/api/v1/people/${accomplice.id}`, {
        roleId: org.roleId('Admin'),
      });
      return { response, unchanged: async () => expect(await roleIdOf(accomplice.id)).toBe(before) };
    },
  },
  {
    permission: 'users.edit',
    attempt: 'edits the Admin (who holds permissions they lack)',
    async run(org, actor) {
      const response = await call(actor.cookie, 'PATCH', `/api/v1/people/${org.admin.id}`, {
        jobTitle: 'Demoted',
      });
      return {
        response,
        unchanged: async () => {
          const [after] = await t.db.select().from(users).where(eq(users.id, org.admin.id));
          expect(after?.jobTitle).toBeNull();
        },
      };
    },
  },
  {
    permission: 'users.invite',
    attempt: 'invites a new Admin',
    async run(org, actor) {
      const email = `${unique('admin').replace(/\W/g, '')}@probe.test`;
      const response = await call(actor.cookie, 'POST', '/api/v1/invitations', {
        email,
        roleId: org.roleId('Admin'),
      });
      return {
        response,
        unchanged: async () =>
          expect(await t.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]),
      };
    },
  },
  {
    permission: 'users.invite',
    attempt: 'resends (and so gets a new link to) an Admin invitation',
    async run(org, actor) {
      const sent = await call(org.admin.cookie, 'POST', '/api/v1/invitations', {
        email: `${unique('admin').replace(/\W/g, '')}@probe.test`,
        roleId: org.roleId('Admin'),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const id: string = sent.json().data.id;
      const [before] = await t.db.select().from(invitations).where(eq(invitations.id, id));
      const response = await call(actor.cookie, 'POST', `/api/v1/invitations/${id}/resend`);
      return {
        response,
        unchanged: async () => {
          const [after] = await t.db.select().from(invitations).where(eq(invitations.id, id));
          expect(after?.tokenHash).toBe(before?.tokenHash);
        },
      };
    },
  },
  {
    permission: 'users.deactivate',
    attempt: 'deactivates an Admin (another Admin remains)',
    async run(org, actor) {
      await org.member('Admin');
      const response = await call(actor.cookie, 'POST', `/api/v1/people/${org.admin.id}/deactivate`);
      return { response, unchanged: async () => expect(await isActive(org.admin.id)).toBe(true) };
    },
  },
  {
    permission: 'users.deactivate',
    attempt: 'reactivates a deactivated Admin',
    async run(org, actor) {
      const formerAdmin = await org.member('Admin');
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, formerAdmin.id));
      const response = await call(actor.cookie, 'POST', `/api/v1/people/${formerAdmin.id}/reactivate`);
      return { response, unchanged: async () => expect(await isActive(formerAdmin.id)).toBe(false) };
    },
  },
  {
    permission: 'roles.create',
    attempt: 'creates a role with permissions they lack',
    async run(_org, actor) {
      const name = unique('Bigger role');
      const response = await call(actor.cookie, 'POST', '/api/v1/roles', {
        name,
        description: 'More than mine',
        permissions: ['roles.create', 'users.edit', 'organization.manage'],
      });
      return {
        response,
        unchanged: async () =>
          expect(await t.db.select().from(roles).where(eq(roles.name, name))).toEqual([]),
      };
    },
  },
  {
    permission: 'roles.edit',
    attempt: 'adds permissions to the role they hold',
    async run(_org, actor) {
      const own = (await roleIdOf(actor.id)) as string;
      const before = await roleRow(own);
      const response = await call(actor.cookie, 'PATCH', `/api/v1/roles/${own}`, {
        name: before?.name,
        description: before?.description,
        permissions: ['roles.edit', 'users.edit', 'organization.manage'],
      });
      return {
        response,
        unchanged: async () => expect((await roleRow(own))?.permissions).toEqual(['roles.edit']),
      };
    },
  },
  {
    permission: 'roles.edit',
    attempt: 'edits the Admin role (whose holders outrank them)',
    async run(org, actor) {
      const adminRole = org.roleId('Admin');
      const before = await roleRow(adminRole);
      const response = await call(actor.cookie, 'PATCH', `/api/v1/roles/${adminRole}`, {
        name: 'Admin',
        description: 'Renamed',
        permissions: ['roles.edit', 'organization.manage'],
      });
      return {
        response,
        unchanged: async () => expect((await roleRow(adminRole))?.permissions).toEqual(before?.permissions),
      };
    },
  },
  {
    permission: 'roles.delete',
    attempt: 'deletes the role they hold with reassignTo=Admin',
    async run(org, actor) {
      const own = (await roleIdOf(actor.id)) as string;
      const response = await call(
        actor.cookie,
        'DELETE',
        `/api/v1/roles/${own}?reassignTo=${org.roleId('Admin')}`,
      );
      return { response, unchanged: async () => expect(await roleIdOf(actor.id)).toBe(own) };
    },
  },
  {
    permission: 'roles.delete',
    attempt: 'deletes the role they hold, moving themselves to a lesser one',
    async run(org, actor) {
      const own = (await roleIdOf(actor.id)) as string;
      const lesser = await extraRole(org, []);
      const response = await call(actor.cookie, 'DELETE', `/api/v1/roles/${own}?reassignTo=${lesser}`);
      return { response, unchanged: async () => expect(await roleIdOf(actor.id)).toBe(own) };
    },
  },
  {
    permission: 'roles.delete',
    attempt: 'deletes a stronger role, demoting its holders',
    async run(org, actor) {
      const manager = await org.member('Manager');
      const response = await call(
        actor.cookie,
        'DELETE',
        `/api/v1/roles/${org.roleId('Manager')}?reassignTo=${await extraRole(org, [])}`,
      );
      return {
        response,
        unchanged: async () => expect(await roleIdOf(manager.id)).toBe(org.roleId('Manager')),
      };
    },
  },
];

/** Every permission that changes people or roles; each needs at least one escalation case above. */
const PEOPLE_AND_ROLE_PERMISSIONS: Permission[] = [
  'users.edit',
  'users.invite',
  'users.deactivate',
  'roles.create',
  'roles.edit',
  'roles.delete',
];

describe('permissions over people and roles reach no further than their holder', () => {
  it('has an escalation case for every permission that changes people or roles', () => {
    const covered = new Set(ESCALATIONS.map((escalation) => escalation.permission));
    expect(PEOPLE_AND_ROLE_PERMISSIONS.filter((permission) => !covered.has(permission))).toEqual([]);
  });

  it.each(
    ESCALATIONS.map((escalation) => [`${escalation.permission} alone ${escalation.attempt}`, escalation]),
  )('%s: 403, nothing changes', async (_title, escalation) => {
    const org = await newOrganization(t, unique('Escalation LLP'));
    const actor = await org.memberWith([escalation.permission]);
    const { response, unchanged } = await escalation.run(org, actor);
    expect(response.statusCode, response.body).toBe(403);
    await unchanged();
  });
});

/**
 * Field level: the type of a colleague's leave on the organization calendar needs Leave Administration
 * (leave.manage), or the organization's "show the leave type to colleagues"; reading leave (leave.view)
 * alone shows "On leave". Per reader and surface: modules/events/leave-on-calendars.test.ts.
 */
describe("field level: the type of a colleague's leave on the calendar needs leave.manage", () => {
  const RANGE = 'from=2031-11-01T00:00:00.000Z&to=2031-12-01T00:00:00.000Z';
  let requestId: string;
  const titleOf = async () => {
    const response = await call(probe, 'GET', `/api/v1/calendar?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data as { id: string; title: string }[];
    return items.find((item) => item.id === `leave:${requestId}`)?.title;
  };
  beforeAll(async () => {
    const [asha] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'asha@acme.demo'));
    const [sick] = await t.db
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.organizationId, orgId), eq(leaveTypes.name, 'Sick')));
    const [request] = await t.db
      .insert(leaveRequests)
      .values({
        organizationId: orgId,
        userId: asha?.id as string,
        leaveTypeId: sick?.id as string,
        fromDate: '2031-11-10',
        toDate: '2031-11-11',
        totalDays: 2,
        status: 'Approved',
        reason: 'Probe reason',
        addressDuringLeave: 'Probe address',
        emergencyContact: '9999999999',
      })
      .returning({ id: leaveRequests.id });
    requestId = request?.id as string;
  });

  it('leave.view alone: "On leave"; with leave.manage: the type; with the setting on: the type', async () => {
    await grant(['leave.view']);
    expect(await titleOf()).toMatch(/: On leave$/);
    await grant(['leave.view', 'leave.manage']);
    expect(await titleOf()).toMatch(/: Sick leave$/);
    await grant(['leave.view']);
    await t.db
      .update(organizations)
      .set({ showLeaveTypeToColleagues: true })
      .where(eq(organizations.id, orgId));
    try {
      expect(await titleOf()).toMatch(/: Sick leave$/);
    } finally {
      await t.db
        .update(organizations)
        .set({ showLeaveTypeToColleagues: false })
        .where(eq(organizations.id, orgId));
    }
  });
});

/**
 * Issue 31, item 2: GET /search finds each kind only with the permission that lists it (projects and
 * milestones with any permission that shows projects), and answers 200 with nothing for the rest.
 */
describe('GET /search', () => {
  const word = `Quokka${Date.now()}`;
  // projects.create first: it shows every project (tasks.view alone, those the reader leads or joins).
  const PROJECT_READERS: Permission[] = [
    'projects.create',
    'tasks.view',
    'tasks.view_all',
    'projects.report',
  ];
  const cases: { kind: string; needs: Permission[]; q: string }[] = [
    { kind: 'task', needs: ['tasks.view'], q: word },
    { kind: 'project', needs: PROJECT_READERS, q: word },
    { kind: 'milestone', needs: PROJECT_READERS, q: word },
    { kind: 'customer', needs: ['customers.view'], q: word },
    { kind: 'person', needs: ['users.view'], q: 'ravi' },
    { kind: 'event', needs: ['events.view'], q: word },
  ];
  const kindsFound = async (q: string) => {
    const response = await call(probe, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { kind: string }[]).map((hit) => hit.kind);
  };

  beforeAll(async () => {
    const customerId = await demoCustomerId();
    await created('POST', '/api/v1/tasks', { ...(await probeTaskBody()), title: `${word} task` });
    const projectId = await created('POST', '/api/v1/projects', {
      name: `${word} project`,
      key: 'QKA',
      customerId,
      leadId: (await t.db.select().from(users).where(eq(users.email, 'admin@acme.demo')))[0]?.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    });
    await queryRows(
      t.db,
      sql`insert into milestones (organization_id, project_id, name, date) values (${orgId}, ${projectId}, ${`${word} milestone`}, '2031-06-30')`,
    );
    await queryRows(
      t.db,
      sql`insert into customers (organization_id, business_name, email, address) values (${orgId}, ${`${word} customer`}, 'q@customer.test', '1 Road')`,
    );
    await queryRows(
      t.db,
      sql`insert into events (organization_id, title, type, starts_at) values (${orgId}, ${`${word} event`}, 'Meeting', '2031-05-02T05:00:00Z')`,
    );
  });

  it.each(cases)('$kind: found with $needs, not without', async ({ kind, needs, q }) => {
    await grant([needs[0] as Permission]);
    expect(await kindsFound(q)).toContain(kind);
    await grant(ALL_PERMISSIONS.filter((key) => !needs.includes(key)));
    expect(await kindsFound(q)).not.toContain(kind);
  });

  it('with no permission at all it answers nothing (and no error)', async () => {
    await grant([]);
    expect(await kindsFound(word)).toEqual([]);
  });
});

/**
 * Clients' tags, import and contacts (issue 40): the tags need Customers View, the import Create
 * Customer; contacts' phone and WhatsApp numbers are read only with Edit Customers.
 */
describe('client tags, import and contacts', () => {
  it('GET /customers/tags is allowed with customers.view and 403 without it', async () => {
    await grant(['customers.view']);
    const allowed = await call(probe, 'GET', '/api/v1/customers/tags');
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'customers.view'));
    expect((await call(probe, 'GET', '/api/v1/customers/tags')).statusCode).toBe(403);
  });

  it('POST /customers/import is allowed with customers.create and 403 without it', async () => {
    const file = (name: string) =>
      multipart({
        file: {
          name: 'clients.csv',
          type: 'text/csv',
          data: Buffer.from(`Client Name,Email,Address\n${name},a@probe.test,1 Road\n`),
        },
      });
    const send = async () => {
      const form = await file(unique('Probe Imports'));
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/customers/import',
        headers: { cookie: probe, ...form.headers },
        payload: form.payload,
      });
    };
    await grant(['customers.create']);
    const allowed = await send();
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.errors).toEqual([]);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'customers.create'));
    expect((await send()).statusCode).toBe(403);
  });

  it("field level: contacts' numbers are null without customers.edit and given with it", async () => {
    const id = await created(
      'POST',
      '/api/v1/customers',
      {
        ...customerFields(),
        contacts: JSON.stringify([{ name: 'Probe Contact', phone: '9876543210', whatsapp: '9876543210' }]),
      },
      true,
    );
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'customers.edit'));
    const without = (await call(probe, 'GET', `/api/v1/customers/${id}`)).json().data;
    expect(without.contacts[0]).toMatchObject({ name: 'Probe Contact', phone: null, whatsapp: null });
    await grant(['customers.view', 'customers.edit']);
    const withIt = (await call(probe, 'GET', `/api/v1/customers/${id}`)).json().data;
    expect(withIt.contacts[0]).toMatchObject({ phone: '9876543210', whatsapp: '9876543210' });
  });
});

/** The customer page (issue 31): Customers View opens it; unbilled time and amount need Rates and Billing. */
describe('GET /customers/:id/overview', () => {
  const overview = async () => call(probe, 'GET', `/api/v1/customers/${await demoCustomerId()}/overview`);

  it('is allowed with customers.view and 403 without it', async () => {
    await grant(['customers.view']);
    const allowed = await overview();
    expect(allowed.statusCode, allowed.body).toBe(200);
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'customers.view'));
    expect((await overview()).statusCode).toBe(403);
  });

  it('field level: billing is null without time.billing and given with it', async () => {
    await grant(ALL_PERMISSIONS.filter((key) => key !== 'time.billing'));
    const without = await overview();
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().data.billing).toBeNull();
    await grant(['customers.view', 'time.billing']);
    const withIt = await overview();
    expect(withIt.json().data.billing).toMatchObject({ currency: expect.any(String) });
  });
});

/**
 * Issue 43's personal access tokens: one's own need no permission (any active person may hold tokens, their
 * areas bounded by what they hold); every token of the organization needs organization.manage.
 */
describe('access token routes', () => {
  const newToken = async (cookie: string) => {
    const response = await call(cookie, 'POST', '/api/v1/access-tokens', {
      name: unique('Matrix token'),
      scopes: ['tasks:read'],
      expiresInDays: '7',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const cases: {
    route: string;
    needs: Permission | null;
    run: () => Promise<{ statusCode: number; body: string }>;
  }[] = [
    { route: 'GET /access-tokens', needs: null, run: () => call(probe, 'GET', '/api/v1/access-tokens') },
    {
      route: 'POST /access-tokens',
      needs: null,
      run: () =>
        call(probe, 'POST', '/api/v1/access-tokens', {
          name: unique('Matrix token'),
          scopes: ['tasks:read'],
          expiresInDays: '7',
        }),
    },
    {
      route: 'DELETE /access-tokens/:id',
      needs: null,
      run: async () => call(probe, 'DELETE', `/api/v1/access-tokens/${await newToken(probe)}`),
    },
    {
      route: 'GET /organizations/current/access-tokens',
      needs: 'organization.manage',
      run: () => call(probe, 'GET', '/api/v1/organizations/current/access-tokens'),
    },
    {
      route: 'DELETE /organizations/current/access-tokens/:id',
      needs: 'organization.manage',
      run: async () =>
        call(probe, 'DELETE', `/api/v1/organizations/current/access-tokens/${await newToken(admin)}`),
    },
  ];

  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    // A token's areas are those its person can see: tasks.view lets the probe make a tasks:read token.
    await grant(needs ? [needs, 'tasks.view'] : ['tasks.view']);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    if (!needs) return;
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every access token route has a case', () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.includes('/access-tokens') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect(routes.sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});

/** Issue 43's webhooks: every route needs organization.manage (the services check it; no token reaches them). */
describe('webhook routes', () => {
  const cases = webhookRouteCases({
    db: () => t.db,
    orgId: () => orgId,
    config: () => t.app.config,
    call: (method, url, body) => call(probe, method, url, body),
  });
  it.each(cases)('$route: allowed with $needs, 403 without it', async ({ needs, run }) => {
    await grant([needs]);
    const allowed = await run();
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    await grant(ALL_PERMISSIONS.filter((key) => key !== needs));
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('every webhook route has a case', () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/v1/webhooks') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect(routes.sort()).toEqual(cases.map((entry) => entry.route).sort());
  });
});
