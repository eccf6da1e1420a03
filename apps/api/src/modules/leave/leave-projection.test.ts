/**
 * Issue 30, items 5, 6 and 10: the balance check reads the balance projected to the leave's dates,
 * credits of the joining year are prorated from the joining day (with a ledger note), and a policy change
 * says when it takes effect and what it does. The clock is fixed (30 November and 31 December 2026).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holidays, leaveLedger, users } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runPolicyChange } from './leave-types.service';

/** 30 November 2026, 15:30 in Kolkata (the organization's zone). */
const NOV_30 = new Date('2026-11-30T10:00:00Z');
const DEC_31 = new Date('2026-12-31T10:00:00Z');

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let counter = 0;

async function leaveType(body: Record<string, unknown>) {
  const response = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: `Projection type ${++counter}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

/** A new employee reporting to the manager, joined on `joinedOn` (null: before any year we keep). */
async function employee(joinedOn: string | null) {
  const person = await org.member('Employee', { name: `Person ${++counter}`, managerId: manager.id });
  await t.db.update(users).set({ joinedOn }).where(eq(users.id, person.id));
  return person;
}

const body = (leaveTypeId: string, fromDate: string, toDate: string) => ({
  leaveTypeId,
  fromDate,
  toDate,
  reason: 'Family visit',
  addressDuringLeave: '12 MG Road, Mysuru',
  emergencyContact: '+91 98450 12345',
});

async function preview(who: Account, leaveTypeId: string, fromDate: string, toDate: string) {
  const response = await call(t, who.cookie, 'POST', '/leave/requests/preview', {
    leaveTypeId,
    fromDate,
    toDate,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    remaining: number | null;
    balanceOn: string | null;
    projected: boolean;
    errors: Record<string, string>;
  };
}

async function balance(who: Account, typeId: string, year: number) {
  const response = await call(t, who.cookie, 'GET', `/leave/balances?year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().data.balances as { leaveTypeId: string; accrued: number; remaining: number }[]
  ).find((entry) => entry.leaveTypeId === typeId);
}

