/**
 * Who is out: the leave calendar, the home page's "who is out today and this week", the task form's
 * warning, and (for the workload view) each person's approved leave per working day.
 */

import {
  addCalendarDays,
  type CalendarItem,
  halfDayNote,
  type LeaveAvailabilityEntry,
  type LeaveAvailabilityQuery,
  leaveTitle,
  type OnLeave,
  type OnLeaveQuery,
} from '@taskflow/shared';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, leaveRequests, leaveTypes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { IcsEvent } from '../../lib/icalendar';
import {
  colleagueLeaveLabel,
  leaveShownTo,
  readsLeaveDetails,
  showsLeaveTypeToColleagues,
} from '../../lib/leave-visibility';
import { organizationToday, workingCalendarOf } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { LEAVE_PERMISSIONS, PERSON_NOT_FOUND, requireAnyPermission } from './leave-common';
import { leaveDays } from './leave-days';

export async function listAvailability(
  db: Db,
  auth: AuthContext,
  query: LeaveAvailabilityQuery,
): Promise<LeaveAvailabilityEntry[]> {
  const orgId = requireAnyPermission(auth, LEAVE_PERMISSIONS);
  // Without leave.view a person sees who is out in their own department only.
  let departmentId = query.departmentId;
  let onlyOwn = false;
  if (!auth.permissions.has('leave.view')) {
    const [me] = await db
      .select({ departmentId: users.departmentId })
      .from(users)
      .where(eq(users.id, auth.userId));
    if (!me?.departmentId) onlyOwn = true;
    else if (departmentId && departmentId !== me.departmentId) return [];
    else departmentId = me.departmentId;
  }
  const statuses = query.includePending ? ['Approved', 'Pending'] : ['Approved'];
  const today = await organizationToday(db, orgId);
  const showType = await showsLeaveTypeToColleagues(db, orgId);
  // Pending leave only within the caller's reach (lib/leave-visibility): outside it, who is out.
  const shown = query.includePending ? await leaveShownTo(db, auth, orgId, today) : undefined;
  const rows = await db
    .select({
      row: leaveRequests,
      readsDetails: sql<boolean>`${readsLeaveDetails(auth, today)}`,
      userName: users.name,
      departmentId: users.departmentId,
      departmentName: departments.name,
      typeName: leaveTypes.name,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        eq(leaveRequests.organizationId, orgId),
        inArray(leaveRequests.status, statuses),
        lte(leaveRequests.fromDate, query.to),
        gte(leaveRequests.toDate, query.from),
        departmentId ? eq(users.departmentId, departmentId) : undefined,
        onlyOwn ? eq(leaveRequests.userId, auth.userId) : undefined,
        shown,
      ),
    )
    .orderBy(asc(leaveRequests.fromDate), asc(users.name))
    .limit(1000);
  return rows.map(
    ({ row, readsDetails, userName, departmentId: rowDepartmentId, departmentName, typeName }) => ({
      requestId: row.id,
      user: { id: row.userId, name: userName },
      department: rowDepartmentId && departmentName ? { id: rowDepartmentId, name: departmentName } : null,
      leaveType: readsDetails ? typeName : colleagueLeaveLabel(typeName, showType),
      fromDate: row.fromDate,
      toDate: row.toDate,
      fromDateHalf: row.fromDateHalf,
      toDateHalf: row.toDateHalf,
      status: row.status as 'Pending' | 'Approved',
    }),
  );
}

/**
 * Is this person on leave on this date: approved leave first, pending leave otherwise (only within the
 * caller's reach). The type only for readers of its details (the task form asks about any colleague).
 */
