/**
 * Realisation (issue 42, item 6): what was billed against the value of the work behind it, for the
 * invoices issued in a range (voids and drafts left out).
 *
 * - Billed: the taxable amounts of the invoices' lines, less the lines of the credit notes issued against
 *   them (whenever issued: a credit corrects that invoice's billing).
 * - Value: the time behind the billing at the current rates (its project's, else its person's), valued
 *   once per client, person and rate: the entries each invoice billed (its billing batch,
 *   `billing_batches.invoice_id`), and all the time logged on the tasks of the fixed-fee jobs it billed
 *   (a fee is realised against the hours the job took, billable or not).
 * - Per client: everything billed against both values. Per member: their time lines against their billed
 *   time (a fee has no member). Per fixed-fee job: its fee line against its time (credit notes have no job,
 *   so they net at the client only).
 * - Minutes with no rate have no value: counted apart (`unratedMinutes`), and the ratio reads high.
 * One statement over the range's invoices (`invoices_org_status_date_idx`), their lines, batches and jobs.
 */
import {
  REALISATION_JOBS_ON_SCREEN,
  type RealisationFigures,
  type RealisationQuery,
  type RealisationReport,
  realisationOf,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import type { AuthContext } from '../../plugins/types';
import { isFinishedEntry, roundedMinutesSql } from '../time';
import {
  billingRange,
  billingReportContext,
  byName,
  entryRateMinorSql,
  rateJoins,
  rateOf,
  valueMinutes,
} from './billing-report.common';
import { num, rowsOfResult } from './work-report.common';

type Raw = {
  part: 'line' | 'time' | 'fee' | 'feetime';
  customer_id: string;
  customer_name: string;
  user_id: string | null;
  user_name: string | null;
  client_job_id: string | null;
  title: string | null;
  service_name: string | null;
  number: string | null;
  rate_minor: unknown;
  amount: unknown;
  minutes: unknown;
};

type Tally = Omit<RealisationFigures, 'realisation'>;
const emptyTally = (): Tally => ({ billedMinor: 0, valueMinor: 0, minutes: 0, unratedMinutes: 0 });
const figures = (tally: Tally): RealisationFigures => ({
  ...tally,
  realisation: realisationOf(tally.billedMinor, tally.valueMinor),
});

type Named = RealisationFigures & { customerName: string; title: string };

/**
 * Fixed-fee jobs the least realised first; a job with no time to value (no ratio) after every job with one;
 * then by client and title. Clients compare by their place among the distinct names, sorted once: a
 * year's 11,000 jobs compared by name in every tie took 58 ms of the report.
 */
export function leastRealisedFirst<T extends Named>(jobs: T[]): T[] {
  const places = new Map(
    [...new Set(jobs.map((job) => job.customerName))].sort(byName).map((name, place) => [name, place]),
  );
  const place = (job: T) => places.get(job.customerName) ?? 0;
  return jobs.sort((a, b) => {
    if (a.realisation !== b.realisation) {
      if (a.realisation === null) return 1;
      if (b.realisation === null) return -1;
      return a.realisation - b.realisation;
    }
    return place(a) - place(b) || byName(a.title, b.title);
  });
}

/** `limit`: the fixed-fee jobs returned (the screen's); null for all (the files). */
export async function realisationReport(
  db: Db,
  auth: AuthContext,
  query: RealisationQuery,
  limit: number | null = REALISATION_JOBS_ON_SCREEN,
): Promise<RealisationReport> {
  const context = await billingReportContext(db, auth);
  const { from, to } = billingRange(query, context.today);
  const minutes = roundedMinutesSql(context.roundingMinutes);
  const rate = entryRateMinorSql(context);
  const statement = sql`
    with inv as (
      select i.id, i.customer_id, i.number from invoices i
      where i.organization_id = ${context.orgId}::uuid and i.kind = 'invoice' and i.status = 'issued'
        and i.issue_date between ${from}::date and ${to}::date
        ${query.customerId ? sql`and i.customer_id = ${query.customerId}::uuid` : sql``}
    ),
    lines as (
      select inv.customer_id, l.kind, l.user_id, l.amount_minor as amount
      from inv join invoice_lines l on l.invoice_id = inv.id
      union all
      select inv.customer_id, l.kind, l.user_id, -l.amount_minor
      from inv
      join invoices cn on cn.credit_note_of_id = inv.id and cn.status = 'issued'
      join invoice_lines l on l.invoice_id = cn.id
    ),
    billed as (
      select inv.customer_id, ${timeEntries.userId} as user_id, ${rate} as rate_minor, sum(${minutes}) as minutes
      from inv
      join billing_batches b on b.invoice_id = inv.id
      join ${timeEntries} on ${timeEntries.billingBatchId} = b.id
      join ${tasks} on ${tasks.id} = ${timeEntries.taskId}
      ${rateJoins}
      group by 1, 2, 3
    ),
    fees as (
      select l.client_job_id, inv.customer_id, l.amount_minor as amount, inv.number
      from inv join invoice_lines l on l.invoice_id = inv.id
      where l.kind = 'fee' and l.client_job_id is not null
    ),
    fee_time as (
      select fees.client_job_id, fees.customer_id, ${timeEntries.userId} as user_id, ${rate} as rate_minor,
        sum(${minutes}) as minutes
      from fees
      join ${tasks} on ${tasks.jobId} = fees.client_job_id
      join ${timeEntries} on ${timeEntries.taskId} = ${tasks.id} and ${isFinishedEntry}
        and ${timeEntries.organizationId} = ${context.orgId}::uuid
      ${rateJoins}
      group by 1, 2, 3, 4
    ),
    parts as (
      select 'line' as part, customer_id, case when kind = 'time' then user_id end as user_id,
        null::uuid as client_job_id, null as number, null::bigint as rate_minor, sum(amount) as amount,
        null::bigint as minutes
      from lines group by 2, 3
      union all
      select 'time', customer_id, user_id, null, null, rate_minor, null, minutes from billed
      union all
      select 'fee', customer_id, null, client_job_id, number, null, amount, null from fees
      union all
      select 'feetime', customer_id, user_id, client_job_id, null, rate_minor, null, minutes from fee_time
    )
    select p.*, c.business_name as customer_name, u.name as user_name, j.title, s.name as service_name
    from parts p
    join customers c on c.id = p.customer_id
    left join users u on u.id = p.user_id
    left join client_jobs j on j.id = p.client_job_id
    left join services s on s.id = j.service_id`;
  const clients = new Map<string, Tally & { customerId: string; customerName: string }>();
  const members = new Map<string, Tally & { userId: string; userName: string }>();
  const jobs = new Map<
    string,
    Tally & {
      clientJobId: string;
      customerName: string;
      serviceName: string;
      title: string;
      invoiceNumber: string;
    }
  >();
  const clientOf = (row: Raw) => {
    let client = clients.get(row.customer_id);
    if (!client) {
      client = { customerId: row.customer_id, customerName: row.customer_name, ...emptyTally() };
      clients.set(row.customer_id, client);
    }
    return client;
  };
  const memberOf = (row: Raw) => {
    const userId = row.user_id as string;
    let member = members.get(userId);
    if (!member) {
      member = { userId, userName: row.user_name ?? '', ...emptyTally() };
      members.set(userId, member);
    }
    return member;
  };
  const jobOf = (row: Raw) => {
    const clientJobId = row.client_job_id as string;
    let job = jobs.get(clientJobId);
    if (!job) {
      job = {
        clientJobId,
        customerName: row.customer_name,
        serviceName: row.service_name ?? '',
        title: row.title ?? '',
        invoiceNumber: '',
        ...emptyTally(),
      };
      jobs.set(clientJobId, job);
    }
    return job;
  };
  const addTime = (tallies: Tally[], row: Raw) => {
    const value = valueMinutes(num(row.minutes), rateOf(row.rate_minor));
    for (const tally of tallies) {
      tally.minutes += num(row.minutes);
      tally.valueMinor += value.valueMinor;
      tally.unratedMinutes += value.unratedMinutes;
    }
  };
  for (const row of rowsOfResult<Raw>(await db.execute(statement))) {
    switch (row.part) {
      case 'line':
        clientOf(row).billedMinor += num(row.amount);
        if (row.user_id) memberOf(row).billedMinor += num(row.amount);
        break;
      case 'time':
        addTime([clientOf(row), ...(row.user_id ? [memberOf(row)] : [])], row);
        break;
      case 'fee': {
        const job = jobOf(row);
        job.billedMinor += num(row.amount);
        job.invoiceNumber = row.number ?? '';
        break;
      }
      case 'feetime':
        addTime([clientOf(row), jobOf(row)], row);
        break;
    }
  }
  const total = emptyTally();
  for (const client of clients.values())
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += client[key];
  return {
    from,
    to,
    currency: context.currency,
    clients: [...clients.values()]
      .sort((a, b) => byName(a.customerName, b.customerName))
      .map((client) => ({ ...client, ...figures(client) })),
    members: [...members.values()]
      .sort((a, b) => byName(a.userName, b.userName))
      .map((member) => ({ ...member, ...figures(member) })),
    fixedFees: leastRealisedFirst([...jobs.values()].map((job) => ({ ...job, ...figures(job) }))).slice(
      0,
      limit ?? undefined,
    ),
    fixedFeeCount: jobs.size,
    total: figures(total),
  };
}
