/**
 * Reading a week: a person's timesheet grid, their working days and when submit opens, who may open it and
 * who decides it (the managers above, their running delegates), and the week's history. Submitting is in
 * timesheet-submit.service.ts, deciding in timesheet-decisions.service.ts, the team's weeks in
 * team-timesheets.service.ts.
 */
import {
  addCalendarDays,
  isWorkingDay,
  type Timesheet,
  type TimesheetStatus,
  todayIn,
  weekStartOf,
} from '@taskflow/shared';
import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { narrowReads } from '../../db/read-tracking';
import { customers, projects, tasks, timeEntries, timesheetEvents, timesheets, users } from '../../db/schema';
import { organizationToday, personToday, workingCalendarOf } from '../../lib/organization-calendar';
import { reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { approvedLeaveDays, delegatorsOf } from '../leave';
import {
  isFinishedEntry,
  isLockedStatus,
  isRunningEntry,
  organizationSettings,
  personInReachOrThrow,
  requireTrack,
  roundedMinutesSql,
} from './time.common';

export const TIMESHEET_NOT_FOUND = 'Timesheet not found';
/** Sums of entries' minutes, each entry rounded up to the organization's step (time.common). */
export const minutesOf = (step: number) => sql<number>`coalesce(sum(${roundedMinutesSql(step)}), 0)`;
const billableMinutesOf = (step: number) =>
  sql<number>`coalesce(sum(${roundedMinutesSql(step)}) filter (where ${timeEntries.isBillable}), 0)`;

/** The caller's current week: today in their zone, else the organization's (one "today", decision 050). */
export async function currentWeek(db: Db, orgId: string, userId: string): Promise<string> {
  return weekStartOf(await personToday(db, orgId, userId));
}

/**
 * The approvers the caller stands in for today (Away & delegate, leave/leave-delegation.ts) who approve
 * timesheets themselves, by the people below them: a delegation covers timesheets as it covers leave.
 * The approver's own weeks stay with their own manager.
 */
export async function delegatedTeams(db: Db, auth: AuthContext, orgId: string): Promise<Map<string, string>> {
  const byPerson = new Map<string, string>();
  if (!auth.permissions.has('time.approve')) return byPerson;
  const approvers = await delegatorsOf(db, orgId, auth.userId, await organizationToday(db, orgId));
  if (approvers.length === 0) return byPerson;
  const approving = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, approvers),
        sql`exists (select 1 from roles r where r.id = ${users.roleId} and r.permissions @> '["time.approve"]'::jsonb)`,
      ),
    );
  for (const { id: approverId } of approving) {
    for (const userId of await reportingTree(db, orgId, approverId)) {
      if (userId !== approverId && userId !== auth.userId && !byPerson.has(userId))
        byPerson.set(userId, approverId);
    }
  }
  return byPerson;
}

/**
 * How the caller decides this person's weeks: in their own name when above them in the reporting tree
 * (`onBehalfOf` null), or as the running delegate of an approver above them. Null when they do not.
 */
export async function deciderOf(
  db: Db,
  auth: AuthContext,
  orgId: string,
  userId: string,
): Promise<{ onBehalfOf: string | null } | null> {
  if (userId === auth.userId || !auth.permissions.has('time.approve')) return null;
  if ((await reportingTree(db, orgId, auth.userId)).includes(userId)) return { onBehalfOf: null };
  const approverId = (await delegatedTeams(db, auth, orgId)).get(userId);
  return approverId ? { onBehalfOf: approverId } : null;
}

/** A person whose week the caller may open: within their reach, or someone whose weeks they decide. */
export async function sheetPersonOrThrow(db: Db, auth: AuthContext, orgId: string, userId: string) {
  try {
    return await personInReachOrThrow(db, auth, userId);
  } catch (error) {
    if (!(await deciderOf(db, auth, orgId, userId))) throw error;
    const [person] = await db
      .select({ id: users.id, name: users.name, managerId: users.managerId })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
    if (!person) throw error;
    return person;
  }
}

/**
 * The days of a person's week they are expected to work: the organization's work week, less its holidays,
 * the whole days of the person's approved leave and the days before they joined, Monday first.
 */
