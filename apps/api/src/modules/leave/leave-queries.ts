/** Reading leave: the lists (mine, pending for me, all), one request with its steps, and CSV export. */

import type { Readable } from 'node:stream';
import {
  formatCalendarDay,
  formatLeaveDays,
  type LeaveListQuery,
  type LeaveRequest,
  type LeaveRequestDetail,
  type LeaveStatus,
  type LeaveStepRecord,
  leaveShortfall,
  type MyLeaveQuery,
} from '@taskflow/shared';
import { and, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { departments, leaveRequestSteps, leaveRequests, leaveTypes, tasks, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import {
  canReadAllLeaveDetails,
  canReadPersonLeave,
  colleagueLeaveLabel,
  leaveShownTo,
  readsLeaveDetails,
  showsLeaveTypeToColleagues,
} from '../../lib/leave-visibility';
import { containsPattern } from '../../lib/like';
import { csvOffThread } from '../../lib/off-thread';
import { organizationToday } from '../../lib/organization-calendar';
import { pageOf, totalColumn } from '../../lib/pagination';
import { assertId } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { approversOf, callerDecides } from './leave-approvals';
import { balanceCheckOf } from './leave-assess';
import { LEAVE_REQUEST_NOT_FOUND } from './leave-common';

const assignees = alias(users, 'work_assignee');

/**
 * How one caller reads leave (the rules of lib/leave-visibility): which rows they are shown at all
 * (`shown`: everything within their reach, approved leave outside it), which of those they read in full
 * (`reads`), and what the others show instead of the type.
 */
export interface LeaveReader {
  shown: SQL;
  reads: SQL;
  showTypeToColleagues: boolean;
}

export async function leaveReaderOf(db: Db, auth: AuthContext, orgId: string): Promise<LeaveReader> {
  const today = await organizationToday(db, orgId);
  return {
    shown: await leaveShownTo(db, auth, orgId, today),
    reads: readsLeaveDetails(auth, today),
    showTypeToColleagues: await showsLeaveTypeToColleagues(db, orgId),
  };
}

function selectRequests(db: Db, reader: LeaveReader, extra: Record<string, SQL.Aliased | SQL> = {}) {
  return db
    .select({
      row: leaveRequests,
      readsDetails: sql<boolean>`${reader.reads}`,
      isShown: sql<boolean>`${reader.shown}`,
      employeeName: users.name,
      employeeCode: users.employeeCode,
      departmentName: departments.name,
      typeName: leaveTypes.name,
      typeIsPaid: leaveTypes.isPaid,
      assigneeName: assignees.name,
      awaiting: sql<string | null>`(select s.label from leave_request_steps s
        where s.leave_request_id = ${leaveRequests.id} and s.position = ${leaveRequests.currentStep}
          and ${leaveRequests.status} = 'Pending')`,
      ...extra,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(assignees, eq(assignees.id, leaveRequests.workAssigneeId));
}

type SelectedRequest = {
  row: typeof leaveRequests.$inferSelect;
  readsDetails: boolean;
  isShown: boolean;
  employeeName: string;
  employeeCode: string | null;
  departmentName: string | null;
  typeName: string;
  typeIsPaid: boolean;
  assigneeName: string | null;
  awaiting: string | null;
};

/** A request as its reader may see it: in full, or who, when and "On leave" (lib/leave-visibility). */
export function toLeaveRequest(entry: SelectedRequest, showTypeToColleagues: boolean): LeaveRequest {
  const { row } = entry;
  const full = entry.readsDetails;
  return {
    id: row.id,
    employee: {
      id: row.userId,
      name: entry.employeeName,
      employeeCode: entry.employeeCode,
      department: entry.departmentName,
    },
    leaveType: full
      ? { id: row.leaveTypeId, name: entry.typeName, isPaid: entry.typeIsPaid }
      : { id: null, name: colleagueLeaveLabel(entry.typeName, showTypeToColleagues), isPaid: null },
    fromDate: row.fromDate,
    toDate: row.toDate,
    fromDateHalf: row.fromDateHalf,
    toDateHalf: row.toDateHalf,
    totalDays: row.totalDays,
    status: row.status as LeaveStatus,
    detailsVisible: full,
    reason: full ? row.reason : null,
    addressDuringLeave: full ? row.addressDuringLeave : null,
    emergencyContact: full ? row.emergencyContact : null,
    // Who covers the work is what colleagues need to know while someone is out.
    workAssignee:
      row.workAssigneeId && entry.assigneeName ? { id: row.workAssigneeId, name: entry.assigneeName } : null,
    hasAttachment: full ? row.attachmentId !== null : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    awaiting: full ? entry.awaiting : null,
  };
}

async function page(db: Db, reader: LeaveReader, query: { page: number; pageSize: number }, where: SQL) {
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      selectRequests(db, reader, { total: totalColumn(db, leaveRequests, where) })
        .where(where)
        .orderBy(desc(leaveRequests.fromDate), desc(leaveRequests.id))
        .limit(limit)
        .offset(offset) as unknown as Promise<(SelectedRequest & { total: number })[]>,
    () => db.select({ n: sql<number>`count(*)::int` }).from(leaveRequests).where(where),
  );
  return { data: rows.map((row) => toLeaveRequest(row, reader.showTypeToColleagues)), meta };
}

/** Leave Status: the caller's own applications, newest dates first. */
export async function listMyLeave(db: Db, auth: AuthContext, query: MyLeaveQuery) {
  const orgId = requirePermission(auth, 'leave.apply');
  const where = and(
    eq(leaveRequests.organizationId, orgId),
    eq(leaveRequests.userId, auth.userId),
    query.status ? eq(leaveRequests.status, query.status) : undefined,
  ) as SQL;
  return page(db, await leaveReaderOf(db, auth, orgId), query, where);
}

/** The caller as an approver: whose steps they decide (their own, a role's, an administrator's). */
export function deciderOf(auth: AuthContext) {
  return { userId: auth.userId, roleId: auth.roleId, isAdmin: auth.permissions.has('organization.manage') };
}

/** The applications whose current step the caller may decide now (Accept Leave checked by the caller). */
async function pendingForMeWhere(db: Db, auth: AuthContext, orgId: string): Promise<SQL> {
  const today = await organizationToday(db, orgId);
  return and(
    eq(leaveRequests.organizationId, orgId),
    eq(leaveRequests.status, 'Pending'),
    // Never one's own leave, unless it waits for its applicant as the only administrator.
    sql`exists (select 1 from leave_request_steps s
      where s.leave_request_id = ${leaveRequests.id} and s.position = ${leaveRequests.currentStep}
        and s.status = 'pending' and ${callerDecides(deciderOf(auth), today)}
        and (${leaveRequests.userId} <> ${auth.userId} or s.kind = 'self'))`,
  ) as SQL;
}

/** Pending Leave Applications: those whose current step the caller may decide now. */
export async function listPendingForMe(db: Db, auth: AuthContext, query: MyLeaveQuery) {
  const orgId = requirePermission(auth, 'leave.accept');
  const where = await pendingForMeWhere(db, auth, orgId);
  return page(db, await leaveReaderOf(db, auth, orgId), query, where);
}

/** How many applications Pending Leave Applications lists for the caller (the home's "Leave waiting"). */
export async function countPendingForMe(db: Db, auth: AuthContext): Promise<number> {
  const orgId = requirePermission(auth, 'leave.accept');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaveRequests)
    .where(await pendingForMeWhere(db, auth, orgId));
  return row?.n ?? 0;
}

/**
 * The filters of the all-leave list and its CSV; people's filters go through the users index. Only the
 * leave shown to the caller is listed, whatever the filters: outside their reach, approved leave, so
 * filtering by status cannot find anyone else's pending, rejected or cancelled application. The type
 * filter only matches leave whose type the caller may see: filtering by "Sick" must not tell a colleague
 * who is sick.
 */
function allLeaveWhere(orgId: string, reader: LeaveReader, query: Partial<LeaveListQuery>): SQL {
  return and(
    eq(leaveRequests.organizationId, orgId),
    reader.shown,
    query.userId ? eq(leaveRequests.userId, query.userId) : undefined,
    query.leaveTypeId ? eq(leaveRequests.leaveTypeId, query.leaveTypeId) : undefined,
    query.leaveTypeId && !reader.showTypeToColleagues ? reader.reads : undefined,
    query.status ? eq(leaveRequests.status, query.status) : undefined,
    query.from ? gte(leaveRequests.toDate, query.from) : undefined,
    query.to ? lte(leaveRequests.fromDate, query.to) : undefined,
    query.departmentId
      ? inArray(
          leaveRequests.userId,
          sql`(select id from users where organization_id = ${orgId} and department_id = ${query.departmentId})`,
        )
      : undefined,
    query.q
      ? inArray(
          leaveRequests.userId,
          sql`(select id from users where organization_id = ${orgId} and name ilike ${containsPattern(query.q)})`,
        )
      : undefined,
  ) as SQL;
}

export async function listAllLeave(db: Db, auth: AuthContext, query: LeaveListQuery) {
  const orgId = requirePermission(auth, 'leave.view');
  const reader = await leaveReaderOf(db, auth, orgId);
  return page(db, reader, query, allLeaveWhere(orgId, reader, query));
}

export const LEAVE_CSV_COLUMNS = [
  'Employee',
  'Employee ID',
  'Department',
  'Leave Type',
  'From Date',
  'To Date',
  'Total Days',
  'Status',
  'Reason for Leave',
  'Applied At',
];

/**
 * All leave as CSV with the list's filters, read a page at a time (keyset) so memory stays flat. Rows the
 * caller may not read in full carry "On leave" and no reason, as in the list.
 */
export function exportLeaveCsv(db: Db, auth: AuthContext, query: LeaveListQuery): Readable {
  const orgId = requirePermission(auth, 'leave.view');
  return csvOffThread(LEAVE_CSV_COLUMNS, leaveCsvRows(db, auth, orgId, query));
}

async function* leaveCsvRows(db: Db, auth: AuthContext, orgId: string, query: LeaveListQuery) {
  const reader = await leaveReaderOf(db, auth, orgId);
  const where = allLeaveWhere(orgId, reader, query);
  let after: { fromDate: string; id: string } | null = null;
  for (;;) {
    const batch: SelectedRequest[] = await selectRequests(db, reader)
      .where(
        and(
          where,
          after
            ? sql`(${leaveRequests.fromDate}, ${leaveRequests.id}) < (${after.fromDate}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(leaveRequests.fromDate), desc(leaveRequests.id))
      .limit(500);
    for (const entry of batch) {
      const request = toLeaveRequest(entry, reader.showTypeToColleagues);
      yield [
        request.employee.name,
        request.employee.employeeCode ?? '',
        request.employee.department ?? '',
        request.leaveType.name,
        request.fromDate,
        request.toDate,
        String(request.totalDays),
        request.status,
        request.reason ?? '',
        request.createdAt,
      ];
    }
    const last = batch.at(-1);
    if (!last || batch.length < 500) break;
    after = { fromDate: last.row.fromDate, id: last.row.id };
  }
}

// ---------------------------------------------------------------- one request

const deciders = alias(users, 'decider');
const standIns = alias(users, 'stand_in');

export interface RequestAccess {
  entry: SelectedRequest;
  /** Organization setting: what a reader without the details sees as the type. */
  showTypeToColleagues: boolean;
  isApplicant: boolean;
  /** The caller may decide the current step now. */
  canDecide: boolean;
  /** The caller is one of its approvers, current or past (they see the applicant's tasks). */
  isApprover: boolean;
}

/**
 * A request the caller may see: their own, one they approve (now or before), with leave.view any shown to
 * them (within their reach, or approved: who is out; without the details unless `entry.readsDetails`), or
 * any with leave.manage. Anything else is 404, like a request of another organization.
 */
export async function requestAccess(db: Db, auth: AuthContext, id: string): Promise<RequestAccess> {
  assertId(id, LEAVE_REQUEST_NOT_FOUND);
  const orgId = auth.orgId;
  if (!orgId) throw new AppError('NOT_FOUND', LEAVE_REQUEST_NOT_FOUND);
  const reader = await leaveReaderOf(db, auth, orgId);
  const [entry] = (await selectRequests(db, reader).where(
    and(eq(leaveRequests.id, id), eq(leaveRequests.organizationId, orgId)),
  )) as SelectedRequest[];
  if (!entry) throw new AppError('NOT_FOUND', LEAVE_REQUEST_NOT_FOUND);
  const isApplicant = entry.row.userId === auth.userId;
  const today = await organizationToday(db, orgId);
  const steps = await db.select().from(leaveRequestSteps).where(eq(leaveRequestSteps.leaveRequestId, id));
  let canDecide = false;
  let isApprover = false;
  if (!isApplicant && auth.permissions.has('leave.accept')) {
    for (const step of steps) {
      if (step.decidedById === auth.userId) isApprover = true;
      if (step.status !== 'pending' && step.status !== 'waiting') continue;
      const approvers = await approversOf(db, orgId, step, entry.row.userId, today);
      if (approvers.some((approver) => approver.id === auth.userId)) {
        isApprover = true;
        if (step.status === 'pending' && entry.row.status === 'Pending') canDecide = true;
      }
    }
  }
  // The only administrator decides their own leave when it waits for them (a "self" step).
  if (isApplicant && entry.row.status === 'Pending' && auth.permissions.has('leave.accept')) {
    const current = steps.find((step) => step.position === entry.row.currentStep);
    if (current?.kind === 'self' && current.status === 'pending' && current.approverId === auth.userId)
      canDecide = true;
  }
  const seesAsColleague = auth.permissions.has('leave.view') && entry.isShown;
  if (!isApplicant && !isApprover && !seesAsColleague && !canReadAllLeaveDetails(auth))
    throw new AppError('NOT_FOUND', LEAVE_REQUEST_NOT_FOUND);
  return { entry, showTypeToColleagues: reader.showTypeToColleagues, isApplicant, canDecide, isApprover };
}

export async function getLeaveDetail(db: Db, auth: AuthContext, id: string): Promise<LeaveRequestDetail> {
  const access = await requestAccess(db, auth, id);
  const { row } = access.entry;
  const summary = toLeaveRequest(access.entry, access.showTypeToColleagues);
  const today = await organizationToday(db, row.organizationId);
  const common = {
    canDecide: access.canDecide,
    canCancel: access.isApplicant && isCancellable(row, today),
  };
  // The steps carry the approvers' comments and the blackouts the reasons of the approval: details.
  if (!access.entry.readsDetails)
    return { ...summary, ...common, steps: [], tasksDuringLeave: [], blackouts: [], balanceCheck: null };
  const stepRows = await db
    .select({ step: leaveRequestSteps, deciderName: deciders.name, standInName: standIns.name })
    .from(leaveRequestSteps)
    .leftJoin(deciders, eq(deciders.id, leaveRequestSteps.decidedById))
    .leftJoin(standIns, eq(standIns.id, leaveRequestSteps.onBehalfOfId))
    .where(eq(leaveRequestSteps.leaveRequestId, id))
    .orderBy(leaveRequestSteps.position);
  const steps: LeaveStepRecord[] = [];
  for (const { step, deciderName, standInName } of stepRows) {
    const isOpen = step.status === 'pending' || step.status === 'waiting';
    const approvers = isOpen ? await approversOf(db, row.organizationId, step, row.userId, today) : [];
    steps.push({
      position: step.position,
      label: step.label,
      status: step.status as LeaveStepRecord['status'],
      approvers: approvers.map(({ id: approverId, name }) => ({ id: approverId, name })),
      decidedBy: step.decidedById && deciderName ? { id: step.decidedById, name: deciderName } : null,
      onBehalfOf: step.onBehalfOfId && standInName ? { id: step.onBehalfOfId, name: standInName } : null,
      decidedAt: step.decidedAt?.toISOString() ?? null,
      comment: step.comment,
      escalatedAt: step.escalatedAt?.toISOString() ?? null,
    });
  }
  const blackouts = await db.execute(sql`
    select b.effect, b.reason from leave_blackouts b
    join users u on u.id = ${row.userId}
    where b.organization_id = ${row.organizationId} and b.start_date <= ${row.toDate} and b.end_date >= ${row.fromDate}
      and (b.department_id is null or b.department_id = u.department_id)
    order by b.start_date`);
  return {
    ...summary,
    ...common,
    steps,
    tasksDuringLeave: await tasksDuringLeave(db, row),
    blackouts: (blackouts as unknown as { rows: LeaveRequestDetail['blackouts'] }).rows,
    balanceCheck: row.status === 'Pending' ? await balanceCheckFor(db, auth, row) : null,
  };
}

/**
 * The pending request against the balance projected to its dates: the flag for its readers, the figure
 * only for those who read the person's balances (issue 29: lib/leave-visibility).
 */
async function balanceCheckFor(
  db: Db,
  auth: AuthContext,
  row: typeof leaveRequests.$inferSelect,
): Promise<LeaveRequestDetail['balanceCheck']> {
  const check = await balanceCheckOf(db, row.organizationId, row);
  if (!check) return null;
  const readsBalance = await canReadPersonLeave(db, auth, row.userId);
  const remaining = readsBalance ? check.remaining : null;
  return {
    projectedOn: check.projectedOn,
    remaining,
    covers: check.covers,
    message: check.covers
      ? `Covered by the ${check.typeName} balance projected on ${formatCalendarDay(check.projectedOn)}` +
        (remaining === null ? '' : ` (${formatLeaveDays(remaining)} before this leave)`)
      : leaveShortfall(check.typeName, check.projectedOn, check.asked, remaining),
  };
}

/** Pending leave, or approved leave that has not started yet (in the organization's today). */
export function isCancellable(row: { status: string; fromDate: string }, today: string) {
  return row.status === 'Pending' || (row.status === 'Approved' && row.fromDate > today);
}

/** The applicant's open tasks due during the leave, soonest first. */
export async function tasksDuringLeave(db: Db, row: typeof leaveRequests.$inferSelect) {
  const rows = await db
    .select({
      id: tasks.id,
      reference: tasks.displayId,
      title: tasks.title,
      dueDate: tasks.dueDate,
      status: tasks.status,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.organizationId, row.organizationId),
        eq(tasks.assigneeId, row.userId),
        ne(tasks.status, 'Completed'),
        gte(tasks.dueDate, row.fromDate),
        lte(tasks.dueDate, row.toDate),
      ),
    )
    .orderBy(tasks.dueDate, tasks.id)
    .limit(200);
  return rows.map((task) => ({ ...task, link: `/app/tasks/${task.id}` }));
}
