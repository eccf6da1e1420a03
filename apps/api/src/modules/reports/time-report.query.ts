/**
 * Time and money (issue 23, item 4): hours by customer, project, person and work type per day, week or
 * month; billable and non-billable; billed and unbilled (amounts only for readers of amounts); and
 * utilisation per person. Each is one grouped statement; no entry reaches JavaScript.
 */
import {
  countWorkingDays,
  REPORT_GRAND_TOTAL,
  STANDARD_DAY_MINUTES,
  TIME_REPORT_GROUPING_LABELS,
  TIME_REPORT_PERIOD_LABELS,
  type TimeFigures,
  type TimeReport,
  type TimeReportGrouping,
  type TimeReportKey,
  type TimeReportQuery,
  type UtilisationRow,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import { orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { dayIn, organizationCalendar } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { workingCalendarOf } from '../leave/leave-common';
import {
  entryWeekStart,
  isFinishedEntry,
  mayReadAmounts,
  organizationSettings,
  peopleInReach,
  roundedMinutesSql,
} from '../time/time.common';
import { groupLabels } from './group-labels';
import {
  checkRange,
  hours,
  leaveDaysSql,
  money,
  num,
  requireFormat,
  rowsOfResult,
  tableFile,
  type WorkReportFormat,
} from './work-report.common';

/**
 * Whose time the report holds: everyone's with View All User or View All Tasks; the caller's reporting
 * tree with Approve Timesheets (the time module's reach, `peopleInReach`); else the caller's own.
 */
export async function timeReachOf(db: Db, auth: AuthContext) {
  const orgId = orgOf(auth);
  if (!auth.permissions.has('reports.view'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  if (auth.permissions.has('reports.view_all_users') || auth.permissions.has('tasks.view_all'))
    return { orgId, scope: 'all' as const, people: 'all' as const };
  if (auth.permissions.has('time.approve')) {
    const people = await peopleInReach(db, auth);
    if (people !== 'all' && people.length > 1) return { orgId, scope: 'team' as const, people };
  }
  return { orgId, scope: 'mine' as const, people: [auth.userId] };
}

function keySql(grouping: TimeReportGrouping): SQL {
  switch (grouping) {
    case 'customer':
      return sql`${tasks.customerId}::text`;
    case 'project':
      return sql`${tasks.projectId}::text`;
    case 'user':
      return sql`${timeEntries.userId}::text`;
    case 'workType':
      return sql`${tasks.workType}`;
  }
}

function periodSql(period: TimeReportQuery['period']): SQL {
  switch (period) {
    case 'day':
      return sql`${timeEntries.entryDate}::text`;
    case 'week':
      return sql`(${entryWeekStart})::date::text`;
    case 'month':
      return sql`to_char(${timeEntries.entryDate}, 'YYYY-MM')`;
    default:
      return sql`null::text`;
  }
}

type RawFigures = {
  billable: string | number;
  nonBillable: string | number;
  total: string | number;
  billed: string | number;
  unbilled: string | number;
  billedAmount?: string | number | null;
  unbilledAmount?: string | number | null;
};

function figuresOf(row: RawFigures, withAmounts: boolean): TimeFigures {
  return {
    billableMinutes: num(row.billable),
    nonBillableMinutes: num(row.nonBillable),
    totalMinutes: num(row.total),
    billedMinutes: num(row.billed),
    unbilledMinutes: num(row.unbilled),
    ...(withAmounts
      ? { billedAmount: money(num(row.billedAmount)), unbilledAmount: money(num(row.unbilledAmount)) }
      : {}),
  };
}

const EMPTY: RawFigures = { billable: 0, nonBillable: 0, total: 0, billed: 0, unbilled: 0 };

/** The current month in the organization's zone when no range is given. */
function rangeOf(query: TimeReportQuery, today: string) {
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? today;
  return { from, to: to < from ? from : to };
}

export async function timeReport(db: Db, auth: AuthContext, query: TimeReportQuery): Promise<TimeReport> {
  const reach = await timeReachOf(db, auth);
  const { orgId } = reach;
  const calendar = await organizationCalendar(db, orgId);
  const { from, to } = rangeOf(query, dayIn(calendar.zone));
  checkRange(from, to);
  if (query.userId && reach.people !== 'all' && !reach.people.includes(query.userId))
    throw new AppError('NOT_FOUND', 'Person not found');
  const settings = await organizationSettings(db, orgId);
  // Amounts only for Rates and Billing, or one's own time when the organization shows it (a report of
  // several people never carries amounts for a reader without billing rights: an amount over its
  // minutes is a person's rate).
  const whose =
    query.userId ?? (reach.people !== 'all' && reach.people.length === 1 ? reach.people[0] : null);
  const withAmounts = mayReadAmounts(auth, {
    whose: whose ?? null,
    showOwnAmounts: settings.showOwnAmounts,
  });
  const groupBy = query.groupBy ?? ['customer'];
  const minutes = sql`${roundedMinutesSql(settings.roundingMinutes)}::numeric`;
  const inReach =
    reach.people === 'all' ? sql`true` : sql`${timeEntries.userId} = any(${sql.param(reach.people)}::uuid[])`;
  const where = sql`${timeEntries.organizationId} = ${orgId}::uuid and ${isFinishedEntry}
    and ${timeEntries.entryDate} between ${from}::date and ${to}::date and ${inReach}
    ${query.customerId ? sql`and ${tasks.customerId} = ${query.customerId}::uuid` : sql``}
    ${query.projectId ? sql`and ${tasks.projectId} = ${query.projectId}::uuid` : sql``}
    ${query.userId ? sql`and ${timeEntries.userId} = ${query.userId}::uuid` : sql``}`;
  const keys = groupBy.map((grouping, index) => ({ grouping, name: `k${index}` }));
  const names = sql.join([...keys.map((key) => sql.identifier(key.name)), sql.identifier('p')], sql`, `);
  // A reader without amounts never reads a rate: the rates are not even joined.
  const rateColumns = withAmounts
    ? sql`, ${timeEntries.billedRate} as billed_rate, coalesce(pr.hourly_rate, ur.hourly_rate) as rate`
    : sql``;
  const rateJoins = withAmounts
    ? sql`left join hourly_rates pr on pr.project_id = ${tasks.projectId}
          left join hourly_rates ur on ur.user_id = ${timeEntries.userId}`
    : sql``;
  const keyed = sql`select ${sql.join(
    keys.map((key) => sql`${keySql(key.grouping)} as ${sql.identifier(key.name)}`),
    sql`, `,
  )}, ${periodSql(query.period)} as p, ${minutes} as m, ${timeEntries.isBillable} as billable,
      ${timeEntries.billingBatchId} is not null as billed ${rateColumns}
    from ${timeEntries} join ${tasks} on ${tasks.id} = ${timeEntries.taskId} ${rateJoins}
    where ${where}`;
  const amounts = withAmounts
    ? sql`, coalesce(sum(m / 60 * billed_rate) filter (where billable and billed), 0) as "billedAmount",
         coalesce(sum(m / 60 * coalesce(rate, 0)) filter (where billable and not billed), 0) as "unbilledAmount"`
    : sql``;
  const grouped = sql`select ${names}, grouping(${names}) <> 0 as "isTotal",
      coalesce(sum(m) filter (where billable), 0) as billable,
      coalesce(sum(m) filter (where not billable), 0) as "nonBillable",
      coalesce(sum(m), 0) as total,
      coalesce(sum(m) filter (where billable and billed), 0) as billed,
      coalesce(sum(m) filter (where billable and not billed), 0) as unbilled ${amounts}
    from (${keyed}) x group by grouping sets ((${names}), ())`;
  const labels = groupLabels(keys, { project: 'No project' });
  const statement = sql`select g.*, ${labels.columns} from (${grouped}) g${labels.joins}
    order by g."isTotal", ${sql.join(
      keys.map((key) => sql`lower(${labels.labelOf(key.name)}) nulls last, g.${sql.identifier(key.name)}`),
      sql`, `,
    )}, g.p`;
  const rows = rowsOfResult<RawFigures & Record<string, unknown>>(await db.execute(statement));
  const total = rows.find((row) => row.isTotal) ?? EMPTY;
  const utilisation = await utilisationOf(db, orgId, reach.people, query.userId, from, to, settings);
  return {
    from,
    to,
    groupBy,
    period: query.period,
    withAmounts,
    currency: settings.currency,
    scope: reach.scope,
    rows: rows
      .filter((row) => !row.isTotal)
      .map((row) => ({
        keys: keys.map(
          (key): TimeReportKey => ({
            grouping: key.grouping,
            value: (row[key.name] as string | null) ?? null,
            label: (row[`${key.name}Label`] as string | null) ?? '',
          }),
        ),
        period: (row.p as string | null) ?? null,
        ...figuresOf(row, withAmounts),
      })),
    total: figuresOf(total, withAmounts),
    standardDayMinutes: STANDARD_DAY_MINUTES,
    ...utilisation,
  };
}

/**
 * Utilisation per person: billable minutes over capacity, where capacity is the range's working days
 * (the organization's work week less its holidays: `countWorkingDays`, the one working-days function)
 * less the person's approved leave on those days (half days 0.5), times the standard day (8 hours).
 * Everyone in reach who is active or logged time in the range; the customer and project filters do not
 * apply (utilisation is of a person's whole capacity).
 */
async function utilisationOf(
  db: Db,
  orgId: string,
  people: 'all' | string[],
  userId: string | undefined,
  from: string,
  to: string,
  settings: { roundingMinutes: number },
): Promise<Pick<TimeReport, 'utilisation' | 'utilisationTotal'>> {
  const { working } = await workingCalendarOf(db, orgId, from, to);
  const workingDays = countWorkingDays(from, to, working);
  const minutes = sql`${roundedMinutesSql(settings.roundingMinutes)}::numeric`;
  const who = sql`${people === 'all' ? sql`true` : sql`u.id = any(${sql.param(people)}::uuid[])`}
    ${userId ? sql`and u.id = ${userId}::uuid` : sql``}`;
  const statement = sql`
    with people as (
      select u.id, u.name from users u
      where u.organization_id = ${orgId}::uuid and ${who}
        and (u.is_active or exists (select 1 from time_entries e where e.user_id = u.id
          and e.organization_id = ${orgId}::uuid and e.entry_date between ${from}::date and ${to}::date))
    ),
    lv as (
      select d.user_id, sum(d.fraction) as days
      from (${leaveDaysSql({ orgId, from, to, workWeek: working.workWeek, statuses: ['Approved'], where: sql`r.user_id in (select id from people)` })}) d
      group by d.user_id
    ),
    bt as (
      select ${timeEntries.userId} as user_id, sum(${minutes}) as minutes from ${timeEntries}
      where ${timeEntries.organizationId} = ${orgId}::uuid and ${isFinishedEntry} and ${timeEntries.isBillable}
        and ${timeEntries.entryDate} between ${from}::date and ${to}::date
        and ${timeEntries.userId} in (select id from people)
      group by 1
    )
    select p.id as "userId", min(p.name) as name, grouping(p.id) <> 0 as "isTotal",
      (count(*) * ${workingDays}::numeric)::float8 as "workingDays",
      coalesce(sum(lv.days), 0)::float8 as "leaveDays",
      coalesce(sum(bt.minutes), 0)::float8 as billable
    from people p left join lv on lv.user_id = p.id left join bt on bt.user_id = p.id
    group by grouping sets ((p.id), ())
    order by "isTotal", lower(min(p.name)), p.id`;
  const rows = rowsOfResult<{
    userId: string | null;
    name: string | null;
    isTotal: boolean;
    workingDays: number;
    leaveDays: number;
    billable: number;
  }>(await db.execute(statement));
  const figures = (row: (typeof rows)[number] | undefined) => {
    const leaveDays = num(row?.leaveDays);
    const days = num(row?.workingDays);
    const capacityMinutes = Math.max(0, Math.round((days - leaveDays) * STANDARD_DAY_MINUTES));
    const billableMinutes = num(row?.billable);
    return {
      workingDays: days,
      leaveDays,
      capacityMinutes,
      billableMinutes,
      utilisation: capacityMinutes > 0 ? Math.round((billableMinutes / capacityMinutes) * 1000) / 1000 : null,
    };
  };
  const total = rows.find((row) => row.isTotal);
  return {
    utilisation: rows
      .filter((row) => !row.isTotal)
      .map((row): UtilisationRow => ({ userId: row.userId ?? '', name: row.name ?? '', ...figures(row) })),
    utilisationTotal: figures(total),
  };
}

// ---------------------------------------------------------------- files

export async function timeReportFile(
  db: Db,
  auth: AuthContext,
  query: TimeReportQuery,
  format: WorkReportFormat,
) {
  const report = await timeReport(db, auth, query);
  requireFormat(auth, format);
  const withPeriod = report.period !== 'none';
  const header = [
    ...report.groupBy.map((grouping) => TIME_REPORT_GROUPING_LABELS[grouping]),
    ...(withPeriod ? [TIME_REPORT_PERIOD_LABELS[report.period]] : []),
    'Billable Hours',
    'Non-billable Hours',
    'Total Hours',
    'Billed Hours',
    'Unbilled Hours',
    ...(report.withAmounts
      ? [`Billed Amount (${report.currency})`, `Unbilled Amount (${report.currency})`]
      : []),
  ];
  const cells = (figures: TimeFigures) => [
    hours(figures.billableMinutes),
    hours(figures.nonBillableMinutes),
    hours(figures.totalMinutes),
    hours(figures.billedMinutes),
    hours(figures.unbilledMinutes),
    ...(report.withAmounts ? [figures.billedAmount ?? 0, figures.unbilledAmount ?? 0] : []),
  ];
  return tableFile(
    {
      sheetName: 'Time Report',
      header,
      rows: report.rows.map((row) => [
        ...row.keys.map((key) => key.label),
        ...(withPeriod ? [row.period ?? ''] : []),
        ...cells(row),
      ]),
      totals: [
        [
          REPORT_GRAND_TOTAL,
          ...report.groupBy.slice(1).map(() => ''),
          ...(withPeriod ? [''] : []),
          ...cells(report.total),
        ],
      ],
    },
    format,
    `time-report-${report.from}-${report.to}`,
  );
}
