/**
 * The job generator (issue 40, items 3 and 4; decision 043): each client service's jobs whose time has
 * come, with their step tasks dated from the job date, made once per period however many runs race, and
 * a job's state following its tasks.
 */
import type { JobDateRule } from '@taskflow/shared';
import { and, asc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientServices,
  holidays,
  jobs,
  serviceSteps,
  services,
  tasks,
  users,
} from '../../db/schema';
import { runDueJobs, runJobNow, scheduleJob } from '../../lib/jobs';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';
import { generateJobs } from './generate-jobs';
import {
  ANALYZE_AFTER_TASKS,
  GENERATE_JOBS_JOB,
  needsAnalyze,
  nextPageOf,
  refreshStatistics,
  requestGeneration,
} from './generation.jobs';

let t: TestApp;
let acme: OrganizationFixture;
let manager: Awaited<ReturnType<OrganizationFixture['member']>>;
let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisors LLP');
  manager = await acme.member('Manager', { name: 'Meera Manager' });
  preparer = await acme.member('Employee', { name: 'Priya Preparer', managerId: manager.id });
});
afterAll(() => t.close());

const GSTR3B: JobDateRule = { kind: 'day_after_period', day: 20, monthsAfter: 1 };

/** A service with its steps, as the services module stores them. */
async function service(
  name: string,
  options: {
    frequency?: string;
    rule?: JobDateRule;
    leadDays?: number;
    steps: {
      title: string;
      rule?: string;
      assigneeId?: string;
      due: number;
      dueUnit?: string;
      start?: number;
    }[];
  },
) {
  const [row] = await t.db
    .insert(services)
    .values({
      organizationId: acme.orgId,
      name,
      namePattern: `${name} – {period}`,
      frequency: options.frequency ?? 'monthly',
      jobDateRule: options.rule ?? GSTR3B,
      leadDays: options.leadDays ?? 0,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('No service');
  await t.db.insert(serviceSteps).values(
    options.steps.map((step, position) => ({
      organizationId: acme.orgId,
      serviceId: row.id,
      position,
      title: step.title,
      assigneeRule: step.rule ?? 'responsible',
      assigneeId: step.assigneeId ?? null,
      estimateHours: '1.50',
      startOffset: step.start ?? step.due,
      startUnit: step.dueUnit ?? 'days',
      dueOffset: step.due,
      dueUnit: step.dueUnit ?? 'days',
    })),
  );
  return row.id;
}

async function apply(serviceId: string, customerId: string, startsOn: string) {
  const [row] = await t.db
    .insert(clientServices)
    .values({ organizationId: acme.orgId, customerId, serviceId, startsOn, createdById: acme.admin.id })
    .returning({ id: clientServices.id });
  if (!row) throw new Error('No client service');
  return row.id;
}

const generate = (today: string, db: Db = t.db) =>
  db.transaction((tx) => generateJobs(tx, acme.orgId, { today }));

const jobsOf = (clientServiceId: string) =>
  t.db
    .select()
    .from(clientJobs)
    .where(eq(clientJobs.clientServiceId, clientServiceId))
    .orderBy(asc(clientJobs.periodKey));

const tasksOf = (jobId: string) =>
  t.db
    .select({
      id: tasks.id,
      title: tasks.title,
      assigneeId: tasks.assigneeId,
      startDate: tasks.startDate,
      dueDate: tasks.dueDate,
      customerId: tasks.customerId,
      estimateHours: tasks.estimateHours,
    })
    .from(tasks)
    .where(eq(tasks.jobId, jobId))
    .orderBy(asc(tasks.dueDate));

describe('generating jobs', () => {
  it('makes the periods whose time has come, each with its steps dated from the job date', async () => {
    const client = await acme.customer('Sharma Traders');
    await t.db.execute(sql`update customers set responsible_id = ${preparer.id} where id = ${client}`);
    const gst = await service('GSTR-3B', {
      leadDays: 10,
      steps: [
        { title: 'Collect sales register', due: -10 },
        { title: 'File return', due: -2, dueUnit: 'working_days', start: -4 },
      ],
    });
    const applied = await apply(gst, client, '2026-09-15');

    // 28 Nov 2026: September (due 20 Oct) and October (due 20 Nov) have come; November's job (due 20 Dec)
    // appears on 30 Nov (its first step, 10 Dec, less 10 days).
    const first = await generate('2026-11-28');
    expect(first.jobsCreated).toBe(2);
    const made = await jobsOf(applied);
    expect(made.map((job) => [job.periodKey, job.jobDate, job.title, job.state])).toEqual([
      ['2026-09', '2026-10-20', 'GSTR-3B – Sep 2026', 'not_started'],
      ['2026-10', '2026-11-20', 'GSTR-3B – Oct 2026', 'not_started'],
    ]);
    const october = made[1];
    if (!october) throw new Error('No October job');
    const steps = await tasksOf(october.id);
    // 20 Nov 2026 is a Friday: two working days before is Wednesday 18th, four Monday 16th.
    expect(steps.map((step) => [step.title, step.startDate, step.dueDate, step.assigneeId])).toEqual([
      ['GSTR-3B – Oct 2026: Collect sales register', '2026-11-10', '2026-11-10', preparer.id],
      ['GSTR-3B – Oct 2026: File return', '2026-11-16', '2026-11-18', preparer.id],
    ]);
    expect(steps.every((step) => step.customerId === client && step.estimateHours === '1.50')).toBe(true);

    expect((await generate('2026-11-29')).jobsCreated).toBe(0);
    expect((await generate('2026-11-30')).jobsCreated).toBe(1);
    expect((await jobsOf(applied)).map((job) => job.periodKey)).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('follows the assignee rules: a named member, their manager, the client service, and falls back to its creator', async () => {
    const client = await acme.customer('Kulkarni & Sons');
    const audit = await service('Stock audit', {
      frequency: 'quarterly',
      rule: { kind: 'day_after_period', day: 15, monthsAfter: 1 },
      steps: [
        { title: 'Count', rule: 'member', assigneeId: preparer.id, due: -5 },
        { title: 'Review', rule: 'member_manager', assigneeId: preparer.id, due: 0 },
        { title: 'Sign', due: 0 },
      ],
    });
    const applied = await apply(audit, client, '2026-07-01');
    await generate('2026-11-28');
    const [job] = await jobsOf(applied);
    expect(job?.title).toBe('Stock audit – Q2 FY 2026-27');
    expect(job?.jobDate).toBe('2026-10-15');
    const steps = await tasksOf(job?.id ?? '');
    // No responsible member on the client: the person who applied the service does the third step.
    expect(steps.map((step) => step.assigneeId)).toEqual([preparer.id, manager.id, acme.admin.id]);

    await t.db.update(clientServices).set({ assigneeId: manager.id }).where(eq(clientServices.id, applied));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, preparer.id));
    try {
      await generate('2027-01-20');
      const [, q3] = await jobsOf(applied);
      const q3Steps = await tasksOf(q3?.id ?? '');
      // The named member left: their steps go to the client service's assignee's chain's fallbacks.
      expect(q3Steps.map((step) => step.assigneeId)).toEqual([acme.admin.id, manager.id, manager.id]);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, preparer.id));
    }
  });

  it('makes each job once when generators race, on one process or two', async () => {
    const gst = await service('GSTR-1', { steps: [{ title: 'File', due: -9 }] });
    const clients = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => acme.customer(`${name} Exports`)),
    );
    const applied = await Promise.all(clients.map((client) => apply(gst, client, '2026-08-01')));
    const second = await secondAppOnSameDatabase(t);
    try {
      const runs = await Promise.all([
        generate('2026-11-28'),
        generate('2026-11-28'),
        generate('2026-11-28', second.app.db),
      ]);
      // Between them they made every job once: 4 clients × 3 months.
      expect(runs.reduce((sum, run) => sum + run.jobsCreated, 0)).toBe(12);
    } finally {
      await second.close();
    }
    for (const clientService of applied) {
      const made = await jobsOf(clientService);
      expect(made.map((job) => job.periodKey)).toEqual(['2026-08', '2026-09', '2026-10']);
      for (const job of made) expect(await tasksOf(job.id)).toHaveLength(1);
    }
  });

  it('moves a date off a holiday when the rule says so', async () => {
    await t.db
      .insert(holidays)
      .values({ organizationId: acme.orgId, date: '2027-01-26', name: 'Republic Day' });
    const tds = await service('TDS payment', {
      rule: { kind: 'day_after_period', day: 26, monthsAfter: 1, adjust: 'next_working_day' },
      steps: [{ title: 'Pay', due: 0 }],
    });
    const applied = await apply(tds, await acme.customer('Iyer Textiles'), '2026-12-01');
    await generate('2027-01-27');
    expect((await jobsOf(applied)).map((job) => job.jobDate)).toEqual(['2027-01-27']);
  });
});

