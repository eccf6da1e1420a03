/**
 * Unbilled work, or work in progress (issue 42, item 6), per client up to a day, by the unbilled rule of
 * billing (decision 047): done jobs of fixed-fee services whose fee is on no live invoice line, and
 * approved billable time neither billed nor on an invoice line, of hourly work (time on a job whose
 * service is billed by a fixed fee, or not billed, is not: the fee covers it). Time is valued at the
 * current rate, its project's, else its person's, once per client, person and rate as a draft's time
 * line is. Beside it: billable time still awaiting approval, and what the client's drafts already hold.
 * One statement: fees, time groups and drafts per client, named once.
 */
import type { UnbilledFigures, UnbilledReport, UnbilledReportQuery } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import type { AuthContext } from '../../plugins/types';
import { entryWeekStart, isFinishedEntry, roundedMinutesSql } from '../time';
import {
  type BillingReportContext,
  billingReportContext,
  byCode,
  byName,
  entryRateMinorSql,
  rateJoins,
  rateOf,
  valueMinutes,
} from './billing-report.common';
import { num, rowsOfResult } from './work-report.common';

/**
 * Billable time that can still be invoiced, grouped per client, person, current rate and whether its week
 * is approved: finished entries of the organization, billable, neither billed (`billing_batch_id`) nor on
 * an invoice line (a draft's or an issued one's), on a task of no job or of a job whose client service is
 * billed by the hour. `where` narrows the days. Columns: customer_id, user_id, rate_minor, approved,
 * minutes, entries, first_date.
 */
export function invoiceableTimeSql(context: BillingReportContext, where: SQL): SQL {
  return sql`select ${tasks.customerId} as customer_id, ${timeEntries.userId} as user_id,
      ${entryRateMinorSql(context)} as rate_minor, coalesce(ts.status = 'approved', false) as approved,
      sum(${roundedMinutesSql(context.roundingMinutes)}) as minutes, count(*) as entries,
      min(${timeEntries.entryDate})::text as first_date
    from ${timeEntries}
    join ${tasks} on ${tasks.id} = ${timeEntries.taskId}
    ${rateJoins}
    left join timesheets ts on ts.user_id = ${timeEntries.userId} and ts.week_start = ${entryWeekStart}
    where ${timeEntries.organizationId} = ${context.orgId}::uuid and ${isFinishedEntry}
      and ${timeEntries.isBillable} and ${timeEntries.billingBatchId} is null
      and ${timeEntries.invoiceLineId} is null
      and not exists (
        select 1 from client_jobs j join client_services cs on cs.id = j.client_service_id
        where j.id = ${tasks.jobId} and cs.billing_mode <> 'hourly')
      and ${where}
    group by 1, 2, 3, 4`;
}

/**
 * Done jobs of fixed-fee client services whose fee is on no live invoice line (a draft's holds it; a
 * voided invoice's gave it back), with the day each was done in the organization's zone (else the end of
 * its period, as billing reads it). Columns: client_job_id, customer_id, service_id, title, period_label,
 * done_on, fee_minor.
 */
export function unbilledFeesSql(context: BillingReportContext): SQL {
  return sql`select j.id as client_job_id, j.customer_id, j.service_id, j.title, j.period_label,
      coalesce((j.completed_at at time zone ${context.zone})::date, j.period_end) as done_on, cs.fee_minor
    from client_jobs j
    join client_services cs on cs.id = j.client_service_id
    where j.organization_id = ${context.orgId}::uuid and j.state = 'done' and cs.billing_mode = 'fixed'
      and not exists (
        select 1 from invoice_lines l where l.client_job_id = j.id and not l.is_voided)`;
}

const EMPTY: UnbilledFigures = {
  feeCount: 0,
  feesMinor: 0,
  timeMinutes: 0,
  timeMinor: 0,
  unratedMinutes: 0,
  totalMinor: 0,
  awaitingApprovalMinutes: 0,
  draftMinor: 0,
};

type Raw = {
  part: 'fee' | 'time' | 'draft';
  customer_id: string;
  name: string;
  rate_minor: unknown;
  approved: boolean | null;
  minutes: unknown;
  amount: unknown;
  count: unknown;
  first_date: string | null;
};

export async function unbilledReport(
  db: Db,
  auth: AuthContext,
  query: UnbilledReportQuery,
): Promise<UnbilledReport> {
  const context = await billingReportContext(db, auth);
  const upTo = query.upTo ?? context.today;
  const time = invoiceableTimeSql(context, sql`${timeEntries.entryDate} <= ${upTo}::date`);
  const statement = sql`
    with fees as (select * from (${unbilledFeesSql(context)}) f where f.done_on <= ${upTo}::date),
    hours as (${time}),
    parts as (
      select 'fee' as part, customer_id, null::bigint as rate_minor, null::boolean as approved,
        null::bigint as minutes, sum(fee_minor) as amount, count(*) as count, min(done_on)::text as first_date
      from fees group by customer_id
      union all
      select 'time', customer_id, rate_minor, approved, minutes, null, entries, first_date from hours
      union all
      select 'draft', customer_id, null, null, null, sum(subtotal_minor), count(*), null
      from invoices
      where organization_id = ${context.orgId}::uuid and status = 'draft' and kind = 'invoice'
      group by customer_id
    )
    select p.*, c.business_name as name from parts p join customers c on c.id = p.customer_id`;
  const byClient = new Map<string, UnbilledReport['rows'][number]>();
  for (const row of rowsOfResult<Raw>(await db.execute(statement))) {
    let client = byClient.get(row.customer_id);
    if (!client) {
      client = { customerId: row.customer_id, customerName: row.name, oldestDate: null, ...EMPTY };
      byClient.set(row.customer_id, client);
    }
    if (row.part === 'draft') {
      client.draftMinor += num(row.amount);
      continue;
    }
    if (row.part === 'time' && !row.approved) {
      client.awaitingApprovalMinutes += num(row.minutes);
      continue;
    }
    if (row.part === 'fee') {
      client.feeCount += num(row.count);
      client.feesMinor += num(row.amount);
    } else {
      const value = valueMinutes(num(row.minutes), rateOf(row.rate_minor));
      client.timeMinutes += num(row.minutes) - value.unratedMinutes;
      client.timeMinor += value.valueMinor;
      client.unratedMinutes += value.unratedMinutes;
    }
    client.totalMinor = client.feesMinor + client.timeMinor;
    if (row.first_date && (!client.oldestDate || row.first_date < client.oldestDate))
      client.oldestDate = row.first_date;
  }
  // Clients whose only figure is time awaiting approval or a draft stay listed: that is work in progress too.
  const rows = [...byClient.values()].sort(
    (a, b) =>
      b.totalMinor - a.totalMinor ||
      byName(a.customerName, b.customerName) ||
      byCode(a.customerId, b.customerId),
  );
  const total = { ...EMPTY };
  for (const row of rows)
    for (const key of Object.keys(EMPTY) as (keyof UnbilledFigures)[]) total[key] += row[key];
  return { upTo, currency: context.currency, rows, total };
}
