/**
 * When the job generator runs (decision 043): at once after a service is applied or edited, and every day
 * at 00:10 in the organization's zone, each run one page of client services (a short transaction) with the
 * next page queued at once. Any process's worker may run it; the unique period key makes it harmless to
 * run twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancelJobs, defineJobHandler, type ScheduleJobInput, scheduleJob } from '../../lib/jobs';
import {
  addCalendarDays,
  organizationCalendar,
  todayIn,
  zonedInstant,
} from '../../lib/organization-calendar';
import { ensureRequestsDaily } from '../client-requests';
import { generateJobs } from './generate-jobs';

export const GENERATE_JOBS_JOB = 'services.generate-jobs';
/** The daily run's time in the organization's zone: after midnight, when "today" has turned. */
const DAILY_HOUR = 0;
const DAILY_MINUTE = 10;

/** The keys of the runs asked for now and of their pages (which take their run's key and a suffix). */
const requestedRunsOf = (orgId: string) => `services-generate:${orgId}:now:`;

/**
 * Queues a run now: the jobs of a newly applied or edited service appear without waiting for the night. A
 * run asked while another goes through its pages starts over instead of running beside it: the other's pages
 * not yet run are dropped (the new run reads every client service), so five services applied one after
 * another make one pass over the firm's clients, not five competing for the same rows.
 */
export async function requestGeneration(db: Db, orgId: string) {
  await cancelJobs(db, requestedRunsOf(orgId));
  await scheduleJob(db, {
    kind: GENERATE_JOBS_JOB,
    key: `${requestedRunsOf(orgId)}${Date.now()}:${Math.random().toString(36).slice(2, 8)}`,
    runAt: new Date(),
    payload: { orgId, cursor: null },
  });
}

/** Queues the next daily run of the organization (00:10 tomorrow in its zone, or today if still ahead). */
export async function scheduleDailyGeneration(db: Db, orgId: string, from = new Date()) {
  const { zone } = await organizationCalendar(db, orgId);
  let day = todayIn(zone, from);
  const at = (of: string) => new Date(zonedInstant(of, DAILY_HOUR, zone).getTime() + DAILY_MINUTE * 60_000);
  if (at(day) <= from) day = addCalendarDays(day, 1);
  await scheduleJob(db, {
    kind: GENERATE_JOBS_JOB,
    key: `services-generate:${orgId}:${day}`,
    runAt: at(day),
    payload: { orgId, cursor: null, daily: true },
  });
}

/**
 * Tasks a run makes before it has PostgreSQL's statistics of the tables it fills brought up to date. A
 * month's jobs for 2,000 clients add 30,000 tasks at once: until autovacuum next comes round (a minute or
 * more), plans chosen on the old statistics made everyone's task pages and lists three times slower
 * (bench/services-generate.mjs, docs/performance.md). ANALYZE samples the tables in well under a second.
 */
export const ANALYZE_AFTER_TASKS = 2000;
/** A run's last page brings them up to date when the run made at least this many. */
const ANALYZE_AT_END = 1000;

/** Whether a page that brings the run's unanalyzed tasks to `made` brings the statistics up to date. */
export const needsAnalyze = (made: number, isLastPage: boolean) =>
  made >= ANALYZE_AFTER_TASKS || (isLastPage && made >= ANALYZE_AT_END);

export async function refreshStatistics(db: Db) {
  await db.execute(sql`analyze tasks, client_jobs, task_history`);
}

interface GenerationPayload {
  orgId: string;
  cursor: string | null;
  daily?: boolean;
  /** Tasks made by the run's earlier pages since the statistics were last brought up to date. */
  unanalyzed?: number;
  /** The key of the run's first page (absent on the first page itself). */
  runKey?: string;
}

/**
 * The page of a run after `cursor`. Its key is the run's first key and the cursor, the same size on every
 * page: keys that nested each page's key in the next grew by 43 characters a page, and past about 60 pages
 * (12,000 client services) outgrew what the unique index on keys can hold, so a large firm's run stopped
 * there with the rest of its clients' jobs never made (bench/services-generate.mjs, 8,400 of 10,000).
 */
export function nextPageOf(
  page: { key: string | null; payload: GenerationPayload },
  cursor: string,
  unanalyzed: number,
): ScheduleJobInput & { payload: GenerationPayload } {
  const runKey = page.payload.runKey ?? page.key ?? requestedRunsOf(page.payload.orgId);
  return {
    kind: GENERATE_JOBS_JOB,
    key: `${runKey}:after:${cursor}`,
    runAt: new Date(),
    payload: { orgId: page.payload.orgId, cursor, daily: page.payload.daily, unanalyzed, runKey },
  };
}

defineJobHandler(GENERATE_JOBS_JOB, async (deps, job) => {
  const payload = job.payload as unknown as GenerationPayload;
  const { orgId, cursor, daily, unanalyzed } = payload;
  // A page is made exactly once by the unique index (client service, period), so one lost with the last
  // moment before a crash is made again by the next run: its commit need not wait for the WAL to reach the
  // disk. Waiting, its 600 tasks' commit held the queue that people's own commits (and their live-event
  // NOTIFY, serialized at commit) wait behind (bench/services-generate.mjs).
  await deps.db.execute(sql`set local synchronous_commit = off`);
  const result = await generateJobs(deps.db, orgId, { cursor });
  if (result.jobsCreated > 0)
    deps.log.info(
      { orgId, jobs: result.jobsCreated, tasks: result.tasksCreated },
      'Made the jobs of client services',
    );
  let made = (unanalyzed ?? 0) + result.tasksCreated;
  if (needsAnalyze(made, !result.nextCursor)) {
    // After the commit: in the page's transaction, ANALYZE held the organization's task counter (and its
    // projects' counts) for its whole second, and everyone creating a task in the firm waited for it.
    deps.afterCommit((after) => refreshStatistics(after.db));
    made = 0;
  }
  if (result.nextCursor) {
    await scheduleJob(deps.db, nextPageOf({ key: job.key, payload }, result.nextCursor, made));
  } else if (daily) {
    await scheduleDailyGeneration(deps.db, orgId, new Date(Date.now() + 60_000));
    // The day's jobs may carry request templates: their sender's daily run is queued if it is not.
    await ensureRequestsDaily(deps.db, orgId);
  }
});
