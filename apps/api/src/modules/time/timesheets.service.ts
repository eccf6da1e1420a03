import {
  addDaysTo,
  formatCalendarDate,
  type ListQuery,
  type TeamTimesheetRow,
  TIMESHEET_ALREADY_APPROVED,
  TIMESHEET_NOT_SUBMITTED,
  type Timesheet,
  type TimesheetStatus,
  todayIn,
  weekStartOf,
} from '@taskflow/shared';
import { and, asc, between, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, projects, tasks, timeEntries, timesheetEvents, timesheets, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { offsetOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';
import { notifyUsers } from '../notifications/notifications.service';
import { reportingTree } from '../tasks/reach';
import type { TimeDeps } from './entries.service';
import {
  isFinishedEntry,
  isLockedStatus,
  isRunningEntry,
  organizationSettings,
  peopleInReach,
  personInReachOrThrow,
  publishTimeChange,
  requireTrack,
  roundedMinutesSql,
} from './time.common';

export const TIMESHEET_NOT_FOUND = 'Timesheet not found';
/** Sums of entries' minutes, each entry rounded up to the organization's step (time.common). */
const minutesOf = (step: number) => sql<number>`coalesce(sum(${roundedMinutesSql(step)}), 0)`;
const billableMinutesOf = (step: number) =>
  sql<number>`coalesce(sum(${roundedMinutesSql(step)}) filter (where ${timeEntries.isBillable}), 0)`;

async function currentWeek(db: Db, orgId: string): Promise<string> {
  const { zone } = await organizationSettings(db, orgId);
  return weekStartOf(todayIn(zone));
}

/** Whether the caller decides this person's weeks: someone above them in the reporting tree. */
async function isManagerOf(db: Db, auth: AuthContext, orgId: string, userId: string): Promise<boolean> {
  if (userId === auth.userId || !auth.permissions.has('time.approve')) return false;
  return (await reportingTree(db, orgId, auth.userId)).includes(userId);
}

// ---------------------------------------------------------------- one week

export async function getTimesheet(
  db: Db,
  auth: AuthContext,
  query: { userId?: string; week?: string },
): Promise<Timesheet> {
  const orgId = requireTrack(auth);
  const person = await personInReachOrThrow(db, auth, query.userId ?? auth.userId);
  const weekStart = query.week ? weekStartOf(query.week) : await currentWeek(db, orgId);
  return buildTimesheet(db, auth, orgId, person, weekStart);
}

/** A person's week as the grid shows it; the caller has been checked. */
async function buildTimesheet(
  db: Db,
  auth: AuthContext,
  orgId: string,
  person: { id: string; name: string },
  weekStart: string,
): Promise<Timesheet> {
  const days = Array.from({ length: 7 }, (_, index) => addDaysTo(weekStart, index));
  const settings = await organizationSettings(db, orgId);
  const inWeek = and(
    eq(timeEntries.organizationId, orgId),
    eq(timeEntries.userId, person.id),
    between(timeEntries.entryDate, weekStart, days[6] as string),
  );
  const [cells, [sheet], running] = await Promise.all([
    db
      .select({
        taskId: timeEntries.taskId,
        day: timeEntries.entryDate,
        minutes: minutesOf(settings.roundingMinutes),
        billable: billableMinutesOf(settings.roundingMinutes),
        displayId: tasks.displayId,
        title: tasks.title,
        projectId: tasks.projectId,
        projectName: projects.name,
        customerId: tasks.customerId,
        customerName: customers.businessName,
      })
      .from(timeEntries)
      .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
      .innerJoin(customers, eq(customers.id, tasks.customerId))
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .where(and(inWeek, isFinishedEntry))
      .groupBy(timeEntries.taskId, timeEntries.entryDate, tasks.id, projects.id, customers.id)
      .orderBy(asc(tasks.displayId)),
    db
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.userId, person.id), eq(timesheets.weekStart, weekStart))),
    db.select({ n: count() }).from(timeEntries).where(and(inWeek, isRunningEntry)),
  ]);
  const rows = new Map<string, Timesheet['rows'][number]>();
  for (const cell of cells) {
    let row = rows.get(cell.taskId);
    if (!row) {
      row = {
        task: {
          id: cell.taskId,
          displayId: cell.displayId,
          title: cell.title,
          projectId: cell.projectId,
          projectName: cell.projectName,
          customerId: cell.customerId,
          customerName: cell.customerName,
        },
        days: [0, 0, 0, 0, 0, 0, 0],
        total: 0,
        billableMinutes: 0,
      };
      rows.set(cell.taskId, row);
    }
    const minutes = Math.round(Number(cell.minutes));
    row.days[days.indexOf(cell.day)] = minutes;
    row.total += minutes;
    row.billableMinutes += Math.round(Number(cell.billable));
  }
  const sheetRows = [...rows.values()];
  const dayTotals = days.map((_, index) => sheetRows.reduce((sum, row) => sum + (row.days[index] ?? 0), 0));
  const status = (sheet?.status as TimesheetStatus | undefined) ?? 'open';
  return {
    id: sheet?.id ?? null,
    user: { id: person.id, name: person.name },
    weekStart,
    days,
    status,
    isLocked: isLockedStatus(status),
    today: todayIn(settings.zone),
    allowFutureTime: settings.allowFutureTime,
    roundingMinutes: settings.roundingMinutes,
    canDecide: await isManagerOf(db, auth, orgId, person.id),
    rows: sheetRows,
    dayTotals,
    total: dayTotals.reduce((sum, minutes) => sum + minutes, 0),
    billableMinutes: sheetRows.reduce((sum, row) => sum + row.billableMinutes, 0),
    hasRunningTimer: (running[0]?.n ?? 0) > 0,
    events: sheet ? await sheetEvents(db, sheet.id) : [],
  };
}

