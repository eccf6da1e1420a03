/**
 * Re-costing: when the working calendar changes (a holiday added, moved, deleted or imported, or the work
 * week changed), every Pending and Approved application over the affected dates is counted again with
 * the same day arithmetic as Apply (leave-days.ts), in the transaction of the change. An approved one
 * moves its balance through the ledger (a usage row for days it now costs more, a reversal row for days
 * it gives back); every changed one gets its new total and days per year, and its applicant and
 * approvers are told after the change commits.
 */

import { randomUUID } from 'node:crypto';
import { formatLeaveDays } from '@taskflow/shared';
import { and, eq, gte, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveLedger, leaveRequestSteps, leaveRequests, leaveTypes, users } from '../../db/schema';
import { organizationToday, workingCalendarOf } from '../../lib/organization-calendar';
import { type NotifyDeps, type NotifyInput, queueNotices } from '../notifications';
import { approversOf } from './leave-approvals';
import { leaveSummary } from './leave-assess';
import { lockLeaveCalendar, publishLeaveChange } from './leave-common';
import { daysByYear, leaveDays, sumDays } from './leave-days';

/** Which applications a change can touch: those over any of these days, or ending on or after `from`. */
export type AffectedDates = { dates: string[] } | { from: string };

/** A change not made yet (for the count shown beforehand); left out, the calendar as it is now. */
export interface CalendarChange {
  addHolidays?: string[];
  removeHolidays?: string[];
  workWeek?: number[];
}

interface Recost {
  request: typeof leaveRequests.$inferSelect;
  typeName: string;
  totalDays: number;
  byYear: Record<string, number>;
}

function overlapping(affected: AffectedDates): SQL | undefined {
  if ('from' in affected) return gte(leaveRequests.toDate, affected.from);
  if (affected.dates.length === 0) return undefined;
  return or(
    ...affected.dates.map((day) => and(lte(leaveRequests.fromDate, day), gte(leaveRequests.toDate, day))),
  );
}

/** The applications whose cost differs under the calendar (as it is, or with `change`), with the new cost. */
async function plan(
  tx: Db,
  orgId: string,
  affected: AffectedDates,
  change: CalendarChange | undefined,
  lock: boolean,
): Promise<Recost[]> {
  const where = overlapping(affected);
  if (!where) return [];
  const query = tx
    .select({ request: leaveRequests, typeName: leaveTypes.name })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(
      and(
        eq(leaveRequests.organizationId, orgId),
        inArray(leaveRequests.status, ['Pending', 'Approved']),
        where,
      ),
    )
    .orderBy(leaveRequests.fromDate, leaveRequests.id);
  // Locked in a stable order, so a decision or a cancellation waits for the new cost (and sees it).
  const rows = lock ? await query.for('update', { of: leaveRequests }) : await query;
  const changed: Recost[] = [];
  for (const { request, typeName } of rows) {
    const working = await workingCalendarOf(tx, orgId, request.fromDate, request.toDate, { fresh: true });
    const holidays = new Set(working.holidays);
    for (const day of change?.removeHolidays ?? []) holidays.delete(day);
    for (const day of change?.addHolidays ?? []) holidays.add(day);
    const days = leaveDays(request, { workWeek: change?.workWeek ?? working.workWeek, holidays });
    const totalDays = sumDays(days);
    const byYear = Object.fromEntries([...daysByYear(days)].map(([year, value]) => [String(year), value]));
    if (totalDays !== request.totalDays || !sameDays(byYear, request.daysByYear))
      changed.push({ request, typeName, totalDays, byYear });
  }
  return changed;
}

function sameDays(a: Record<string, number>, b: Record<string, number>) {
  const years = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...years].every((year) => (a[year] ?? 0) === (b[year] ?? 0));
}

/** How many applications a calendar change would re-cost (the holiday form says it beforehand). */
export async function countRecost(
  db: Db,
  orgId: string,
  affected: AffectedDates,
  change: CalendarChange,
): Promise<number> {
  return (await plan(db, orgId, affected, change, false)).length;
}

/** The work week changed: leave still to be taken (ending today or later) is re-costed. */
export async function workWeekAffects(db: Db, orgId: string): Promise<AffectedDates> {
  return { from: await organizationToday(db, orgId) };
}

/**
 * Re-costs, inside the transaction that changed the calendar (which the counting already sees), and
 * answers the notices to send once it commits. `cause` says what changed ("25 Dec 2031 is now a holiday").
 */
