/**
 * What an application would cost and meet, before it is made: the preview shows it, and Apply runs the
 * same checks again inside its transaction (after taking the applicant's lock), so the two never differ.
 */

import {
  addCalendarDays,
  type FieldErrors,
  formatLeaveDays,
  LEAVE_ASSIGNEE_INVALID,
  LEAVE_ASSIGNEE_SELF,
  LEAVE_HALF_DAY_NOT_ALLOWED,
  LEAVE_LEAD_TIME_HOURS,
  LEAVE_NO_WORKING_DAYS,
  LEAVE_OVERLAP,
  LEAVE_TYPE_INVALID,
  type LeaveWarning,
  leaveAttachmentRequired,
  leaveBlackoutRefused,
  leaveInsufficientBalanceOn,
  leaveTooFarBack,
} from '@taskflow/shared';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveBlackouts, leaveRequests, leaveTypes, users } from '../../db/schema';
import { organizationToday, workingCalendarOf, zonedInstant } from '../../lib/organization-calendar';
import { type Projection, projectBalance } from './leave-balances.service';
import { daysByYear, type LeaveDay, leaveDays, sumDays } from './leave-days';

export interface AssessInput {
  leaveTypeId: string;
  fromDate: string;
  toDate: string;
  fromDateHalf: boolean;
  toDateHalf: boolean;
  workAssigneeId?: string | null;
  attachmentId?: string | null;
  /** A request already made, left out of pending when its own balance is checked again. */
  exceptRequestId?: string | null;
}

export interface Applicant {
  id: string;
  departmentId: string | null;
  managerId: string | null;
}

export interface Assessment {
  type: typeof leaveTypes.$inferSelect | null;
  days: LeaveDay[];
  skipped: { date: string; reason: string }[];
  totalDays: number;
  byYear: Record<string, number>;
  /** Remaining balance of the type in the leave's first year (before it); null when not tracked. */
  remaining: number | null;
  /** The balance the check read: on which day, and whether it is projected (null: not tracked). */
  balance: Projection | null;
  errors: FieldErrors;
  warnings: LeaveWarning[];
  blackouts: { effect: 'refuse' | 'extra_approval'; reason: string }[];
  needsExtraApproval: boolean;
}

