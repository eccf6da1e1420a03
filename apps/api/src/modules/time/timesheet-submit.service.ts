/**
 * A timesheet's owner acts on their week: submits it (the running timer stops), withdraws it before it is
 * decided, or asks for it to be reopened; their approvers are told each time.
 */
import {
  addCalendarDays,
  formatCalendarDate,
  type ReopenRequestBody,
  TIMESHEET_ALREADY_APPROVED,
  TIMESHEET_NOT_LOCKED,
  TIMESHEET_NOT_SUBMITTED,
  type Timesheet,
  timesheetOpensMessage,
  weekStartOf,
} from '@taskflow/shared';
import { and, between, eq, sql } from 'drizzle-orm';
import { tasks, timeEntries, timesheets, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import { organizationToday, personToday } from '../../lib/organization-calendar';
import { recordEvent as recordWebhookEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { runningDelegateOf } from '../leave';
import { queueNotices } from '../notifications';
import { longTimerKey, type TimeDeps } from './entries.service';
import { isLockedStatus, lockDay, publishTimeChange, requireTrack } from './time.common';
import { getTimesheet, recordSheetEvent, submitOpensOn } from './timesheets.service';

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
    await recordSheetEvent(tx, orgId, row.id, 'submitted', auth.userId);
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
    await queueNotices(deps.db, [
      {
        organizationId: orgId,
        userIds: [auth.userId],
        kind: 'timer_running_long',
        title: `Your timer on ${task ? `${task.displayId} ${task.title}` : 'a task'} was stopped when you submitted the week of ${formatCalendarDate(weekStart)}`,
        body: 'Its entry ends at the moment of submission.',
        link: `/app/time?week=${weekStart}`,
      },
    ]);
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
  await queueNotices(deps.db, [
    {
      organizationId: orgId,
      userIds: [person.managerId, ...(delegate && delegate !== auth.userId ? [delegate] : [])],
      kind: 'timesheet_submitted',
      ...message(person.name, formatCalendarDate(weekStart)),
      link: `/app/time/team?week=${weekStart}&user=${auth.userId}`,
      senderId: auth.userId,
    },
  ]);
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
    await recordSheetEvent(tx, orgId, sheet.id, 'withdrawn', auth.userId);
    await publishTimeChange(tx, orgId, [sheet.id], auth.userId);
  });
  await tellApprovers(deps, auth, orgId, weekStart, (name, week) => ({
    title: `${name} withdrew the timesheet for the week of ${week}`,
  }));
  return getTimesheet(db, auth, { week: weekStart });
}
