import {
  roundMinutes,
  TIME_DAY_FULL,
  TIME_ENTRY_BILLED,
  TIME_ENTRY_ON_INVOICE,
  TIME_OVERLAP,
  TIME_TOO_LONG,
  TIME_WEEK_LOCKED,
  type TimeEntry,
  type TimesheetStatus,
  weekStartOf,
} from '@taskflow/shared';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  clientJobTime,
  customers,
  organizations,
  projects,
  tasks,
  timeEntries,
  timesheets,
  users,
} from '../../db/schema';
import { orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { violatedConstraint } from '../../lib/db-errors';
import { publishLiveEvent } from '../../lib/live-events';
import { isUuid, reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

export const PERSON_NOT_FOUND = 'Person not found';

/**
 * The organization's zone (days of entries are judged there), currency (amounts) and time settings:
 * whether future days take time, the rounding step, and whether people read the amounts of their own time.
 */
export async function organizationSettings(db: Db, orgId: string) {
  const [row] = await db
    .select({
      zone: organizations.timeZone,
      currency: organizations.currency,
      allowFutureTime: organizations.allowFutureTime,
      roundingMinutes: organizations.timeRoundingMinutes,
      showOwnAmounts: organizations.showOwnAmounts,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return {
    zone: row?.zone ?? 'UTC',
    currency: row?.currency ?? 'INR',
    allowFutureTime: row?.allowFutureTime ?? false,
    roundingMinutes: row?.roundingMinutes ?? 0,
    showOwnAmounts: row?.showOwnAmounts ?? false,
  };
}
export type OrganizationTimeSettings = Awaited<ReturnType<typeof organizationSettings>>;

/** A running timer: a start and no end yet (a typed duration has neither). */
export const isRunningEntry = and(isNotNull(timeEntries.startedAt), isNull(timeEntries.endedAt)) as SQL;
/** A finished entry: typed, or a range with its end; it has minutes. */
export const isFinishedEntry = isNotNull(timeEntries.minutes);

/**
 * One entry's minutes as every total counts them, in SQL: rounded up to the organization's step, entry by
 * entry, as Harvest and Kimai round (so a total is the sum of the rounded entries above it, and an amount
 * is those minutes at the rate). Null for a running timer.
 */
export function roundedMinutesSql(step: number): SQL<number> {
  return step > 0
    ? sql<number>`(ceil(${timeEntries.minutes}::numeric / ${step}) * ${step})::integer`
    : sql<number>`${timeEntries.minutes}`;
}

/**
 * A client job's time as `client_job_time` keeps it (migration 0043), rounded to the organization's
 * step: the sum kept for that step, each entry rounded as `roundedMinutesSql` rounds it. The steps are
 * the organization's check constraint's (0 and 1 leave whole minutes as they are).
 */
export function jobTimeMinutesSql(step: number): SQL<number> {
  switch (step) {
    case 0:
    case 1:
      return sql<number>`${clientJobTime.minutes}`;
    case 6:
      return sql<number>`${clientJobTime.minutes6}`;
    case 15:
      return sql<number>`${clientJobTime.minutes15}`;
    default:
      throw new Error(`No job time is kept for a rounding of ${step} minutes`);
  }
}

/**
 * Takes the lock the database's 24-hours-a-day trigger takes (migration 0021) for a person's day, so a
 * service that reads the day and then writes it is not raced by another write of that day.
 */
export async function lockDay(tx: Tx, userId: string, day: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(time_day_lock_key(${userId}::uuid, ${day}::date))`);
}

/**
 * Whose time a caller may read: their own always; their reporting tree's (managers); with View All Tasks
 * everyone's but the people above them in the reporting tree (a manager does not read her own manager's
 * hours, issue 39), unless Rates and Billing lets them read every entry anyway. 'all' means no one left out.
 */
export async function peopleInReach(db: Db, auth: AuthContext): Promise<'all' | string[]> {
  const orgId = orgOf(auth);
  if (!auth.permissions.has('tasks.view_all')) return reportingTree(db, orgId, auth.userId);
  if (auth.permissions.has('time.billing')) return 'all';
  const result = await db.execute(sql`
    with recursive above(id, depth) as (
      select manager_id, 1 from users where id = ${auth.userId}::uuid and organization_id = ${orgId}::uuid
      union all
      select u.manager_id, above.depth + 1 from users u join above on u.id = above.id
      where above.depth < 50 and u.manager_id is not null and u.organization_id = ${orgId}::uuid
    )
    select u.id from users u
    where u.organization_id = ${orgId}::uuid
      and exists (select 1 from above where id is not null)
      and u.id not in (select id from above where id is not null)`);
  const people = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  // Nobody above them: everyone's, as before.
  return people.length === 0 ? 'all' : people;
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

/** The SQL condition "this person's time is within the caller's reach" (one array, however many people). */
export function entriesInReach(reach: 'all' | string[]): SQL | undefined {
  return reach === 'all' ? undefined : sql`${timeEntries.userId} = any(${sql.param(reach)}::uuid[])`;
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

/** An entry's minutes: typed or its range's (rounded up to the step); a running timer's so far. */
export function entryMinutesOf(entry: EntrySelection['entry'], step = 0, now = new Date()): number {
  if (entry.minutes !== null) return roundMinutes(entry.minutes, step);
  return entry.startedAt ? minutesBetween(entry.startedAt, null, now) : 0;
}

export function toTimeEntry(row: EntrySelection, now = new Date(), step = 0): TimeEntry {
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
    startedAt: entry.startedAt?.toISOString() ?? null,
    endedAt: entry.endedAt?.toISOString() ?? null,
    minutes: entryMinutesOf(entry, step, now),
    isRunning: entry.startedAt !== null && entry.endedAt === null,
    note: entry.note,
    isBillable: entry.isBillable,
    isBilled: entry.billingBatchId !== null,
    // A draft invoice's line holds it too (issue 42): the database refuses its change.
    isLocked: entry.billingBatchId !== null || entry.invoiceLineId !== null || isLockedStatus(row.weekStatus),
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
    .where(and(eq(timeEntries.organizationId, orgId), eq(timeEntries.userId, userId), isRunningEntry))
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
    switch (violatedConstraint(error)) {
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
      case 'time_entries_invoice_lock':
        throw new AppError('CONFLICT', TIME_ENTRY_ON_INVOICE);
      case 'time_entries_max_duration':
        throw AppError.invalid({ endedAt: TIME_TOO_LONG });
      case 'time_entries_day_total':
        throw AppError.invalid({ [field]: TIME_DAY_FULL });
      default:
        throw error;
    }
  }
}

/**
 * Open pages of the organization refetch their time views (the stream's `work` event, kind `time`).
 * `owner`: whose time the rows are (null: many people's, a billing batch); the stream tells their ids only
 * to those who read that person's time (lib/work-audience.ts).
 */
export async function publishTimeChange(db: Db, orgId: string, ids: string[], owner: string | null) {
  await publishLiveEvent(db, {
    type: 'work_changed',
    org: orgId,
    kind: 'time',
    ids,
    owners: ids.map(() => owner),
  });
}

/**
 * Whether the caller may read money: rates, and every amount, total or average derived from them (an
 * amount divided by its minutes is the rate). Rates and Billing holders read every amount. Anyone else
 * reads amounts only of their own time, and only when the organization shows people their own amounts
 * (`showOwnAmounts`, off by default, Harvest's switch): `whose` is the one person a summary covers, so a
 * summary of several people (a team) never carries amounts for them.
 */
export function mayReadAmounts(
  auth: AuthContext,
  scope?: { whose: string | null; showOwnAmounts: boolean },
): boolean {
  if (auth.permissions.has('time.billing')) return true;
  return Boolean(scope?.showOwnAmounts && scope.whose === auth.userId);
}

export function requireTrack(auth: AuthContext): string {
  return requirePermission(auth, 'time.track');
}
