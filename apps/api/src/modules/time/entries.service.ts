import {
  formatMinutes,
  LONG_TIMER_HOURS,
  type StartTimerBody,
  TIME_END_IN_FUTURE,
  TIME_ENTRY_NOT_FOUND,
  TIME_FUTURE_DAY,
  TIMER_NOT_RUNNING,
  type TimeEntry,
  type TimeEntryBody,
  type TimeEntryListQuery,
  type TimesheetCellBody,
  todayIn,
} from '@taskflow/shared';
import { and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cancelJobs, defineJobHandler, scheduleJob } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { isUuid, reachOf, TASK_NOT_FOUND, taskScope } from '../../lib/reach';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { notifyUsers } from '../notifications';
import {
  getEntryRow,
  isRunningEntry,
  lockDay,
  type OrganizationTimeSettings,
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
export const longTimerKey = (entryId: string) => `time-long-timer:${entryId}`;
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

/** An entry as the API answers it: its minutes rounded up to the organization's step. */
async function entryResult(db: Db, orgId: string, id: string): Promise<TimeEntry> {
  const [row, settings] = await Promise.all([entryOrThrow(db, orgId, id), organizationSettings(db, orgId)]);
  return toTimeEntry(row, new Date(), settings.roundingMinutes);
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
      await publishTimeChange(tx, orgId, [row.id], auth.userId);
      return row.id;
    }),
  );
  return entryResult(db, orgId, id);
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
          and(eq(timeEntries.organizationId, orgId), eq(timeEntries.userId, auth.userId), isRunningEntry),
        )
        .returning({ id: timeEntries.id });
      if (!row) throw new AppError('NOT_FOUND', TIMER_NOT_RUNNING);
      // A timer's entry is told to webhooks once it has a length: when it stops, not when it starts.
      await recordEvent(tx, { orgId, type: 'time_entry.created', subjectId: row.id, actorId: auth.userId });
      await cancelJobs(tx, longTimerKey(row.id));
      await publishTimeChange(tx, orgId, [row.id], auth.userId);
      return row.id;
    }),
  );
  return entryResult(db, orgId, id);
}

defineJobHandler(LONG_TIMER_JOB, async (deps, job) => {
  const { orgId, entryId } = job.payload as { orgId: string; entryId: string };
  const [entry] = await deps.db
    .select({ userId: timeEntries.userId, taskId: tasks.id, displayId: tasks.displayId, title: tasks.title })
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.organizationId, orgId), isRunningEntry));
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
        // Newest day first; on a day, ranges by their start, typed durations (no start) after them.
        .orderBy(
          desc(timeEntries.entryDate),
          sql`${timeEntries.startedAt} desc nulls last`,
          desc(timeEntries.createdAt),
          desc(timeEntries.id),
        )
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, timeEntries, where),
  );
  const now = new Date();
  const { roundingMinutes } = await organizationSettings(db, orgId);
  return { data: rows.map((row) => toTimeEntry(row, now, roundingMinutes)), meta };
}

/**
 * Refuses a day after today in the organization's zone unless the organization allows time on future
 * days. Today itself takes time at any hour: a typed duration has no clock times to be "in the future".
 */
export function checkDayAllowed(day: string, settings: OrganizationTimeSettings, field: string) {
  if (!settings.allowFutureTime && day > todayIn(settings.zone))
    throw AppError.invalid({ [field]: TIME_FUTURE_DAY });
}

/**
 * The columns of a manual entry: a range keeps its start and end (and may not end in the future); a day
 * and a duration is stored as minutes on that day, with no invented clock times.
 */
async function entryValues(db: Db, auth: AuthContext, orgId: string, body: TimeEntryBody) {
  await taskInReachOrThrow(db, auth, body.taskId);
  const settings = await organizationSettings(db, orgId);
  const common = { taskId: body.taskId, note: body.note ?? null, isBillable: body.isBillable ?? true };
  if (body.startedAt && body.endedAt) {
    const start = new Date(body.startedAt);
    const end = new Date(body.endedAt);
    if (!settings.allowFutureTime && end.getTime() > Date.now() + CLOCK_SKEW_MS)
      throw AppError.invalid({ endedAt: TIME_END_IN_FUTURE });
    const entryDate = todayIn(settings.zone, start);
    checkDayAllowed(entryDate, settings, 'startedAt');
    return {
      field: 'endedAt',
      entryDate,
      values: { ...common, entryDate, startedAt: start, endedAt: end, typedMinutes: null },
    };
  }
  const entryDate = body.date as string;
  checkDayAllowed(entryDate, settings, 'date');
  return {
    field: 'durationMinutes',
    entryDate,
    values: {
      ...common,
      entryDate,
      startedAt: null,
      endedAt: null,
      typedMinutes: body.durationMinutes ?? 0,
    },
  };
}

