/**
 * Issue 30, items 1 and 3: a typed duration is a duration. Hours typed into a day of the grid are stored as
 * minutes on that day (no invented clock times), today takes time at any hour in the organization's zone
 * (Asia/Kolkata here), future days only when the organization allows them, at most 24 hours a day; every
 * duration and total follows the organization's rounding (each entry rounded up to the step), amounts too.
 * The clock is fixed (Date only; the database keeps its own).
 */

import { TIME_DAY_FULL, TIME_FUTURE_DAY } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations, sessions } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let employee: Account;
let taskId: string;
let otherTaskId: string;

/** An instant given as a wall-clock time in Kolkata (UTC+5:30). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

/** Sets the clock to a Kolkata wall-clock time; the test sessions are kept alive at that time. */
async function clock(local: string) {
  const now = ist(local);
  vi.setSystemTime(now);
  await t.db.update(sessions).set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
}

async function setCell(taskOf: string, date: string, minutes: number) {
  return call(t, employee.cookie, 'PUT', '/time/timesheet/cells', { taskId: taskOf, date, minutes });
}
async function settings(values: Partial<typeof organizations.$inferInsert>) {
  await t.db.update(organizations).set(values).where(eq(organizations.id, org.orgId));
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Typed Hours LLP');
  employee = await org.member('Employee', { name: 'Meera Iyer', managerId: org.admin.id });
  const customerId = await org.customer('Acme Mills');
  const task = async (title: string) => {
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: employee.id,
      title,
      dueDate: '2031-05-20',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  taskId = await task('Audit ledgers');
  otherTaskId = await task('Draft memo');
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => settings({ allowFutureTime: false, timeRoundingMinutes: 0 }));
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('typed hours in the week grid', () => {
  it('today at 08:00 (a Monday, 30 November) takes 5 minutes: stored as minutes, no clock times', async () => {
    await clock('2026-11-30T08:00');
    const response = await setCell(taskId, '2026-11-30', 5);
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json().data;
    expect(sheet).toMatchObject({ today: '2026-11-30', allowFutureTime: false, total: 5 });
    const rows = await queryRows<{ started_at: unknown; ended_at: unknown; minutes: number }>(
      t.db,
      sql`select started_at, ended_at, minutes from time_entries where user_id = ${employee.id} and entry_date = '2026-11-30'`,
    );
    expect(rows).toEqual([{ started_at: null, ended_at: null, minutes: 5 }]);
    const listed = await call(t, employee.cookie, 'GET', '/time/entries?from=2026-11-30&to=2026-11-30');
    expect(listed.json().data[0]).toMatchObject({ startedAt: null, endedAt: null, minutes: 5 });
  });

  it('at 23:50 today takes a full day of typed hours; more than 24 hours on a day is refused; cleared cells leave nothing', async () => {
    await clock('2026-11-30T23:50');
    expect((await setCell(taskId, '2026-11-30', 16 * 60)).statusCode).toBe(200);
    expect((await setCell(otherTaskId, '2026-11-30', 8 * 60)).statusCode).toBe(200);
    const over = await setCell(otherTaskId, '2026-11-30', 8 * 60 + 1);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().error.details.fields.minutes).toBe(TIME_DAY_FULL);
    // The refusal changed nothing.
    const sheet = (await call(t, employee.cookie, 'GET', '/time/timesheet?week=2026-11-30')).json().data;
    expect(sheet.dayTotals[0]).toBe(24 * 60);
    expect((await setCell(otherTaskId, '2026-11-30', 0)).statusCode).toBe(200);
    expect((await setCell(taskId, '2026-11-30', 0)).statusCode).toBe(200);
  });

  it('at 00:10 (still 30 November in UTC) the new day is today; the next is closed unless allowed', async () => {
    await clock('2026-12-01T00:10');
    const today = await setCell(taskId, '2026-12-01', 60);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().data.today).toBe('2026-12-01');
    const future = await setCell(taskId, '2026-12-02', 60);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details.fields.minutes).toBe(TIME_FUTURE_DAY);
    const entry = await call(t, employee.cookie, 'POST', '/time/entries', {
      taskId,
      date: '2026-12-02',
      durationMinutes: 30,
    });
    expect(entry.json().error.details.fields.date).toBe(TIME_FUTURE_DAY);
    await settings({ allowFutureTime: true });
    const allowed = await setCell(taskId, '2026-12-02', 60);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.allowFutureTime).toBe(true);
    // Clearing a future cell is always allowed.
    await settings({ allowFutureTime: false });
    expect((await setCell(taskId, '2026-12-02', 0)).statusCode).toBe(200);
  });

  it('on 31 December at 23:50 (a Thursday) the day takes time and 1 January is closed', async () => {
    await clock('2026-12-31T23:50');
    expect((await setCell(taskId, '2026-12-31', 90)).statusCode).toBe(200);
    expect((await setCell(taskId, '2027-01-01', 90)).statusCode).toBe(400);
  });

  it('on a Sunday the week with typed hours is submitted (no timer is taken for them)', async () => {
    await clock('2026-12-06T18:00');
    const submitted = await call(t, employee.cookie, 'POST', '/time/timesheet/submit', {
      week: '2026-11-30',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', total: 60 });
    // A typed value cannot change in the submitted week (the database's lock sees typed minutes).
    const locked = await setCell(taskId, '2026-12-01', 90);
    expect(locked.statusCode).toBe(409);
  });
});