export async function workingDaysOfWeek(db: Db, orgId: string, userId: string, weekStart: string) {
  const weekEnd = addCalendarDays(weekStart, 6);
  const [working, leave, [person]] = await Promise.all([
    workingCalendarOf(db, orgId, weekStart, weekEnd, { fresh: true }),
    approvedLeaveDays(db, orgId, [userId], weekStart, weekEnd),
    db.select({ joinedOn: users.joinedOn }).from(users).where(eq(users.id, userId)),
  ]);
  const daysOff = new Set<string>();
  for (const [day, part] of leave.get(userId) ?? []) if (part >= 1) daysOff.add(day);
  return Array.from({ length: 7 }, (_, index) => addCalendarDays(weekStart, index)).filter(
    (day) => isWorkingDay(day, working) && !daysOff.has(day) && (!person?.joinedOn || day >= person.joinedOn),
  );
}

/**
 * The day a person's week can be submitted from: their last working day of it (`workingDaysOfWeek`); the
 * Monday when they work no day of it.
 */
export async function submitOpensOn(db: Db, orgId: string, userId: string, weekStart: string) {
  return (await workingDaysOfWeek(db, orgId, userId, weekStart)).at(-1) ?? weekStart;
}

// ---------------------------------------------------------------- one week

export async function getTimesheet(
  db: Db,
  auth: AuthContext,
  query: { userId?: string; week?: string },
): Promise<Timesheet> {
  const orgId = requireTrack(auth);
  const person = await sheetPersonOrThrow(db, auth, orgId, query.userId ?? auth.userId);
  const weekStart = query.week ? weekStartOf(query.week) : await currentWeek(db, orgId, auth.userId);
  return buildTimesheet(db, auth, orgId, person, weekStart);
}

/** A person's week as the grid shows it; the caller has been checked. */
export async function buildTimesheet(
  db: Db,
  auth: AuthContext,
  orgId: string,
  person: { id: string; name: string },
  weekStart: string,
): Promise<Timesheet> {
  const days = Array.from({ length: 7 }, (_, index) => addCalendarDays(weekStart, index));
  // What does not depend on the week's rows is read at once, beside the settings the cells need.
  const [settings, workingDays, decider] = await Promise.all([
    organizationSettings(db, orgId),
    workingDaysOfWeek(db, orgId, person.id, weekStart),
    deciderOf(db, auth, orgId, person.id),
  ]);
  const opensOn = workingDays.at(-1) ?? weekStart;
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
  // A kept answer (GET /time/timesheet) is of this person's entries and sheet, and of the tasks in its rows.
  narrowReads('time_entries', [`u:${person.id}`]);
  narrowReads('timesheets', [`u:${person.id}`]);
  narrowReads(
    'tasks',
    [...rows.keys()].map((taskId) => `t:${taskId}`),
  );
  const sheetRows = [...rows.values()];
  const dayTotals = days.map((_, index) => sheetRows.reduce((sum, row) => sum + (row.days[index] ?? 0), 0));
  const status = (sheet?.status as TimesheetStatus | undefined) ?? 'open';
  const today = todayIn(settings.zone);
  // Working days up to today with no time: said before the week is submitted and to whoever decides it. A
  // timer running today counts as time on today.
  const emptyWorkingDays = workingDays.filter(
    (day) =>
      day <= today &&
      (dayTotals[days.indexOf(day)] ?? 0) === 0 &&
      !(day === today && (running[0]?.n ?? 0) > 0),
  );
  return {
    id: sheet?.id ?? null,
    user: { id: person.id, name: person.name },
    weekStart,
    days,
    status,
    isLocked: isLockedStatus(status),
    today,
    allowFutureTime: settings.allowFutureTime,
    roundingMinutes: settings.roundingMinutes,
    canDecide: decider !== null,
    rows: sheetRows,
    dayTotals,
    total: dayTotals.reduce((sum, minutes) => sum + minutes, 0),
    billableMinutes: sheetRows.reduce((sum, row) => sum + row.billableMinutes, 0),
    hasRunningTimer: (running[0]?.n ?? 0) > 0,
    events: sheet ? await sheetEvents(db, sheet.id) : [],
    submitOpensOn: opensOn,
    emptyWorkingDays,
    reopenRequest:
      sheet?.reopenRequestedAt && isLockedStatus(status)
        ? { at: sheet.reopenRequestedAt.toISOString(), reason: sheet.reopenReason }
        : null,
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

// ---------------------------------------------------------------- the week's history

type SheetAction = Timesheet['events'][number]['action'];

/** One line of the week's history (submitted, withdrawn, decided), written by the submit and decision files. */
export async function recordSheetEvent(
  db: Db,
  orgId: string,
  timesheetId: string,
  action: SheetAction,
  actorId: string,
  comment: string | null = null,
) {
  await db.insert(timesheetEvents).values({ organizationId: orgId, timesheetId, action, actorId, comment });
}