async function ledger(who: Account, typeId: string, year: number) {
  const response = await call(
    t,
    who.cookie,
    'GET',
    `/leave/balances/ledger?leaveTypeId=${typeId}&year=${year}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { kind: string; days: number; reason: string | null }[];
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOV_30 });
  t = await createTestApp();
  org = await newOrganization(t, 'Projection LLP');
  await t.db.delete(holidays).where(eq(holidays.organizationId, org.orgId));
  manager = await org.member('Manager', { name: 'Meera Manager', managerId: org.admin.id });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('leave in the next leave year (item 5)', () => {
  it('on 30 November, 11 January and a week in June are checked against the projected balance', async () => {
    vi.setSystemTime(NOV_30);
    const annual = await leaveType({ yearlyAllocation: 18, accrual: 'monthly', carryForwardCap: 5 });
    const asha = await employee('2024-04-01');
    // 11 January 2027: January's accrual (1.5) and the carry-forward as it will stand (18 left, cap 5).
    const january = await preview(asha, annual.id, '2027-01-11', '2027-01-11');
    expect(january).toMatchObject({ remaining: 6.5, balanceOn: '2027-01-11', projected: true, errors: {} });
    // 7–11 June 2027: accrual through June (9) and the carry-forward (5).
    const june = await preview(asha, annual.id, '2027-06-07', '2027-06-11');
    expect(june).toMatchObject({ remaining: 14, balanceOn: '2027-06-07', projected: true, errors: {} });
    const made = await call(
      t,
      asha.cookie,
      'POST',
      '/leave/requests',
      body(annual.id, '2027-06-07', '2027-06-11'),
    );
    expect(made.statusCode, made.body).toBe(201);
    // More than the projection: refused, naming the day it is projected on.
    const tooLong = await preview(asha, annual.id, '2027-06-14', '2027-07-09');
    expect(tooLong.errors.leaveTypeId).toBe(
      `Not enough ${annual.name} leave: 9 days remaining (projected on 14 Jun 2027)`,
    );
  });

  it('on 31 December, a yearly type reads next year’s allocation posted ahead; a monthly one projects', async () => {
    vi.setSystemTime(DEC_31);
    // Accounts signed in on 31 December (a month-old session would have lapsed).
    const december = await newOrganization(t, 'Year End LLP');
    await t.db.delete(holidays).where(eq(holidays.organizationId, december.orgId));
    const create = async (body: Record<string, unknown>) => {
      const response = await call(t, december.admin.cookie, 'POST', '/leave/types', {
        name: `Year end type ${++counter}`,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string };
    };
    const yearly = await create({ yearlyAllocation: 10, accrual: 'yearly' });
    const monthly = await create({ yearlyAllocation: 12, accrual: 'monthly', carryForwardCap: 2 });
    const kiran = await december.member('Employee', { name: 'Kiran Shah' });
    await t.db.update(users).set({ joinedOn: '2023-02-01' }).where(eq(users.id, kiran.id));
    expect(await preview(kiran, yearly.id, '2027-01-11', '2027-01-12')).toMatchObject({
      remaining: 10,
      balanceOn: '2027-01-11',
      projected: false,
      errors: {},
    });
    expect(await preview(kiran, monthly.id, '2027-01-11', '2027-01-12')).toMatchObject({
      remaining: 3,
      projected: true,
      errors: {},
    });
    vi.setSystemTime(NOV_30);
  });

  it('a request a later projection cannot cover is flagged to the approver, never approved silently', async () => {
    vi.setSystemTime(NOV_30);
    const annual = await leaveType({ yearlyAllocation: 18, accrual: 'monthly', carryForwardCap: 5 });
    const ravi = await employee('2020-06-15');
    // 11–15 January 2027 (5 days) against 1.5 + 5 carried: covered when applied.
    const january = await call(
      t,
      ravi.cookie,
      'POST',
      '/leave/requests',
      body(annual.id, '2027-01-11', '2027-01-15'),
    );
    expect(january.statusCode, january.body).toBe(201);
    const id = january.json().data.id as string;
    // December leave then leaves 2 days of 2026 to carry: the January request is no longer covered.
    const december = await call(
      t,
      ravi.cookie,
      'POST',
      '/leave/requests',
      body(annual.id, '2026-12-01', '2026-12-22'),
    );
    expect(december.statusCode, december.body).toBe(201);
    const detail = await call(t, manager.cookie, 'GET', `/leave/requests/${id}`);
    expect(detail.json().data.balanceCheck).toEqual({
      projectedOn: '2027-01-11',
      remaining: 3.5,
      covers: false,
      message: `The ${annual.name} balance projected on 11 Jan 2027 is 3.5 days, less than the 5 days asked`,
    });
    const silent = await call(t, manager.cookie, 'POST', `/leave/requests/${id}/approve`, {});
    expect(silent.statusCode, silent.body).toBe(400);
    expect(silent.json().error.details.fields.acceptShortfall).toContain('projected on 11 Jan 2027');
    const confirmed = await call(t, manager.cookie, 'POST', `/leave/requests/${id}/approve`, {
      acceptShortfall: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('Approved');
  });
});

describe('balances from the joining day (item 6)', () => {
  it('the owner who set the organization up joined on the setup day', async () => {
    const [owner] = await t.db
      .select({ joinedOn: users.joinedOn })
      .from(users)
      .where(eq(users.id, org.admin.id));
    expect(owner?.joinedOn).toBe('2026-11-30');
  });

  it('a joiner of this month gets prorated credits, each with a note in the ledger', async () => {
    vi.setSystemTime(NOV_30);
    const monthly = await leaveType({ yearlyAllocation: 18, accrual: 'monthly', carryForwardCap: 5 });
    const byMonth = await leaveType({ yearlyAllocation: 10, accrual: 'yearly' });
    const byDays = await leaveType({ yearlyAllocation: 10, accrual: 'yearly', proration: 'days' });
    const whole = await leaveType({ yearlyAllocation: 10, accrual: 'yearly', proration: 'none' });
    const joiner = await employee('2026-11-03');
    // Monthly: nothing for January to October, November's accrual (16.5 − 15 = 1.5) only.
    expect(await balance(joiner, monthly.id, 2026)).toMatchObject({ accrued: 1.5, remaining: 1.5 });
    expect(await ledger(joiner, monthly.id, 2026)).toEqual([
      expect.objectContaining({
        kind: 'accrual',
        days: 1.5,
        reason: 'From joining on 3 Nov 2026: no accrual for the 10 months before',
      }),
    ]);
    // Yearly from the joining month: 2 of 12 months of 10 = 1.67, rounded down to 1.5.
    expect(await ledger(joiner, byMonth.id, 2026)).toEqual([
      expect.objectContaining({
        kind: 'allocation',
        days: 1.5,
        reason: 'Prorated from joining on 3 Nov 2026: 2 of 12 months',
      }),
    ]);
    // Pro rata by days: 59 of 365 days of 10 = 1.62, rounded to 1.5.
    expect(await ledger(joiner, byDays.id, 2026)).toEqual([
      expect.objectContaining({ days: 1.5, reason: 'Prorated from joining on 3 Nov 2026: 59 of 365 days' }),
    ]);
    expect(await balance(joiner, whole.id, 2026)).toMatchObject({ accrued: 10 });
    // The next year is whole.
    expect(await balance(joiner, byMonth.id, 2027)).toMatchObject({ accrued: 10 });
    // Applying reads the prorated balance.
    const refused = await preview(joiner, byMonth.id, '2026-12-07', '2026-12-08');
    expect(refused.errors.leaveTypeId).toBe(`Not enough ${byMonth.name} leave: 1.5 days remaining`);
  });
});

describe('policy changes with an effective date (item 10)', () => {
  it('a change of allocation needs `effective`; the preview shows before → after per person', async () => {
    vi.setSystemTime(NOV_30);
    const annual = await leaveType({ yearlyAllocation: 18, accrual: 'monthly', carryForwardCap: 5 });
    const meena = await employee('2022-01-10');
    const joiner = await employee('2026-11-03');
    const missing = await call(t, org.admin.cookie, 'PATCH', `/leave/types/${annual.id}`, {
      yearlyAllocation: 20,
    });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().error.details.fields.effective).toMatch(/^Choose when the change takes effect/);
    // A field that does not change, or a name, needs none.
    const rename = await call(t, org.admin.cookie, 'PATCH', `/leave/types/${annual.id}`, {
      yearlyAllocation: 18,
      name: `${annual.name} (paid)`,
    });
    expect(rename.statusCode, rename.body).toBe(200);

    const previewed = await call(t, org.admin.cookie, 'POST', `/leave/types/${annual.id}/policy-preview`, {
      yearlyAllocation: 20,
      effective: 'now',
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const rows = previewed.json().data.people as { user: { id: string }; before: number; after: number }[];
    // Through November: 16.5 of 18, 18 of 20 (rounded down to half days); the joiner 1.5 → 1.5.
    expect(rows.find((row) => row.user.id === meena.id)).toMatchObject({
      before: 16.5,
      after: 18,
      change: 1.5,
    });
    expect(rows.find((row) => row.user.id === joiner.id)).toMatchObject({
      before: 1.5,
      after: 1.5,
      change: 0,
    });
    expect(await balance(meena, annual.id, 2026)).toMatchObject({ accrued: 16.5 });

    const now = await call(t, org.admin.cookie, 'PATCH', `/leave/types/${annual.id}`, {
      yearlyAllocation: 20,
      effective: 'now',
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(await balance(meena, annual.id, 2026)).toMatchObject({ accrued: 18 });
    expect((await ledger(meena, annual.id, 2026)).find((row) => row.kind === 'adjustment')).toMatchObject({
      kind: 'adjustment',
      days: 1.5,
      reason: `Policy of ${annual.name} (paid) changed on 30 Nov 2026: allocation 18 → 20`,
    });
  });

  it('from the next leave year: nothing moves now; on 1 January the change is made and next year recomputed', async () => {
    vi.setSystemTime(NOV_30);
    const yearly = await leaveType({ yearlyAllocation: 10, accrual: 'yearly', carryForwardCap: 0 });
    const dev = await employee('2021-03-01');
    expect(await balance(dev, yearly.id, 2027)).toMatchObject({ accrued: 10 });
    const previewed = await call(t, org.admin.cookie, 'POST', `/leave/types/${yearly.id}/policy-preview`, {
      yearlyAllocation: 12,
      effective: 'next_year',
    });
    expect(previewed.json().data).toMatchObject({ effective: 'next_year', year: 2027 });
    const later = await call(t, org.admin.cookie, 'PATCH', `/leave/types/${yearly.id}`, {
      yearlyAllocation: 12,
      effective: 'next_year',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data).toMatchObject({
      yearlyAllocation: 10,
      pendingChange: { effectiveYear: 2027, yearlyAllocation: 12 },
    });
    expect(await balance(dev, yearly.id, 2026)).toMatchObject({ accrued: 10 });

    // The job's run on 1 January (00:05 in Kolkata is still 31 December in UTC: 1 January 05:35 there).
    vi.setSystemTime(new Date('2027-01-01T00:05:00Z'));
    await t.db.transaction((tx) => runPolicyChange(tx, org.orgId, yearly.id, { yearlyAllocation: 12 }));
    vi.setSystemTime(NOV_30);
    const rows = await t.db
      .select({
        kind: leaveLedger.kind,
        days: leaveLedger.days,
        year: leaveLedger.year,
        reason: leaveLedger.reason,
      })
      .from(leaveLedger)
      .where(and(eq(leaveLedger.userId, dev.id), eq(leaveLedger.leaveTypeId, yearly.id)));
    expect(rows.filter((row) => row.year === 2026)).toEqual([
      { kind: 'allocation', days: 10, year: 2026, reason: null },
    ]);
    expect(rows.filter((row) => row.year === 2027).reduce((total, row) => total + row.days, 0)).toBe(12);
    expect(rows.find((row) => row.kind === 'adjustment')).toMatchObject({
      days: 2,
      reason: expect.stringContaining('allocation 10 → 12'),
    });
  });
});
