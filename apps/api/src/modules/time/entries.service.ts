import {
  LONG_TIMER_HOURS,
  type StartTimerBody,
  TIME_END_IN_FUTURE,
  TIME_ENTRY_NOT_FOUND,
  TIMER_NOT_RUNNING,
  type TimeEntry,
  type TimeEntryBody,
  type TimeEntryListQuery,
  todayIn,
  zonedInputToIso,
} from '@taskflow/shared';
import { and, desc, eq, gte, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cancelJobs, defineJobHandler, scheduleJob } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';
import { notifyUsers } from '../notifications/notifications.service';
import { isUuid, reachOf, TASK_NOT_FOUND, taskScope } from '../tasks/reach';
import {
  getEntryRow,
  organizationSettings,
  peopleInReach,
  personInReachOrThrow,
  publishTimeChange,
  requireTrack,
  runningEntryRow,
  selectEntries,
  toTimeEntry,
  withTimeRules,
} from './time.common';

export interface TimeDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
}

export const LONG_TIMER_JOB = 'time.long-timer';
const longTimerKey = (entryId: string) => `time-long-timer:${entryId}`;
/** Where an entry typed as a duration starts when it is the day's first: 09:00 in the organization's zone. */
const DAY_START = '09:00';
/** Clocks differ by a little: an end this close to now is not "in the future". */
const CLOCK_SKEW_MS = 60_000;

/** A task the caller may log time on: one within their task reach (404 otherwise). */
export async function taskInReachOrThrow(db: Db, auth: AuthContext, taskId: string) {
  const reach = await reachOf(db, auth);
  if (!isUuid(taskId)) throw AppError.invalid({ taskId: TASK_NOT_FOUND });
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskScope(reach)));
  if (!task) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return task;
}

async function entryOrThrow(db: Db, orgId: string, id: string) {
  const row = await getEntryRow(db, orgId, id);
  if (!row) throw new AppError('NOT_FOUND', TIME_ENTRY_NOT_FOUND);
  return row;
}

// ---------------------------------------------------------------- timer

export async function getRunningTimer(db: Db, auth: AuthContext): Promise<TimeEntry | null> {
  const orgId = requireTrack(auth);
  const row = await runningEntryRow(db, orgId, auth.userId);
  return row ? toTimeEntry(row) : null;
}

/**
 * Starts the caller's timer on a task. The partial unique index keeps one running per person, also when
 * two starts race; the loser is told which task runs. A reminder is queued for 10 hours later.
 */
export async function startTimer(db: Db, auth: AuthContext, body: StartTimerBody): Promise<TimeEntry> {
  const orgId = requireTrack(auth);
  await taskInReachOrThrow(db, auth, body.taskId);
  const { zone } = await organizationSettings(db, orgId);
  const id = await withTimeRules(db, orgId, auth.userId, 'taskId', () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(timeEntries)
        .values({
          organizationId: orgId,
          userId: auth.userId,
          taskId: body.taskId,
          entryDate: todayIn(zone, now),
          // The database's clock, like the stop's: a timer started right after one stopped never
          // begins before that one's end.
          startedAt: sql`now()`,
          note: body.note ?? null,
          isBillable: body.isBillable ?? true,
        })
        .returning({ id: timeEntries.id });
      if (!row) throw new Error('Timer insert returned no row');
      await scheduleJob(tx, {
        kind: LONG_TIMER_JOB,
        key: longTimerKey(row.id),
        runAt: new Date(now.getTime() + LONG_TIMER_HOURS * 3_600_000),
        payload: { orgId, entryId: row.id },
      });
      await publishTimeChange(tx, orgId, [row.id]);
      return row.id;
    }),
  );
  return toTimeEntry(await entryOrThrow(db, orgId, id));
}

/** Stops the caller's running timer; one left running longer than a day is cut at 24 hours. */
export async function stopTimer(db: Db, auth: AuthContext): Promise<TimeEntry> {
  const orgId = requireTrack(auth);
  const id = await withTimeRules(db, orgId, auth.userId, 'endedAt', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(timeEntries)
        .set({
          endedAt: sql`greatest(least(now(), ${timeEntries.startedAt} + interval '24 hours'), ${timeEntries.startedAt} + interval '1 millisecond')`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(timeEntries.organizationId, orgId),
            eq(timeEntries.userId, auth.userId),
            isNull(timeEntries.endedAt),
          ),
        )
        .returning({ id: timeEntries.id });
      if (!row) throw new AppError('NOT_FOUND', TIMER_NOT_RUNNING);
      await cancelJobs(tx, longTimerKey(row.id));
      await publishTimeChange(tx, orgId, [row.id]);
      return row.id;
    }),
  );
  return toTimeEntry(await entryOrThrow(db, orgId, id));
}

defineJobHandler(LONG_TIMER_JOB, async (deps, job) => {
  const { orgId, entryId } = job.payload as { orgId: string; entryId: string };
  const [entry] = await deps.db
    .select({ userId: timeEntries.userId, taskId: tasks.id, displayId: tasks.displayId, title: tasks.title })
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(
      and(eq(timeEntries.id, entryId), eq(timeEntries.organizationId, orgId), isNull(timeEntries.endedAt)),
    );
  if (!entry) return;
  await notifyUsers(deps, {
    organizationId: orgId,
    userIds: [entry.userId],
    kind: 'timer_running_long',
    title: `Your timer on ${entry.displayId} ${entry.title} has been running for over ${LONG_TIMER_HOURS} hours`,
    body: 'Stop it from the top bar if you are no longer working on this task.',
    link: `/app/tasks/${entry.taskId}`,
  });
});

// ---------------------------------------------------------------- entries

