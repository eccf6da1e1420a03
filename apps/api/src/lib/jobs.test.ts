import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { openDatabase } from '../db/client';
import { jobs, notifications } from '../db/schema';
import { api, hoursFromNow } from '../modules/events/events.fixtures';
import { withDatabase } from '../test/global-setup';
import { newOrganization } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  AFTER_COMMIT_AT_ONCE,
  cancelJobs,
  defineJobHandler,
  JOB_MAX_ATTEMPTS,
  runDueJobs,
  scheduleJob,
  scheduleJobs,
  startJobWorker,
} from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ran: string[] = [];
defineJobHandler('test_record', async (_deps, job) => {
  ran.push(String(job.payload.name));
});
/** Queues its next page for now until the last, as the job generator does. */
defineJobHandler('test_pages', async (deps, job) => {
  const page = Number(job.payload.page);
  ran.push(`page ${page}`);
  if (page < 3)
    await scheduleJob(deps.db, {
      kind: 'test_pages',
      key: `test:pages:${page + 1}`,
      runAt: new Date(),
      payload: { page: page + 1 },
    });
});
defineJobHandler('test_fail', async () => {
  throw new Error('The mail server is on fire');
});

const past = () => new Date(Date.now() - 1000);
const jobByKey = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe('scheduleJob and cancelJobs', () => {
  it('keeps one job per key: scheduling again moves a pending job', async () => {
    const later = new Date(Date.now() + 3600_000);
    await scheduleJob(t.db, { kind: 'test_record', key: 'test:a', runAt: later, payload: { name: 'first' } });
    const evenLater = new Date(Date.now() + 7200_000);
    await scheduleJob(t.db, {
      kind: 'test_record',
      key: 'test:a',
      runAt: evenLater,
      payload: { name: 'second' },
    });
    const rows = await t.db.select().from(jobs).where(eq(jobs.key, 'test:a'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ runAt: evenLater, payload: { name: 'second' }, completedAt: null });
  });

  it('scheduleJobs queues many in one statement, each moving its own pending key as scheduleJob does', async () => {
    const later = new Date(Date.now() + 3600_000);
    await scheduleJob(t.db, {
      kind: 'test_record',
      key: 'test:bulk:1',
      runAt: later,
      payload: { name: 'old' },
    });
    const evenLater = new Date(Date.now() + 7200_000);
    await scheduleJobs(t.db, [
      { kind: 'test_record', key: 'test:bulk:1', runAt: evenLater, payload: { name: 'one' } },
      { kind: 'test_record', key: 'test:bulk:2', runAt: later, payload: { name: 'two' } },
    ]);
    const rows = await t.db.select().from(jobs).where(sql`${jobs.key} like 'test:bulk:%'`).orderBy(jobs.key);
    expect(rows.map((row) => [row.key, row.runAt, row.payload])).toEqual([
      ['test:bulk:1', evenLater, { name: 'one' }],
      ['test:bulk:2', later, { name: 'two' }],
    ]);
  });

  it('runs a due job once, and re-arms a completed one only for a time still ahead', async () => {
    await scheduleJob(t.db, { kind: 'test_record', key: 'test:b', runAt: past(), payload: { name: 'b' } });
    ran.length = 0;
    await runDueJobs(t.app);
    await runDueJobs(t.app);
    expect(ran).toEqual(['b']);
    expect((await jobByKey('test:b'))?.completedAt).not.toBeNull();

    // A past time again (e.g. an event edited after its reminder went out): stays done.
    await scheduleJob(t.db, { kind: 'test_record', key: 'test:b', runAt: past(), payload: { name: 'b' } });
    await runDueJobs(t.app);
    expect(ran).toEqual(['b']);
    // Moved into the future: pending again.
    await scheduleJob(t.db, { kind: 'test_record', key: 'test:b', runAt: new Date(Date.now() + 60_000) });
    expect((await jobByKey('test:b'))?.completedAt).toBeNull();
  });

  it('runs in the same poll the jobs a job queued for now (pages follow each other without a wait)', async () => {
    await scheduleJob(t.db, { kind: 'test_pages', key: 'test:pages:1', runAt: past(), payload: { page: 1 } });
    ran.length = 0;
    expect(await runDueJobs(t.app)).toBe(3);
    expect(ran).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('cancels the pending jobs of a key prefix, taking % and _ literally', async () => {
    const soon = new Date(Date.now() + 60_000);
    for (const key of ['test:c:1', 'test:c:2', 'test:cc:1', 'test:c%']) {
      await scheduleJob(t.db, { kind: 'test_record', key, runAt: soon });
    }
    expect(await cancelJobs(t.db, 'test:c:')).toBe(2);
    expect(await cancelJobs(t.db, 'test:c%')).toBe(1);
    expect(await jobByKey('test:cc:1')).toBeDefined();
  });
});

describe('a worker that died', () => {
  it('leaves its job to another once the lease ends, and none takes it while the lease holds', async () => {
    await scheduleJob(t.db, {
      kind: 'test_record',
      key: 'test:lease-held',
      runAt: past(),
      payload: { name: 'held' },
    });
    await scheduleJob(t.db, {
      kind: 'test_record',
      key: 'test:lease-over',
      runAt: past(),
      payload: { name: 'over' },
    });
    // As a process killed while running them leaves them: claimed, not completed.
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.key, 'test:lease-held'));
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, 'test:lease-over'));
    ran.length = 0;
    await runDueJobs(t.app);
    expect(ran).toEqual(['over']);
    expect((await jobByKey('test:lease-over'))?.completedAt).not.toBeNull();
    expect((await jobByKey('test:lease-held'))?.completedAt).toBeNull();
  });
});