export async function applicantOf(db: Db, orgId: string, userId: string): Promise<Applicant> {
  const [row] = await db
    .select({ id: users.id, departmentId: users.departmentId, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
  if (!row) throw new Error('The caller is not a member of the organization');
  return row;
}

export async function assessLeave(
  db: Db,
  orgId: string,
  applicant: Applicant,
  input: AssessInput,
): Promise<Assessment> {
  const errors: FieldErrors = {};
  const warnings: LeaveWarning[] = [];
  const [type] = await db
    .select()
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.id, input.leaveTypeId),
        eq(leaveTypes.organizationId, orgId),
        eq(leaveTypes.isArchived, false),
      ),
    );
  if (!type) errors.leaveTypeId = LEAVE_TYPE_INVALID;

  const today = await organizationToday(db, orgId);
  const working = await workingCalendarOf(db, orgId, input.fromDate, input.toDate, { fresh: true });
  const { names: holidayNames, zone } = working;
  const days = leaveDays(input, working);
  const counted = new Set(days.map((day) => day.date));
  const skipped: Assessment['skipped'] = [];
  for (const date of datesOf(input.fromDate, input.toDate)) {
    if (!counted.has(date)) skipped.push({ date, reason: holidayNames.get(date) ?? 'Not a working day' });
  }
  const totalDays = sumDays(days);
  const byYear = Object.fromEntries([...daysByYear(days)].map(([year, value]) => [String(year), value]));

  if (type && !type.allowsHalfDays && (input.fromDateHalf || input.toDateHalf))
    errors[input.fromDateHalf ? 'fromDateHalf' : 'toDateHalf'] = LEAVE_HALF_DAY_NOT_ALLOWED;
  if (totalDays === 0) errors.toDate = LEAVE_NO_WORKING_DAYS;
  // Back-dating: the type says how many days back an application may start (Sick 30, Annual 0), for
  // everyone alike; within it the request goes to its approvers like any other.
  if (type && input.fromDate < addCalendarDays(today, -type.maxDaysBack))
    errors.fromDate = leaveTooFarBack(type.name, type.maxDaysBack);

  const [overlapping] = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, applicant.id),
        inArray(leaveRequests.status, ['Pending', 'Approved']),
        lte(leaveRequests.fromDate, input.toDate),
        gte(leaveRequests.toDate, input.fromDate),
      ),
    )
    .limit(1);
  if (overlapping) errors.fromDate ??= LEAVE_OVERLAP;

  const blackouts = await db
    .select({ effect: leaveBlackouts.effect, reason: leaveBlackouts.reason })
    .from(leaveBlackouts)
    .where(
      and(
        eq(leaveBlackouts.organizationId, orgId),
        lte(leaveBlackouts.startDate, input.toDate),
        gte(leaveBlackouts.endDate, input.fromDate),
        applicant.departmentId
          ? or(isNull(leaveBlackouts.departmentId), eq(leaveBlackouts.departmentId, applicant.departmentId))
          : isNull(leaveBlackouts.departmentId),
      ),
    );
  const refusing = blackouts.find((blackout) => blackout.effect === 'refuse');
  if (refusing) errors.fromDate ??= leaveBlackoutRefused(refusing.reason);
  const extra = blackouts.filter((blackout) => blackout.effect === 'extra_approval');
  for (const blackout of extra)
    warnings.push({
      code: 'blackout_extra_approval',
      message: `Needs an extra approval: ${blackout.reason}`,
    });

  // Each year's cost against the balance projected to the leave's first day in that year (its opening,
  // the accrual posted by then, carry-forward as it will stand, less used and pending).
  let remaining: number | null = null;
  let balance: Projection | null = null;
  if (type?.tracksBalance) {
    for (const [year, cost] of Object.entries(byYear)) {
      const on = input.fromDate.startsWith(year) ? input.fromDate : `${year}-01-01`;
      const projection = await projectBalance(
        db,
        orgId,
        applicant.id,
        type,
        on,
        today,
        input.exceptRequestId ?? null,
      );
      balance ??= projection;
      remaining ??= projection.remaining;
      if (cost > projection.remaining) {
        balance = projection;
        remaining = projection.remaining;
        errors.leaveTypeId ??= leaveInsufficientBalanceOn(
          projection.remaining,
          type.name,
          projection.projected ? projection.on : null,
        );
        break;
      }
    }
  }

  if (
    type?.documentRequiredAfterDays !== null &&
    type?.documentRequiredAfterDays !== undefined &&
    totalDays > type.documentRequiredAfterDays &&
    !input.attachmentId
  )
    errors.attachmentId = leaveAttachmentRequired(type.documentRequiredAfterDays, type.name);

  if (input.workAssigneeId) {
    if (input.workAssigneeId === applicant.id) errors.workAssigneeId = LEAVE_ASSIGNEE_SELF;
    else {
      const [colleague] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, input.workAssigneeId), eq(users.organizationId, orgId), eq(users.isActive, true)),
        );
      if (!colleague) errors.workAssigneeId = LEAVE_ASSIGNEE_INVALID;
    }
  }

  const hoursAhead = (zonedInstant(input.fromDate, 0, zone).getTime() - Date.now()) / 3_600_000;
  if (input.fromDate >= today && hoursAhead < LEAVE_LEAD_TIME_HOURS)
    warnings.push({
      code: 'short_notice',
      message: 'Leave is best applied 48 to 72 hours ahead: your approver may not see this in time',
    });

  return {
    type: type ?? null,
    days,
    skipped,
    totalDays,
    byYear,
    remaining,
    balance,
    errors,
    warnings,
    blackouts: blackouts.map((blackout) => ({
      effect: blackout.effect as 'refuse' | 'extra_approval',
      reason: blackout.reason,
    })),
    needsExtraApproval: extra.length > 0,
  };
}

function* datesOf(from: string, to: string) {
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    yield new Date(time).toISOString().slice(0, 10);
}

/** A short line for notifications: "Annual, 3 Mar – 5 Mar (2.5 days)". */
export function leaveSummary(typeName: string, fromDate: string, toDate: string, totalDays: number) {
  const range = fromDate === toDate ? fromDate : `${fromDate} – ${toDate}`;
  return `${typeName}, ${range} (${formatLeaveDays(totalDays)})`;
}

export interface BalanceCheck {
  /** The day the balance was projected to (the leave's first day in the year that falls short, or the first). */
  projectedOn: string;
  remaining: number;
  covers: boolean;
  /** The type's name and the days the year asked, for the message. */
  typeName: string;
  asked: number;
}

/**
 * A made request checked again against the balance projected to its dates (itself left out of pending):
 * the approval says whether the projection still covers it (a year end may have capped the carry-forward,
 * other leave may have been approved since). Null when its type tracks no balance.
 */
export async function balanceCheckOf(
  db: Db,
  orgId: string,
  request: Pick<
    typeof leaveRequests.$inferSelect,
    'id' | 'userId' | 'leaveTypeId' | 'fromDate' | 'daysByYear'
  >,
): Promise<BalanceCheck | null> {
  const [type] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, request.leaveTypeId), eq(leaveTypes.organizationId, orgId)));
  if (!type?.tracksBalance) return null;
  const today = await organizationToday(db, orgId);
  let check: BalanceCheck | null = null;
  for (const [year, asked] of Object.entries(request.daysByYear).sort(([a], [b]) => a.localeCompare(b))) {
    const on = request.fromDate.startsWith(year) ? request.fromDate : `${year}-01-01`;
    const projection = await projectBalance(db, orgId, request.userId, type, on, today, request.id);
    const covers = asked <= projection.remaining;
    const current = { projectedOn: on, remaining: projection.remaining, covers, typeName: type.name, asked };
    check ??= current;
    if (!covers) return current;
  }
  return check;
}
