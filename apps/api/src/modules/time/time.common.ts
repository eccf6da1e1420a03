import {
  TIME_ENTRY_BILLED,
  TIME_OVERLAP,
  TIME_TOO_LONG,
  TIME_WEEK_LOCKED,
  type TimeEntry,
  type TimesheetStatus,
  weekStartOf,
} from '@taskflow/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customers, organizations, projects, tasks, timeEntries, timesheets, users } from '../../db/schema';
import { orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { publishLiveEvent } from '../../lib/live-events';
import type { AuthContext } from '../../plugins/types';
import { isUuid, reportingTree } from '../tasks/reach';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export const PERSON_NOT_FOUND = 'Person not found';

/** The organization's zone (days of entries are judged there) and currency (amounts). */
export async function organizationSettings(db: Db, orgId: string) {
  const [row] = await db
    .select({ zone: organizations.timeZone, currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return { zone: row?.zone ?? 'UTC', currency: row?.currency ?? 'INR' };
}

/**
 * Whose time a caller may read: their own always; their reporting tree's (managers); everyone's with
 * View All Tasks. The same reach the tasks issue defines for tasks.
 */
export async function peopleInReach(db: Db, auth: AuthContext): Promise<'all' | string[]> {
  if (auth.permissions.has('tasks.view_all')) return 'all';
  return reportingTree(db, orgOf(auth), auth.userId);
}

/** Checks a person is in the caller's organization and reach; anyone else does not exist for them. */
export async function personInReachOrThrow(db: Db, auth: AuthContext, userId: string) {
  const orgId = orgOf(auth);
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const reach = userId === auth.userId ? [userId] : await peopleInReach(db, auth);
  if (reach !== 'all' && !reach.includes(userId)) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const [person] = await db
    .select({ id: users.id, name: users.name, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
  if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  return person;
}

/** The SQL condition "this person's time is within the caller's reach". */
export function entriesInReach(reach: 'all' | string[]): SQL | undefined {
  return reach === 'all' ? undefined : inArray(timeEntries.userId, reach);
}

/** The Monday of an entry's day, in SQL: how an entry finds its week's timesheet. */
export const entryWeekStart = sql`(${timeEntries.entryDate} - (extract(isodow from ${timeEntries.entryDate})::int - 1))`;

export function selectEntries<Extra extends SelectedFields>(db: Db, extra?: Extra) {
  return db
    .select({
      ...(extra as Extra),
      entry: timeEntries,
      userName: users.name,
      displayId: tasks.displayId,
      title: tasks.title,
      projectId: tasks.projectId,
      projectName: projects.name,
      customerId: tasks.customerId,
      customerName: customers.businessName,
      weekStatus: timesheets.status,
    })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(
      timesheets,
      and(eq(timesheets.userId, timeEntries.userId), eq(timesheets.weekStart, entryWeekStart)),
    );
}

export type EntrySelection = Awaited<
  ReturnType<ReturnType<typeof selectEntries<Record<never, never>>>['execute']>
>[number];

export function isLockedStatus(status: string | null | undefined): boolean {
  return status === 'submitted' || status === 'approved';
}

export function minutesBetween(start: Date, end: Date | null, now = new Date()): number {
  return Math.max(0, Math.round(((end ?? now).getTime() - start.getTime()) / 60_000));
}

export function toTimeEntry(row: EntrySelection, now = new Date()): TimeEntry {
  const { entry } = row;
  return {
    id: entry.id,
    userId: entry.userId,
    userName: row.userName,
    task: {
      id: entry.taskId,
      displayId: row.displayId,
      title: row.title,
      projectId: row.projectId,
      projectName: row.projectName,
      customerId: row.customerId,
      customerName: row.customerName,
    },
    date: entry.entryDate,
    startedAt: entry.startedAt.toISOString(),
    endedAt: entry.endedAt?.toISOString() ?? null,
    minutes: minutesBetween(entry.startedAt, entry.endedAt, now),
    note: entry.note,
    isBillable: entry.isBillable,
    isBilled: entry.billingBatchId !== null,
    isLocked: entry.billingBatchId !== null || isLockedStatus(row.weekStatus),
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

export async function getEntryRow(db: Db, orgId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectEntries(db)
    .where(and(eq(timeEntries.organizationId, orgId), eq(timeEntries.id, id)))
    .limit(1);
  return row;
}

export async function runningEntryRow(db: Db, orgId: string, userId: string) {
  const [row] = await selectEntries(db)
    .where(
      and(eq(timeEntries.organizationId, orgId), eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)),
    )
    .limit(1);
  return row;
}

/** The status of a person's week: no row is an open week. */
export async function weekStatusOf(db: Db, userId: string, day: string): Promise<TimesheetStatus> {
  const [row] = await db
    .select({ status: timesheets.status })
    .from(timesheets)
    .where(and(eq(timesheets.userId, userId), eq(timesheets.weekStart, weekStartOf(day))));
  return (row?.status as TimesheetStatus | undefined) ?? 'open';
}

/** The constraint a database error names, also when Drizzle wraps the driver's error as its cause. */
function constraintOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = current.cause;
  }
  return undefined;
}

/**
 * Runs a write and turns the database's refusals into the message the person should read. The running
 * timer's refusal names the task that runs, so it is read after the failed statement.
 */
export async function withTimeRules<T>(
  db: Db,
  orgId: string,
  userId: string,
  field: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    switch (constraintOf(error)) {
      case 'time_entries_one_running_idx': {
        const running = await runningEntryRow(db, orgId, userId);
        const name = running ? `${running.displayId} ${running.title}` : 'another task';
        throw new AppError('CONFLICT', `A timer is already running on ${name}: stop it first`);
      }
      case 'time_entries_no_overlap':
        throw new AppError('CONFLICT', TIME_OVERLAP, { [field]: TIME_OVERLAP });
      case 'time_entries_week_lock':
        throw new AppError('CONFLICT', TIME_WEEK_LOCKED);
      case 'time_entries_billed_lock':
        throw new AppError('CONFLICT', TIME_ENTRY_BILLED);
      case 'time_entries_max_duration':
        throw AppError.invalid({ endedAt: TIME_TOO_LONG });
      default:
        throw error;
    }
  }
}

/** Open pages of the organization refetch their time views (the stream's `work` event, kind `time`). */
export async function publishTimeChange(db: Db, orgId: string, ids: string[]) {
  await publishLiveEvent(db, { type: 'work_changed', org: orgId, kind: 'time', ids });
}

/**
 * Whether the caller may read money: rates, and every amount, total or average derived from them (an
 * amount divided by its minutes is the rate). Without Rates and Billing a reader gets minutes only, their
 * own time included.
 */
export function mayReadAmounts(auth: AuthContext): boolean {
  return auth.permissions.has('time.billing');
}

export function requireTrack(auth: AuthContext): string {
  return requirePermission(auth, 'time.track');
}