async function sheetEvents(db: Db, timesheetId: string) {
  const rows = await db
    .select({ event: timesheetEvents, actorName: users.name })
    .from(timesheetEvents)
    .leftJoin(users, eq(users.id, timesheetEvents.actorId))
    .where(eq(timesheetEvents.timesheetId, timesheetId))
    .orderBy(asc(timesheetEvents.createdAt));
  return rows.map(({ event, actorName }) => ({
    action: event.action as SheetAction,
    actorName,
    comment: event.comment,
    at: event.createdAt.toISOString(),
  }));
}

// The grid's cells are written by setTimesheetCell in entries.service.ts (typed durations).

// ---------------------------------------------------------------- submit and decide

type SheetAction = Timesheet['events'][number]['action'];

async function recordEvent(
  db: Db,
  orgId: string,
  timesheetId: string,
  action: SheetAction,
  actorId: string,
  comment: string | null = null,
) {
  await db.insert(timesheetEvents).values({ organizationId: orgId, timesheetId, action, actorId, comment });
}

/** Submits the caller's week for approval; it is locked until returned. Their manager is told. */
export async function submitTimesheet(deps: TimeDeps, auth: AuthContext, week: string): Promise<Timesheet> {
  const orgId = requireTrack(auth);
  const { db } = deps;
  const weekStart = weekStartOf(week);
  const weekEnd = addDaysTo(weekStart, 6);
  await db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.userId, auth.userId),
          isRunningEntry,
          between(timeEntries.entryDate, weekStart, weekEnd),
        ),
      );
    if (running) throw new AppError('CONFLICT', 'Stop your running timer before submitting this week');
    const [row] = await tx
      .insert(timesheets)
      .values({
        organizationId: orgId,
        userId: auth.userId,
        weekStart,
        status: 'submitted',
        submittedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [timesheets.userId, timesheets.weekStart],
        set: { status: 'submitted', submittedAt: new Date(), comment: null, updatedAt: new Date() },
        setWhere: sql`${timesheets.status} in ('open', 'returned', 'reopened')`,
      })
      .returning({ id: timesheets.id });
    if (!row) throw new AppError('CONFLICT', 'This week is already submitted or approved');
    await recordEvent(tx, orgId, row.id, 'submitted', auth.userId);
    await publishTimeChange(tx, orgId, [row.id]);
  });
  await tellManager(deps, auth, orgId, weekStart, 'submitted');
  return getTimesheet(db, auth, { week: weekStart });
}

