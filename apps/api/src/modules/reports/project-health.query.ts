/**
 * Project health (issue 23, item 6): per project its progress, late milestones, overdue tasks and hours
 * logged against the estimate; the portfolio of open projects with its totals. Project Report
 * (projects.report) reads it. Tasks are counted as the projects module's `progressOf` counts them: every
 * task for View All Tasks or Project Report holders, else only the tasks within the reader's reach.
 * One statement: per-project aggregates with FILTER, then GROUPING SETS for the portfolio total.
 */
import {
  type ProjectHealthFigures,
  type ProjectHealthQuery,
  type ProjectHealthReport,
  REPORT_GRAND_TOTAL,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { organizationCalendar, todayIn } from '../../lib/organization-calendar';
import { reachOf, taskVisible } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { isFinishedEntry, organizationSettings, roundedMinutesSql } from '../time';
import {
  hours,
  num,
  requireFormat,
  rowsOfResult,
  tableFile,
  type WorkReportFormat,
} from './work-report.common';

/** Projects that are still running: not archived, not Completed or Cancelled. */
const OPEN_PROJECT = sql`p.status not in ('Completed', 'Cancelled')`;

type RawFigures = Record<keyof ProjectHealthFigures, string | number | null>;

function figuresOf(row: RawFigures): ProjectHealthFigures {
  const total = num(row.tasks);
  const completed = num(row.completedTasks);
  return {
    tasks: total,
    completedTasks: completed,
    percent: total ? Math.round((completed / total) * 100) : 0,
    overdueTasks: num(row.overdueTasks),
    milestones: num(row.milestones),
    lateMilestones: num(row.lateMilestones),
    estimateMinutes: Math.round(num(row.estimateMinutes)),
    loggedMinutes: Math.round(num(row.loggedMinutes)),
  };
}

export async function projectHealth(
  db: Db,
  auth: AuthContext,
  query: ProjectHealthQuery,
): Promise<ProjectHealthReport> {
  const orgId = requirePermission(auth, 'projects.report');
  const calendar = await organizationCalendar(db, orgId);
  const today = todayIn(calendar.zone);
  const { roundingMinutes } = await organizationSettings(db, orgId);
  const everyTask = auth.permissions.has('tasks.view_all') || auth.permissions.has('projects.report');
  const visible: SQL =
    (everyTask || !auth.permissions.has('tasks.view') ? undefined : taskVisible(await reachOf(db, auth))) ??
    sql`true`;
  const projectWhere = sql`p.organization_id = ${orgId}::uuid and not p.is_archived
    ${query.status === 'active' ? sql`and ${OPEN_PROJECT}` : sql``}
    ${query.customerId ? sql`and p.customer_id = ${query.customerId}::uuid` : sql``}
    ${query.projectId ? sql`and p.id = ${query.projectId}::uuid` : sql``}`;
  const sums = sql`
    coalesce(sum(tk.tasks), 0) as tasks,
    coalesce(sum(tk.completed), 0) as "completedTasks",
    coalesce(sum(tk.overdue), 0) as "overdueTasks",
    coalesce(sum(ms.total), 0) as milestones,
    coalesce(sum(ms.late), 0) as "lateMilestones",
    coalesce(sum(tk.estimate), 0) as "estimateMinutes",
    coalesce(sum(tm.minutes), 0) as "loggedMinutes"`;
  const statement = sql`
    with pr as (
      select p.id, p.key, p.name, p.status, p.target_end_date,
        (select business_name from customers c where c.id = p.customer_id) as customer,
        (select name from users u where u.id = p.lead_id) as lead
      from projects p where ${projectWhere}
    ),
    tk as (
      select ${tasks.projectId} as project_id, count(*) as tasks,
        count(*) filter (where ${tasks.status} = 'Completed') as completed,
        count(*) filter (where ${tasks.status} <> 'Completed' and ${tasks.dueDate} < ${today}::date) as overdue,
        coalesce(sum(${tasks.estimateHours}), 0) * 60 as estimate
      from ${tasks}
      where ${tasks.organizationId} = ${orgId}::uuid and ${tasks.projectId} in (select id from pr) and ${visible}
      group by 1
    ),
    tm as (
      select ${tasks.projectId} as project_id, sum(${roundedMinutesSql(roundingMinutes)}) as minutes
      from ${timeEntries} join ${tasks} on ${tasks.id} = ${timeEntries.taskId}
      where ${timeEntries.organizationId} = ${orgId}::uuid and ${isFinishedEntry}
        and ${tasks.projectId} in (select id from pr) and ${visible}
      group by 1
    ),
    ms as (
      select m.project_id, count(*) as total,
        count(*) filter (where (not m.is_done and m.date < ${today}::date)
          or (m.is_done and (m.done_at at time zone ${calendar.zone})::date > m.date)) as late
      from milestones m
      where m.organization_id = ${orgId}::uuid and m.project_id in (select id from pr)
      group by 1
    )
    select pr.id as "projectId", pr.key, pr.name, pr.status, pr.target_end_date::text as "targetEndDate",
      pr.customer, pr.lead, grouping(pr.id) <> 0 as "isTotal", ${sums}
    from pr left join tk on tk.project_id = pr.id left join tm on tm.project_id = pr.id
      left join ms on ms.project_id = pr.id
    group by grouping sets ((pr.id, pr.key, pr.name, pr.status, pr.target_end_date, pr.customer, pr.lead), ())
    order by "isTotal", lower(pr.name), pr.id`;
  const rows = rowsOfResult<RawFigures & Record<string, unknown>>(await db.execute(statement));
  const total = rows.find((row) => row.isTotal);
  return {
    today,
    rows: rows
      .filter((row) => !row.isTotal)
      .map((row) => ({
        projectId: row.projectId as string,
        key: row.key as string,
        name: row.name as string,
        customer: (row.customer as string | null) ?? '',
        lead: (row.lead as string | null) ?? '',
        status: row.status as string,
        targetEndDate: row.targetEndDate as string,
        ...figuresOf(row),
      })),
    total: total
      ? figuresOf(total)
      : figuresOf({
          tasks: 0,
          completedTasks: 0,
          percent: 0,
          overdueTasks: 0,
          milestones: 0,
          lateMilestones: 0,
          estimateMinutes: 0,
          loggedMinutes: 0,
        }),
  };
}

export async function projectHealthFile(
  db: Db,
  auth: AuthContext,
  query: ProjectHealthQuery,
  format: WorkReportFormat,
) {
  const report = await projectHealth(db, auth, query);
  requireFormat(auth, format);
  const cells = (figures: ProjectHealthFigures) => [
    figures.tasks,
    figures.completedTasks,
    figures.percent,
    figures.overdueTasks,
    figures.milestones,
    figures.lateMilestones,
    hours(figures.estimateMinutes),
    hours(figures.loggedMinutes),
  ];
  return tableFile(
    {
      sheetName: 'Project Health',
      header: [
        'Project',
        'Key',
        'Company Name',
        'Lead',
        'Status',
        'Target End',
        'Tasks',
        'Completed',
        'Progress %',
        'Overdue Tasks',
        'Milestones',
        'Late Milestones',
        'Estimate Hours',
        'Logged Hours',
      ],
      rows: report.rows.map((row) => [
        row.name,
        row.key,
        row.customer,
        row.lead,
        row.status,
        row.targetEndDate,
        ...cells(row),
      ]),
      totals: [[REPORT_GRAND_TOTAL, '', '', '', '', '', ...cells(report.total)]],
    },
    format,
    `project-health-${report.today}`,
  );
}
