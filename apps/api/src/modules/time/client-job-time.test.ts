/**
 * `client_job_time`, each client job's finished time per person and project (migration 0043), is kept by
 * triggers on time entries and tasks: after every kind of change that moves time into, within or out of a
 * job, and after concurrent ones, it equals a recount of the entries themselves.
 */
import { TIME_ROUNDING_STEPS } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientJobs, clientJobTime, tasks, timeEntries } from '../../db/schema';
import { type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { call } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jobTimeMinutesSql, roundedMinutesSql } from './time.common';

let t: TestApp;
let f: BillingFixture;
let gstJob = '';
let tdsJob = '';
let gstTask = '';
let tdsTask = '';
let plainTask = '';

/** Open weeks, so entries can be changed after they are written. */
const time = (taskId: string, fields: { userId?: string; minutes: number }) =>
  f.time(taskId, { ...fields, status: 'reopened' });

type Row = {
  job: string;
  person: string;
  project: string | null;
  entries: number;
  m: number;
  m6: number;
  m15: number;
};

/** The kept rows (without the zeros left by time that went) and a recount, in one order. */
async function keptAndRecounted() {
  const order = sql`order by 1, 2, 3 nulls first`;
  const kept = await queryRows<Row>(
    t.db,
    sql`select client_job_id as job, user_id as person, project_id as project, entries,
          minutes::int as m, minutes_6::int as m6, minutes_15::int as m15
        from client_job_time where organization_id = ${f.org.orgId} and entries <> 0 ${order}`,
  );
  const recounted = await queryRows<Row>(
    t.db,
    sql`select t.job_id as job, e.user_id as person, t.project_id as project, count(*)::int as entries,
          sum(e.minutes)::int as m, sum(ceil(e.minutes / 6.0) * 6)::int as m6,
          sum(ceil(e.minutes / 15.0) * 15)::int as m15
        from time_entries e join tasks t on t.id = e.task_id
        where e.organization_id = ${f.org.orgId} and t.job_id is not null and e.minutes is not null
        group by 1, 2, 3 ${order}`,
  );
  return { kept, recounted };
}

async function expectKeptEqualsRecount() {
  const { kept, recounted } = await keptAndRecounted();
  expect(kept).toEqual(recounted);
  return kept;
}

const minutesOf = async (job: string) =>
  (await expectKeptEqualsRecount()).filter((row) => row.job === job).reduce((sum, row) => sum + row.m, 0);

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t);
  gstJob = (await f.doneFixedJob(f.gstClient, 500_000)).jobId;
  tdsJob = (await f.doneFixedJob(f.gstClient, 300_000, { serviceName: 'TDS return' })).jobId;
  gstTask = await f.task(f.gstClient, 'File GSTR-3B', { jobId: gstJob });
  tdsTask = await f.task(f.gstClient, 'File 26Q', { jobId: tdsJob });
  plainTask = await f.task(f.gstClient, 'Advice on a notice');
});
afterAll(() => t.close());

