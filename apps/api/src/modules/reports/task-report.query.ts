import {
  type DetailedReportRow,
  groupingOf,
  priorityOfRank,
  REPORT_MEASURES,
  type ReportCounts,
  type ReportGrouping,
  type ReportKey,
  TASK_PRIORITIES,
  type TaskListQuery,
  type TaskReport,
  type TaskReportQuery,
  type TaskReportRow,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, departments, projects, tasks, timeEntries, users } from '../../db/schema';
import { orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { KeysetRead } from '../../lib/keyset-read';
import { organizationCalendar, organizationZoneSql, todayIn } from '../../lib/organization-calendar';
import { offsetOf } from '../../lib/pagination';
import { asParam, reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { completedDay, isOnTime, isOverdue, listWhere } from '../tasks';
import { isFinishedEntry, organizationSettings, roundedMinutesSql } from '../time';
import { groupLabels } from './group-labels';
import { timeReachOf } from './time-report.query';
import { hours } from './work-report.common';

/**
 * Whose rows a caller's report holds, by assignee: everyone with View All User (scope all), their
 * reporting tree with Team Task Report (team), else only their own (mine). Asking for a wider scope than
 * one holds is refused (403), as the Task List does.
 */
export interface ReportReach {
  orgId: string;
  userId: string;
  scope: 'mine' | 'team' | 'all';
  /** null: every assignee of the organization. */
  assigneeIds: string[] | null;
}

export async function reportReachOf(
  db: Db,
  auth: AuthContext,
  asked?: ReportReach['scope'],
): Promise<ReportReach> {
  const orgId = orgOf(auth);
  if (!auth.permissions.has('reports.view'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const canAll = auth.permissions.has('reports.view_all_users');
  const canTeam = auth.permissions.has('reports.team_task');
  if (asked === 'all' && !canAll)
    throw new AppError('FORBIDDEN', 'You do not have permission to see every user’s report');
  if (asked === 'team' && !canTeam)
    throw new AppError('FORBIDDEN', 'You do not have permission to see your team’s report');
  const scope = asked ?? (canAll ? 'all' : canTeam ? 'team' : 'mine');
  const assigneeIds =
    scope === 'all' ? null : scope === 'team' ? await reportingTree(db, orgId, auth.userId) : [auth.userId];
  return { orgId, userId: auth.userId, scope, assigneeIds };
}

/** The report's filters as the Task List's (one WHERE for both: a cell and its list agree). */
export function listFiltersOf(query: TaskReportQuery): Omit<Partial<TaskListQuery>, 'sort'> {
  const basis = query.dateBasis;
  return {
    customerId: query.customerId,
    projectId: query.projectId,
    departmentId: query.departmentId,
    assigneeId: query.userId,
    priority: query.priority,
    taskType: query.taskType,
    workType: query.workType,
    ...(basis === 'due' ? { dueFrom: query.from, dueTo: query.to } : {}),
    ...(basis === 'created' ? { createdFrom: query.from, createdTo: query.to } : {}),
    ...(basis === 'completed' ? { completedFrom: query.from, completedTo: query.to } : {}),
  };
}

export function reportWhere(reach: ReportReach, query: TaskReportQuery, today: string): SQL {
  const where = listWhere(
    {
      orgId: reach.orgId,
      userId: reach.userId,
      scope: 'all',
      teamIds: [],
      watchedIds: [],
      ledProjectIds: [],
    },
    listFiltersOf(query),
    today,
  );
  if (!reach.assigneeIds) return where;
  return sql`${where} and ${tasks.assigneeId} = any(${sql.param(reach.assigneeIds)}::uuid[])`;
}

/**
 * The value each grouping groups by. Ids stay uuids (16 bytes, hashed and compared as such: casting 100,000
 * of them to text cost a third of the Summary's grouping); the others are text.
 */
function groupingSql(grouping: ReportGrouping, basis: TaskReportQuery['dateBasis'], zone: SQL) {
  switch (grouping) {
    case 'customer':
      return sql`${tasks.customerId}`;
    case 'user':
      return sql`${tasks.assigneeId}`;
    case 'project':
      return sql`${tasks.projectId}`;
    case 'department':
      return sql`${tasks.departmentId}`;
    case 'priority':
      return sql`${tasks.priority}::text`;
    case 'status':
      return sql`${tasks.status}`;
    case 'workType':
      return sql`${tasks.workType}`;
    case 'month': {
      const day =
        basis === 'created'
          ? sql`(${tasks.createdAt} at time zone ${zone})::date`
          : basis === 'completed'
            ? completedDay(zone)
            : sql`${tasks.dueDate}`;
      return sql`to_char(${day}, 'YYYY-MM')`;
    }
  }
}

const NONE_LABEL: Partial<Record<ReportGrouping, string>> = {
  project: 'No project',
  department: 'No department',
  month: 'No date',
};

function keyOf(grouping: ReportGrouping, value: string | null, label: string | null): ReportKey {
  if (grouping === 'priority') {
    const name = TASK_PRIORITIES[Number(value) - 1] ?? String(value);
    return { grouping, value: name, label: name };
  }
  return { grouping, value, label: label ?? NONE_LABEL[grouping] ?? '' };
}

/** The counts of a group, each a FILTER clause of one aggregate pass (no task reaches JavaScript). */
function countsSql(zone: SQL, today: string) {
  return sql`
    count(*) filter (where ${tasks.status} = 'Completed')::int as "completed",
    count(*) filter (where ${tasks.status} in ('Pending', 'On Hold'))::int as "pending",
    count(*) filter (where ${tasks.status} = 'In Progress')::int as "inProcess",
    count(*) filter (where ${isOnTime(zone)})::int as "onTime",
    count(*) filter (where ${isOverdue(zone, sql.param(today))})::int as "overdue",
    count(*)::int as "total"`;
}

type CountRow = ReportCounts & { isTotal: boolean } & Record<string, unknown>;

function countsOf(row: CountRow): ReportCounts {
  return {
    completed: row.completed,
    pending: row.pending,
    inProcess: row.inProcess,
    onTime: row.onTime,
    overdue: row.overdue,
    total: row.total,
  };
}

export interface ReportContext {
  reach: ReportReach;
  zone: string;
  today: string;
  organizationName: string;
}

export async function reportContextOf(db: Db, auth: AuthContext, query: TaskReportQuery) {
  const reach = await reportReachOf(db, auth, query.scope);
  const calendar = await organizationCalendar(db, reach.orgId);
  return { reach, zone: calendar.zone, today: todayIn(calendar.zone), organizationName: calendar.name };
}

/**
 * The grouped Task Report (Summary: company then user; Custom: the chosen groupings) and its grand total,
 * in one statement: GROUP BY GROUPING SETS ((groups), ()). The same rows feed the screen, CSV, Excel, PDF.
 */
export async function groupedTaskReport(
  db: Db,
  context: ReportContext,
  query: TaskReportQuery,
): Promise<TaskReport> {
  const { reach, today } = context;
  const groupBy = groupingOf(query);
  const zone = organizationZoneSql(asParam, reach.orgId);
  const where = reportWhere(reach, query, today);
  const keys = groupBy.map((grouping, index) => ({
    grouping,
    expr: groupingSql(grouping, query.dateBasis, zone),
    name: `k${index}`,
  }));
  // Keys are computed per task first, then grouped by name: an expression with bound values (the zone)
  // would not match itself between SELECT and GROUP BY.
  const keyed = sql`select ${tasks.status}, ${tasks.dueDate}, ${tasks.completedAt}, ${sql.join(
    keys.map((key) => sql`${key.expr} as ${sql.identifier(key.name)}`),
    sql`, `,
  )} from ${tasks} where ${where}`;
  const names = sql.join(
    keys.map((key) => sql.identifier(key.name)),
    sql`, `,
  );
  const inner = sql`select ${names}, grouping(${names}) <> 0 as "isTotal", ${countsSql(zone, today)}
    from (${keyed}) as "tasks"
    group by grouping sets ((${names}), ())`;
  const labels = groupLabels(keys);
  const statement = sql`select g.*, ${labels.columns} from (${inner}) g${labels.joins}
    order by g."isTotal", ${sql.join(
      keys.map((key) =>
        key.grouping === 'priority' || key.grouping === 'month'
          ? sql`g.${sql.identifier(key.name)} nulls last`
          : sql`lower(${labels.labelOf(key.name)}) nulls last, g.${sql.identifier(key.name)}`,
      ),
      sql`, `,
    )}`;
  const result = await db.execute(statement);
  const rows = (result as unknown as { rows: CountRow[] }).rows;
  const dataRows: TaskReportRow[] = [];
  let grandTotal: ReportCounts = { completed: 0, pending: 0, inProcess: 0, onTime: 0, overdue: 0, total: 0 };
  for (const row of rows) {
    if (row.isTotal) {
      grandTotal = countsOf(row);
      continue;
    }
    dataRows.push({
      keys: keys.map((key) =>
        keyOf(key.grouping, row[key.name] as string | null, row[`${key.name}Label`] as string | null),
      ),
      counts: countsOf(row),
    });
  }
  return {
    groupBy,
    columns: query.type === 'custom' && query.columns?.length ? query.columns : [...REPORT_MEASURES],
    rows: dataRows,
    grandTotal,
    scope: reach.scope,
    timeZone: context.zone,
    today,
    generatedAt: new Date().toISOString(),
  };
}

// ---------------------------------------------------------------- detailed rows

/**
 * Whose time the Detailed report's hours sum, and how each entry is rounded: the time report's reach
 * (`timeReachOf`: everyone's with View All User or View All Tasks, the reporting tree with Approve
 * Timesheets, else one's own) and the organization's rounding step. A task's row may be in the reader's
 * reach while some of the time logged on it is not (a manager's hours on her report's task).
 */
export interface HoursReach {
  people: 'all' | string[];
  roundingMinutes: number;
}

export type DetailedContext = ReportContext & { hours: HoursReach };

export async function detailedContextOf(
  db: Db,
  auth: AuthContext,
  context: ReportContext,
): Promise<DetailedContext> {
  const [reach, settings] = await Promise.all([
    timeReachOf(db, auth),
    organizationSettings(db, context.reach.orgId),
  ]);
  return { ...context, hours: { people: reach.people, roundingMinutes: settings.roundingMinutes } };
}

/** A task's finished minutes (typed and ranges) of the people in reach, each entry rounded as every total. */
function minutesLoggedSql(orgId: string, reach: HoursReach): SQL {
  const inReach =
    reach.people === 'all'
      ? sql``
      : sql` and ${timeEntries.userId} = any(${sql.param(reach.people)}::uuid[])`;
  return sql`(select coalesce(sum(${roundedMinutesSql(reach.roundingMinutes)}), 0) from ${timeEntries}
      where ${timeEntries.taskId} = ${tasks.id} and ${timeEntries.organizationId} = ${orgId}::uuid
        and ${isFinishedEntry}${inReach})::int`;
}

/** The instants of the screen's rows (ISO text, shown in the reader's zone) or the files' days. */
function instantsSql(zone: SQL, as: 'instants' | 'days') {
  return as === 'instants'
    ? sql`${tasks.createdAt} as "createdAt", ${tasks.completedAt} as "completedAt"`
    : sql`(${tasks.createdAt} at time zone ${zone})::date::text as "createdDay",
      ${completedDay(zone)}::text as "completedDay"`;
}

function detailedSelect(context: DetailedContext, zone: SQL, as: 'instants' | 'days') {
  return sql`select ${tasks.id} as "id", ${tasks.displayId} as "displayId", ${tasks.title} as "title",
      (select ${customers.businessName} from ${customers} where ${customers.id} = ${tasks.customerId}) as "customer",
      (select ${users.name} from ${users} where ${users.id} = ${tasks.assigneeId}) as "assignee",
      (select ${projects.name} from ${projects} where ${projects.id} = ${tasks.projectId}) as "project",
      (select ${departments.name} from ${departments} where ${departments.id} = ${tasks.departmentId}) as "department",
      ${tasks.status} as "status", ${tasks.priority} as "priority", ${tasks.workType} as "workType",
      ${tasks.taskType} as "taskType", ${tasks.dueDate}::text as "dueDate", ${instantsSql(zone, as)},
      ${minutesLoggedSql(context.reach.orgId, context.hours)} as "minutesLogged",
      case when ${isOnTime(zone)} then 'onTime' when ${isOverdue(zone, sql.param(context.today))} then 'overdue' end as "timeliness"
    from ${tasks}`;
}

type RawDetailed = Omit<DetailedReportRow, 'priority' | 'createdAt' | 'completedAt' | 'hoursLogged'> & {
  priority: number;
  minutesLogged: number | string;
  createdAt: Date | string;
  completedAt: Date | string | null;
};

function toDetailed({ minutesLogged, ...row }: RawDetailed): DetailedReportRow {
  const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
  return {
    ...row,
    priority: priorityOfRank(row.priority),
    createdAt: iso(row.createdAt),
    completedAt: row.completedAt === null ? null : iso(row.completedAt),
    hoursLogged: hours(Number(minutesLogged)),
  };
}

/** One page of the Detailed report, in due-date order. */
export async function detailedPage(
  db: Db,
  context: DetailedContext,
  query: TaskReportQuery,
  page: number,
  pageSize: number,
) {
  const zone = organizationZoneSql(asParam, context.reach.orgId);
  const where = reportWhere(context.reach, query, context.today);
  const result = await db.execute(
    sql`${detailedSelect(context, zone, 'instants')} where ${where}
        order by ${tasks.dueDate}, ${tasks.id} limit ${pageSize + 1} offset ${offsetOf({ page, pageSize })}`,
  );
  const rows = (result as unknown as { rows: RawDetailed[] }).rows.map(toDetailed);
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/**
 * Every detailed row as the files write it, a keyset page of 1,000 at a time (due date, id): memory
 * stays flat however many rows, and each page is an index range of the same order.
 */
export function detailedRead(context: DetailedContext, query: TaskReportQuery): KeysetRead {
  const zone = organizationZoneSql(asParam, context.reach.orgId);
  const where = reportWhere(context.reach, query, context.today);
  return {
    select: sql`${detailedSelect(context, zone, 'days')} where ${where}`,
    order: [
      { column: tasks.dueDate, field: 'dueDate', type: 'date' },
      { column: tasks.id, field: 'id', type: 'uuid' },
    ],
    pageSize: 1000,
  };
}
