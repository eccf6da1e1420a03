import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { type JobDeps, runJobNow } from './jobs';
import { currentRequestId, outsideRequest, runAfterAnswer } from './request-context';
import type { Write } from './write-together';

/**
 * Work a write does for others after its own answer: the notices to watchers and mentioned people, an
 * announcement to the whole firm, their mail. The person who wrote waits for none of it (issue 45, item 5).
 *
 * The work is a row of the job queue, written in the write's own transaction (`queueAfterAnswer`): it commits
 * with the change or not at all, and a process that dies before running it leaves it to the next poll of any
 * worker. The process that answered runs it the moment the answer is sent (`AfterAnswerRunner`), a few at a
 * time, so a burst of writes cannot take every connection of the pool from the people's next requests.
 */

/** Pieces of after-answer work one process runs at once; the rest wait in memory (and in the table). */
export const AFTER_ANSWER_AT_ONCE = 4;

export interface AfterAnswerJob {
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Queues jobs due now in `db` (the write's transaction) and marks them to run after the request's answer.
 * Outside a request (a job, a script) they simply wait for the worker's next poll.
 */
export async function queueAfterAnswer(db: Db, work: readonly AfterAnswerJob[]): Promise<void> {
  const { write, start } = afterAnswerWrite(db, work);
  if (!write) return;
  await write;
  start();
}

/**
 * queueAfterAnswer as a write to make with others in one statement (lib/write-together.ts): the rows, and
 * `start`, to call once that statement has succeeded.
 */
export function afterAnswerWrite(db: Db, work: readonly AfterAnswerJob[]) {
  const rows = work.map(afterAnswerRow);
  return {
    write: rows.length > 0 ? db.insert(jobs).values(rows) : null,
    start: () => runAfterAnswer(rows.map((row) => row.id)),
  };
}

/** The job row of one piece of after-answer work, due now and naming the request that queued it. */
function afterAnswerRow(piece: AfterAnswerJob) {
  return {
    id: randomUUID(),
    kind: piece.kind,
    key: `${piece.kind}:${randomUUID()}`,
    // The database's clock, not the app's: a job is due when the transaction that runs it sees it so.
    runAt: sql`now()`,
    payload: piece.payload,
    requestId: currentRequestId() ?? null,
  };
}

/**
 * One piece of after-answer work that is needed only when `condition` holds in the statement that writes it
 * (lib/write-together.ts): its job's row is written only then, and `start`, given that statement's counts,
 * runs it only if it was. A comment that nobody is to hear of queues nothing, without a read first.
 */
export function afterAnswerWriteWhen(piece: AfterAnswerJob, condition: SQL, name = 'after_answer_job') {
  const row = afterAnswerRow(piece);
  const column = (of: PgColumn) => sql.identifier(of.name);
  const write: Write = {
    name,
    write: sql`insert into ${jobs} (${column(jobs.id)}, ${column(jobs.kind)}, ${column(jobs.key)}, ${column(jobs.runAt)}, ${column(jobs.payload)}, ${column(jobs.requestId)})
      select ${row.id}::uuid, ${row.kind}::text, ${row.key}::text, ${row.runAt},
        ${JSON.stringify(row.payload)}::jsonb, ${row.requestId}::text
      where ${condition}
      returning ${jobs.id}`,
  };
  return {
    write,
    start: (counts: Record<string, number>) => {
      if (counts[name]) runAfterAnswer([row.id]);
    },
  };
}

export interface AfterAnswerRunner {
  /** Runs these jobs soon, at most AFTER_ANSWER_AT_ONCE at a time. */
  run(jobIds: readonly string[]): void;
  /** Resolves once nothing is running or waiting (tests, and the shutdown). */
  idle(): Promise<void>;
}

export function createAfterAnswerRunner(deps: JobDeps, limit = AFTER_ANSWER_AT_ONCE): AfterAnswerRunner {
  const waiting: string[] = [];
  let running = 0;
  let whenIdle: (() => void)[] = [];

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const id = waiting.shift() as string;
      running++;
      // Not in the answered request's context: what the job queues is not that request's any more.
      outsideRequest(() =>
        runJobNow(deps, id)
          .catch((error) => deps.log.error({ err: error, jobId: id }, 'After-answer work failed'))
          .finally(() => {
            running--;
            pump();
          }),
      );
    }
    if (running === 0 && waiting.length === 0) {
      const resolve = whenIdle;
      whenIdle = [];
      for (const done of resolve) done();
    }
  };

  return {
    run(jobIds) {
      waiting.push(...jobIds);
      pump();
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
  };
}
