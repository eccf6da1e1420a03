/**
 * Issue 15, item 4: money is read only with Rates and Billing (time.billing). An amount divided by its
 * minutes is the rate, so every response a time.track holder reads carries minutes only, over their own
 * time as over their reach; a holder of time.billing reads the amounts.
 */

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  organizations,
  paymentAllocations,
  payments,
  projects,
  roles,
  users,
} from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let employee: Account;
/** A custom role: tracks time and reads money, approves nothing and sees only their own time. */
let biller: Account;
let customerId: string;
let employeeTask: string;
let projectTask: string;
let billerTask: string;

/** A Monday long past, so every entry has ended whatever the day the tests run. */
const DAY = '2025-02-03';
const RANGE = `from=${DAY}&to=${DAY}`;
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`).toISOString();

/** Paths of every key that names money (amount, rate) anywhere in a response body. */
function moneyKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(/^amount$|^rate$|Rate$/.test(key) ? [`${path}.${key}`] : []),
    ...moneyKeys(inner, `${path}.${key}`),
  ]);
}

async function read(account: Account, url: string) {
  const response = await call(t, account.cookie, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as { data: Record<string, unknown> };
}

async function task(assigneeId: string, title: string, projectId?: string) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId,
    title,
    dueDate: '2031-05-20',
    ...(projectId ? { projectId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function logTime(account: Account, taskId: string, from: string, to: string) {
  const response = await call(t, account.cookie, 'POST', '/time/entries', {
    taskId,
    startedAt: at(from),
    endedAt: at(to),
    isBillable: true,
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Amounts Advisory LLP');
  manager = await org.member('Manager', { name: 'Meera Manager', managerId: org.admin.id });
  employee = await org.member('Employee', { name: 'Asha Employee', managerId: manager.id });
  biller = await org.memberWith(['time.track', 'time.billing', 'tasks.view']);
  customerId = await org.customer('Sahyadri Textiles');
  const [project] = await t.db
    .insert(projects)
    .values({
      organizationId: org.orgId,
      key: 'GST',
      name: 'GST filings',
      customerId,
      leadId: manager.id,
      startDate: '2025-01-01',
      targetEndDate: '2031-12-31',
    })
    .returning({ id: projects.id });
  employeeTask = await task(employee.id, 'Reconcile ledger');
  projectTask = await task(employee.id, 'File GST return', project?.id);
  billerTask = await task(biller.id, 'Prepare invoices');
  for (const [body, status] of [
    [{ userId: employee.id, hourlyRate: 1000 }, 200],
    [{ userId: biller.id, hourlyRate: 2000 }, 200],
    [{ projectId: project?.id, hourlyRate: 3000 }, 200],
  ] as const) {
    const response = await call(t, org.admin.cookie, 'PUT', '/time/rates', body);
    expect(response.statusCode, response.body).toBe(status);
  }
  // 90 minutes at the person's 1,000 an hour, 30 at the project's 3,000: each row divides to a rate.
  await logTime(employee, employeeTask, '10:00', '11:30');
  await logTime(employee, projectTask, '12:00', '12:30');
  await logTime(biller, billerTask, '10:00', '11:00');
});
afterAll(() => t.close());

describe('amounts in time totals', () => {
  it('an employee reads her own minutes, never her amounts', async () => {
    const { data } = await read(employee, `/time/summary?${RANGE}`);
    expect(moneyKeys(data)).toEqual([]);
    expect(data).toMatchObject({ billableMinutes: 120, nonBillableMinutes: 0 });
    expect(data.byTask).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: expect.stringContaining('File GST'), billableMinutes: 30 }),
        expect.objectContaining({ name: expect.stringContaining('Reconcile'), billableMinutes: 90 }),
      ]),
    );
  });

  it('a manager reads her report’s and her team’s minutes, not their amounts', async () => {
    const one = await read(manager, `/time/summary?${RANGE}&userId=${employee.id}`);
    expect(moneyKeys(one.data)).toEqual([]);
    expect(one.data).toMatchObject({ billableMinutes: 120 });
    const team = await read(manager, `/time/summary?${RANGE}`);
    expect(moneyKeys(team.data)).toEqual([]);
    // View All Tasks reaches the biller's hour too.
    expect(team.data).toMatchObject({ billableMinutes: 180 });
  });

  it('with "show people their own amounts" on, a person reads the amounts of her own time only', async () => {
    await t.db.update(organizations).set({ showOwnAmounts: true }).where(eq(organizations.id, org.orgId));
    try {
      const own = await read(employee, `/time/summary?${RANGE}&userId=${employee.id}`);
      expect(own.data).toMatchObject({ billableMinutes: 120, amount: 3000 });
      // Her manager still reads minutes only, of her and of the team.
      const hers = await read(manager, `/time/summary?${RANGE}&userId=${employee.id}`);
      expect(moneyKeys(hers.data)).toEqual([]);
      const team = await read(manager, `/time/summary?${RANGE}&team=1`);
      expect(moneyKeys(team.data)).toEqual([]);
      expect(team.data).toMatchObject({ billableMinutes: 120 });
    } finally {
      await t.db.update(organizations).set({ showOwnAmounts: false }).where(eq(organizations.id, org.orgId));
    }
    const off = await read(employee, `/time/summary?${RANGE}&userId=${employee.id}`);
    expect(moneyKeys(off.data)).toEqual([]);
  });

  it('an admin (Rates and Billing) reads the amounts', async () => {
    const { data } = await read(org.admin, `/time/summary?${RANGE}&userId=${employee.id}`);
    expect(data).toMatchObject({ currency: 'INR', billableMinutes: 120, amount: 3000 });
    // Each row divides to its rate: 1,500 for 30 minutes at the project's, and for 90 at the person's.
    expect(data.byTask).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: expect.stringContaining('File GST'),
          billableMinutes: 30,
          amount: 1500,
        }),
        expect.objectContaining({
          name: expect.stringContaining('Reconcile'),
          billableMinutes: 90,
          amount: 1500,
        }),
      ]),
    );
    expect(data.byProject).toEqual([
      expect.objectContaining({ name: 'GST filings', amount: 1500 }),
      expect.objectContaining({ name: 'No project', amount: 1500 }),
    ]);
    expect(data.byCustomer).toEqual([expect.objectContaining({ name: 'Sahyadri Textiles', amount: 3000 })]);
  });

  it('a role with Rates and Billing but not Approve Timesheets reads amounts over its own reach', async () => {
    const { data } = await read(biller, `/time/summary?${RANGE}`);
    expect(data).toMatchObject({ billableMinutes: 60, amount: 2000 });
    expect(data.byTask).toEqual([expect.objectContaining({ billableMinutes: 60, amount: 2000 })]);
    // Reading money does not widen whose time: the employee is outside the biller's reach.
    const other = await call(t, biller.cookie, 'GET', `/time/summary?${RANGE}&userId=${employee.id}`);
    expect(other.statusCode).toBe(404);
    expect((await call(t, biller.cookie, 'GET', '/time/team-timesheets')).statusCode).toBe(403);
  });

  it('losing Rates and Billing takes the amounts away on the next request', async () => {
    const holder = await org.memberWith(['time.track', 'time.billing', 'tasks.view', 'tasks.view_all']);
    expect((await read(holder, `/time/summary?${RANGE}`)).data).toMatchObject({ amount: 5000 });
    const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, holder.id));
    await t.db
      .update(roles)
      .set({ permissions: ['time.track', 'tasks.view', 'tasks.view_all'] })
      .where(eq(roles.id, row?.roleId as string));
    const { data } = await read(holder, `/time/summary?${RANGE}`);
    expect(data).toMatchObject({ billableMinutes: 180 });
    expect(moneyKeys(data)).toEqual([]);
  });
});

describe('every other time response a tracker reads carries no money', () => {
  const urls = () => [
    '/time/timer',
    `/time/entries?from=${DAY}&to=${DAY}`,
    `/time/timesheet?week=${DAY}`,
    '/time/people',
  ];

  it('an employee, over her own time', async () => {
    for (const url of urls()) expect(moneyKeys((await read(employee, url)).data), url).toEqual([]);
  });

  it('a manager, over her report’s time and the team’s weeks', async () => {
    for (const url of [
      ...urls(),
      `/time/entries?userId=${employee.id}&from=${DAY}&to=${DAY}`,
      `/time/timesheet?userId=${employee.id}&week=${DAY}`,
      `/time/team-timesheets?week=${DAY}`,
    ])
      expect(moneyKeys((await read(manager, url)).data), url).toEqual([]);
  });

  it('and the rates and billing routes stay refused to both', async () => {
    for (const account of [employee, manager]) {
      for (const url of [
        '/time/rates/people',
        '/time/rates/projects',
        '/time/billing/batches',
        `/time/billing/preview?customerId=${customerId}&${RANGE}`,
        `/time/billing/export.csv?customerId=${customerId}&${RANGE}`,
      ])
        expect((await call(t, account.cookie, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

/**
 * Issue 42, item 7: every route of billing (settings, unbilled work, invoices, payments, what is owed,
 * statements and their documents) refuses a reader without Rates and Billing and answers no amount.
 * Walked from the server's route table, so a billing route added later is covered without an edit here.
 */
describe('billing routes need Rates and Billing', () => {
  // The billing reports (/reports/billing/…, issue 42 item 6) are amounts whole: a manager who reads
  // reports reads none of them.
  const BILLING_ROUTE =
    /^\/api\/v1\/(billing|invoices|payments|reports\/billing)(\/|$)|^\/api\/v1\/customers\/:id\/(balance|statement|unbilled)/;
  /** Every key that names money in a billing answer: `…Minor`, amounts, rates. */
  const billingMoney = (value: unknown) =>
    JSON.stringify(value).match(/"(\w*Minor|amount|\w*[rR]ate\w*)":/g) ?? [];
  /**
   * Real rows for the routes' ids, so a refusal is the permission's, not a missing row's: an issued
   * invoice of ₹11,800 and a payment of ₹5,000 against it, written as the billing module writes them.
   */
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.customers = customerId;
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        organizationId: org.orgId,
        customerId,
        currency: 'INR',
        subtotalMinor: 1_180_000,
        totalMinor: 1_180_000,
      })
      .returning({ id: invoices.id });
    ids.invoices = invoice?.id as string;
    await t.db
      .update(invoices)
      .set({ status: 'issued', number: 'AMT/2024-25/0001', issueDate: DAY, paidMinor: 500_000 })
      .where(eq(invoices.id, ids.invoices));
    const [payment] = await t.db
      .insert(payments)
      .values({
        organizationId: org.orgId,
        customerId,
        receivedOn: DAY,
        amountMinor: 500_000,
        currency: 'INR',
        mode: 'upi',
      })
      .returning({ id: payments.id });
    ids.payments = payment?.id as string;
    await t.db.insert(paymentAllocations).values({
      organizationId: org.orgId,
      paymentId: ids.payments,
      invoiceId: ids.invoices,
      amountMinor: 500_000,
    });
  });
  const billingRoutes = () =>
    t.app.routeTable.filter((route) => BILLING_ROUTE.test(route.url) && route.method !== 'HEAD');
  /** The route with real ids and a range (queries that need none ignore it). */
  const urlOf = (url: string) => {
    const section = url.split('/')[3] ?? '';
    const path = url
      .replace('/api/v1', '')
      .replace(':id', ids[section] ?? randomUUID())
      .replace(/:[A-Za-z]+/g, () => randomUUID());
    return `${path}?from=2025-02-01&to=2025-02-28`;
  };

  it('an employee and a manager are refused every one, and read no amount', async () => {
    const routes = billingRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const leaks: string[] = [];
    for (const account of [employee, manager]) {
      for (const route of routes) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const response = await call(
          t,
          account.cookie,
          method,
          urlOf(route.url),
          method === 'GET' ? undefined : {},
        );
        const label = `${account.name}: ${method} ${route.url} answered ${response.statusCode}`;
        // A write may stop at its body's validation first; it still changes and shows nothing.
        const refused = response.statusCode === 403 || (method !== 'GET' && response.statusCode === 400);
        if (!refused) leaks.push(label);
        if (billingMoney(response.body).length) leaks.push(`${label} with money`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('a holder of Rates and Billing reads what is owed and paid', async () => {
    const holder = await org.memberWith(['time.billing']);
    const balance = await call(t, holder.cookie, 'GET', `/customers/${customerId}/balance`);
    expect(balance.json().data).toMatchObject({ outstandingMinor: 680_000 });
    const paid = await call(t, holder.cookie, 'GET', `/payments?customerId=${customerId}`);
    expect(paid.json().data).toEqual([expect.objectContaining({ amountMinor: 500_000 })]);
  });
});