describe('failures', () => {
  it('records the error, retries with backoff and gives up after the limit', async () => {
    await scheduleJob(t.db, { kind: 'test_fail', key: 'test:fail', runAt: past() });
    expect(await runDueJobs(t.app)).toBe(0);
    let job = await jobByKey('test:fail');
    expect(job).toMatchObject({
      attempts: 1,
      lastError: 'The mail server is on fire',
      completedAt: null,
      lockedUntil: null,
    });
    const delay = (job?.runAt.getTime() ?? 0) - Date.now();
    expect(delay).toBeGreaterThan(20_000);
    expect(delay).toBeLessThan(40_000);

    for (let attempt = 2; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      await t.db.update(jobs).set({ runAt: past() }).where(eq(jobs.key, 'test:fail'));
      await runDueJobs(t.app);
    }
    job = await jobByKey('test:fail');
    expect(job?.attempts).toBe(JOB_MAX_ATTEMPTS);
    expect(job?.completedAt).not.toBeNull();
    expect(job?.lastError).toBe('The mail server is on fire');
  });

  it('a job of an unknown kind fails instead of vanishing', async () => {
    await scheduleJob(t.db, { kind: 'no_such_kind', key: 'test:unknown', runAt: past() });
    await runDueJobs(t.app);
    expect(await jobByKey('test:unknown')).toMatchObject({
      attempts: 1,
      lastError: 'No handler for job kind "no_such_kind"',
    });
  });
});

