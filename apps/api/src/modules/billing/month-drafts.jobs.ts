/**
 * Drafts for the month (decision 047): one action makes a draft for every client with invoiceable work up
 * to the month's last day, labelled with the month ("November 2026"); a client that already has a live
 * invoice labelled so is skipped, so running it twice makes no second draft. The job queue runs it a page
 * of clients at a time (each page a job, its own short transaction, the next page queued at once). A page
 * drafts its hundred clients in a few statements (makeDrafts); should it fail, its clients are drafted one
 * by one, each in its own savepoint, so a client that fails rolls back alone and is counted. Progress
 * (done, total, created) travels with the pages' payloads and is read back by the run's id. One run per
 * organization at a time: a transaction-scoped advisory lock orders two requests, the second sees the first.
 */

import { randomUUID } from 'node:crypto';
import type { MonthDraftsSchema } from '@taskflow/shared';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invoices, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineJobHandler, scheduleJob } from '../../lib/jobs';
import { startsWithPattern } from '../../lib/like';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import {
  type BillingContext,
  billingContext,
  type ClientRow,
  clientsOf,
  requireBilling,
} from './billing-common';
import { makeDrafts } from './invoice-drafts';
import { clientsToDraft } from './unbilled';

export const MONTH_DRAFTS_JOB = 'billing.month-drafts';
export const MONTH_DRAFTS_RUNNING = 'Drafts for a month are being made already: wait for them to finish';
export const MONTH_DRAFTS_NOT_FOUND = 'No such run of drafts';
/** Clients a page takes: a page is one short transaction. */
export const MONTH_DRAFTS_PAGE = 100;

/** The keys of an organization's runs and their pages: `billing-month-drafts:<org>:<run>:<page>`. */
export const runsOf = (orgId: string) => `billing-month-drafts:${orgId}:`;

interface RunPayload {
  orgId: string;
  runId: string;
  userId: string;
  upTo: string;
  periodLabel: string;
  page: number;
  cursor: string | null;
  total: number;
  done: number;
  created: number;
  failed: number;
}

export interface MonthDraftsProgress {
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  created: number;
}

/** The last day and the label of a month (`2026-11`): `2026-11-30`, "November 2026". */
export function monthOf(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, number - 1, 1));
  return {
    lastDay: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10),
    label: first.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

const pageKey = (payload: Pick<RunPayload, 'orgId' | 'runId' | 'page'>) =>
  `${runsOf(payload.orgId)}${payload.runId}:${payload.page}`;

/** POST /invoices/month-drafts: queues the run; answers its id, or 409 while another runs. */
export async function startMonthDrafts(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof MonthDraftsSchema>,
): Promise<string> {
  const orgId = requireBilling(auth);
  const { lastDay, label } = monthOf(input.month);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${runsOf(orgId)}))`);
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${MONTH_DRAFTS_JOB} and ${jobs.key} like ${startsWithPattern(runsOf(orgId))} and ${jobs.completedAt} is null`,
      )
      .limit(1);
    if (running) throw new AppError('CONFLICT', MONTH_DRAFTS_RUNNING);
    const ctx = await billingContext(tx, orgId);
    const total = (
      await clientsToDraft(tx, ctx, { upTo: lastDay, periodLabel: label, after: null, limit: null })
    ).length;
    const payload: RunPayload = {
      orgId,
      runId: randomUUID(),
      userId: auth.userId,
      upTo: lastDay,
      periodLabel: label,
      page: 0,
      cursor: null,
      total,
      done: 0,
      created: 0,
      failed: 0,
    };
    await scheduleJob(tx, {
      kind: MONTH_DRAFTS_JOB,
      key: pageKey(payload),
      runAt: new Date(),
      payload: { ...payload },
    });
    return payload.runId;
  });
}

/** GET /invoices/month-drafts/:jobId: the run's latest page says how far it got. */
export async function monthDraftsProgress(
  db: Db,
  auth: AuthContext,
  runId: string,
): Promise<MonthDraftsProgress> {
  const orgId = requireBilling(auth);
  const [latest] = isUuid(runId)
    ? await db
        .select({ payload: jobs.payload, completedAt: jobs.completedAt, lastError: jobs.lastError })
        .from(jobs)
        .where(
          sql`${jobs.kind} = ${MONTH_DRAFTS_JOB} and ${jobs.key} like ${startsWithPattern(`${runsOf(orgId)}${runId}:`)}`,
        )
        .orderBy(sql`(${jobs.payload}->>'page')::int desc`)
        .limit(1)
    : [];
  if (!latest) throw new AppError('NOT_FOUND', MONTH_DRAFTS_NOT_FOUND);
  const payload = latest.payload as unknown as RunPayload;
  return {
    status: latest.completedAt === null ? 'running' : latest.lastError ? 'failed' : 'done',
    done: payload.done,
    total: payload.total,
    created: payload.created,
  };
}

/** Inside a transaction: the page's drafts; those that took no line (another draft took the work) go. */
async function draftPage(tx: Db, ctx: BillingContext, run: RunPayload, clients: ClientRow[]) {
  const made = await makeDrafts(tx, ctx, clients, {
    upTo: run.upTo,
    fromUnbilled: true,
    periodLabel: run.periodLabel,
    createdById: run.userId,
  });
  const empty = [...made.values()].filter((draft) => draft.lineCount === 0).map((draft) => draft.id);
  if (empty.length) await tx.delete(invoices).where(inArray(invoices.id, empty));
  return made.size - empty.length;
}

defineJobHandler(MONTH_DRAFTS_JOB, async (deps, job) => {
  const run = job.payload as unknown as RunPayload;
  const ctx = await billingContext(deps.db, run.orgId);
  const ids = await clientsToDraft(deps.db, ctx, {
    upTo: run.upTo,
    periodLabel: run.periodLabel,
    after: run.cursor,
    limit: MONTH_DRAFTS_PAGE,
  });
  const clients = await clientsOf(deps.db, run.orgId, ids);
  let created = 0;
  let failed = 0;
  try {
    // The page at once, in a savepoint: a few statements for a hundred clients.
    created = await deps.db.transaction((tx) => draftPage(tx, ctx, run, clients));
  } catch (pageError) {
    deps.log.warn(
      { err: pageError, runId: run.runId },
      'A page of month drafts failed: drafting its clients one by one',
    );
    // One savepoint per client: a client whose draft fails rolls back alone and is counted.
    for (const client of clients) {
      try {
        created += await deps.db.transaction((tx) => draftPage(tx, ctx, run, [client]));
      } catch (error) {
        failed++;
        deps.log.error({ err: error, customerId: client.id, runId: run.runId }, 'A month draft failed');
      }
    }
  }
  const next: RunPayload = {
    ...run,
    page: run.page + 1,
    cursor: ids.at(-1) ?? run.cursor,
    done: Math.min(run.total, run.done + ids.length),
    created: run.created + created,
    failed: run.failed + failed,
  };
  if (ids.length === MONTH_DRAFTS_PAGE) {
    await scheduleJob(deps.db, {
      kind: MONTH_DRAFTS_JOB,
      key: pageKey(next),
      runAt: new Date(),
      payload: { ...next },
    });
  } else {
    // The last page: its own payload carries the run's final counts.
    await deps.db
      .update(jobs)
      .set({ payload: { ...next, page: run.page, done: run.total } })
      .where(sql`${jobs.id} = ${job.id}`);
  }
  if (created || failed)
    deps.log.info({ orgId: run.orgId, runId: run.runId, created, failed }, 'Made a page of month drafts');
});
