import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, projects } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let employee: Account;
let colleague: Account;
let stranger: Account;
let customerId: string;
let projectId: string;
let taskId: string;
let secondTaskId: string;
let colleagueTaskId: string;

/** A Monday long past, so no entry of these weeks ends in the future. */
const WEEK = '2026-01-05';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

async function createTask(assigneeId: string, title: string, withProject = true) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId,
    title,
    dueDate: '2031-05-20',
    ...(withProject ? { projectId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

function entry(cookie: string, body: Record<string, unknown>) {
  return call(t, cookie, 'POST', '/time/entries', { taskId, isBillable: true, ...body });
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  manager = await org.member('Manager', { name: 'Meera Manager', managerId: org.admin.id });
  employee = await org.member('Employee', { name: 'Asha Employee', managerId: manager.id });
  colleague = await org.member('Employee', { name: 'Ravi Colleague', managerId: manager.id });
  stranger = await org.member('Employee', { name: 'Sam Stranger' });
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'c@example.com',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  customerId = customer?.id as string;
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
  projectId = project?.id as string;
  taskId = await createTask(employee.id, 'File GST return');
  secondTaskId = await createTask(employee.id, 'Reconcile ledger', false);
  colleagueTaskId = await createTask(colleague.id, 'Audit fieldwork');
});
afterAll(() => t.close());

describe('timer', () => {
  it('starts, shows, refuses a second one naming the running task, and stops', async () => {
    const started = await call(t, employee.cookie, 'POST', '/time/timer', { taskId });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data.endedAt).toBeNull();

    const shown = await call(t, employee.cookie, 'GET', '/time/timer');
    expect(shown.json().data.task.id).toBe(taskId);

    const second = await call(t, employee.cookie, 'POST', '/time/timer', { taskId: secondTaskId });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/A timer is already running on .+ File GST return: stop it first/);

    const stopped = await call(t, employee.cookie, 'POST', '/time/timer/stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.endedAt).not.toBeNull();
    expect((await call(t, employee.cookie, 'GET', '/time/timer')).json().data).toBeNull();
    expect((await call(t, employee.cookie, 'POST', '/time/timer/stop')).statusCode).toBe(404);
    await call(t, employee.cookie, 'DELETE', `/time/entries/${stopped.json().data.id}`);
  });

  it('a timer started right after one stopped does not overlap it', async () => {
    const ids: string[] = [];
    for (let round = 0; round < 3; round++) {
      const started = await call(t, employee.cookie, 'POST', '/time/timer', { taskId });
      expect(started.statusCode, started.body).toBe(201);
      const stopped = await call(t, employee.cookie, 'POST', '/time/timer/stop');
      expect(stopped.statusCode, stopped.body).toBe(200);
      ids.push(stopped.json().data.id);
    }
    for (const id of ids) await call(t, employee.cookie, 'DELETE', `/time/entries/${id}`);
  });

  it('two starts that race leave one running timer and a clear refusal', async () => {
    const responses = await Promise.all(
      [taskId, secondTaskId, taskId, secondTaskId].map((id) =>
        call(t, employee.cookie, 'POST', '/time/timer', { taskId: id }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json().message).toMatch(/^A timer is already running on /);
    const running = await queryRows(
      t.db,
      sql`select id from time_entries where user_id = ${employee.id} and ended_at is null`,
    );
    expect(running).toHaveLength(1);
    const stopped = await call(t, employee.cookie, 'POST', '/time/timer/stop');
    await call(t, employee.cookie, 'DELETE', `/time/entries/${stopped.json().data.id}`);
  });

  it('a timer left running past 10 hours tells its owner exactly once', async () => {
    const started = await call(t, employee.cookie, 'POST', '/time/timer', { taskId });
    const id = started.json().data.id as string;
    await t.db.execute(
      sql`update jobs set run_at = now() - interval '1 minute' where key = ${`time-long-timer:${id}`}`,
    );
    const deps = { db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log };
    await Promise.all([runDueJobs(deps), runDueJobs(deps)]);
    await runDueJobs(deps);
    const notices = await queryRows(
      t.db,
      sql`select title from notifications where user_id = ${employee.id} and kind = 'timer_running_long'`,
    );
    expect(notices).toHaveLength(1);
    const stopped = await call(t, employee.cookie, 'POST', '/time/timer/stop');
    await call(t, employee.cookie, 'DELETE', `/time/entries/${stopped.json().data.id}`);
  });
});

describe('time entries', () => {
  it('an overlapping entry is refused with a clear message', async () => {
    const first = await entry(employee.cookie, {
      startedAt: at('2026-01-12', '10:00'),
      endedAt: at('2026-01-12', '11:00'),
    });
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = await entry(employee.cookie, {
      startedAt: at('2026-01-12', '10:30'),
      endedAt: at('2026-01-12', '12:00'),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe('This entry overlaps another of your time entries');
    // Back to back is not an overlap; someone else's time is not either.
    expect(
      (
        await entry(employee.cookie, {
          startedAt: at('2026-01-12', '11:00'),
          endedAt: at('2026-01-12', '11:30'),
        })
      ).statusCode,
    ).toBe(201);
    const colleagues = await call(t, colleague.cookie, 'POST', '/time/entries', {
      taskId: colleagueTaskId,
      startedAt: at('2026-01-12', '10:00'),
      endedAt: at('2026-01-12', '11:00'),
    });
    expect(colleagues.statusCode, colleagues.body).toBe(201);
  });

  it('two overlapping inserts that race leave one entry', async () => {
    const responses = await Promise.all(
      ['09:00', '09:15', '09:30'].map((start) =>
        entry(employee.cookie, { startedAt: at('2026-01-13', start), endedAt: at('2026-01-13', '10:00') }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await queryRows(
      t.db,
      sql`select id from time_entries where user_id = ${employee.id} and entry_date = '2026-01-13'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('an entry ending in the future or longer than 24 hours is refused', async () => {
    const future = await entry(employee.cookie, {
      startedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      endedAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details.fields.endedAt).toBe('An entry cannot end in the future');
    const long = await entry(employee.cookie, {
      startedAt: at('2026-01-14', '08:00'),
      endedAt: at('2026-01-15', '08:01'),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields.endedAt).toBe('An entry can be at most 24 hours long');
    const noEnd = await entry(employee.cookie, { startedAt: at('2026-01-14', '08:00') });
    expect(noEnd.json().error.details.fields.endedAt).toBe('Enter a valid end time');
  });

  it('a duration is minutes on its day, with no invented clock times; own entries can be edited and deleted', async () => {
    const created = await entry(employee.cookie, {
      date: '2026-01-12',
      durationMinutes: 45,
      note: 'Call with client',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      date: '2026-01-12',
      startedAt: null,
      endedAt: null,
      minutes: 45,
      isRunning: false,
    });
    const id = created.json().data.id as string;
    const edited = await call(t, employee.cookie, 'PATCH', `/time/entries/${id}`, {
      taskId: secondTaskId,
      startedAt: at('2026-01-12', '14:00'),
      endedAt: at('2026-01-12', '15:30'),
      isBillable: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ minutes: 90, isBillable: false, task: { id: secondTaskId } });
    expect((await call(t, employee.cookie, 'DELETE', `/time/entries/${id}`)).statusCode).toBe(204);
  });

  it('a person cannot read another’s entries without reach; a manager reads but cannot change them', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from time_entries where user_id = ${employee.id} limit 1`,
    );
    const id = row?.id as string;
    expect((await call(t, stranger.cookie, 'GET', `/time/entries?userId=${employee.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(t, stranger.cookie, 'GET', `/time/entries/${id}`)).statusCode).toBe(404);
    expect((await call(t, colleague.cookie, 'GET', `/time/entries/${id}`)).statusCode).toBe(404);
    expect(
      (await call(t, stranger.cookie, 'GET', `/time/timesheet?userId=${employee.id}&week=${WEEK}`))
        .statusCode,
    ).toBe(404);
    expect((await call(t, stranger.cookie, 'DELETE', `/time/entries/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(
          t,
          stranger.cookie,
          'GET',
          `/time/summary?from=2026-01-01&to=2026-01-31&userId=${employee.id}`,
        )
      ).statusCode,
    ).toBe(404);

    const managed = await call(t, manager.cookie, 'GET', `/time/entries?userId=${employee.id}`);
    expect(managed.statusCode).toBe(200);
    expect(managed.json().data.length).toBeGreaterThan(0);
    expect((await call(t, manager.cookie, 'DELETE', `/time/entries/${id}`)).statusCode).toBe(403);
    expect((await call(t, org.admin.cookie, 'GET', `/time/entries/${id}`)).statusCode).toBe(200);
  });
});

describe('timesheets', () => {
  it('hours typed into the grid become entries and totals', async () => {
    const typed = await call(t, employee.cookie, 'PUT', '/time/timesheet/cells', {
      taskId,
      date: WEEK,
      minutes: 150,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    await call(t, employee.cookie, 'PUT', '/time/timesheet/cells', {
      taskId: secondTaskId,
      date: '2026-01-06',
      minutes: 60,
    });
    const lowered = await call(t, employee.cookie, 'PUT', '/time/timesheet/cells', {
      taskId,
      date: WEEK,
      minutes: 120,
    });
    const sheet = lowered.json().data;
    expect(sheet.weekStart).toBe(WEEK);
    expect(sheet.total).toBe(180);
    expect(sheet.dayTotals.slice(0, 2)).toEqual([120, 60]);
    expect(sheet.rows.find((row: { task: { id: string } }) => row.task.id === taskId).days[0]).toBe(120);
  });

  it('submit, approve: the week is locked; return needs a comment; reopening is recorded', async () => {
    const submitted = await call(t, employee.cookie, 'POST', '/time/timesheet/submit', { week: WEEK });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheetId = submitted.json().data.id as string;
    expect(submitted.json().data).toMatchObject({ status: 'submitted', isLocked: true });
    const notified = await queryRows(
      t.db,
      sql`select title from notifications where user_id = ${manager.id} and kind = 'timesheet_submitted'`,
    );
    expect(notified).toHaveLength(1);

    expect((await call(t, employee.cookie, 'POST', `/time/timesheets/${sheetId}/approve`)).statusCode).toBe(
      403,
    );
    const noComment = await call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/return`, {
      comment: ' ',
    });
    expect(noComment.json().error.details.fields.comment).toBe('A comment is required to return a timesheet');

    const approvals = await Promise.all([
      call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/approve`),
      call(t, org.admin.cookie, 'POST', `/time/timesheets/${sheetId}/approve`),
    ]);
    expect(approvals.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const [locked] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from time_entries where user_id = ${employee.id} and entry_date = ${WEEK} limit 1`,
    );
    const id = locked?.id as string;
    const edit = await call(t, employee.cookie, 'PATCH', `/time/entries/${id}`, {
      taskId,
      startedAt: at(WEEK, '09:00'),
      endedAt: at(WEEK, '09:30'),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/submitted or approved/);
    expect((await call(t, employee.cookie, 'DELETE', `/time/entries/${id}`)).statusCode).toBe(409);
    expect((await entry(employee.cookie, { date: '2026-01-07', durationMinutes: 30 })).statusCode).toBe(409);
    expect(
      (await call(t, employee.cookie, 'PUT', '/time/timesheet/cells', { taskId, date: WEEK, minutes: 30 }))
        .statusCode,
    ).toBe(409);
    // The database refuses it too, whatever path a change takes.
    await expect(t.db.execute(sql`delete from time_entries where id = ${id}`)).rejects.toThrow();

    const reopened = await call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const events = reopened.json().data.events as { action: string; actorName: string }[];
    expect(events.map((event) => event.action)).toEqual(['submitted', 'approved', 'reopened']);
    expect(events[2]?.actorName).toBe('Meera Manager');
    expect((await call(t, employee.cookie, 'DELETE', `/time/entries/${id}`)).statusCode).toBe(204);

    // Approved, then reopened: notices about one week collapse to its latest state.
    const decided = await queryRows<{ title: string }>(
      t.db,
      sql`select title from notifications where user_id = ${employee.id} and kind = 'timesheet_decided'`,
    );
    expect(decided.map((row) => row.title)).toEqual([
      expect.stringMatching(/ was reopened by Meera Manager$/),
    ]);
  });

  it('the manager sees the team’s weeks with status', async () => {
    const team = await call(t, manager.cookie, 'GET', `/time/team-timesheets?week=${WEEK}`);
    expect(team.statusCode, team.body).toBe(200);
    const names = team.json().data.map((row: { user: { name: string } }) => row.user.name);
    expect(names).toEqual(['Asha Employee', 'Ravi Colleague']);
    const asha = team.json().data[0];
    expect(asha.weeks.at(-1)).toMatchObject({ weekStart: WEEK, status: 'reopened' });
    expect((await call(t, employee.cookie, 'GET', '/time/team-timesheets')).statusCode).toBe(403);
  });
});

describe('billable time', () => {
  it('rates: the project’s wins over the person’s; totals carry amounts for Rates and Billing', async () => {
    expect(
      (await call(t, org.admin.cookie, 'PUT', '/time/rates', { userId: employee.id, hourlyRate: 1000 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t, org.admin.cookie, 'PUT', '/time/rates', { projectId, hourlyRate: 3000 })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, employee.cookie, 'PUT', '/time/rates', { projectId, hourlyRate: 1 })).statusCode,
    ).toBe(403);
    const summary = await call(
      t,
      org.admin.cookie,
      'GET',
      `/time/summary?from=2026-01-12&to=2026-01-12&userId=${employee.id}`,
    );
    expect(summary.statusCode, summary.body).toBe(200);
    const byProject = summary.json().data.byProject as {
      name: string;
      billableMinutes: number;
      amount: number;
    }[];
    // 10:00–11:00 and 11:00–11:30 on the project's task: 90 minutes at 3,000 an hour.
    expect(byProject.find((row) => row.name === 'GST filings')).toMatchObject({
      billableMinutes: 90,
      amount: 4500,
    });
    expect(summary.json().data.currency).toBe('INR');
    // Her own summary gives her the minutes only (amounts-visibility.test.ts walks every reader).
    const own = await call(t, employee.cookie, 'GET', '/time/summary?from=2026-01-12&to=2026-01-12');
    expect(own.json().data.byProject.find((row: { name: string }) => row.name === 'GST filings')).toEqual({
      id: projectId,
      name: 'GST filings',
      billableMinutes: 90,
      nonBillableMinutes: 0,
    });
  });

  it('mark as billed locks the entries; the CSV lists them', async () => {
    const range = { customerId, from: '2026-01-12', to: '2026-01-18' };
    const preview = await call(
      t,
      org.admin.cookie,
      'GET',
      `/time/billing/preview?customerId=${customerId}&from=2026-01-12&to=2026-01-18`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const billed = await call(t, org.admin.cookie, 'POST', '/time/billing/batches', range);
    expect(billed.statusCode, billed.body).toBe(201);
    expect(billed.json().data).toMatchObject({
      entryCount: preview.json().data.entryCount,
      amount: preview.json().data.amount,
    });
    expect((await call(t, org.admin.cookie, 'POST', '/time/billing/batches', range)).statusCode).toBe(409);

    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from time_entries where billing_batch_id is not null and user_id = ${employee.id} limit 1`,
    );
    const id = row?.id as string;
    const edit = await call(t, employee.cookie, 'PATCH', `/time/entries/${id}`, {
      taskId,
      date: '2026-01-12',
      durationMinutes: 5,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This entry has been billed and can no longer change');
    expect((await call(t, employee.cookie, 'DELETE', `/time/entries/${id}`)).statusCode).toBe(409);

    const csv = await call(
      t,
      org.admin.cookie,
      'GET',
      `/time/billing/export.csv?customerId=${customerId}&from=2026-01-12&to=2026-01-18`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.length).toBe(billed.json().data.entryCount);
    expect(rows[0]).toMatchObject({ Currency: 'INR', Billed: 'Yes' });
  });
});

describe('withdrawing a submitted week', () => {
  const weekOf = (sheet: { status: string; events: { action: string }[] }) => ({
    status: sheet.status,
    actions: sheet.events.map((event) => event.action),
  });

  it('the owner withdraws before a decision: open again, recorded, manager told; approved is refused', async () => {
    const week = '2026-02-02';
    const cell = (minutes: number) =>
      call(t, employee.cookie, 'PUT', '/time/timesheet/cells', { taskId, date: week, minutes });
    expect((await cell(60)).statusCode).toBe(200);
    expect((await call(t, employee.cookie, 'POST', '/time/timesheet/submit', { week })).statusCode).toBe(200);
    expect((await cell(90)).statusCode).toBe(409);

    const withdrawn = await call(t, employee.cookie, 'POST', '/time/timesheet/withdraw', { week });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ status: 'open', isLocked: false });
    expect(weekOf(withdrawn.json().data).actions).toEqual(['submitted', 'withdrawn']);
    expect(withdrawn.json().data.events[1].actorName).toBe('Asha Employee');
    const told = await queryRows<{ title: string }>(
      t.db,
      sql`select title from notifications where user_id = ${manager.id} and title like '%withdrew%'`,
    );
    expect(told.map((row) => row.title)).toEqual([
      'Asha Employee withdrew the timesheet for the week of 2 Feb 2026',
    ]);

    // Its entries can change again, and it can be submitted again.
    const edited = await cell(90);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.total).toBe(90);
    const again = await call(t, employee.cookie, 'POST', '/time/timesheet/submit', { week });
    expect(again.statusCode, again.body).toBe(200);
    expect(weekOf(again.json().data)).toEqual({
      status: 'submitted',
      actions: ['submitted', 'withdrawn', 'submitted'],
    });

    // Nothing to withdraw twice over; an approved week is refused with a clear message.
    const sheetId = again.json().data.id as string;
    expect((await call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/approve`)).statusCode).toBe(
      200,
    );
    const late = await call(t, employee.cookie, 'POST', '/time/timesheet/withdraw', { week });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This week is already approved: ask your manager to reopen it to change its entries',
    );
    const sheet = await call(t, employee.cookie, 'GET', `/time/timesheet?week=${week}`);
    expect(sheet.json().data.status).toBe('approved');
  });

  it('only the owner withdraws: a manager or anyone else cannot; open and returned weeks are refused', async () => {
    const week = '2026-02-09';
    expect((await call(t, employee.cookie, 'POST', '/time/timesheet/submit', { week })).statusCode).toBe(200);
    for (const other of [manager, stranger, org.admin]) {
      const refused = await call(t, other.cookie, 'POST', '/time/timesheet/withdraw', { week });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This week is not submitted, so there is nothing to withdraw');
    }
    const theirs = await call(t, manager.cookie, 'GET', `/time/timesheet?userId=${employee.id}&week=${week}`);
    expect(weekOf(theirs.json().data)).toEqual({ status: 'submitted', actions: ['submitted'] });

    const sheetId = theirs.json().data.id as string;
    const returned = await call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/return`, {
      comment: 'Add Friday',
    });
    expect(returned.statusCode).toBe(200);
    expect((await call(t, employee.cookie, 'POST', '/time/timesheet/withdraw', { week })).statusCode).toBe(
      409,
    );
    const never = await call(t, employee.cookie, 'POST', '/time/timesheet/withdraw', { week: '2026-03-02' });
    expect(never.statusCode).toBe(409);
    const bad = await call(t, employee.cookie, 'POST', '/time/timesheet/withdraw', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.week).toBe('Week is required');
  });

  it('a withdraw racing an approval leaves exactly one of them', async () => {
    for (const week of ['2026-02-16', '2026-02-23', '2026-03-09']) {
      const submitted = await call(t, employee.cookie, 'POST', '/time/timesheet/submit', { week });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const sheetId = submitted.json().data.id as string;
      const [withdraw, approve] = await Promise.all([
        call(t, employee.cookie, 'POST', '/time/timesheet/withdraw', { week }),
        call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/approve`),
      ]);
      expect([withdraw?.statusCode, approve?.statusCode].sort()).toEqual([200, 409]);
      const after = await call(t, employee.cookie, 'GET', `/time/timesheet?week=${week}`);
      expect(weekOf(after.json().data)).toEqual(
        withdraw?.statusCode === 200
          ? { status: 'open', actions: ['submitted', 'withdrawn'] }
          : { status: 'approved', actions: ['submitted', 'approved'] },
      );
    }
  });
});

describe('people whose time one may read', () => {
  it('a lead lists their reporting tree; an employee without reach nobody; View All Tasks everyone', async () => {
    const names = async (account: Account, q = '') => {
      const response = await call(t, account.cookie, 'GET', `/time/people?pageSize=100${q}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((person: { name: string }) => person.name) as string[];
    };
    // A lead without View All Tasks reaches the people below them, however deep.
    const lead = await org.memberWith(['time.track', 'tasks.view']);
    const report = await org.member('Employee', { name: 'Uma Report', managerId: lead.id });
    await org.member('Employee', { name: 'Dev Deeper', managerId: report.id });
    expect(await names(lead)).toEqual(['Dev Deeper', 'Uma Report']);
    expect(await names(lead, '&q=uma')).toEqual(['Uma Report']);
    expect(await names(employee)).toEqual([]);
    expect(await names(stranger)).toEqual([]);
    const everyone = await names(org.admin);
    expect(everyone).toEqual(expect.arrayContaining(['Asha Employee', 'Meera Manager', 'Sam Stranger']));
    expect(everyone).not.toContain(org.admin.name);
  });
});

describe('permissions', () => {
  it('every time route refuses a member without the time permissions', async () => {
    const nobody = await org.memberWith(['tasks.view', 'tasks.view_all']);
    const someId = '00000000-0000-4000-8000-000000000000';
    const bodies: Record<string, unknown> = {
      'POST /api/v1/time/timer': { taskId },
      'POST /api/v1/time/entries': { taskId, date: WEEK, durationMinutes: 10 },
      'PATCH /api/v1/time/entries/:id': { taskId, date: WEEK, durationMinutes: 10 },
      'PUT /api/v1/time/timesheet/cells': { taskId, date: WEEK, minutes: 10 },
      'POST /api/v1/time/timesheet/submit': { week: WEEK },
      'POST /api/v1/time/timesheet/withdraw': { week: WEEK },
      'POST /api/v1/time/timesheet/reopen-request': { week: WEEK },
      'POST /api/v1/time/timesheets/:id/return': { comment: 'Fix Tuesday' },
      'PUT /api/v1/time/rates': { projectId, hourlyRate: 10 },
      'POST /api/v1/time/billing/batches': { customerId, from: WEEK, to: WEEK },
    };
    const query = `?customerId=${customerId}&from=${WEEK}&to=${WEEK}`;
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/v1/time/') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const url = route.url.replace('/api/v1', '').replace(':id', someId);
      const key = `${route.method} ${route.url}`;
      const response = await call(
        t,
        nobody.cookie,
        route.method as 'GET',
        route.method === 'GET' ? `${url}${query}` : url,
        bodies[key] ?? (route.method === 'POST' ? {} : undefined),
      );
      expect(response.statusCode, `${key}: ${response.body}`).toBe(403);
    }
  });
});