/** The owner's manager hears that a week was submitted or withdrawn (their pending list changed). */
async function tellManager(
  deps: TimeDeps,
  auth: AuthContext,
  orgId: string,
  weekStart: string,
  verb: 'submitted' | 'withdrew',
) {
  const [person] = await deps.db
    .select({ name: users.name, managerId: users.managerId })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!person?.managerId) return;
  await notifyUsers(deps, {
    organizationId: orgId,
    userIds: [person.managerId],
    kind: 'timesheet_submitted',
    title: `${person.name} ${verb} the timesheet for the week of ${formatCalendarDate(weekStart)}`,
    link: `/app/time/team?week=${weekStart}&user=${auth.userId}`,
    senderId: auth.userId,
  });
}

/**
 * The owner takes back a week they submitted, before their manager decides: it is open again so its
 * entries can change. The week's row is read FOR UPDATE, so a withdraw and an approval racing on it
 * leave one of them: the other finds the week has moved on. Recorded; the manager is told.
 */
export async function withdrawTimesheet(deps: TimeDeps, auth: AuthContext, week: string): Promise<Timesheet> {
  const orgId = requireTrack(auth);
  const { db } = deps;
  const weekStart = weekStartOf(week);
  await db.transaction(async (tx) => {
    const [sheet] = await tx
      .select({ id: timesheets.id, status: timesheets.status })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.organizationId, orgId),
          eq(timesheets.userId, auth.userId),
          eq(timesheets.weekStart, weekStart),
        ),
      )
      .for('update');
    if (sheet?.status !== 'submitted')
      throw new AppError(
        'CONFLICT',
        sheet?.status === 'approved' ? TIMESHEET_ALREADY_APPROVED : TIMESHEET_NOT_SUBMITTED,
      );
    await tx
      .update(timesheets)
      .set({ status: 'open', submittedAt: null, updatedAt: new Date() })
      .where(eq(timesheets.id, sheet.id));
    await recordEvent(tx, orgId, sheet.id, 'withdrawn', auth.userId);
    await publishTimeChange(tx, orgId, [sheet.id]);
  });
  await tellManager(deps, auth, orgId, weekStart, 'withdrew');
  return getTimesheet(db, auth, { week: weekStart });
}

type Decision = 'approve' | 'return' | 'reopen';
const DECISIONS: Record<Decision, { from: TimesheetStatus; to: TimesheetStatus; verb: string }> = {
  approve: { from: 'submitted', to: 'approved', verb: 'approved' },
  return: { from: 'submitted', to: 'returned', verb: 'returned' },
  reopen: { from: 'approved', to: 'reopened', verb: 'reopened' },
};

/**
 * A manager's decision on a week: one `UPDATE … WHERE status = <expected>`, so of two managers deciding
 * at once one wins and the other is told the week has moved on. Recorded with who and when; the person
 * is told.
 */
export async function decideTimesheet(
  deps: TimeDeps,
  auth: AuthContext,
  id: string,
  decision: Decision,
  comment: string | null = null,
): Promise<Timesheet> {
  const orgId = requirePermission(auth, 'time.approve');
  const { db } = deps;
  const [sheet] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .select()
        .from(timesheets)
        .where(and(eq(timesheets.id, id), eq(timesheets.organizationId, orgId)))
    : [];
  if (!sheet) throw new AppError('NOT_FOUND', TIMESHEET_NOT_FOUND);
  const person = await personInReachOrThrow(db, auth, sheet.userId).catch(() => {
    throw new AppError('NOT_FOUND', TIMESHEET_NOT_FOUND);
  });
  if (!(await isManagerOf(db, auth, orgId, sheet.userId)))
    throw new AppError('FORBIDDEN', 'Only the person’s manager can decide on their timesheet');
  const rule = DECISIONS[decision];
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(timesheets)
      .set({
        status: rule.to,
        decidedById: auth.userId,
        decidedAt: new Date(),
        ...(decision === 'return' ? { comment } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(timesheets.id, id), eq(timesheets.status, rule.from)))
      .returning({ id: timesheets.id });
    if (!moved)
      throw new AppError(
        'CONFLICT',
        rule.from === 'submitted'
          ? 'This timesheet is not waiting for approval'
          : 'Only an approved timesheet can be reopened',
      );
    await recordEvent(tx, orgId, id, rule.verb as 'approved', auth.userId, comment);
    await publishTimeChange(tx, orgId, [id]);
  });
  const [manager] = await db.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
  await notifyUsers(deps, {
    organizationId: orgId,
    userIds: [sheet.userId],
    kind: 'timesheet_decided',
    title: `Your timesheet for the week of ${formatCalendarDate(sheet.weekStart)} was ${rule.verb} by ${manager?.name ?? 'your manager'}`,
    body: comment ?? undefined,
    link: `/app/time?week=${sheet.weekStart}`,
    senderId: auth.userId,
  });
  return buildTimesheet(db, auth, orgId, person, sheet.weekStart);
}

