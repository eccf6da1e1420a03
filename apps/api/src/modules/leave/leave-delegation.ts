/**
 * Away & delegate (issue 30, item 11): while an approver is away, their delegate decides for them, leave
 * steps and timesheets alike. A delegation runs on a day within its away dates, or, when it follows the
 * approver's own leave (`followsOwnLeave`), on a day of their approved leave, without a separate entry.
 * Delegations run by calendar day in the organization's zone (`organizationToday`, lib/organization-calendar.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveDelegations } from '../../db/schema';
import { delegationRuns } from '../../lib/leave-visibility';
import { rowsOf } from './leave-common';

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
