/**
 * Who may read which part of someone's leave (docs/security.md, "Leave"). A colleague needs to know who
 * is out and when, not why or where: the reason, the address during leave, the emergency phone, the
 * supporting document, the approval steps, balances and ledger are read only by
 *  - the applicant,
 *  - the approvers of that request while they are its approvers: a step's named approver (the escalation
 *    target replaces it on the step), whoever decided a step in their own name, the delegate of a named
 *    approver while the delegation runs, and holders of a role or administrators while their step is open,
 *  - holders of `leave.manage` (Leave Administration).
 * Approvers must also hold `leave.accept`, as they need it to decide. A cancelled request is no one's to
 * decide any more: only its applicant and leave administrators read it (and download its document).
 * Everyone else with `leave.view` sees the name, the dates and "On leave" (or the type's name when the
 * organization's `showLeaveTypeToColleagues` says so), and only within their reach (below): outside it,
 * only who is out, approved leave, as a "Who's out" calendar shows it.
 */
import { ON_LEAVE_LABEL } from '@taskflow/shared';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leaveRequests, organizations } from '../db/schema';
import type { AuthContext } from '../plugins/types';
import { reportingTree } from './reach';
import { isAboveInReportingLine } from './reporting-line';

/** What colleagues read instead of the leave type (one string with the web app's, from the shared package). */
export { ON_LEAVE_LABEL };

/** Leave administrators read every leave's details, documents, balances and ledger. */
export function canReadAllLeaveDetails(auth: AuthContext): boolean {
  return auth.permissions.has('leave.manage');
}

/** The type's name when the organization shows it to colleagues, otherwise "On leave". */
export function colleagueLeaveLabel(leaveTypeName: string, showTypeToColleagues: boolean): string {
  return showTypeToColleagues ? leaveTypeName : ON_LEAVE_LABEL;
}

/** The organization's setting: do colleagues see the leave type ("Sick") or only "On leave"? */
export async function showsLeaveTypeToColleagues(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ show: organizations.showLeaveTypeToColleagues })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.show ?? false;
}

type Ref = AnyColumn | SQL;

/**
 * The SQL test "the caller reads the details of this leave request", for lists and feeds that read many
 * requests in one query. `request` names the request's columns (the `leave_requests` table by default; pass
 * an alias's columns, or `sql` fragments in a raw query). `today` is the organization's day (delegations run
 * by calendar day).
 */
export function readsLeaveDetails(
  auth: AuthContext,
  today: string,
  request: { id: Ref; userId: Ref; status: Ref } = leaveRequests,
): SQL {
  if (canReadAllLeaveDetails(auth)) return sql`true`;
  const own = sql`${request.userId} = ${auth.userId}::uuid`;
  if (!auth.permissions.has('leave.accept')) return own;
  const isAdmin = auth.permissions.has('organization.manage');
  return sql`(${own} or (${request.status} <> 'Cancelled' and exists (
    select 1 from leave_request_steps lv_s
    where lv_s.leave_request_id = ${request.id} and (
      lv_s.approver_id = ${auth.userId}::uuid
      or (lv_s.decided_by_id = ${auth.userId}::uuid and lv_s.on_behalf_of_id is null)
      or lv_s.approver_id in (select lv_d.user_id from leave_delegations lv_d
        where lv_d.delegate_id = ${auth.userId}::uuid and ${delegationRuns('lv_d', today)})
      or (lv_s.status in ('pending', 'waiting') and (
        (lv_s.kind = 'role' and lv_s.role_id = ${auth.roleId}::uuid)
        or (lv_s.kind = 'admin' and ${isAdmin})))))))`;
}

/**
 * The SQL test "the caller is shown this request at all". Within the caller's reach every request is
 * shown, whatever its status: the caller reads its details (applicant, approver, Leave Administration),
 * was named on or decided one of its steps (an approver stays one once it is decided or cancelled),
 * covers its work (the applicant named them), or its applicant is in their reporting tree (`tree`, the
 * caller included). Outside it, only approved leave: pending, rejected and cancelled applications say
 * who asked for leave, and when, which is not a colleague's to know.
 */
export function leaveShown(
  auth: AuthContext,
  today: string,
  tree: readonly string[],
  request: { id: Ref; userId: Ref; status: Ref; workAssigneeId: Ref } = leaveRequests,
): SQL {
  if (canReadAllLeaveDetails(auth)) return sql`true`;
  return sql`(${request.status} = 'Approved'
    or ${request.userId} = any(${sql.param([auth.userId, ...tree])}::uuid[])
    or ${request.workAssigneeId} = ${auth.userId}::uuid
    or exists (select 1 from leave_request_steps lv_n where lv_n.leave_request_id = ${request.id}
      and (lv_n.approver_id = ${auth.userId}::uuid or lv_n.decided_by_id = ${auth.userId}::uuid))
    or ${readsLeaveDetails(auth, today, request)})`;
}

/** `leaveShown` for the caller, with their reporting tree read (kept for reads: lib/reach-memo.ts). */
export async function leaveShownTo(db: Db, auth: AuthContext, orgId: string, today: string): Promise<SQL> {
  if (canReadAllLeaveDetails(auth)) return sql`true`;
  return leaveShown(auth, today, await reportingTree(db, orgId, auth.userId));
}

/** One request: does the caller read its details? (The request is already known to be the caller's org's.) */
export async function canReadLeaveDetails(
  db: Db,
  auth: AuthContext,
  requestId: string,
  today: string,
): Promise<boolean> {
  const [row] = await db
    .select({ reads: readsLeaveDetails(auth, today) })
    .from(leaveRequests)
    .where(eq(leaveRequests.id, requestId));
  return row?.reads === true;
}

/**
 * Another person's balances and ledger (allocations, usage, adjustment reasons): themselves, leave
 * administrators, and the managers above them in the reporting tree who hold `leave.accept` (the people
 * their leave goes to, and escalates to). A colleague, even one who approves by role, reads none.
 */
export async function canReadPersonLeave(db: Db, auth: AuthContext, userId: string): Promise<boolean> {
  if (userId === auth.userId || canReadAllLeaveDetails(auth)) return true;
  if (!auth.permissions.has('leave.accept') || !auth.orgId) return false;
  return isAboveInReportingLine(db, auth.orgId, auth.userId, userId);
}

/**
 * The SQL test "the delegation row named `alias` runs on `today`". `alias` is the table's name or alias
 * in the query around it (`leave_delegations`, `d`, `lv_d`).
 */
export function delegationRuns(alias: string, today: string): SQL {
  const d = sql.raw(alias);
  return sql`((${d}.away_from <= ${today} and ${d}.away_to >= ${today})
    or (${d}.follows_own_leave and exists (select 1 from leave_requests dl_r
      where dl_r.user_id = ${d}.user_id and dl_r.organization_id = ${d}.organization_id
        and dl_r.status = 'Approved' and dl_r.from_date <= ${today} and dl_r.to_date >= ${today})))`;
}
