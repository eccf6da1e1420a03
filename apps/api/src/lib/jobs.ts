/**
 * The background job queue: a `jobs` table claimed with FOR UPDATE SKIP LOCKED.
 *
 * - Pending jobs live in the database, so they survive restarts.
 * - A worker claims due jobs by setting `locked_until`; SKIP LOCKED keeps two processes from claiming the
 *   same row, and the lock expiry lets another process take over a job whose worker died.
 * - The handler runs in a transaction that first re-reads and row-locks the job and, on success, marks it
 *   completed in that same transaction: its database writes (notifications) and the completion commit
 *   together, so even a job taken over after an expired lock cannot deliver twice.
 */
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { startsWithPattern } from './like';
import type { Mail, Mailer } from './mailer';
import { currentRequestId } from './request-context';

export type JobRow = typeof jobs.$inferSelect;

/** What a handler may use; a Fastify `app` fits as is. `db` is the job's transaction. */
export interface JobDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** What a handler receives: the deps, and a way to do slow outside work after the commit. */
export interface JobContext extends JobDeps {
  /**
   * Runs `work` once the job's transaction has committed (not at all when it rolls back), with the
   * app's database instead of the transaction. For work that must not hold the transaction open, such as
   * a request to another server (webhooks): on PGlite an open transaction holds the whole database.
   * Its errors are logged, not retried: a handler that needs a retry schedules it before.
   */
  afterCommit(work: (deps: JobDeps) => Promise<void>): void;
}

export type JobHandler = (deps: JobContext, job: JobRow) => Promise<void>;

interface JobKind {
  handler: JobHandler;
  removeWhenDone: boolean;
}

const handlers = new Map<string, JobKind>();

/**
 * Modules register their kinds when they load (the app imports every module's routes). A kind queued by
 * everyday writes (notice delivery) is removed when done instead of kept as completed: the row's lock and
 * its removal in the handler's transaction still make it run once, and the table does not grow with
 * every comment.
 */
export function defineJobHandler(
  kind: string,
  handler: JobHandler,
  options: { removeWhenDone?: boolean } = {},
) {
  handlers.set(kind, { handler, removeWhenDone: options.removeWhenDone ?? false });
}

/** A claimed job is someone's for this long; a worker that dies frees it when it expires. */
export const JOB_LOCK_SECONDS = 300;
/** After this many failed attempts a job is given up (completed with its last error kept). */
export const JOB_MAX_ATTEMPTS = 5;
/** Retry after 30 s, 1 min, 2 min, 4 min… */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 2 ** Math.max(0, attempts - 1);
}