describe('a job follows its tasks', () => {
  it('is in progress once a step starts, done when all are, and back in progress when one reopens', async () => {
    const returns = await service('ITR', {
      frequency: 'yearly',
      rule: { kind: 'fixed_date', month: 7, day: 31 },
      steps: [
        { title: 'Prepare', due: -10 },
        { title: 'File', due: 0 },
      ],
    });
    const applied = await apply(returns, await acme.customer('Nair Family HUF'), '2025-06-01');
    await generate('2026-08-01');
    const [job] = await jobsOf(applied);
    expect(job?.title).toBe('ITR – FY 2025-26');
    const [prepare, file] = await tasksOf(job?.id ?? '');
    const state = async () => (await jobsOf(applied))[0];
    const move = (taskId: string | undefined, status: string) =>
      call(t, acme.admin.cookie, 'PATCH', `/tasks/${taskId}`, { status });

    expect((await move(prepare?.id, 'In Progress')).statusCode).toBe(200);
    expect((await state())?.state).toBe('in_progress');
    await move(prepare?.id, 'Completed');
    await move(file?.id, 'Completed');
    expect(await state()).toMatchObject({ state: 'done' });
    expect((await state())?.completedAt).toBeInstanceOf(Date);
    await move(file?.id, 'Pending');
    expect(await state()).toMatchObject({ state: 'in_progress', completedAt: null });
  });
});