// ---------------------------------------------------------------- the team's weeks

/**
 * The people whose time the caller may read, besides themselves (their reporting tree, or everyone
 * active with View All Tasks), by name: the Time pages' person picker. Empty for someone with no reach.
 */
export async function timePeople(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<{
  data: { id: string; name: string }[];
  meta: { page: number; pageSize: number; total: number };
}> {
  const orgId = requireTrack(auth);
  const reach = await peopleInReach(db, auth);
  const others = reach === 'all' ? 'all' : reach.filter((id) => id !== auth.userId);
  if (others !== 'all' && others.length === 0)
    return { data: [], meta: { page: query.page, pageSize: query.pageSize, total: 0 } };
  const where = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    ne(users.id, auth.userId),
    others === 'all' ? undefined : inArray(users.id, others),
    query.q ? ilike(users.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
  );
  const [data, [counted]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.name})`, asc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data, meta: { page: query.page, pageSize: query.pageSize, total: counted?.n ?? 0 } };
}

export const TEAM_WEEKS = 4;

/** People below the caller in the reporting tree × the four weeks up to `week`: status and hours. */
export async function teamTimesheets(
  db: Db,
  auth: AuthContext,
  query: ListQuery & { week?: string },
): Promise<{
  data: TeamTimesheetRow[];
  weeks: string[];
  meta: { page: number; pageSize: number; total: number };
}> {
  const orgId = requirePermission(auth, 'time.approve');
  const lastWeek = query.week ? weekStartOf(query.week) : await currentWeek(db, orgId);
  const weeks = Array.from({ length: TEAM_WEEKS }, (_, index) =>
    addDaysTo(lastWeek, -7 * (TEAM_WEEKS - 1 - index)),
  );
  const team = (await reportingTree(db, orgId, auth.userId)).filter((id) => id !== auth.userId);
  const { roundingMinutes } = await organizationSettings(db, orgId);
  if (team.length === 0)
    return { data: [], weeks, meta: { page: query.page, pageSize: query.pageSize, total: 0 } };
  const inTeam = and(eq(users.organizationId, orgId), inArray(users.id, team), ne(users.id, auth.userId));
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inTeam)
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const ids = people.map((person) => person.id);
  const [sheets, totals] = ids.length
    ? await Promise.all([
        db
          .select({
            id: timesheets.id,
            userId: timesheets.userId,
            weekStart: timesheets.weekStart,
            status: timesheets.status,
          })
          .from(timesheets)
          .where(
            and(inArray(timesheets.userId, ids), between(timesheets.weekStart, weeks[0] as string, lastWeek)),
          ),
        db
          .select({
            userId: timeEntries.userId,
            weekStart: sql<string>`to_char(${timeEntries.entryDate} - (extract(isodow from ${timeEntries.entryDate})::int - 1), 'YYYY-MM-DD')`,
            minutes: minutesOf(roundingMinutes),
          })
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.organizationId, orgId),
              inArray(timeEntries.userId, ids),
              isFinishedEntry,
              between(timeEntries.entryDate, weeks[0] as string, addDaysTo(lastWeek, 6)),
            ),
          )
          .groupBy(sql`1`, sql`2`),
      ])
    : [[], []];
  const data = people.map((person) => ({
    user: person,
    weeks: weeks.map((weekStart) => {
      const sheet = sheets.find((row) => row.userId === person.id && row.weekStart === weekStart);
      const total = totals.find((row) => row.userId === person.id && row.weekStart === weekStart);
      return {
        id: sheet?.id ?? null,
        weekStart,
        status: (sheet?.status as TimesheetStatus | undefined) ?? 'open',
        minutes: Math.round(Number(total?.minutes ?? 0)),
      };
    }),
  }));
  const [counted] = await db.select({ n: count() }).from(users).where(inTeam);
  return { data, weeks, meta: { page: query.page, pageSize: query.pageSize, total: counted?.n ?? 0 } };
}