export async function onLeave(db: Db, auth: AuthContext, query: OnLeaveQuery): Promise<OnLeave> {
  const orgId = requireAnyPermission(auth, [...LEAVE_PERMISSIONS, 'tasks.create', 'tasks.edit']);
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, query.userId), eq(users.organizationId, orgId)));
  if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const today = await organizationToday(db, orgId);
  const [row] = await db
    .select({
      row: leaveRequests,
      typeName: leaveTypes.name,
      readsDetails: sql<boolean>`${readsLeaveDetails(auth, today)}`,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(
      and(
        eq(leaveRequests.userId, person.id),
        inArray(leaveRequests.status, ['Approved', 'Pending']),
        lte(leaveRequests.fromDate, query.date),
        gte(leaveRequests.toDate, query.date),
        await leaveShownTo(db, auth, orgId, today),
      ),
    )
    .orderBy(asc(leaveRequests.status))
    .limit(1);
  if (!row) return { isOnLeave: false, leave: null };
  return {
    isOnLeave: true,
    leave: {
      requestId: row.row.id,
      leaveType: row.readsDetails
        ? row.typeName
        : colleagueLeaveLabel(row.typeName, await showsLeaveTypeToColleagues(db, orgId)),
      fromDate: row.row.fromDate,
      toDate: row.row.toDate,
      status: row.row.status as 'Pending' | 'Approved',
    },
  };
}

/**
 * Approved leave of some people between two days, per person and working day: the fraction of the day
 * they are away (1, or 0.5 for a half day). Days off (work week, holidays) are not listed. For the
 * workload view, which subtracts it from capacity; the caller checks its own permissions.
 */
export async function approvedLeaveDays(
  db: Db,
  organizationId: string,
  userIds: string[],
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const byUser = new Map<string, Map<string, number>>();
  if (userIds.length === 0 || to < from) return byUser;
  const rows = await db
    .select({
      userId: leaveRequests.userId,
      fromDate: leaveRequests.fromDate,
      toDate: leaveRequests.toDate,
      fromDateHalf: leaveRequests.fromDateHalf,
      toDateHalf: leaveRequests.toDateHalf,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.organizationId, organizationId),
        inArray(leaveRequests.userId, userIds),
        eq(leaveRequests.status, 'Approved'),
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
      ),
    );
  if (rows.length === 0) return byUser;
  const earliest = rows.reduce((min, row) => (row.fromDate < min ? row.fromDate : min), from);
  const latest = rows.reduce((max, row) => (row.toDate > max ? row.toDate : max), to);
  const working = await workingCalendarOf(db, organizationId, earliest, latest, { fresh: true });
  for (const row of rows) {
    const days = byUser.get(row.userId) ?? new Map<string, number>();
    for (const day of leaveDays(row, working)) {
      if (day.date >= from && day.date <= to) days.set(day.date, (days.get(day.date) ?? 0) + day.fraction);
    }
    byUser.set(row.userId, days);
  }
  return byUser;
}

/** Approved leave on the organization calendar: whom the caller may see out (as the availability list). */
export async function leaveCalendarItems(
  db: Db,
  auth: AuthContext,
  fromDay: string,
  toDay: string,
): Promise<CalendarItem[]> {
  if (!LEAVE_PERMISSIONS.some((permission) => auth.permissions.has(permission))) return [];
  const entries = await listAvailability(db, auth, { from: fromDay, to: toDay, includePending: false });
  return entries.map((entry) => ({
    id: `leave:${entry.requestId}`,
    type: 'leave',
    // The availability list's type, by its reader's rights: "Asha: Sick leave", or "Asha: On leave".
    title: `${entry.user.name}: ${leaveTitle(entry.leaveType)}${halfDayNote(entry)}`,
    start: entry.fromDate,
    // All-day ends are exclusive: the day after the last day of leave.
    end: addCalendarDays(entry.toDate, 1),
    allDay: true,
    link:
      entry.user.id === auth.userId || auth.permissions.has('leave.view')
        ? `/app/leave/${entry.requestId}`
        : null,
    eventType: null,
  }));
}

/** A person's own approved leave since a day, for their iCalendar feed. */
export async function leaveFeedEvents(
  db: Db,
  orgId: string,
  userId: string,
  sinceDay: string,
): Promise<IcsEvent[]> {
  const rows = await db
    .select({ row: leaveRequests, typeName: leaveTypes.name })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(
      and(
        eq(leaveRequests.organizationId, orgId),
        eq(leaveRequests.userId, userId),
        eq(leaveRequests.status, 'Approved'),
        gte(leaveRequests.toDate, sinceDay),
      ),
    )
    .orderBy(asc(leaveRequests.fromDate))
    .limit(500);
  return rows.map(({ row, typeName }) => ({
    uid: `leave-${row.id}@taskflow`,
    stamp: row.decidedAt ?? row.createdAt,
    start: row.fromDate,
    end: addCalendarDays(row.toDate, 1),
    summary: `On leave: ${typeName}${halfDayNote(row)}`,
    categories: ['Leave'],
  }));
}
