/**
 * Away & delegate (issue 30, item 11): while an approver is away, their delegate decides for them, leave
 * steps and timesheets alike. A delegation runs on a day within its away dates, or, when it follows the
 * approver's own leave (`followsOwnLeave`), on a day of their approved leave, without a separate entry.
 * Delegations run by calendar day in the organization's zone (`todayOf`).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveDelegations } from '../../db/schema';
import { rowsOf } from './leave-common';

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

/** The delegate standing in for `approverId` on `today`, if their delegation runs. */
export async function runningDelegateOf(
  db: Db,
  orgId: string,
  approverId: string,
  today: string,
): Promise<string | null> {
  const [row] = await db
    .select({ delegateId: leaveDelegations.delegateId })
    .from(leaveDelegations)
    .where(
      and(
        eq(leaveDelegations.organizationId, orgId),
        eq(leaveDelegations.userId, approverId),
        delegationRuns('leave_delegations', today),
      ),
    );
  return row?.delegateId ?? null;
}

/** The approvers `delegateId` stands in for on `today` (active members only). */
export async function delegatorsOf(db: Db, orgId: string, delegateId: string, today: string) {
  const result = await db.execute(sql`
    select d.user_id as id from leave_delegations d join users u on u.id = d.user_id
    where d.organization_id = ${orgId} and d.delegate_id = ${delegateId} and u.is_active
      and ${delegationRuns('d', today)}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