describe('when the queue runs it', () => {
  it("turns the day at midnight in the organization's zone, not the server's", async () => {
    const gst = await service('PT return', {
      rule: { kind: 'day_after_period', day: 5, monthsAfter: 1 },
      steps: [{ title: 'File', due: 0 }],
    });
    const applied = await apply(gst, await acme.customer('Patel Pharma'), '2026-11-01');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:50 on 4 Dec in Kolkata (18:20 UTC): November's job (due 5 Dec) has not come.
      vi.setSystemTime(new Date('2026-12-04T18:20:00Z'));
      await t.db.transaction((tx) => generateJobs(tx, acme.orgId));
      expect(await jobsOf(applied)).toHaveLength(0);
      // 00:10 on 5 Dec in Kolkata (18:40 UTC on the 4th): it has.
      vi.setSystemTime(new Date('2026-12-04T18:40:00Z'));
      await t.db.transaction((tx) => generateJobs(tx, acme.orgId));
      expect((await jobsOf(applied)).map((job) => job.periodKey)).toEqual(['2026-11']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a requested generation, and goes through client services a page at a time', async () => {
    const fresh = await newOrganization(t, 'Paged Firm LLP');
    const [row] = await t.db
      .insert(services)
      .values({
        organizationId: fresh.orgId,
        name: 'Incorporation',
        namePattern: 'Incorporation of {client}',
        frequency: 'one_off',
        jobDateRule: { kind: 'day_after_period', day: 10, monthsAfter: 0 },
      })
      .returning({ id: services.id });
    await t.db
      .insert(serviceSteps)
      .values({ organizationId: fresh.orgId, serviceId: row?.id ?? '', title: 'File', dueOffset: 0 });
    const customers = await Promise.all(Array.from({ length: 5 }, (_, n) => fresh.customer(`Client ${n}`)));
    await t.db.insert(clientServices).values(
      customers.map((customerId) => ({
        organizationId: fresh.orgId,
        customerId,
        serviceId: row?.id ?? '',
        startsOn: '2025-01-03',
        createdById: fresh.admin.id,
      })),
    );
    const count = async () =>
      (
        await t.db
          .select({ count: sql<number>`count(*)::int` })
          .from(clientJobs)
          .where(eq(clientJobs.organizationId, fresh.orgId))
      )[0]?.count;

    const page = (cursor: string | null) =>
      t.db.transaction((tx) => generateJobs(tx, fresh.orgId, { cursor, limit: 2, today: '2025-02-01' }));
    const first = await page(null);
    expect([first.jobsCreated, await count()]).toEqual([2, 2]);
    const second = await page(first.nextCursor);
    const third = await page(second.nextCursor);
    expect(third.nextCursor).toBeNull();
    expect(await count()).toBe(5);
    expect((await page(null)).jobsCreated).toBe(0);

    // Through the queue: a newly applied client is picked up by a requested run.
    await t.db.insert(clientServices).values({
      organizationId: fresh.orgId,
      customerId: await fresh.customer('Client 5'),
      serviceId: row?.id ?? '',
      startsOn: '2025-01-03',
      createdById: fresh.admin.id,
    });
    await requestGeneration(t.db, fresh.orgId);
    // Asked again before it ran (a second service applied): one run is left, not two over the same rows.
    await requestGeneration(t.db, fresh.orgId);
    const pending = await t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, GENERATE_JOBS_JOB),
          isNull(jobs.completedAt),
          like(jobs.key, `%${fresh.orgId}:now:%`),
        ),
      );
    expect(pending).toHaveLength(1);
    await runDueJobs({ ...t.app, db: t.db });
    expect(await count()).toBe(6);
  });
});