export async function createEntry(db: Db, auth: AuthContext, body: TimeEntryBody): Promise<TimeEntry> {
  const orgId = requireTrack(auth);
  const { field, values, entryDate } = await entryValues(db, auth, orgId, body);
  const id = await withTimeRules(db, orgId, auth.userId, field, () =>
    db.transaction(async (tx) => {
      await lockDay(tx, auth.userId, entryDate);
      const [row] = await tx
        .insert(timeEntries)
        .values({ ...values, organizationId: orgId, userId: auth.userId })
        .returning({ id: timeEntries.id });
      if (!row) throw new Error('Time entry insert returned no row');
      await recordEvent(tx, { orgId, type: 'time_entry.created', subjectId: row.id, actorId: auth.userId });
      await publishTimeChange(tx, orgId, [row.id], auth.userId);
      return row.id;
    }),
  );
  return entryResult(db, orgId, id);
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
  return toTimeEntry(row, new Date(), (await organizationSettings(db, orgId)).roundingMinutes);
}

export async function updateEntry(db: Db, auth: AuthContext, id: string, body: TimeEntryBody) {
  const orgId = requireTrack(auth);
  const current = await ownEntryOrThrow(db, auth, orgId, id);
  if (current.entry.minutes === null)
    throw new AppError('CONFLICT', 'Stop the timer before editing this entry');
  const { field, values, entryDate } = await entryValues(db, auth, orgId, body);
  await withTimeRules(db, orgId, auth.userId, field, () =>
    db.transaction(async (tx) => {
      await lockDay(tx, auth.userId, entryDate);
      await tx
        .update(timeEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(timeEntries.organizationId, orgId), eq(timeEntries.id, id)));
      await publishTimeChange(tx, orgId, [id], auth.userId);
    }),
  );
  return entryResult(db, orgId, id);
}

export async function deleteEntry(db: Db, auth: AuthContext, id: string): Promise<void> {
  const orgId = requireTrack(auth);
  await ownEntryOrThrow(db, auth, orgId, id);
  await withTimeRules(db, orgId, auth.userId, 'id', () =>
    db.transaction(async (tx) => {
      await tx.delete(timeEntries).where(and(eq(timeEntries.organizationId, orgId), eq(timeEntries.id, id)));
      await cancelJobs(tx, longTimerKey(id));
      await publishTimeChange(tx, orgId, [id], auth.userId);
    }),
  );
}

// ---------------------------------------------------------------- the week's grid

/**
 * Hours typed into a cell (task × day) become that cell's total. The cell's ranges (timers, typed start and
 * end) keep their times; its typed durations carry the rest: more time is added to the latest typed one (or
 * a new one), less time shortens or removes the latest typed ones. A cell whose ranges alone exceed the
 * value is refused: those are edited in My entries. The day is locked for the read and the write, and the
 * database still judges 24 hours a day and locked weeks.
 */
export async function setTimesheetCell(db: Db, auth: AuthContext, body: TimesheetCellBody) {
  const orgId = requireTrack(auth);
  const settings = await organizationSettings(db, orgId);
  if (body.minutes > 0) {
    await taskInReachOrThrow(db, auth, body.taskId);
    checkDayAllowed(body.date, settings, 'minutes');
  }
  await withTimeRules(db, orgId, auth.userId, 'minutes', () =>
    db.transaction(async (tx) => {
      await lockDay(tx, auth.userId, body.date);
      const entries = await tx
        .select({ id: timeEntries.id, typed: timeEntries.typedMinutes, minutes: timeEntries.minutes })
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.organizationId, orgId),
            eq(timeEntries.userId, auth.userId),
            eq(timeEntries.taskId, body.taskId),
            eq(timeEntries.entryDate, body.date),
            isNotNull(timeEntries.minutes),
          ),
        )
        .orderBy(asc(timeEntries.createdAt), asc(timeEntries.id))
        .for('update');
      const ranged = entries
        .filter((entry) => entry.typed === null)
        .reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
      const typed = entries.filter((entry) => entry.typed !== null);
      const typedNow = typed.reduce((sum, entry) => sum + (entry.typed ?? 0), 0);
      const wanted = body.minutes - ranged;
      if (wanted < 0)
        throw AppError.invalid({
          minutes: `This cell holds ${formatMinutes(ranged)} of timed entries: change them in My entries`,
        });
      let change = wanted - typedNow;
      if (change === 0) return;
      if (change > 0) {
        const latest = typed.at(-1);
        if (latest)
          await tx
            .update(timeEntries)
            .set({ typedMinutes: (latest.typed ?? 0) + change, updatedAt: new Date() })
            .where(eq(timeEntries.id, latest.id));
        else {
          const [created] = await tx
            .insert(timeEntries)
            .values({
              organizationId: orgId,
              userId: auth.userId,
              taskId: body.taskId,
              entryDate: body.date,
              typedMinutes: change,
              isBillable: true,
            })
            .returning({ id: timeEntries.id });
          if (created)
            await recordEvent(tx, {
              orgId,
              type: 'time_entry.created',
              subjectId: created.id,
              actorId: auth.userId,
            });
        }
      } else {
        for (const entry of [...typed].reverse()) {
          if (change === 0) break;
          const length = entry.typed ?? 0;
          if (length <= -change) {
            await tx.delete(timeEntries).where(eq(timeEntries.id, entry.id));
            change += length;
          } else {
            await tx
              .update(timeEntries)
              .set({ typedMinutes: length + change, updatedAt: new Date() })
              .where(eq(timeEntries.id, entry.id));
            change = 0;
          }
        }
      }
      await publishTimeChange(tx, orgId, [body.taskId], auth.userId);
    }),
  );
}