describe('the polling worker', () => {
  it('runs a job queued a moment ahead when it is due, not at the next poll', async () => {
    ran.length = 0;
    const worker = startJobWorker(t.app, { intervalMs: 60_000 });
    try {
      // The worker's first poll comes within a second and finds the job 1.5 s ahead.
      await scheduleJob(t.db, {
        kind: 'test_record',
        key: 'test:soon',
        runAt: new Date(Date.now() + 1500),
        payload: { name: 'soon' },
      });
      await expect.poll(() => ran.includes('soon'), { timeout: 10_000, interval: 100 }).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  it('picks up due jobs by itself and stops cleanly', async () => {
    ran.length = 0;
    await scheduleJob(t.db, {
      kind: 'test_record',
      key: 'test:worker',
      runAt: past(),
      payload: { name: 'polled' },
    });
    const worker = startJobWorker(t.app, { intervalMs: 50 });
    for (let i = 0; i < 100 && !ran.includes('polled'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(ran).toContain('polled');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let second: App;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    const result = await t.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    const database = await openDatabase({
      url: withDatabase(process.env.TEST_DATABASE_URL ?? '', row?.name ?? ''),
    });
    second = await buildApp({ config: t.config, database });
    await second.ready();
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
  });
  afterAll(() => closeSecond());

  it('deliver each due reminder exactly once when both run the queue at the same time', async () => {
    const org = await newOrganization(t, 'Concurrency & Co');
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await org.member('Employee', { name: `Person ${i}` }));
    const eventIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await api(t, org.admin.cookie).post('/api/v1/events', {
        title: `Race ${i}`,
        type: 'Meeting',
        startsAt: hoursFromNow(2),
        reminders: ['1h'],
        attendeeIds: people.map((person) => person.id),
      });
      expect(created.statusCode, created.body).toBe(201);
      eventIds.push(created.json().data.id);
    }
    await t.db
      .update(jobs)
      .set({ runAt: past() })
      .where(sql`${jobs.key} like 'event-reminder:%' and ${jobs.completedAt} is null`);

    // Small batches and several concurrent pollers per process make the claims interleave.
    const results = await Promise.all([
      runDueJobs(t.app, { batchSize: 2 }),
      runDueJobs(second, { batchSize: 2 }),
      runDueJobs(t.app, { batchSize: 3 }),
      runDueJobs(second, { batchSize: 3 }),
    ]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(12);

    for (const person of people) {
      const reminders = await t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.kind, 'event_reminder')));
      expect(reminders.map((entry) => entry.title).sort()).toEqual(
        eventIds.map((_, i) => `Reminder: Race ${i} in 1 hour`).sort(),
      );
    }
  });
});

describe('afterCommit', () => {
  const seen: string[] = [];
  defineJobHandler('test_after_commit', async (deps, job) => {
    deps.afterCommit(async (after) => {
      // The job's own transaction has committed: a query on the app's database sees it completed.
      const [row] = await after.db.select().from(jobs).where(eq(jobs.id, job.id));
      seen.push(`${job.payload.name}: ${row?.completedAt ? 'completed' : 'open'}`);
    });
    if (job.payload.fail) throw new Error('rolled back');
  });

  it('runs after the commit, and not at all when the job rolls back', async () => {
    await scheduleJob(t.db, {
      kind: 'test_after_commit',
      key: 'test:after:ok',
      runAt: past(),
      payload: { name: 'ok' },
    });
    await scheduleJob(t.db, {
      kind: 'test_after_commit',
      key: 'test:after:fail',
      runAt: past(),
      payload: { name: 'fail', fail: true },
    });
    await runDueJobs(t.app);
    expect(seen).toEqual(['ok: completed']);
  });

  /** A promise the test settles, standing for a receiver that has not answered yet. */
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };
  const slowGates = new Map<string, ReturnType<typeof gate>>();
  const started: string[] = [];
  const ended: string[] = [];
  defineJobHandler('test_slow_after_commit', async (deps, job) => {
    const name = String(job.payload.name);
    deps.afterCommit(async () => {
      started.push(name);
      await slowGates.get(name)?.opened;
      ended.push(name);
    });
  });
  const completedOf = async (prefix: string) =>
    (
      await t.db
        .select({ key: jobs.key })
        .from(jobs)
        .where(and(sql`${jobs.key} like ${`${prefix}%`}`, sql`${jobs.completedAt} is not null`))
    ).map((row) => row.key);

  it('a slow after-commit piece does not hold up the next job of the batch; the poll ends after it', async () => {
    slowGates.set('slow', gate());
    // Due first, so it runs first in the batch.
    await scheduleJob(t.db, {
      kind: 'test_slow_after_commit',
      key: 'test:slow:1',
      runAt: new Date(Date.now() - 2000),
      payload: { name: 'slow' },
    });
    await scheduleJob(t.db, {
      kind: 'test_record',
      key: 'test:slow:2',
      runAt: past(),
      payload: { name: 'after the slow one' },
    });
    ran.length = 0;
    let settled = false;
    const poll = runDueJobs(t.app).then((count) => {
      settled = true;
      return count;
    });
    // The second job commits while the first one's work still waits on its receiver.
    await expect.poll(() => completedOf('test:slow:'), { timeout: 10_000, interval: 20 }).toHaveLength(2);
    expect(ran).toEqual(['after the slow one']);
    expect(started).toEqual(['slow']);
    expect(ended).toEqual([]);
    expect(settled).toBe(false);

    slowGates.get('slow')?.open();
    expect(await poll).toBe(2);
    expect(ended).toEqual(['slow']);
  });

  it(`runs at most ${AFTER_COMMIT_AT_ONCE} pieces at once; the next job waits for a free place`, async () => {
    started.length = 0;
    ended.length = 0;
    const count = AFTER_COMMIT_AT_ONCE + 2;
    for (let index = 0; index < count; index++) {
      slowGates.set(`bound ${index}`, gate());
      await scheduleJob(t.db, {
        kind: 'test_slow_after_commit',
        key: `test:bound:${String(index).padStart(2, '0')}`,
        runAt: new Date(Date.now() - 10_000 + index),
        payload: { name: `bound ${index}` },
      });
    }
    const poll = runDueJobs(t.app);
    // The job after the full pool has committed and waits for a place for its piece; the one after it
    // has not run.
    await expect
      .poll(() => completedOf('test:bound:'), { timeout: 10_000, interval: 20 })
      .toHaveLength(AFTER_COMMIT_AT_ONCE + 1);
    expect(started).toHaveLength(AFTER_COMMIT_AT_ONCE);

    slowGates.get('bound 0')?.open();
    await expect.poll(() => started.length, { timeout: 10_000, interval: 20 }).toBe(AFTER_COMMIT_AT_ONCE + 1);
    expect(ended).toEqual(['bound 0']);

    for (const entry of slowGates.values()) entry.open();
    expect(await poll).toBe(count);
    expect([...ended].sort()).toEqual(Array.from({ length: count }, (_, index) => `bound ${index}`).sort());
  });
});