describe('client job time', () => {
  it('follows entries written, retyped, moved between tasks and people, and deleted', async () => {
    const first = await time(gstTask, { minutes: 7 });
    await time(gstTask, { userId: f.senior.id, minutes: 50 });
    await time(plainTask, { minutes: 90 });
    expect(await minutesOf(gstJob)).toBe(57);
    // Rounded per entry for each step an organization may choose: 7 → 12 and 15, 50 → 54 and 60.
    const kept = await expectKeptEqualsRecount();
    expect(kept.map((row) => [row.m, row.m6, row.m15]).sort()).toEqual([
      [50, 54, 60],
      [7, 12, 15],
    ]);

    // Several entries in one statement.
    await t.db.insert(timeEntries).values(
      [20, 25].map((minutes) => ({
        organizationId: f.org.orgId,
        userId: f.staff.id,
        taskId: tdsTask,
        entryDate: '2026-11-10',
        typedMinutes: minutes,
      })),
    );
    expect(await minutesOf(tdsJob)).toBe(45);

    await t.db.update(timeEntries).set({ typedMinutes: 31 }).where(eq(timeEntries.id, first));
    expect(await minutesOf(gstJob)).toBe(81);
    // Onto another job's task, then off jobs altogether, then to another person.
    await t.db.update(timeEntries).set({ taskId: tdsTask }).where(eq(timeEntries.id, first));
    expect([await minutesOf(gstJob), await minutesOf(tdsJob)]).toEqual([50, 76]);
    await t.db.update(timeEntries).set({ taskId: plainTask }).where(eq(timeEntries.id, first));
    expect(await minutesOf(tdsJob)).toBe(45);
    await t.db
      .update(timeEntries)
      .set({ taskId: gstTask, userId: f.manager.id })
      .where(eq(timeEntries.id, first));
    expect(await minutesOf(gstJob)).toBe(81);
    // Marking entries billed changes nothing here.
    await t.db.update(timeEntries).set({ note: 'Reviewed' }).where(eq(timeEntries.taskId, gstTask));
    expect(await minutesOf(gstJob)).toBe(81);

    await t.db.delete(timeEntries).where(eq(timeEntries.id, first));
    expect(await minutesOf(gstJob)).toBe(50);
  });

  it('counts a timer once it stops (through the API)', async () => {
    const before = await minutesOf(tdsJob);
    const entriesOf = async () =>
      (await expectKeptEqualsRecount())
        .filter((row) => row.job === tdsJob && row.person === f.staff.id)
        .reduce((sum, row) => sum + row.entries, 0);
    const entries = await entriesOf();
    const started = await call(t, f.staff.cookie, 'POST', '/time/timer', { taskId: tdsTask });
    expect(started.statusCode, started.body).toBe(201);
    expect(await entriesOf()).toBe(entries);
    const stopped = await call(t, f.staff.cookie, 'POST', '/time/timer/stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await entriesOf()).toBe(entries + 1);
    expect(await minutesOf(tdsJob)).toBe(before + stopped.json().data.minutes);
  });

  it("follows a task moved to another job or project, out of its job, deleted, and a job's deletion", async () => {
    const project = await f.ratedProject('GST 2026', f.gstClient, '3000.00');
    const moving = await f.task(f.gstClient, 'Reconcile GSTR-2B', { jobId: gstJob });
    await time(moving, { minutes: 40 });
    await time(moving, { userId: f.senior.id, minutes: 10 });
    const gst = await minutesOf(gstJob);
    const tds = await minutesOf(tdsJob);

    await t.db.update(tasks).set({ jobId: tdsJob }).where(eq(tasks.id, moving));
    expect([await minutesOf(gstJob), await minutesOf(tdsJob)]).toEqual([gst - 50, tds + 50]);
    await t.db.update(tasks).set({ projectId: project }).where(eq(tasks.id, moving));
    const inProject = (await expectKeptEqualsRecount()).filter((row) => row.project === project);
    expect(inProject.reduce((sum, row) => sum + row.m, 0)).toBe(50);
    await t.db.update(tasks).set({ jobId: null }).where(eq(tasks.id, moving));
    expect(await minutesOf(tdsJob)).toBe(tds);
    await t.db.update(tasks).set({ jobId: gstJob }).where(eq(tasks.id, moving));
    expect(await minutesOf(gstJob)).toBe(gst);

    // Deleted with its entries (they go by cascade, after the task).
    await t.db.delete(tasks).where(eq(tasks.id, moving));
    expect(await minutesOf(gstJob)).toBe(gst - 50);

    // A job deleted: its tasks leave it (their job is set to null) and its rows go.
    await t.db.delete(clientJobs).where(eq(clientJobs.id, tdsJob));
    expect(await minutesOf(tdsJob)).toBe(0);
    const left = await queryRows(t.db, sql`select 1 from client_job_time where client_job_id = ${tdsJob}`);
    expect(left).toEqual([]);
    const [task] = await t.db.select({ jobId: tasks.jobId }).from(tasks).where(eq(tasks.id, tdsTask));
    expect(task?.jobId).toBeNull();
  });

  it("answers a job's time at each rounding step as the entries rounded one by one", async () => {
    for (const step of TIME_ROUNDING_STEPS) {
      const [kept] = await queryRows<{ minutes: number }>(
        t.db,
        sql`select sum(${jobTimeMinutesSql(step)})::int as minutes from ${clientJobTime}
            where ${clientJobTime.clientJobId} = ${gstJob}`,
      );
      const [counted] = await queryRows<{ minutes: number }>(
        t.db,
        sql`select sum(${roundedMinutesSql(step)})::int as minutes from ${timeEntries}
            join ${tasks} on ${tasks.id} = ${timeEntries.taskId} and ${tasks.jobId} = ${gstJob}`,
      );
      expect([step, kept?.minutes]).toEqual([step, counted?.minutes]);
    }
  });

  it('stays true under 12 concurrent entries on one job', async () => {
    const before = await minutesOf(gstJob);
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.db.insert(timeEntries).values({
          organizationId: f.org.orgId,
          userId: n % 2 ? f.staff.id : f.senior.id,
          taskId: gstTask,
          entryDate: '2026-11-11',
          typedMinutes: n + 1,
        }),
      ),
    );
    expect(await minutesOf(gstJob)).toBe(before + 78);
  });
});
