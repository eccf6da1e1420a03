/**
 * Issue 30, items 2, 11 and 12: a week locks when it is done (Submit opens on the person's last working
 * day, judged in the organization's zone; a running timer stops at submission; reopening is asked for),
 * a delegation covers timesheets as it covers leave and can follow the approver's own leave, and one
 * "today" (the person's zone, else the organization's) for the timesheet and the Gantt.
 * Every case runs on a fixed clock (only `Date` is faked; the database keeps its own).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holidays, leaveRequests, leaveTypes, projects, timeEntries, users } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let delegate: Account;
let asha: Account;
let ravi: Account;
let nila: Account;
let customerId: string;
let projectId: string;
const taskOf = new Map<string, string>();

/** An instant in the organization's zone (Asia/Kolkata, GMT+5:30). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const at = (instant: Date) => vi.setSystemTime(instant);
const fieldsOf = (response: { json: () => { error: { details?: { fields?: Record<string, string> } } } }) =>
  response.json().error.details?.fields ?? {};
const submit = (who: Account, week: string) =>
  call(t, who.cookie, 'POST', '/time/timesheet/submit', { week });

async function approvedLeave(userId: string, fromDate: string, toDate: string) {
  const [sick] = await t.db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, org.orgId), eq(leaveTypes.name, 'Sick')));
  await t.db.insert(leaveRequests).values({
    organizationId: org.orgId,
    userId,
    leaveTypeId: sick?.id as string,
    fromDate,
    toDate,
    totalDays: 1,
    status: 'Approved',
    reason: 'Fever',
    addressDuringLeave: 'Home',
    emergencyContact: '+91 98450 12345',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Kaveri Associates');
  manager = await org.member('Manager', { name: 'Meera Manager', managerId: org.admin.id });
  delegate = await org.member('Manager', { name: 'Dev Delegate', managerId: org.admin.id });
  asha = await org.member('Employee', { name: 'Asha Employee', managerId: manager.id });
  ravi = await org.member('Employee', { name: 'Ravi Employee', managerId: manager.id });
  nila = await org.member('Employee', { name: 'Nila Employee', managerId: manager.id });
  customerId = await org.customer('Sahyadri Textiles');
  const [project] = await t.db
    .insert(projects)
    .values({
      organizationId: org.orgId,
      key: 'AUD',
      name: 'Audit',
      customerId,
      leadId: manager.id,
      startDate: '2025-01-01',
      targetEndDate: '2031-12-31',
    })
    .returning({ id: projects.id });
  projectId = project?.id as string;
  for (const person of [asha, ravi, nila]) {
    const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      projectId,
      assigneeId: person.id,
      title: 'Fieldwork',
      dueDate: '2031-05-20',
    });
    expect(task.statusCode, task.body).toBe(201);
    taskOf.set(person.id, task.json().data.id);
  }
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('a week locks when it is done (item 2)', () => {
  const week = '2025-11-24'; // Monday; Friday 28 Nov is the last working day, Sunday 30 Nov ends it

  it('Submit opens on the last working day in the organization’s zone: refused at 23:50 the day before, open at 00:10', async () => {
    at(ist('2025-11-27', '23:50'));
    const sheet = await call(t, asha.cookie, 'GET', `/time/timesheet?week=${week}`);
    expect(sheet.json().data.submitOpensOn).toBe('2025-11-28');
    const early = await submit(asha, week);
    expect(early.statusCode, early.body).toBe(400);
    expect(fieldsOf(early)).toEqual({
      week: 'Submit opens on Fri, 28 Nov 2025, your last working day of this week',
    });
    expect(early.json().message).toBe('Submit opens on Fri, 28 Nov 2025, your last working day of this week');

    // 00:10 on Friday in Kolkata is still Thursday 18:40 in UTC, the server's zone.
    at(ist('2025-11-28', '00:10'));
    const onTime = await submit(asha, week);
    expect(onTime.statusCode, onTime.body).toBe(200);
    expect(onTime.json().data).toMatchObject({ status: 'submitted', isLocked: true });
  });

  it('on Sunday, the week’s last day, Submit is open', async () => {
    at(ist('2025-11-30', '23:50'));
    expect((await submit(ravi, week)).statusCode).toBe(200);
  });

  it('with approved leave on the Friday, Submit opens on Thursday', async () => {
    await approvedLeave(nila.id, '2025-11-28', '2025-11-28');
    at(ist('2025-11-26', '23:50'));
    const sheet = await call(t, nila.cookie, 'GET', `/time/timesheet?week=${week}`);
    expect(sheet.json().data.submitOpensOn).toBe('2025-11-27');
    const early = await submit(nila, week);
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early).week).toBe('Submit opens on Thu, 27 Nov 2025, your last working day of this week');
    at(ist('2025-11-27', '00:10'));
    expect((await submit(nila, week)).statusCode).toBe(200);
  });

  it('with holidays on Thursday 1 and Friday 2 January, Submit opens on 31 December', async () => {
    const yearEnd = '2025-12-29';
    await t.db.insert(holidays).values([
      { organizationId: org.orgId, date: '2026-01-01', name: 'New Year' },
      { organizationId: org.orgId, date: '2026-01-02', name: 'Bridge day' },
    ]);
    at(ist('2025-12-30', '23:50'));
    const early = await submit(asha, yearEnd);
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early).week).toBe('Submit opens on Wed, 31 Dec 2025, your last working day of this week');
    at(ist('2025-12-31', '00:10'));
    const sheet = await call(t, asha.cookie, 'GET', `/time/timesheet?week=${yearEnd}`);
    expect(sheet.json().data.submitOpensOn).toBe('2025-12-31');
    expect((await submit(asha, yearEnd)).statusCode).toBe(200);
  });

  it('a timer running at submission stops then, with a notice; Start timer is then refused and reopening can be asked for', async () => {
    const lockWeek = '2025-12-08';
    const taskId = taskOf.get(ravi.id) as string;
    const [running] = await t.db
      .insert(timeEntries)
      .values({
        organizationId: org.orgId,
        userId: ravi.id,
        taskId,
        entryDate: '2025-12-12',
        startedAt: ist('2025-12-12', '17:00'),
        isBillable: true,
      })
      .returning({ id: timeEntries.id });
    at(ist('2025-12-12', '18:30'));
    const submitted = await submit(ravi, lockWeek);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [entry] = await t.db
      .select({ endedAt: timeEntries.endedAt })
      .from(timeEntries)
      .where(eq(timeEntries.id, running?.id as string));
    expect(entry?.endedAt?.toISOString()).toBe(ist('2025-12-12', '18:30').toISOString());
    expect((await call(t, ravi.cookie, 'GET', '/time/timer')).json().data).toBeNull();
    const notices = await queryRows<{ title: string; link: string }>(
      t.db,
      sql`select title, link from notifications where user_id = ${ravi.id} and kind = 'timer_running_long'`,
    );
    expect(notices).toEqual([
      {
        title: expect.stringMatching(
          /^Your timer on .+ Fieldwork was stopped when you submitted the week of 8 Dec 2025$/,
        ),
        link: `/app/time?week=${lockWeek}`,
      },
    ]);

    // The rest of the day is in a submitted week: the refusal says so, and the person asks to reopen it.
    at(ist('2025-12-12', '19:00'));
    const refused = await call(t, ravi.cookie, 'POST', '/time/timer', { taskId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/submitted or approved/);

    const asked = await call(t, ravi.cookie, 'POST', '/time/timesheet/reopen-request', {
      week: lockWeek,
      reason: 'Client call on Friday evening',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.reopenRequest).toEqual({
      at: ist('2025-12-12', '19:00').toISOString(),
      reason: 'Client call on Friday evening',
    });
    const told = async () =>
      queryRows<{ title: string; body: string | null; link: string }>(
        t.db,
        sql`select title, body, link from notifications where user_id = ${manager.id} and title like '%asks to reopen%'`,
      );
    expect(await told()).toEqual([
      {
        title: 'Ravi Employee asks to reopen the timesheet for the week of 8 Dec 2025',
        body: 'Client call on Friday evening',
        link: `/app/time/team?week=${lockWeek}&user=${ravi.id}`,
      },
    ]);
    // Asking again while the request waits tells no one twice.
    expect(
      (await call(t, ravi.cookie, 'POST', '/time/timesheet/reopen-request', { week: lockWeek })).statusCode,
    ).toBe(200);
    expect(await told()).toHaveLength(1);

    // The manager sees the request and answers it by returning the week.
    const seen = await call(t, manager.cookie, 'GET', `/time/timesheet?userId=${ravi.id}&week=${lockWeek}`);
    expect(seen.json().data).toMatchObject({
      canDecide: true,
      reopenRequest: { reason: 'Client call on Friday evening' },
    });
    const returned = await call(t, manager.cookie, 'POST', `/time/timesheets/${seen.json().data.id}/return`, {
      comment: 'Add the call',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data).toMatchObject({ status: 'returned', reopenRequest: null });
  });

  // Two connections are needed for a race: PGlite answers one query at a time.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a timer started at the moment its week is submitted never runs inside the submitted week',
    async () => {
      // Signed in on the real clock, as the accounts made before the clock stopped.
      vi.useRealTimers();
      const racer = await org.member('Employee', { name: 'Rita Racer', managerId: manager.id });
      vi.useFakeTimers({ toFake: ['Date'] });
      const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
        customerId,
        projectId,
        assigneeId: racer.id,
        title: 'Racing fieldwork',
        dueDate: '2031-05-20',
      });
      const taskId = task.json().data.id as string;
      for (let week = 0; week < 8; week++) {
        const monday = new Date(Date.UTC(2026, 2, 2 + week * 7)).toISOString().slice(0, 10);
        const friday = new Date(Date.UTC(2026, 2, 6 + week * 7)).toISOString().slice(0, 10);
        at(ist(friday, '18:00'));
        const [timer, submitted] = await Promise.all([
          call(t, racer.cookie, 'POST', '/time/timer', { taskId }),
          submit(racer, monday),
        ]);
        expect(submitted.statusCode, submitted.body).toBe(200);
        expect([201, 409], timer.body).toContain(timer.statusCode);
      }
      const inLockedWeeks = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from time_entries e join timesheets s on s.user_id = e.user_id
          and s.week_start = e.entry_date - (extract(isodow from e.entry_date)::int - 1)
          where e.user_id = ${racer.id} and s.status = 'submitted' and e.started_at is not null and e.ended_at is null`,
      );
      expect(inLockedWeeks[0]?.n).toBe(0);
    },
  );

  it('an open week needs no reopening: asking is refused with a clear message', async () => {
    at(ist('2025-12-17', '10:00'));
    const open = await call(t, asha.cookie, 'POST', '/time/timesheet/reopen-request', { week: '2025-12-15' });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('This week is open: you can change its entries without asking');
    const badWeek = await call(t, asha.cookie, 'POST', '/time/timesheet/reopen-request', { week: 'soon' });
    expect(badWeek.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(badWeek))).toEqual(['week']);
  });
});

describe('a delegation covers timesheets (item 11)', () => {
  const week = '2026-02-02';

  it('while the approver is away, their delegate is told of a submitted week and decides it; before, they cannot', async () => {
    at(ist('2026-02-06', '17:00'));
    const submitted = await submit(asha, week);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheetId = submitted.json().data.id as string;
    // Not their report: refused (403 within their task reach, 404 outside it).
    expect([403, 404]).toContain(
      (await call(t, delegate.cookie, 'POST', `/time/timesheets/${sheetId}/approve`)).statusCode,
    );
    await call(t, asha.cookie, 'POST', '/time/timesheet/withdraw', { week });

    const away = await call(t, manager.cookie, 'PUT', '/leave/away', {
      awayFrom: '2026-02-05',
      awayTo: '2026-02-10',
      delegateId: delegate.id,
    });
    expect(away.statusCode, away.body).toBe(200);
    expect((await submit(asha, week)).statusCode).toBe(200);
    const told = await queryRows<{ link: string }>(
      t.db,
      sql`select link from notifications where user_id = ${delegate.id} and kind = 'timesheet_submitted'`,
    );
    expect(told).toEqual([{ link: `/app/time/team?week=${week}&user=${asha.id}` }]);

    const team = await call(t, delegate.cookie, 'GET', `/time/team-timesheets?week=${week}`);
    expect(team.json().data.map((row: { user: { id: string } }) => row.user.id)).toContain(asha.id);
    const sheet = await call(t, delegate.cookie, 'GET', `/time/timesheet?userId=${asha.id}&week=${week}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().data.canDecide).toBe(true);
    const approved = await call(t, delegate.cookie, 'POST', `/time/timesheets/${sheetId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [decided] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from notifications where user_id = ${asha.id} and kind = 'timesheet_decided' order by created_at desc limit 1`,
    );
    expect(decided?.title).toBe(
      'Your timesheet for the week of 2 Feb 2026 was approved by Dev Delegate for Meera Manager',
    );

    // Once the away dates are over, the delegate decides nothing more.
    at(ist('2026-02-11', '00:10'));
    expect([403, 404]).toContain(
      (await call(t, delegate.cookie, 'POST', `/time/timesheets/${sheetId}/reopen`)).statusCode,
    );
    await call(t, manager.cookie, 'PUT', '/leave/away', { awayFrom: null, awayTo: null, delegateId: null });
  });

  it('a delegation that follows the approver’s own leave runs on its days without dates of its own', async () => {
    const leaveWeek = '2026-03-02';
    const set = await call(t, manager.cookie, 'PUT', '/leave/away', {
      awayFrom: null,
      awayTo: null,
      delegateId: delegate.id,
      followsOwnLeave: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ followsOwnLeave: true, delegate: { id: delegate.id } });
    await approvedLeave(manager.id, '2026-03-06', '2026-03-09');

    at(ist('2026-03-05', '23:50'));
    // Submit opens on Friday: Thursday evening it is refused; the week is Ravi's.
    expect((await submit(ravi, leaveWeek)).statusCode).toBe(400);
    at(ist('2026-03-06', '00:10'));
    const submitted = await submit(ravi, leaveWeek);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheetId = submitted.json().data.id as string;
    // Friday, a day of the manager's approved leave: the delegate decides.
    expect((await call(t, delegate.cookie, 'POST', `/time/timesheets/${sheetId}/approve`)).statusCode).toBe(
      200,
    );
    // The day after the leave, the delegation does not run.
    at(ist('2026-03-10', '09:00'));
    expect([403, 404]).toContain(
      (await call(t, delegate.cookie, 'POST', `/time/timesheets/${sheetId}/reopen`)).statusCode,
    );
    expect((await call(t, manager.cookie, 'POST', `/time/timesheets/${sheetId}/reopen`)).statusCode).toBe(
      200,
    );
    await call(t, manager.cookie, 'PUT', '/leave/away', { awayFrom: null, awayTo: null, delegateId: null });
  });

  it('the same delegation decides leave steps on the days of the approver’s own leave', async () => {
    at(ist('2026-04-06', '10:00'));
    await approvedLeave(manager.id, '2026-04-06', '2026-04-07');
    const [annual] = await t.db
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.organizationId, org.orgId), eq(leaveTypes.name, 'Annual')));
    const applied = await call(t, asha.cookie, 'POST', '/leave/requests', {
      leaveTypeId: annual?.id,
      fromDate: '2026-04-20',
      toDate: '2026-04-20',
      reason: 'Family wedding',
      addressDuringLeave: '12 MG Road, Mysuru',
      emergencyContact: '+91 98450 12345',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const requestId = applied.json().data.id as string;
    const pendingFor = async (who: Account) =>
      (await call(t, who.cookie, 'GET', '/leave/requests/pending'))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await pendingFor(delegate)).not.toContain(requestId);
    await call(t, manager.cookie, 'PUT', '/leave/away', { delegateId: delegate.id, followsOwnLeave: true });
    expect(await pendingFor(delegate)).toContain(requestId);
    const approved = await call(t, delegate.cookie, 'POST', `/leave/requests/${requestId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.steps[0]).toMatchObject({
      decidedBy: { id: delegate.id },
      onBehalfOf: { id: manager.id },
    });
    await call(t, manager.cookie, 'PUT', '/leave/away', { awayFrom: null, awayTo: null, delegateId: null });
  });

  it('following one’s own leave needs a delegate', async () => {
    const refused = await call(t, manager.cookie, 'PUT', '/leave/away', { followsOwnLeave: true });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ delegateId: 'Choose a delegate while you are away' });
  });
});

describe('one "today" (item 12)', () => {
  it('the current week and the Gantt’s today follow the organization’s zone, not the server’s, on Sunday and Monday', async () => {
    // Sunday 23:50 in Kolkata: still the week of 24 November.
    at(ist('2025-11-30', '23:50'));
    expect((await call(t, asha.cookie, 'GET', '/time/timesheet')).json().data.weekStart).toBe('2025-11-24');
    // Monday 00:10 in Kolkata is Sunday 18:40 in UTC: a new week, and today is the 1st.
    at(ist('2025-12-01', '00:10'));
    expect((await call(t, asha.cookie, 'GET', '/time/timesheet')).json().data.weekStart).toBe('2025-12-01');
    const gantt = await call(t, org.admin.cookie, 'GET', `/projects/${projectId}/gantt`);
    expect(gantt.statusCode, gantt.body).toBe(200);
    expect(gantt.json().data.today).toBe('2025-12-01');
  });

  it('a person with their own zone has their own today', async () => {
    await t.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, nila.id));
    at(ist('2025-12-01', '00:10')); // 13:40 on Sunday in New York
    expect((await call(t, nila.cookie, 'GET', '/time/timesheet')).json().data.weekStart).toBe('2025-11-24');
    at(ist('2025-12-01', '11:00')); // 00:30 on Monday in New York
    expect((await call(t, nila.cookie, 'GET', '/time/timesheet')).json().data.weekStart).toBe('2025-12-01');
  });
});