export async function listEntries(db: Db, auth: AuthContext, query: TimeEntryListQuery) {
  const orgId = requireTrack(auth);
  const userId = query.userId ?? auth.userId;
  await personInReachOrThrow(db, auth, userId);
  const where = and(
    eq(timeEntries.organizationId, orgId),
    eq(timeEntries.userId, userId),
    query.from ? gte(timeEntries.entryDate, query.from) : undefined,
    query.to ? lte(timeEntries.entryDate, query.to) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      selectEntries(db, { total: totalColumn(db, timeEntries, where) })
        .where(where)
        .orderBy(desc(timeEntries.startedAt), desc(timeEntries.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, timeEntries, where),
  );
  const now = new Date();
  return { data: rows.map((row) => toTimeEntry(row, now)), meta };
}

/** Start and end of a manual entry: as given, or a duration placed after the day's last entry. */
async function entryRange(
  db: Db,
  orgId: string,
  userId: string,
  body: TimeEntryBody,
  zone: string,
  excludeId?: string,
) {
  if (body.startedAt && body.endedAt) {
    return { start: new Date(body.startedAt), end: new Date(body.endedAt), field: 'endedAt' };
  }
  const day = body.date as string;
  const [last] = await db
    .select({ end: max(timeEntries.endedAt) })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.organizationId, orgId),
        eq(timeEntries.userId, userId),
        eq(timeEntries.entryDate, day),
        isNotNull(timeEntries.endedAt),
        excludeId ? sql`${timeEntries.id} <> ${excludeId}` : undefined,
      ),
    );
  const dayStart = new Date(zonedInputToIso(`${day}T${DAY_START}`, zone));
  const start = last?.end && last.end > dayStart ? last.end : dayStart;
  const end = new Date(start.getTime() + (body.durationMinutes ?? 0) * 60_000);
  return { start, end, field: 'durationMinutes' };
}

async function entryValues(
  db: Db,
  auth: AuthContext,
  orgId: string,
  body: TimeEntryBody,
  excludeId?: string,
) {
  await taskInReachOrThrow(db, auth, body.taskId);
  const { zone } = await organizationSettings(db, orgId);
  const { start, end, field } = await entryRange(db, orgId, auth.userId, body, zone, excludeId);
  if (end.getTime() > Date.now() + CLOCK_SKEW_MS) throw AppError.invalid({ [field]: TIME_END_IN_FUTURE });
  return {
    field,
    values: {
      taskId: body.taskId,
      entryDate: todayIn(zone, start),
      startedAt: start,
      endedAt: end,
      note: body.note ?? null,
      isBillable: body.isBillable ?? true,
    },
  };
}

export async function createEntry(db: Db, auth: AuthContext, body: TimeEntryBody): Promise<TimeEntry> {
  const orgId = requireTrack(auth);
  const { field, values } = await entryValues(db, auth, orgId, body);
  const id = await withTimeRules(db, orgId, auth.userId, field, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(timeEntries)
        .values({ ...values, organizationId: orgId, userId: auth.userId })
        .returning({ id: timeEntries.id });
      if (!row) throw new Error('Time entry insert returned no row');
      await publishTimeChange(tx, orgId, [row.id]);
      return row.id;
    }),
  );
  return toTimeEntry(await entryOrThrow(db, orgId, id));
}

/** One's own entry; someone else's within reach is refused, anyone else's does not exist. */
async function ownEntryOrThrow(db: Db, auth: AuthContext, orgId: string, id: string) {
  const row = await entryOrThrow(db, orgId, id);
  if (row.entry.userId === auth.userId) return row;
  const reach = await peopleInReach(db, auth);
  if (reach !== 'all' && !reach.includes(row.entry.userId))
    throw new AppError('NOT_FOUND', TIME_ENTRY_NOT_FOUND);
  throw new AppError('FORBIDDEN', 'You can only change your own time entries');
}

export async function getEntry(db: Db, auth: AuthContext, id: string): Promise<TimeEntry> {
  const orgId = requireTrack(auth);
  const row = await entryOrThrow(db, orgId, id);
  if (row.entry.userId !== auth.userId) {
    const reach = await peopleInReach(db, auth);
    if (reach !== 'all' && !reach.includes(row.entry.userId))
      throw new AppError('NOT_FOUND', TIME_ENTRY_NOT_FOUND);
  }
  return toTimeEntry(row);
}

export async function updateEntry(db: Db, auth: AuthContext, id: string, body: TimeEntryBody) {
  const orgId = requireTrack(auth);
  const current = await ownEntryOrThrow(db, auth, orgId, id);
  if (!current.entry.endedAt) throw new AppError('CONFLICT', 'Stop the timer before editing this entry');
  const { field, values } = await entryValues(db, auth, orgId, body, id);
  await withTimeRules(db, orgId, auth.userId, field, () =>
    db.transaction(async (tx) => {
      await tx
        .update(timeEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(timeEntries.organizationId, orgId), eq(timeEntries.id, id)));
      await publishTimeChange(tx, orgId, [id]);
    }),
  );
  return toTimeEntry(await entryOrThrow(db, orgId, id));
}

export async function deleteEntry(db: Db, auth: AuthContext, id: string): Promise<void> {
  const orgId = requireTrack(auth);
  await ownEntryOrThrow(db, auth, orgId, id);
  await withTimeRules(db, orgId, auth.userId, 'id', () =>
    db.transaction(async (tx) => {
      await tx.delete(timeEntries).where(and(eq(timeEntries.organizationId, orgId), eq(timeEntries.id, id)));
      await cancelJobs(tx, longTimerKey(id));
      await publishTimeChange(tx, orgId, [id]);
    }),
  );
}
