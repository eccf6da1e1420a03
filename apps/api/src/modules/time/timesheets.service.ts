import type { ListMeta } from '@taskflow/shared';
import {
  addCalendarDays,
  formatCalendarDate,
  isWorkingDay,
  type ListQuery,
  type ReopenRequestBody,
  type TeamTimesheetRow,
  TIMESHEET_ALREADY_APPROVED,
  TIMESHEET_NOT_LOCKED,
  TIMESHEET_NOT_SUBMITTED,
  type Timesheet,
  type TimesheetStatus,
  timesheetOpensMessage,
  todayIn,
  weekStartOf,
} from '@taskflow/shared';
import { and, asc, between, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { narrowReads } from '../../db/read-tracking';
import { customers, projects, tasks, timeEntries, timesheetEvents, timesheets, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import { containsPattern } from '../../lib/like';
import { organizationToday, personToday } from '../../lib/organization-calendar';
import { boundedCountQuery, metaOf, pageOf, totalColumn } from '../../lib/pagination';
import { reportingTree } from '../../lib/reach';
import { recordEvent as recordWebhookEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { approvedLeaveDays, delegatorsOf, runningDelegateOf, workingCalendarOf } from '../leave';
import { notifyUsers } from '../notifications';
import { longTimerKey, type TimeDeps } from './entries.service';
import {
  isFinishedEntry,
  isLockedStatus,
  isRunningEntry,
  lockDay,
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

/** The caller's current week: today in their zone, else the organization's (one "today", decision 050). */
async function currentWeek(db: Db, orgId: string, userId: string): Promise<string> {
  return weekStartOf(await personToday(db, orgId, userId));
}

/**
 * The approvers the caller stands in for today (Away & delegate, leave/leave-delegation.ts) who approve
 * timesheets themselves, by the people below them: a delegation covers timesheets as it covers leave.
 * The approver's own weeks stay with their own manager.
 */
async function delegatedTeams(db: Db, auth: AuthContext, orgId: string): Promise<Map<string, string>> {
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
async function deciderOf(
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
async function sheetPersonOrThrow(db: Db, auth: AuthContext, orgId: string, userId: string) {
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
  const [{ working }, leave, [person]] = await Promise.all([
    workingCalendarOf(db, orgId, weekStart, weekEnd),
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
async function buildTimesheet(
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

/**
 * Submits the caller's week for approval; it is locked until returned or reopened. Submit opens on the
 * person's last working day of the week (today in their zone, `personToday`): before it the week is not
 * done, and submitting would lock the days still to come. A timer still running in the week stops at the
 * submission (its entry ends then) and its owner is told. Their approvers are told, with the number of
 * working days left without time.
 */
export async function submitTimesheet(deps: TimeDeps, auth: AuthContext, week: string): Promise<Timesheet> {
  const orgId = requireTrack(auth);
  const { db } = deps;
  const weekStart = weekStartOf(week);
  const weekEnd = addCalendarDays(weekStart, 6);
  const opensOn = await submitOpensOn(db, orgId, auth.userId, weekStart);
  if ((await personToday(db, orgId, auth.userId)) < opensOn)
    throw AppError.invalid({ week: timesheetOpensMessage(opensOn) });
  const at = new Date();
  const stopped = await db.transaction(async (tx) => {
    // The week's day locks, in date order: a timer started or a cell saved at this moment either commits
    // first (and is stopped or counted below) or waits and then finds the week submitted (migration 0023).
    for (let day = 0; day < 7; day++) await lockDay(tx, auth.userId, addCalendarDays(weekStart, day));
    // The running timer stops first: once the week is submitted its entries cannot change.
    const [timer] = await tx
      .update(timeEntries)
      .set({
        endedAt: sql`greatest(least(${at.toISOString()}::timestamptz, ${timeEntries.startedAt} + interval '24 hours'), ${timeEntries.startedAt} + interval '1 millisecond')`,
        updatedAt: at,
      })
      .where(
        and(
          eq(timeEntries.organizationId, orgId),
          eq(timeEntries.userId, auth.userId),
          sql`${timeEntries.startedAt} is not null and ${timeEntries.endedAt} is null`,
          between(timeEntries.entryDate, weekStart, weekEnd),
        ),
      )
      .returning({ id: timeEntries.id, taskId: timeEntries.taskId });
    if (timer) await cancelJobs(tx, longTimerKey(timer.id));
    const [row] = await tx
      .insert(timesheets)
      .values({
        organizationId: orgId,
        userId: auth.userId,
        weekStart,
        status: 'submitted',
        submittedAt: at,
      })
      .onConflictDoUpdate({
        target: [timesheets.userId, timesheets.weekStart],
        set: {
          status: 'submitted',
          submittedAt: at,
          comment: null,
          reopenRequestedAt: null,
          reopenReason: null,
          updatedAt: at,
        },
        setWhere: sql`${timesheets.status} in ('open', 'returned', 'reopened')`,
      })
      .returning({ id: timesheets.id });
    if (!row) throw new AppError('CONFLICT', 'This week is already submitted or approved');
    await recordEvent(tx, orgId, row.id, 'submitted', auth.userId);
    await recordWebhookEvent(tx, {
      orgId,
      type: 'timesheet.submitted',
      subjectId: row.id,
      actorId: auth.userId,
    });
    await publishTimeChange(tx, orgId, [row.id, ...(timer ? [timer.id] : [])], auth.userId);
    return timer ?? null;
  });
  if (stopped) {
    const [task] = await db
      .select({ displayId: tasks.displayId, title: tasks.title })
      .from(tasks)
      .where(eq(tasks.id, stopped.taskId));
    await notifyUsers(deps, {
      organizationId: orgId,
      userIds: [auth.userId],
      kind: 'timer_running_long',
      title: `Your timer on ${task ? `${task.displayId} ${task.title}` : 'a task'} was stopped when you submitted the week of ${formatCalendarDate(weekStart)}`,
      body: 'Its entry ends at the moment of submission.',
      link: `/app/time?week=${weekStart}`,
    });
  }
  const submitted = await getTimesheet(db, auth, { week: weekStart });
  // Working days left without time are said to the approver, as the owner was asked about them.
  const empty = submitted.emptyWorkingDays.length;
  await tellApprovers(deps, auth, orgId, weekStart, (name, day) => ({
    title: `${name} submitted the timesheet for the week of ${day}`,
    ...(empty > 0
      ? { body: `${empty} working ${empty === 1 ? 'day has' : 'days have'} no time logged.` }
      : {}),
  }));
  return submitted;
}

/**
 * The owner's approvers hear about their week (submitted, withdrawn, a request to reopen): their manager,
 * and the manager's delegate while the delegation runs (Away & delegate covers timesheets). The link
 * opens the week on the team page.
 */
async function tellApprovers(
  deps: TimeDeps,
  auth: AuthContext,
  orgId: string,
  weekStart: string,
  message: (name: string, week: string) => { title: string; body?: string },
) {
  const [person] = await deps.db
    .select({ name: users.name, managerId: users.managerId })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!person?.managerId) return;
  const delegate = await runningDelegateOf(
    deps.db,
    orgId,
    person.managerId,
    await organizationToday(deps.db, orgId),
  );
  await notifyUsers(deps, {
    organizationId: orgId,
    userIds: [person.managerId, ...(delegate && delegate !== auth.userId ? [delegate] : [])],
    kind: 'timesheet_submitted',
    ...message(person.name, formatCalendarDate(weekStart)),
    link: `/app/time/team?week=${weekStart}&user=${auth.userId}`,
    senderId: auth.userId,
  });
}

/**
 * The owner of a submitted or approved week asks for it to be reopened (from the refusal to change it):
 * recorded on the week (`reopenRequestedAt`, `reopenReason`) until it is returned or reopened, and their
 * approvers are told with a link to the week. Asking again while a request waits changes nothing.
 */
export async function requestReopen(
  deps: TimeDeps,
  auth: AuthContext,
  body: ReopenRequestBody,
): Promise<Timesheet> {
  const orgId = requireTrack(auth);
  const { db } = deps;
  const weekStart = weekStartOf(body.week);
  const [asked] = await db
    .update(timesheets)
    .set({ reopenRequestedAt: new Date(), reopenReason: body.reason ?? null, updatedAt: new Date() })
    .where(
      and(
        eq(timesheets.organizationId, orgId),
        eq(timesheets.userId, auth.userId),
        eq(timesheets.weekStart, weekStart),
        sql`${timesheets.status} in ('submitted', 'approved')`,
        sql`${timesheets.reopenRequestedAt} is null`,
      ),
    )
    .returning({ id: timesheets.id });
  if (asked) {
    await publishTimeChange(db, orgId, [asked.id], auth.userId);
    await tellApprovers(deps, auth, orgId, weekStart, (name, day) => ({
      title: `${name} asks to reopen the timesheet for the week of ${day}`,
      body: body.reason ?? undefined,
    }));
  } else {
    const [sheet] = await db
      .select({ status: timesheets.status })
      .from(timesheets)
      .where(and(eq(timesheets.userId, auth.userId), eq(timesheets.weekStart, weekStart)));
    if (!isLockedStatus(sheet?.status)) throw new AppError('CONFLICT', TIMESHEET_NOT_LOCKED);
  }
  return getTimesheet(db, auth, { week: weekStart });
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
    await publishTimeChange(tx, orgId, [sheet.id], auth.userId);
  });
  await tellApprovers(deps, auth, orgId, weekStart, (name, week) => ({
    title: `${name} withdrew the timesheet for the week of ${week}`,
  }));
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
  const person = await sheetPersonOrThrow(db, auth, orgId, sheet.userId).catch(() => {
    throw new AppError('NOT_FOUND', TIMESHEET_NOT_FOUND);
  });
  const decider = await deciderOf(db, auth, orgId, sheet.userId);
  if (!decider) throw new AppError('FORBIDDEN', 'Only the person’s manager can decide on their timesheet');
  const rule = DECISIONS[decision];
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(timesheets)
      .set({
        status: rule.to,
        decidedById: auth.userId,
        decidedAt: new Date(),
        ...(decision === 'return' ? { comment } : {}),
        // Returned or reopened, the owner's request to reopen is answered.
        ...(decision === 'approve' ? {} : { reopenRequestedAt: null, reopenReason: null }),
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
    await recordWebhookEvent(tx, { orgId, type: 'timesheet.decided', subjectId: id, actorId: auth.userId });
    await publishTimeChange(tx, orgId, [id], sheet.userId);
  });
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [auth.userId, ...(decider.onBehalfOf ? [decider.onBehalfOf] : [])]));
  const nameOf = (id: string) => names.find((row) => row.id === id)?.name;
  const by = `${nameOf(auth.userId) ?? 'your manager'}${decider.onBehalfOf ? ` for ${nameOf(decider.onBehalfOf) ?? 'your manager'}` : ''}`;
  await notifyUsers(deps, {
    organizationId: orgId,
    userIds: [sheet.userId],
    kind: 'timesheet_decided',
    title: `Your timesheet for the week of ${formatCalendarDate(sheet.weekStart)} was ${rule.verb} by ${by}`,
    body: comment ?? undefined,
    link: `/app/time?week=${sheet.weekStart}`,
    senderId: auth.userId,
  });
  return buildTimesheet(db, auth, orgId, person, sheet.weekStart);
}

// ---------------------------------------------------------------- the team's weeks

/**
 * The people whose time the caller may read, besides themselves (their reporting tree, or with View All
 * Tasks everyone active but their own managers: `peopleInReach`), by name: the Time pages' person picker.
 * Empty for someone with no reach.
 */
export async function timePeople(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<{ data: { id: string; name: string }[]; meta: ListMeta }> {
  const orgId = requireTrack(auth);
  const reach = await peopleInReach(db, auth);
  const others = reach === 'all' ? 'all' : reach.filter((id) => id !== auth.userId);
  if (others !== 'all' && others.length === 0) return { data: [], meta: metaOf(query, 0) };
  const where = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    ne(users.id, auth.userId),
    others === 'all' ? undefined : sql`${users.id} = any(${sql.param(others)}::uuid[])`,
    query.q ? ilike(users.name, containsPattern(query.q)) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ id: users.id, name: users.name, total: totalColumn(db, users, where) })
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, users, where),
  );
  return { data: rows.map(({ id, name }) => ({ id, name })), meta };
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
  meta: ListMeta;
}> {
  const orgId = requirePermission(auth, 'time.approve');
  const lastWeek = query.week ? weekStartOf(query.week) : await currentWeek(db, orgId, auth.userId);
  const weeks = Array.from({ length: TEAM_WEEKS }, (_, index) =>
    addCalendarDays(lastWeek, -7 * (TEAM_WEEKS - 1 - index)),
  );
  // Their reporting tree, and the teams of the approvers they stand in for today (Away & delegate).
  const team = [
    ...new Set([
      ...(await reportingTree(db, orgId, auth.userId)),
      ...(await delegatedTeams(db, auth, orgId)).keys(),
    ]),
  ].filter((id) => id !== auth.userId);
  const { roundingMinutes } = await organizationSettings(db, orgId);
  if (team.length === 0) return { data: [], weeks, meta: metaOf(query, 0) };
  const inTeam = and(eq(users.organizationId, orgId), inArray(users.id, team), ne(users.id, auth.userId));
  const { rows: people, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ id: users.id, name: users.name, total: totalColumn(db, users, inTeam) })
        .from(users)
        .where(inTeam)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, users, inTeam),
  );
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
              between(timeEntries.entryDate, weeks[0] as string, addCalendarDays(lastWeek, 6)),
            ),
          )
          .groupBy(sql`1`, sql`2`),
      ])
    : [[], []];
  const data = people.map(({ id, name }) => ({
    user: { id, name },
    weeks: weeks.map((weekStart) => {
      const sheet = sheets.find((row) => row.userId === id && row.weekStart === weekStart);
      const total = totals.find((row) => row.userId === id && row.weekStart === weekStart);
      return {
        id: sheet?.id ?? null,
        weekStart,
        status: (sheet?.status as TimesheetStatus | undefined) ?? 'open',
        minutes: Math.round(Number(total?.minutes ?? 0)),
      };
    }),
  }));
  return { data, weeks, meta };
}
