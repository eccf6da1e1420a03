/**
 * Time and money (issue 23, item 4): hours by customer, project, person and work type per day, week or
 * month; billable and non-billable; billed and unbilled (amounts only for readers of amounts); and
 * utilisation per person. Each is one grouped statement; no entry reaches JavaScript.
 */
import {
  countWorkingDays,
  formatDateTime,
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
import { pdfOffThread } from '../../lib/off-thread';
import { organizationCalendar, personToday, workingCalendarOf } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import {
  entryWeekStart,
  isFinishedEntry,
  mayReadAmounts,
  organizationSettings,
  peopleInReach,
  roundedMinutesSql,
} from '../time';
import { timeReportTable } from './exports/time-report-table';
import { namedFilterLines } from './filter-names';
import { groupLabels } from './group-labels';
import {
  CONTENT_TYPES,
  checkRange,
  leaveDaysSql,
  money,
  num,
  requireFormat,
  rowsOfResult,
  tableFile,
  type WorkReportFormat,
} from './work-report.common';

/**
 * Whose time the report holds: everyone's with View All User; with View All Tasks everyone's but the
 * caller's own managers'; the caller's reporting tree with Approve Timesheets (the time module's reach,
 * `peopleInReach`); else the caller's own.
 */
export async function timeReachOf(db: Db, auth: AuthContext) {
  const orgId = orgOf(auth);
  if (!auth.permissions.has('reports.view'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  if (auth.permissions.has('reports.view_all_users'))
    return { orgId, scope: 'all' as const, people: 'all' as const };
  // View All Tasks: everyone's time but the reader's own managers' (`peopleInReach`, issue 39).
  if (auth.permissions.has('tasks.view_all'))
    return { orgId, scope: 'all' as const, people: await peopleInReach(db, auth) };
  if (auth.permissions.has('time.approve')) {
    const people = await peopleInReach(db, auth);
    if (people !== 'all' && people.length > 1) return { orgId, scope: 'team' as const, people };
  }
  return { orgId, scope: 'mine' as const, people: [auth.userId] };
}

/** What a grouping groups by; ids stay uuids (sorted and compared as 16 bytes, not as 36 characters). */
function keySql(grouping: TimeReportGrouping): SQL {
  switch (grouping) {
    case 'customer':
      return sql`${tasks.customerId}`;
    case 'project':
      return sql`${tasks.projectId}`;
    case 'user':
      return sql`${timeEntries.userId}`;
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
  unrated?: string | number | null;
};

function figuresOf(row: RawFigures, withAmounts: boolean): TimeFigures {
  return {
    billableMinutes: num(row.billable),
    nonBillableMinutes: num(row.nonBillable),
    totalMinutes: num(row.total),
    billedMinutes: num(row.billed),
    unbilledMinutes: num(row.unbilled),
    ...(withAmounts
      ? {
          billedAmount: money(num(row.billedAmount)),
          unbilledAmount: money(num(row.unbilledAmount)),
          unratedMinutes: num(row.unrated),
        }
      : {}),
  };
}

const EMPTY: RawFigures = { billable: 0, nonBillable: 0, total: 0, billed: 0, unbilled: 0 };

/** The current month so far, up to the reader's today, when no range is given. */
function rangeOf(query: TimeReportQuery, today: string) {
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? today;
  return { from, to: to < from ? from : to };
}

export async function timeReport(db: Db, auth: AuthContext, query: TimeReportQuery): Promise<TimeReport> {
  const reach = await timeReachOf(db, auth);
  const { orgId } = reach;
  // The default month so far ends on the reader's today (decision 050), the day their timesheet shows.
  const { from, to } = rangeOf(query, await personToday(db, orgId, auth.userId));
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
  // Unbilled time with no rate has no amount: it is counted apart (unrated), never as 0.
  const amounts = withAmounts
    ? sql`, coalesce(sum(m / 60 * billed_rate) filter (where billable and billed), 0) as "billedAmount",
         coalesce(sum(m / 60 * rate) filter (where billable and not billed), 0) as "unbilledAmount",
         coalesce(sum(m) filter (where billable and not billed and rate is null), 0) as unrated`
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
 * Utilisation per person: billable minutes over capacity, where capacity is the person's working days in
 * the range (the organization's work week less its holidays: `countWorkingDays`, the one working-days
 * function), counted from their joining day when they joined inside the range, less their approved leave
 * on those days (half days 0.5), times the standard day (8 hours). Everyone in reach who is active and had
 * joined by the range's end, or logged time in it; the customer and project filters do not apply
 * (utilisation is of a person's whole capacity). The total sums the people.
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
  const working = await workingCalendarOf(db, orgId, from, to, { fresh: true });
  const minutes = sql`${roundedMinutesSql(settings.roundingMinutes)}::numeric`;
  const who = sql`${people === 'all' ? sql`true` : sql`u.id = any(${sql.param(people)}::uuid[])`}
    ${userId ? sql`and u.id = ${userId}::uuid` : sql``}`;
  const statement = sql`
    with people as (
      select u.id, u.name, greatest(${from}::date, coalesce(u.joined_on, ${from}::date)) as counted_from
      from users u
      where u.organization_id = ${orgId}::uuid and ${who}
        and ((u.is_active and (u.joined_on is null or u.joined_on <= ${to}::date))
          or exists (select 1 from time_entries e where e.user_id = u.id
            and e.organization_id = ${orgId}::uuid and e.entry_date between ${from}::date and ${to}::date))
    ),
    lv as (
      select d.user_id, sum(d.fraction) as days
      from (${leaveDaysSql({ orgId, from, to, workWeek: working.workWeek, statuses: ['Approved'], where: sql`r.user_id in (select id from people)` })}) d
      join people p on p.id = d.user_id and d.day >= p.counted_from
      group by d.user_id
    ),
    bt as (
      select ${timeEntries.userId} as user_id, sum(${minutes}) as minutes from ${timeEntries}
      where ${timeEntries.organizationId} = ${orgId}::uuid and ${isFinishedEntry} and ${timeEntries.isBillable}
        and ${timeEntries.entryDate} between ${from}::date and ${to}::date
        and ${timeEntries.userId} in (select id from people)
      group by 1
    )
    select p.id as "userId", p.name, p.counted_from::text as "countedFrom",
      coalesce(lv.days, 0)::float8 as "leaveDays", coalesce(bt.minutes, 0)::float8 as billable
    from people p left join lv on lv.user_id = p.id left join bt on bt.user_id = p.id
    order by lower(p.name), p.id`;
  const rows = rowsOfResult<{
    userId: string;
    name: string;
    countedFrom: string;
    leaveDays: number;
    billable: number;
  }>(await db.execute(statement));
  const figures = (workingDays: number, leaveDays: number, billableMinutes: number) => {
    const capacityMinutes = Math.max(0, Math.round((workingDays - leaveDays) * STANDARD_DAY_MINUTES));
    return {
      workingDays,
      leaveDays,
      capacityMinutes,
      billableMinutes,
      utilisation: capacityMinutes > 0 ? Math.round((billableMinutes / capacityMinutes) * 1000) / 1000 : null,
    };
  };
  const utilisation = rows.map(
    (row): UtilisationRow => ({
      userId: row.userId,
      name: row.name,
      countedFrom: row.countedFrom,
      // A joining day after the range's end counts no day.
      ...figures(countWorkingDays(row.countedFrom, to, working), num(row.leaveDays), num(row.billable)),
    }),
  );
  const sum = (pick: (row: UtilisationRow) => number) =>
    utilisation.reduce((total, row) => total + pick(row), 0);
  return {
    utilisation,
    utilisationTotal: figures(
      sum((row) => row.workingDays),
      sum((row) => row.leaveDays),
      sum((row) => row.billableMinutes),
    ),
  };
}

// ---------------------------------------------------------------- files

/**
 * The report as CSV (Download), Excel (Export Report) or PDF (Download): the same rows and total as the
 * screen; amounts only when the report carries them (Rates and Billing, as the JSON). The PDF is written
 * on the CPU pool from the computed report.
 */
export async function timeReportFile(
  db: Db,
  auth: AuthContext,
  query: TimeReportQuery,
  format: WorkReportFormat | 'pdf',
) {
  const report = await timeReport(db, auth, query);
  requireFormat(auth, format);
  const base = `time-report-${report.from}-${report.to}`;
  if (format !== 'pdf') return tableFile(timeReportTable(report), format, base);
  const orgId = orgOf(auth);
  const calendar = await organizationCalendar(db, orgId);
  const whose = { all: 'Everyone', team: 'My team', mine: 'My time' }[report.scope];
  const filters = [
    `Dates: ${report.from} to ${report.to}`,
    `Whose time: ${whose}`,
    ...(await namedFilterLines(db, orgId, query)),
    `Grouped by: ${report.groupBy.map((grouping) => TIME_REPORT_GROUPING_LABELS[grouping]).join(', ')}${
      report.period === 'none' ? '' : `, per ${TIME_REPORT_PERIOD_LABELS[report.period].toLowerCase()}`
    }`,
    ...(report.withAmounts ? [] : ['Hours only (amounts need Rates and Billing)']),
  ];
  return {
    stream: pdfOffThread('timeReport', {
      report,
      heading: {
        organizationName: calendar.name,
        filters,
        generatedAt: formatDateTime(new Date(), { timeZone: calendar.zone }),
      },
    }),
    fileName: `${base}.pdf`,
    contentType: CONTENT_TYPES.pdf,
  };
}