export interface ScheduleJobInput {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/**
 * Schedules a job once per `key`. Scheduling an existing key moves it (runAt, payload) while it is pending,
 * and re-arms a completed one when the new time is still ahead (an event moved to a later date).
 */
export async function scheduleJob(db: Db, input: ScheduleJobInput): Promise<void> {
  await scheduleJobs(db, [input]);
}

/** scheduleJob for many jobs in one statement (the keys must differ): a bulk path queues them at once. */
export async function scheduleJobs(db: Db, inputs: readonly ScheduleJobInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const requestId = currentRequestId() ?? null;
  await db
    .insert(jobs)
    .values(
      inputs.map((input) => ({
        kind: input.kind,
        key: input.key,
        runAt: input.runAt,
        payload: input.payload ?? {},
        requestId,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: sql`excluded.kind`,
        runAt: sql`excluded.run_at`,
        payload: sql`excluded.payload`,
        requestId,
        completedAt: null,
        attempts: 0,
        lastError: null,
        lockedUntil: null,
      },
      setWhere: sql`${jobs.completedAt} is null or excluded.run_at > now()`,
    });
}

/** Cancels the pending jobs whose key starts with `keyPrefix` (a whole key cancels one job). */
export async function cancelJobs(db: Db, keyPrefix: string): Promise<number> {
  const pattern = startsWithPattern(keyPrefix);
  const removed = await db
    .delete(jobs)
    .where(and(like(jobs.key, pattern), isNull(jobs.completedAt)))
    .returning({ id: jobs.id });
  return removed.length;
}

/** Claims up to `limit` due jobs for this worker, in the order they fell due. */
async function claimDueJobs(db: Db, limit: number): Promise<string[]> {
  // RETURNING keeps no order: the outer select runs the batch earliest first.
  const result = await db.execute(sql`
    with claimed as (
      update jobs set locked_until = now() + make_interval(secs => ${JOB_LOCK_SECONDS})
      where id in (
        select id from jobs
        where completed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, run_at
    )
    select id from claimed order by run_at, id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * After-commit work of one poll that may run at once. A webhook attempt waits up to 10 s on another server:
 * the jobs after it run meanwhile instead of queueing behind it. Bounded, because each piece ends in a
 * short transaction of its own (a connection of the pool on PostgreSQL) and a poll of slow receivers must
 * not open requests without limit.
 */
export const AFTER_COMMIT_AT_ONCE = 8;

/** Runs pieces of after-commit work beside the poll's next jobs, at most `limit` at once. */
class AfterCommitPool {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly limit: number) {}

  /** Starts `work` once a place is free; resolves when it has started (not when it ends). */
  async start(work: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const piece: Promise<void> = work().finally(() => this.running.delete(piece));
    this.running.add(piece);
  }

  /** Resolves once every piece started has ended. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}

type RunOutcome = 'done' | 'skipped' | 'failed';

async function runOne(deps: JobDeps, id: string, pool: AfterCommitPool): Promise<RunOutcome> {
  // Mail goes out only once the job's transaction has committed (and not at all when it rolls back).
  const outgoing: Mail[] = [];
  const deferredMailer: Mailer = {
    async send(mail) {
      outgoing.push(mail);
    },
  };
  const afterCommit: ((deps: JobDeps) => Promise<void>)[] = [];
  // Every line logged for the job names it, and the request that scheduled it once it is known.
  let log = deps.log.child({ jobId: id });
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<RunOutcome> => {
      // Re-read under a row lock: the job may have been completed, moved or cancelled since the claim.
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.completedAt), sql`${jobs.runAt} <= now()`))
        .for('update');
      if (!job) return 'skipped';
      const kind = handlers.get(job.kind);
      if (!kind) throw new Error(`No handler for job kind "${job.kind}"`);
      if (job.requestId) log = log.child({ reqId: job.requestId });
      await kind.handler(
        {
          ...deps,
          db: tx as unknown as Db,
          mailer: deferredMailer,
          log,
          afterCommit: (work) => afterCommit.push(work),
        },
        job,
      );
      if (kind.removeWhenDone) await tx.delete(jobs).where(eq(jobs.id, id));
      else
        await tx
          .update(jobs)
          .set({ completedAt: sql`now()`, lockedUntil: null, attempts: job.attempts + 1, lastError: null })
          .where(eq(jobs.id, id));
      return 'done';
    });
    for (const mail of outgoing) {
      await deps.mailer.send(mail).catch((error) => log.error({ err: error }, 'Job mail failed'));
    }
    if (afterCommit.length > 0) {
      // One job's pieces keep their order; the next job does not wait for them (only for a free place).
      await pool.start(async () => {
        for (const work of afterCommit) {
          await work({ ...deps, log }).catch((error) =>
            log.error({ err: error }, 'Job after-commit work failed'),
          );
        }
      });
    }
    return outcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, 'Job failed');
    await deps.db.execute(sql`
      update jobs set
        attempts = attempts + 1,
        last_error = ${message.slice(0, 2000)},
        locked_until = null,
        run_at = now() + make_interval(secs => 30 * power(2, attempts)),
        completed_at = case when attempts + 1 >= ${JOB_MAX_ATTEMPTS} then now() end
      where id = ${id} and completed_at is null`);
    return 'failed';
  }
}

/**
 * Runs one job now if it is due and nobody has completed it (the after-answer runner, lib/after-answer.ts):
 * the same transaction, row lock and retry as a poll, so the poller and this never deliver it twice.
 * Answers whether it completed; its after-commit work has ended when this resolves.
 */
export async function runJobNow(deps: JobDeps, id: string): Promise<boolean> {
  const pool = new AfterCommitPool(1);
  try {
    return (await runOne(deps, id, pool)) === 'done';
  } finally {
    await pool.drain();
  }
}

/** Batches one poll may run before it lets the next poll come (the queue's other work is not starved). */
const MAX_BATCHES_PER_RUN = 100;

/**
 * Runs every job that is due now, batch after batch, including those the batch itself queued for now (the
 * job generator's next page: waiting for the next poll would idle 5 s between pages); answers how many
 * completed. Stops at a batch in which nothing completed (a job failing at once is not retried in a loop) and
 * after MAX_BATCHES_PER_RUN (a job that keeps queueing itself for now cannot hold the worker). Jobs'
 * after-commit work runs beside the following jobs (AFTER_COMMIT_AT_ONCE) and has ended when this resolves
 * (the worker's stop waits for it; tests read its results). Used by the worker and tests.
 */
export async function runDueJobs(deps: JobDeps, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 20;
  const pool = new AfterCommitPool(AFTER_COMMIT_AT_ONCE);
  let completed = 0;
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const ids = await claimDueJobs(deps.db, batchSize);
      if (ids.length === 0) return completed;
      let completedNow = 0;
      for (const id of ids) if ((await runOne(deps, id, pool)) === 'done') completedNow++;
      completed += completedNow;
      if (completedNow === 0) return completed;
    }
    return completed;
  } finally {
    await pool.drain();
  }
}

export interface JobWorker {
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

/** The shortest wait between polls (a job due in a moment is not polled for in a loop). */
const MIN_POLL_WAIT_MS = 50;

/**
 * How long until the next pending job that nobody holds is due, within MIN_POLL_WAIT_MS and `intervalMs`:
 * a job queued a moment ahead (a reminder due in two seconds) runs then, not up to a poll later. A job
 * another worker holds counts from the end of its lease.
 */
async function untilNextDue(db: Db, intervalMs: number): Promise<number> {
  const result = await db.execute(sql`
    select extract(epoch from min(greatest(run_at, coalesce(locked_until, run_at))) - now()) * 1000 as ms
    from jobs where completed_at is null`);
  const ms = Number((result as unknown as { rows: { ms: string | null }[] }).rows[0]?.ms ?? Number.NaN);
  return Number.isFinite(ms) ? Math.min(intervalMs, Math.max(MIN_POLL_WAIT_MS, Math.ceil(ms))) : intervalMs;
}

/** Polls for due jobs every `intervalMs`, or sooner when one is due sooner, until stopped. */
export function startJobWorker(deps: JobDeps, options: { intervalMs?: number } = {}): JobWorker {
  const intervalMs = options.intervalMs ?? 5000;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = runDueJobs(deps)
      .then(() => untilNextDue(deps.db, intervalMs))
      .catch((error) => {
        deps.log.error({ err: error }, 'Job worker poll failed');
        return intervalMs;
      })
      .then((wait) => {
        if (!isStopped) timer = setTimeout(tick, wait);
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 1000));

  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