export async function recostLeave(
  tx: Db,
  orgId: string,
  affected: AffectedDates,
  actorId: string,
  cause: string,
  /** The new work week when it is what changed (the organization's calendar is cached for a minute). */
  workWeek?: number[],
): Promise<NotifyInput[]> {
  await lockLeaveCalendar(tx, orgId, 'change');
  const changed = await plan(tx, orgId, affected, workWeek ? { workWeek } : undefined, true);
  if (changed.length === 0) return [];
  // One key per change: the ledger's period key keeps each row once per application, year and change.
  const changeId = randomUUID();
  const today = await organizationToday(tx, orgId);
  const notices: NotifyInput[] = [];
  for (const { request, typeName, totalDays, byYear } of changed) {
    await tx
      .update(leaveRequests)
      .set({ totalDays, daysByYear: byYear, updatedAt: new Date() })
      .where(eq(leaveRequests.id, request.id));
    const summary = leaveSummary(typeName, request.fromDate, request.toDate, totalDays);
    if (request.status === 'Approved') {
      const years = new Set([...Object.keys(byYear), ...Object.keys(request.daysByYear)]);
      const rows = [...years].flatMap((year) => {
        const more = (byYear[year] ?? 0) - (request.daysByYear[year] ?? 0);
        if (more === 0) return [];
        return [
          {
            organizationId: orgId,
            userId: request.userId,
            leaveTypeId: request.leaveTypeId,
            year: Number(year),
            kind: more > 0 ? 'usage' : 'reversal',
            days: -more,
            // The request's own usage and reversal rows are one per year (cancelling writes one), so a
            // re-costing row names its application in its reason and key instead.
            leaveRequestId: null,
            periodKey: `recost:${request.id}:${year}:${changeId}`,
            reason: `Re-costed: ${cause}. ${summary} (was ${formatLeaveDays(request.totalDays)})`,
            createdById: actorId,
          },
        ];
      });
      if (rows.length) await tx.insert(leaveLedger).values(rows);
    }
    const body = `${summary}, was ${formatLeaveDays(request.totalDays)}.`;
    const link = `/app/leave/${request.id}`;
    notices.push({
      organizationId: orgId,
      userIds: [request.userId],
      kind: 'leave_decided',
      title: `Your leave was re-costed: ${cause}`,
      body,
      link,
    });
    const approvers = await approversToTell(tx, orgId, request, today);
    if (approvers.length) {
      const [applicant] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, request.userId));
      // Approvers read the type (they decide it); nobody else is told.
      notices.push({
        organizationId: orgId,
        userIds: approvers,
        kind: 'leave_decided',
        title: `${applicant?.name ?? 'A colleague'}'s leave was re-costed: ${cause}`,
        body,
        link,
      });
    }
  }
  await publishLeaveChange(
    tx,
    orgId,
    changed.map(({ request }) => ({
      id: request.id,
      userId: request.userId,
      shown: request.status === 'Approved',
    })),
  );
  return notices;
}

/** Pending: who may decide its current step now; approved: whoever decided its steps. */
async function approversToTell(
  tx: Db,
  orgId: string,
  request: typeof leaveRequests.$inferSelect,
  today: string,
): Promise<string[]> {
  if (request.status === 'Pending') {
    const [step] = await tx
      .select()
      .from(leaveRequestSteps)
      .where(
        and(
          eq(leaveRequestSteps.leaveRequestId, request.id),
          eq(leaveRequestSteps.position, request.currentStep ?? -1),
        ),
      );
    if (!step) return [];
    return (await approversOf(tx, orgId, step, request.userId, today))
      .map((approver) => approver.id)
      .filter((id) => id !== request.userId);
  }
  const deciders = await tx
    .select({ id: leaveRequestSteps.decidedById })
    .from(leaveRequestSteps)
    .where(and(eq(leaveRequestSteps.leaveRequestId, request.id), isNotNull(leaveRequestSteps.decidedById)));
  return [...new Set(deciders.map((row) => row.id as string))].filter((id) => id !== request.userId);
}

/**
 * Sends the notices of a committed change after the answer (lib/after-answer.ts); a failure to notify never
 * undoes the change.
 */
export async function sendRecostNotices(deps: Pick<NotifyDeps, 'db'>, notices: NotifyInput[]) {
  await queueNotices(deps.db, notices);
}
