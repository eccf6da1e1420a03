/**
 * A client's unbilled work up to a day (decision 047), read the same way by the client's page, the
 * firm-wide list and the drafts that take it:
 * - the fee of a done job of a fixed-fee client service that no live invoice line carries;
 * - approved billable time (its week's timesheet approved) neither billed nor on an invoice line, on the
 *   client's tasks, except time on the jobs of fixed-fee services (the fee covers it) and of unbilled ones.
 * Time is valued per person and rate, as a draft's lines are: the project's rate else the person's, turned
 * into minor units once and exactly in SQL, each entry's minutes rounded up to the organization's step as
 * every total counts them, and the line's value `minutesValue(minutes, rate)` (money.ts).
 */

import {
  type ClientUnbilled,
  type ListMeta,
  minutesValue,
  type UnbilledFee,
  type UnbilledQuery,
  type UnbilledRow,
  type UnbilledTime,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/like';
import { todayIn } from '../../lib/organization-calendar';
import { metaOf, offsetOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';
import { entryWeekStart, roundedMinutesSql } from '../time';
import {
  type BillingContext,
  billingContext,
  clientOrThrow,
  rateMinorSql,
  requireBilling,
} from './billing-common';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An entry's minutes as totals count them (rounded up to the organization's step). */
const minutesOf = (ctx: BillingContext) => roundedMinutesSql(ctx.roundingMinutes);
/** The rate an entry is billed at, in minor units an hour: its project's, else its person's, else null. */
const rateOf = (ctx: BillingContext) =>
  rateMinorSql(sql`coalesce(pr.hourly_rate, ur.hourly_rate)`, ctx.digits);

/**
 * The entries of billable time not billed nor on an invoice up to `upTo`, of tasks whose job (if any) is
 * billed by the hour, with their task (`t`), person (`u`), rates (`pr`, `ur`) and week (`s`); `approved` chooses the
 * weeks approved (invoiceable) or the others (awaiting approval). `time_entries` keeps its own name so
 * the time module's SQL fragments read it.
 */
function timeSource(ctx: BillingContext, upTo: string, approved: boolean): SQL {
  return sql`
    from time_entries
    join tasks t on t.id = time_entries.task_id
    join users u on u.id = time_entries.user_id
    left join timesheets s on s.user_id = time_entries.user_id and s.week_start = ${entryWeekStart}
    left join client_jobs j on j.id = t.job_id
    left join client_services cs on cs.id = j.client_service_id
    left join hourly_rates pr on pr.project_id = t.project_id
    left join hourly_rates ur on ur.user_id = time_entries.user_id
    where time_entries.organization_id = ${ctx.orgId} and t.organization_id = ${ctx.orgId}
      and time_entries.is_billable and time_entries.billing_batch_id is null
      and time_entries.invoice_line_id is null and time_entries.minutes is not null
      and time_entries.entry_date <= ${upTo}
      and coalesce(cs.billing_mode, 'hourly') = 'hourly'
      and ${approved ? sql`s.status = 'approved'` : sql`s.status is distinct from 'approved'`}`;
}

/** Done jobs of fixed-fee services completed by `upTo` (in the organization's zone) whose fee is on no live line. */
function feeSource(ctx: BillingContext, upTo: string): SQL {
  return sql`
    from client_jobs j
    join client_services cs on cs.id = j.client_service_id
    join services sv on sv.id = j.service_id
    where j.organization_id = ${ctx.orgId} and j.state = 'done' and cs.billing_mode = 'fixed'
      and coalesce((j.completed_at at time zone ${ctx.zone})::date, j.period_end) <= ${upTo}::date
      and not exists (select 1 from invoice_lines l where l.client_job_id = j.id and not l.is_voided)`;
}

export interface FeeCandidate {
  customerId: string;
  clientJobId: string;
  clientServiceId: string;
  serviceId: string;
  serviceName: string;
  sacCode: string | null;
  title: string;
  periodLabel: string;
  completedAt: string | null;
  feeMinor: number;
}

/** These clients' unbilled fees, each client's oldest period first. */
export async function unbilledFees(db: Db, ctx: BillingContext, customerIds: string[], upTo: string) {
  const result = await db.execute(sql`
    select j.customer_id as "customerId", j.id as "clientJobId", j.client_service_id as "clientServiceId",
           j.service_id as "serviceId", sv.name as "serviceName", sv.sac_code as "sacCode", j.title,
           j.period_label as "periodLabel", j.completed_at as "completedAt", cs.fee_minor as "feeMinor"
    ${feeSource(ctx, upTo)} and j.customer_id = any(${sql.param(customerIds)}::uuid[])
    order by j.customer_id, j.period_start, lower(sv.name), j.id`);
  return rows<FeeCandidate & { completedAt: string | Date | null; feeMinor: string | number }>(result).map(
    (row): FeeCandidate => ({
      ...row,
      completedAt: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
      feeMinor: Number(row.feeMinor),
    }),
  );
}

export interface TimeCandidate {
  id: string;
  customerId: string;
  userId: string;
  userName: string;
  /** Null: neither the project nor the person has a rate (not invoiceable until one is set). */
  rateMinor: number | null;
  minutes: number;
  entryDate: string;
}

/**
 * These clients' invoiceable entries one by one, locked (FOR UPDATE) for the drafts that take them: a
 * draft made at the same moment waits, then finds them on an invoice line (the condition is checked again
 * on the row it waited for) and leaves them out. Entries without a rate are left for later.
 */
export async function lockTimeCandidates(
  tx: Db,
  ctx: BillingContext,
  customerIds: string[],
  upTo: string,
): Promise<TimeCandidate[]> {
  const result = await tx.execute(sql`
    select time_entries.id, t.customer_id as "customerId", time_entries.user_id as "userId",
           u.name as "userName", ${rateOf(ctx)} as "rateMinor", ${minutesOf(ctx)} as minutes,
           time_entries.entry_date::text as "entryDate"
    ${timeSource(ctx, upTo, true)} and t.customer_id = any(${sql.param(customerIds)}::uuid[])
      and coalesce(pr.hourly_rate, ur.hourly_rate) is not null
    for update of time_entries`);
  return rows<TimeCandidate & { rateMinor: string; minutes: number }>(result)
    .map((row) => ({ ...row, rateMinor: Number(row.rateMinor), minutes: Number(row.minutes) }))
    .filter((row) => row.minutes > 0);
}

/** One client's unbilled work (the client page): fees, time per person and rate, and time awaiting approval. */
export async function clientUnbilled(
  db: Db,
  auth: AuthContext,
  customerId: string,
  query: { upTo?: string },
): Promise<ClientUnbilled> {
  const orgId = requireBilling(auth);
  const ctx = await billingContext(db, orgId);
  const client = await clientOrThrow(db, orgId, customerId);
  const upTo = query.upTo ?? todayIn(ctx.zone);
  const [fees, timeGroups, awaiting] = await Promise.all([
    unbilledFees(db, ctx, [customerId], upTo),
    db.execute(sql`
      select time_entries.user_id as "userId", u.name as "userName", ${rateOf(ctx)} as "rateMinor",
             sum(${minutesOf(ctx)})::int as minutes, count(*)::int as "entryCount",
             min(time_entries.entry_date)::text as "firstDate", max(time_entries.entry_date)::text as "lastDate"
      ${timeSource(ctx, upTo, true)} and t.customer_id = ${customerId}
      group by 1, 2, 3 order by lower(u.name), 3`),
    db.execute(sql`
      select coalesce(sum(${minutesOf(ctx)}), 0)::int as minutes
      ${timeSource(ctx, upTo, false)} and t.customer_id = ${customerId}`),
  ]);
  const time = rows<Omit<UnbilledTime, 'valueMinor'> & { rateMinor: string | null }>(timeGroups).map(
    (row): UnbilledTime => {
      const rate = row.rateMinor === null ? null : Number(row.rateMinor);
      return {
        ...row,
        minutes: Number(row.minutes),
        entryCount: Number(row.entryCount),
        hourlyRateMinor: rate,
        valueMinor: rate === null ? null : minutesValue(Number(row.minutes), rate),
      };
    },
  );
  const unbilledFeesOut: UnbilledFee[] = fees.map(({ sacCode: _sac, customerId: _client, ...fee }) => fee);
  return {
    customerId: client.id,
    customerName: client.businessName,
    currency: ctx.currency,
    fees: unbilledFeesOut,
    time,
    awaitingApprovalMinutes: Number(rows<{ minutes: number }>(awaiting)[0]?.minutes ?? 0),
    totalMinor:
      fees.reduce((sum, fee) => sum + fee.feeMinor, 0) +
      time.reduce((sum, group) => sum + (group.valueMinor ?? 0), 0),
  };
}

/**
 * The firm-wide list: one row per client with unbilled work up to the day, by name, paged, with the
 * total of every row. One query aggregates in SQL per client (its fees, and its time per person and rate
 * as a small array); each person-and-rate group is valued with `minutesValue`, as its draft line would
 * be, so the list's amount of a client is the total of the draft it would make.
 */
export async function unbilledList(
  db: Db,
  auth: AuthContext,
  query: UnbilledQuery,
): Promise<{ data: UnbilledRow[]; meta: ListMeta; totals: { totalMinor: number } }> {
  const orgId = requireBilling(auth);
  const ctx = await billingContext(db, orgId);
  const upTo = query.upTo ?? todayIn(ctx.zone);
  const offset = offsetOf(query);
  const result = await db.execute(sql`
    with fee as (
      select j.customer_id, count(*)::int as n, sum(cs.fee_minor)::bigint as minor,
             min(coalesce((j.completed_at at time zone ${ctx.zone})::date, j.period_end)) as oldest
      ${feeSource(ctx, upTo)}
      group by j.customer_id),
    tm as (
      select t.customer_id, time_entries.user_id, ${rateOf(ctx)} as rate_minor,
             sum(${minutesOf(ctx)})::int as minutes, min(time_entries.entry_date) as oldest
      ${timeSource(ctx, upTo, true)}
      group by 1, 2, 3),
    tmc as (
      select customer_id, json_agg(json_build_array(minutes, rate_minor)) as groups, min(oldest) as oldest
      from tm group by customer_id)
    select c.id as "customerId", c.business_name as "customerName",
           coalesce(fee.n, 0) as "feeCount", coalesce(fee.minor, 0) as "feesMinor",
           tmc.groups, least(fee.oldest, tmc.oldest)::text as "oldestDate"
    from customers c
    left join fee on fee.customer_id = c.id
    left join tmc on tmc.customer_id = c.id
    where c.organization_id = ${orgId} and (fee.customer_id is not null or tmc.customer_id is not null)
      ${query.q ? sql`and c.business_name ilike ${containsPattern(query.q)}` : sql``}
    order by lower(c.business_name), c.id`);
  const all = rows<{
    customerId: string;
    customerName: string;
    feeCount: number;
    feesMinor: string | number;
    groups: [number, number | null][] | string | null;
    oldestDate: string | null;
  }>(result).map((row): UnbilledRow => {
    // PGlite and node-postgres both parse json; a driver that hands text back is read as well.
    const groups = (typeof row.groups === 'string' ? JSON.parse(row.groups) : (row.groups ?? [])) as [
      number,
      number | null,
    ][];
    let timeMinutes = 0;
    let timeMinor = 0;
    let unratedMinutes = 0;
    for (const [minutes, rate] of groups) {
      if (rate === null) unratedMinutes += Number(minutes);
      else {
        timeMinutes += Number(minutes);
        timeMinor += minutesValue(Number(minutes), Number(rate));
      }
    }
    const feesMinor = Number(row.feesMinor);
    return {
      customerId: row.customerId,
      customerName: row.customerName,
      feeCount: Number(row.feeCount),
      feesMinor,
      timeMinutes,
      timeMinor,
      unratedMinutes,
      totalMinor: feesMinor + timeMinor,
      oldestDate: row.oldestDate,
    };
  });
  return {
    data: all.slice(offset, offset + query.pageSize),
    meta: metaOf(query, all.length),
    totals: { totalMinor: all.reduce((sum, row) => sum + row.totalMinor, 0) },
  };
}

/**
 * The next clients, by id after `after`, with invoiceable work up to `upTo` (a fee, or approved time at a
 * rate) and no live invoice made for `periodLabel`: the clients a month's drafts take, page by page.
 */
export async function clientsToDraft(
  db: Db,
  ctx: BillingContext,
  options: { upTo: string; periodLabel: string; after: string | null; limit: number | null },
): Promise<string[]> {
  const result = await db.execute(sql`
    with work as (
      select j.customer_id ${feeSource(ctx, options.upTo)}
      union
      select t.customer_id ${timeSource(ctx, options.upTo, true)}
        and coalesce(pr.hourly_rate, ur.hourly_rate) is not null)
    select w.customer_id as id from work w
    where ${options.after ? sql`w.customer_id > ${options.after}::uuid` : sql`true`}
      and not exists (
        select 1 from invoices i
        where i.organization_id = ${ctx.orgId} and i.customer_id = w.customer_id and i.kind = 'invoice'
          and i.status <> 'void' and i.period_label = ${options.periodLabel})
    order by w.customer_id
    ${options.limit === null ? sql`` : sql`limit ${options.limit}`}`);
  return rows<{ id: string }>(result).map((row) => row.id);
}