describe('a run of any length', () => {
  it("keeps its pages' keys one size, so the queue takes its 100th page as its second", async () => {
    const orgId = acme.orgId;
    const first = `services-generate:${orgId}:now:1:abc`;
    let last = nextPageOf({ key: first, payload: { orgId, cursor: null } }, crypto.randomUUID(), 0);
    const lengths = new Set([last.key.length]);
    for (let n = 1; n < 100; n++) {
      last = nextPageOf(last, crypto.randomUUID(), n);
      lengths.add(last.key.length);
    }
    expect(lengths.size).toBe(1);
    expect(last.key).toBe(`${first}:after:${last.payload.cursor}`);
    expect(last.payload).toMatchObject({ orgId, unanalyzed: 99, runKey: first });
    // Nested, the 100th page's key was 4,300 characters: past what the unique index on keys can hold.
    await scheduleJob(t.db, { ...last, runAt: new Date('2099-01-01T00:00:00Z') });
    const [queued] = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.key, last.key));
    expect(queued?.payload).toMatchObject({ cursor: last.payload.cursor });
  });
});

describe("a big run brings PostgreSQL's statistics up to date", () => {
  it('analyzes after every ANALYZE_AFTER_TASKS tasks made, and at the end of a run of 1,000 or more', async () => {
    const every = ANALYZE_AFTER_TASKS;
    expect([needsAnalyze(every - 1, false), needsAnalyze(every, false)]).toEqual([false, true]);
    expect([needsAnalyze(999, true), needsAnalyze(1000, true), needsAnalyze(1000, false)]).toEqual([
      false,
      true,
      every <= 1000,
    ]);
    const analyzed = async () => {
      const result = (await t.db.execute(
        sql`select analyze_count::int as n from pg_stat_user_tables where relname = 'client_jobs'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };
    const before = await analyzed();
    await t.db.transaction((tx) => refreshStatistics(tx));
    await expect.poll(analyzed, { timeout: 10_000 }).toBeGreaterThan(before);
  });

  it("analyzes after the page's commit, not while it holds the firm's task counter", async () => {
    const fresh = await newOrganization(t, 'Analyze After Commit LLP');
    const key = `${GENERATE_JOBS_JOB}:${fresh.orgId}:analyze-test`;
    // The run's earlier pages made enough tasks: this page brings the statistics up to date.
    await scheduleJob(t.db, {
      kind: GENERATE_JOBS_JOB,
      key,
      runAt: new Date(),
      payload: { orgId: fresh.orgId, cursor: null, unanalyzed: ANALYZE_AFTER_TASKS },
    });
    const [job] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, key));
    const recorded = recordingStatements(t.db);
    expect(await runJobNow({ ...t.app, db: recorded.db }, job?.id ?? '')).toBe(true);
    const analyzes = recorded.statements.filter((statement) => /^\s*analyze\b/i.test(statement.text));
    expect(analyzes.map((statement) => statement.inTransaction)).toEqual([false]);
  });
});

/**
 * `db` whose `execute` calls are recorded with whether they ran inside one of its transactions: to tell
 * work done in a job's transaction from work done after its commit.
 */
function recordingStatements(db: Db) {
  const statements: { text: string; inTransaction: boolean }[] = [];
  const dialect = new PgDialect();
  const wrap = (target: Db, inTransaction: boolean): Db =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'execute')
          return (query: SQL) => {
            statements.push({ text: dialect.sqlToQuery(query).sql, inTransaction });
            return object.execute(query);
          };
        if (property === 'transaction')
          return (work: (tx: Db) => Promise<unknown>) =>
            object.transaction((tx) => work(wrap(tx as unknown as Db, true)));
        const value: unknown = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return { db: wrap(db, false), statements };
}
