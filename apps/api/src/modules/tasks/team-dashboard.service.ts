import type { DashboardRow } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { addCalendarDays, organizationToday, weekStartOf } from '../../lib/organization-calendar';
import { type Reach, reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

/** Per member within reach: counts by status, overdue, and due this week (Monday to Sunday in the org's zone). */
export async function teamDashboard(
  db: Db,
  auth: AuthContext,
  scope?: Reach['scope'],
): Promise<DashboardRow[]> {
  // My team unless Everyone is asked for (and allowed: reachOf refuses 'all' without View All Tasks).
  const reach = await reachOf(db, auth, scope ?? 'team');
  const today = await organizationToday(db, reach.orgId);
  const weekStart = weekStartOf(today);
  const weekEnd = addCalendarDays(weekStart, 6);
  const members = reach.scope === 'all' ? undefined : reach.teamIds.length ? reach.teamIds : [reach.userId];
  // Counted per assignee first (an index-only walk of tasks_org_assignee_status_due_idx), then put beside
  // the people, so members without tasks show zeros.
  const result = await db.execute(sql`
    with counts as (
      select t.assignee_id,
        count(*) filter (where t.status = 'Pending')::int as pending,
        count(*) filter (where t.status = 'In Progress')::int as "inProgress",
        count(*) filter (where t.status = 'Completed')::int as completed,
        count(*) filter (where t.status = 'On Hold')::int as "onHold",
        count(*) filter (where t.status <> 'Completed' and t.due_date < ${today})::int as overdue,
        count(*) filter (where t.status <> 'Completed' and t.due_date between ${weekStart} and ${weekEnd})::int as "dueThisWeek"
      from ${tasks} t
      where t.organization_id = ${reach.orgId} ${members ? sql`and t.assignee_id in ${members}` : sql``}
      group by t.assignee_id
    )
    select u.id, u.name, coalesce(c.pending, 0) as pending, coalesce(c."inProgress", 0) as "inProgress",
      coalesce(c.completed, 0) as completed, coalesce(c."onHold", 0) as "onHold",
      coalesce(c.overdue, 0) as overdue, coalesce(c."dueThisWeek", 0) as "dueThisWeek"
    from ${users} u left join counts c on c.assignee_id = u.id
    where u.organization_id = ${reach.orgId} and u.is_active ${members ? sql`and u.id in ${members}` : sql``}
    order by u.name, u.id
    limit 1000`);
  return (result as unknown as { rows: (DashboardRow['member'] & Omit<DashboardRow, 'member'>)[] }).rows.map(
    (row) => ({
      member: { id: row.id, name: row.name },
      pending: row.pending,
      inProgress: row.inProgress,
      completed: row.completed,
      onHold: row.onHold,
      overdue: row.overdue,
      dueThisWeek: row.dueThisWeek,
    }),
  );
}
