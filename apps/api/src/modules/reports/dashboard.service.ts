/**
 * The app home's dashboards (issue 23, item 7), one answer with sections by the caller's permissions:
 *
 * - `me` (View Report): my open, overdue and due-this-week tasks, this week's hours and timesheet (Track
 *   Time), my leave balances (any leave permission);
 * - `team`: the reporting tree with Team Task Report (scope team), the organization with View All User
 *   (scope all): tasks by status, overdue by assignee, completions per week over 12 weeks, who is out this
 *   week (a leave permission; "On leave" unless the caller reads that leave's details, lib/leave-visibility),
 *   timesheets waiting (Approve Timesheets), leave applications waiting for the caller's decision (Accept
 *   Leave).
 *
 * Every number is one aggregate statement scoped by organization and reach; tasks are counted by assignee
 * like the Task Report. "Overdue" and "this week" are judged in the organization's zone, as the Task List's
 * `overdue=true` and `dueFrom`/`dueTo` are, so a number and the list it links to agree. The hours are the
 * person's own week (their zone, else the organization's), as their timesheet is.
 */
import type { Readable } from 'node:stream';
import {
  DASHBOARD_TREND_WEEKS,
  type Dashboard,
  formatDateTime,
  type PersonalDashboard,
  TASK_STATUSES,
  type TeamDashboard,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveRequests, leaveTypes, tasks, timeEntries, timesheets, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import {
  colleagueLeaveLabel,
  readsLeaveDetails,
  showsLeaveTypeToColleagues,
} from '../../lib/leave-visibility';
import { pdfOffThread } from '../../lib/off-thread';
import {
  addCalendarDays,
  organizationCalendar,
  organizationZoneSql,
  personToday,
  startOfDaySql,
  todayIn,
  weekStartOf,
} from '../../lib/organization-calendar';
import { asParam, reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { countPendingForMe, getBalances } from '../leave';
import { isOnTime } from '../tasks';
import { organizationSettings, roundedMinutesSql } from '../time';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const LEAVE_READERS = ['leave.view', 'leave.apply', 'leave.accept', 'leave.manage'] as const;

/** The caller's own section, counted in their own day (decision 050): the week My tasks and their timesheet show. */
async function personal(db: Db, auth: AuthContext, orgId: string): Promise<PersonalDashboard> {
  const today = await personToday(db, orgId, auth.userId);
  const weekStart = weekStartOf(today);
  const weekEnd = addCalendarDays(weekStart, 6);
  const [counts] = rowsOf<{ open: number; overdue: number; dueThisWeek: number }>(
    await db.execute(sql`
      select count(*)::int as "open",
        count(*) filter (where ${tasks.dueDate} < ${today}::date)::int as "overdue",
        count(*) filter (where ${tasks.dueDate} between ${weekStart}::date and ${weekEnd}::date)::int as "dueThisWeek"
      from ${tasks}
      where ${tasks.organizationId} = ${orgId} and ${tasks.assigneeId} = ${auth.userId}
        and ${tasks.status} <> 'Completed'`),
  );
  let time: PersonalDashboard['time'] = null;
  if (auth.permissions.has('time.track')) {
    const { roundingMinutes } = await organizationSettings(db, orgId);
    const [row] = rowsOf<{ minutes: number; status: string | null }>(
      await db.execute(sql`
        select coalesce((select sum(${roundedMinutesSql(roundingMinutes)}) from ${timeEntries}
            where ${timeEntries.organizationId} = ${orgId} and ${timeEntries.userId} = ${auth.userId}
              and ${timeEntries.minutes} is not null
              and ${timeEntries.entryDate} between ${weekStart}::date and ${weekEnd}::date), 0)::int as "minutes",
          (select ${timesheets.status} from ${timesheets}
            where ${timesheets.organizationId} = ${orgId} and ${timesheets.userId} = ${auth.userId}
              and ${timesheets.weekStart} = ${weekStart}::date) as "status"`),
    );
    time = { minutes: Number(row?.minutes ?? 0), timesheetStatus: row?.status ?? 'open' };
  }
  let leave: PersonalDashboard['leave'] = null;
  if (LEAVE_READERS.some((permission) => auth.permissions.has(permission))) {
    const balances = await getBalances(db, auth, {});
    leave = balances.balances
      .filter((balance) => balance.tracksBalance)
      .map((balance) => ({
        leaveTypeId: balance.leaveTypeId,
        leaveTypeName: balance.leaveTypeName,
        remaining: balance.remaining,
      }));
  }
  return {
    weekStart,
    weekEnd,
    today,
    openTasks: counts?.open ?? 0,
    overdueTasks: counts?.overdue ?? 0,
    dueThisWeek: counts?.dueThisWeek ?? 0,
    time,
    leave,
  };
}

async function team(
  db: Db,
  auth: AuthContext,
  orgId: string,
  today: string,
  scope: 'team' | 'all',
): Promise<TeamDashboard> {
  const members = scope === 'all' ? null : await reportingTree(db, orgId, auth.userId);
  const assigned: SQL = members ? sql`and ${tasks.assigneeId} = any(${sql.param(members)}::uuid[])` : sql``;
  const inTasks = sql`${tasks.organizationId} = ${orgId} ${assigned}`;

  const statusRows = rowsOf<{ status: string; n: number }>(
    await db.execute(
      sql`select ${tasks.status} as "status", count(*)::int as "n" from ${tasks} where ${inTasks} group by 1`,
    ),
  );
  const status = Object.fromEntries(TASK_STATUSES.map((name) => [name, 0])) as TeamDashboard['status'];
  for (const row of statusRows)
    if (row.status in status) status[row.status as keyof TeamDashboard['status']] = row.n;

  const overdueByAssignee = rowsOf<{ id: string; name: string; overdue: number }>(
    await db.execute(sql`
      select u.id, u.name, c.overdue from (
        select ${tasks.assigneeId} as assignee_id, count(*)::int as overdue from ${tasks}
        where ${inTasks} and ${tasks.status} <> 'Completed' and ${tasks.dueDate} < ${today}::date
        group by 1) c
      join ${users} u on u.id = c.assignee_id and u.organization_id = ${orgId}
      order by c.overdue desc, lower(u.name), u.id
      limit 10`),
  ).map((row) => ({ user: { id: row.id, name: row.name }, overdue: row.overdue }));

  const thisWeek = weekStartOf(today);
  const weeks = Array.from({ length: DASHBOARD_TREND_WEEKS }, (_, index) =>
    addCalendarDays(thisWeek, -7 * (DASHBOARD_TREND_WEEKS - 1 - index)),
  );
  const zone = organizationZoneSql(asParam, orgId);
  const trendRows = rowsOf<{ week: string; completed: number; onTime: number }>(
    await db.execute(sql`
      select to_char(date_trunc('week', (${tasks.completedAt} at time zone ${zone}))::date, 'YYYY-MM-DD') as "week",
        count(*)::int as "completed", count(*) filter (where ${isOnTime(zone)})::int as "onTime"
      from ${tasks}
      where ${inTasks} and ${tasks.status} = 'Completed'
        and ${tasks.completedAt} >= ${startOfDaySql(sql`${weeks[0]}::date`, zone)}
        and ${tasks.completedAt} < ${startOfDaySql(sql`${addCalendarDays(thisWeek, 7)}::date`, zone)}
      group by 1`),
  );
  const completionTrend = weeks.map((weekStart) => {
    const row = trendRows.find((entry) => entry.week === weekStart);
    return { weekStart, completed: row?.completed ?? 0, onTime: row?.onTime ?? 0 };
  });

  let whoIsOut: TeamDashboard['whoIsOut'] = null;
  if (LEAVE_READERS.some((permission) => permission !== 'leave.apply' && auth.permissions.has(permission))) {
    const showType = await showsLeaveTypeToColleagues(db, orgId);
    const out = rowsOf<{
      userId: string;
      name: string;
      typeName: string;
      readsDetails: boolean;
      fromDate: string;
      toDate: string;
    }>(
      await db.execute(sql`
        select u.id as "userId", u.name, lt.name as "typeName",
          ${readsLeaveDetails(auth, today)} as "readsDetails",
          ${leaveRequests.fromDate}::text as "fromDate", ${leaveRequests.toDate}::text as "toDate"
        from ${leaveRequests}
        join ${users} u on u.id = ${leaveRequests.userId} and u.organization_id = ${orgId}
        join ${leaveTypes} lt on lt.id = ${leaveRequests.leaveTypeId}
        where ${leaveRequests.organizationId} = ${orgId} and ${leaveRequests.status} = 'Approved'
          and ${leaveRequests.fromDate} <= ${addCalendarDays(thisWeek, 6)}::date and ${leaveRequests.toDate} >= ${thisWeek}::date
          ${members ? sql`and ${leaveRequests.userId} = any(${sql.param(members)}::uuid[])` : sql``}
        order by ${leaveRequests.fromDate}, lower(u.name), u.id
        limit 50`),
    );
    whoIsOut = out.map((row) => ({
      user: { id: row.userId, name: row.name },
      label: row.readsDetails ? row.typeName : colleagueLeaveLabel(row.typeName, showType),
      fromDate: row.fromDate,
      toDate: row.toDate,
    }));
  }

  let timesheetsWaiting: number | null = null;
  if (auth.permissions.has('time.approve')) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as "n" from ${timesheets}
        where ${timesheets.organizationId} = ${orgId} and ${timesheets.status} = 'submitted'
          and ${timesheets.userId} <> ${auth.userId}
          ${members ? sql`and ${timesheets.userId} = any(${sql.param(members)}::uuid[])` : sql``}`),
    );
    timesheetsWaiting = row?.n ?? 0;
  }

  // What waits for the caller's own decision, as Pending Leave Applications lists it (any approval step:
  // the reporting manager, a role, an administrator, a delegation), whatever the scope.
  const leaveWaiting = auth.permissions.has('leave.accept') ? await countPendingForMe(db, auth) : null;

  return { scope, status, overdueByAssignee, completionTrend, whoIsOut, timesheetsWaiting, leaveWaiting };
}

/** GET /reports/dashboard (View Report): the caller's own section, and their team's or organization's. */
export async function getDashboard(db: Db, auth: AuthContext): Promise<Dashboard> {
  const orgId = requirePermission(auth, 'reports.view');
  const calendar = await organizationCalendar(db, orgId);
  const today = todayIn(calendar.zone);
  const scope = auth.permissions.has('reports.view_all_users')
    ? 'all'
    : auth.permissions.has('reports.team_task')
      ? 'team'
      : null;
  return {
    timeZone: calendar.zone,
    me: await personal(db, auth, orgId),
    team: scope ? await team(db, auth, orgId, today, scope) : null,
  };
}

/**
 * The caller's dashboard as PDF (GET /reports/dashboard.pdf): View Report, as the dashboard, and Download,
 * as every PDF of the reports. The same sections and numbers as the home shows.
 */
export async function dashboardPdfFile(
  db: Db,
  auth: AuthContext,
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const orgId = requirePermission(auth, 'reports.view');
  requirePermission(auth, 'reports.download');
  const dashboard = await getDashboard(db, auth);
  const calendar = await organizationCalendar(db, orgId);
  const scope = !dashboard.team ? 'my work' : dashboard.team.scope === 'all' ? 'the organization' : 'my team';
  const stream = pdfOffThread('dashboard', {
    dashboard,
    heading: {
      organizationName: calendar.name,
      filters: [`For ${auth.sessionUser.name}, ${scope}`],
      generatedAt: formatDateTime(new Date(), { timeZone: calendar.zone }),
    },
  });
  return { stream, fileName: `dashboard-${todayIn(calendar.zone)}.pdf`, contentType: 'application/pdf' };
}