describe('rounding', () => {
  it('each entry is rounded up to the step; every total is the sum of the rows above it', async () => {
    await clock('2026-12-09T12:00');
    expect((await setCell(taskId, '2026-12-07', 7)).statusCode).toBe(200);
    expect((await setCell(otherTaskId, '2026-12-08', 16)).statusCode).toBe(200);
    const range = await call(t, employee.cookie, 'POST', '/time/entries', {
      taskId,
      startedAt: ist('2026-12-08T10:00').toISOString(),
      endedAt: ist('2026-12-08T10:01').toISOString(),
    });
    expect(range.statusCode, range.body).toBe(201);
    await settings({ timeRoundingMinutes: 15 });
    const sheet = (await call(t, employee.cookie, 'GET', '/time/timesheet?week=2026-12-07')).json().data;
    expect(sheet.roundingMinutes).toBe(15);
    const row = (id: string) => sheet.rows.find((r: { task: { id: string } }) => r.task.id === id);
    expect(row(taskId).days.slice(0, 2)).toEqual([15, 15]);
    expect(row(otherTaskId).days[1]).toBe(30);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    for (const r of sheet.rows) expect(r.total).toBe(sum(r.days));
    sheet.dayTotals.forEach((total: number, index: number) => {
      expect(total).toBe(sum(sheet.rows.map((r: { days: number[] }) => r.days[index])));
    });
    expect(sheet.total).toBe(sum(sheet.dayTotals));
    expect(sheet.total).toBe(60);
    // The summary of her week agrees with the grid, row by row, and carries the rounded amounts.
    await call(t, org.admin.cookie, 'PUT', '/time/rates', { userId: employee.id, hourlyRate: 1000 });
    const summary = (
      await call(
        t,
        org.admin.cookie,
        'GET',
        `/time/summary?from=2026-12-07&to=2026-12-13&userId=${employee.id}`,
      )
    ).json().data;
    expect(summary.billableMinutes).toBe(sheet.total);
    expect(sum(summary.byTask.map((r: { billableMinutes: number }) => r.billableMinutes))).toBe(60);
    expect(summary.amount).toBe(1000);
    const entries = (
      await call(t, employee.cookie, 'GET', '/time/entries?from=2026-12-07&to=2026-12-13')
    ).json().data as { minutes: number }[];
    expect(sum(entries.map((e) => e.minutes))).toBe(60);
  });
});
