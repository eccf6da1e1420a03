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
 * Two statements over the range's invoices (`invoices_org_status_date_idx`), run at once: what was billed
 * with the time lines' time, and the fixed-fee jobs. The fee jobs' time is read from `client_job_time`
 * (each job's time per person and project, kept by triggers) rather than from every entry of their tasks,
 * valued in the statement (minutes × rate ÷ 60, rounded half up per person and rate, as `minutesValue`
 * does) and the jobs ranked there, so only the jobs shown leave the database: a year's 11,500 jobs as
 * rows to tally took more of the report than the statement.
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
import { clientJobTime, tasks, timeEntries } from '../../db/schema';
import type { AuthContext } from '../../plugins/types';
import { jobTimeMinutesSql, roundedMinutesSql } from '../time';
import {
  billingRange,
  billingReportContext,
  byName,
  entryRateMinorSql,
  minutesValueSql,
  rateJoins,
  rateJoinsOn,
  rateOf,
  valueMinutes,
} from './billing-report.common';
import { num, rowsOfResult } from './work-report.common';

/** A row of either statement: the billed one's (`line`, `time`) or the jobs one's (`client_jobs`, `job`). */
type Raw = {
  part: 'line' | 'time' | 'client_jobs' | 'job';
  customer_id: string;
  customer_name: string;
  user_id?: string | null;
  user_name?: string | null;
  client_job_id?: string | null;
  title?: string | null;
  service_name?: string | null;
  number?: string | null;
  rate_minor?: unknown;
  amount: unknown;
  minutes: unknown;
  /** Valued in the statement (the fee jobs' time): minor units, and the minutes without a rate. */
  value?: unknown;
  unrated?: unknown;
  /** A client's billed fixed-fee jobs (on its `client_jobs` row). */
  job_count?: unknown;
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
  const jobMinutes = jobTimeMinutesSql(context.roundingMinutes);
  const rate = entryRateMinorSql(context);
  const invoices = sql`
    inv as (
      select i.id, i.customer_id, i.number from invoices i
      where i.organization_id = ${context.orgId}::uuid and i.kind = 'invoice' and i.status = 'issued'
        and i.issue_date between ${from}::date and ${to}::date
        ${query.customerId ? sql`and i.customer_id = ${query.customerId}::uuid` : sql``}
    )`;
  /** What the invoices billed (less credit notes) per client and member, and the time lines' time. */
  const billedStatement = sql`
    with ${invoices},
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
    parts as (
      select 'line' as part, customer_id, case when kind = 'time' then user_id end as user_id,
        null::bigint as rate_minor, sum(amount) as amount, null::bigint as minutes
      from lines group by 2, 3
      union all
      select 'time', customer_id, user_id, rate_minor, null, minutes from billed
    )
    select p.*, c.business_name as customer_name, u.name as user_name
    from parts p
    join customers c on c.id = p.customer_id
    left join users u on u.id = p.user_id`;
  /**
   * The fixed-fee jobs billed, their time valued, per client and the least realised first. Only the
   * jobs shown are ranked to the end (a bounded sort, and their titles carried along): numbering all
   * 11,500 of a year's jobs, then joining their titles again, took a third of the statement.
   */
  const jobsStatement = sql`
    with ${invoices},
    fees as (
      select l.client_job_id, inv.customer_id, l.amount_minor as amount, inv.number
      from inv join invoice_lines l on l.invoice_id = inv.id
      where l.kind = 'fee' and l.client_job_id is not null
    ),
    fee_time as (
      select job.client_job_id, ${clientJobTime.userId} as user_id, ${rate} as rate_minor,
        sum(${jobMinutes}) as minutes
      from (select distinct client_job_id from fees) job
      join ${clientJobTime} on ${clientJobTime.clientJobId} = job.client_job_id
      ${rateJoinsOn(sql`${clientJobTime.projectId}`, sql`${clientJobTime.userId}`)}
      group by 1, 2, 3
    ),
    job_time as (
      select client_job_id,
        sum(${minutesValueSql(sql`minutes`, sql`rate_minor`)}) as value,
        sum(minutes) as minutes, coalesce(sum(minutes) filter (where rate_minor is null), 0) as unrated
      from fee_time group by 1
    ),
    jobs as (
      select f.client_job_id, f.customer_id, sum(f.amount) as billed, max(f.number) as number,
        coalesce(max(t.value), 0) as value, coalesce(max(t.minutes), 0) as minutes,
        coalesce(max(t.unrated), 0) as unrated
      from fees f left join job_time t on t.client_job_id = f.client_job_id
      group by 1, 2
    ),
    shown as (
      select jobs.*, j.title, j.service_id
      from jobs join customers c on c.id = jobs.customer_id join client_jobs j on j.id = jobs.client_job_id
      order by case when jobs.value > 0 then round(jobs.billed::numeric / jobs.value, 3) end nulls last,
        c.business_name, j.title, jobs.client_job_id
      ${limit === null ? sql`` : sql`limit ${limit}`}
    ),
    parts as (
      select 'client_jobs' as part, customer_id, null::uuid as client_job_id, null as number,
        null::bigint as amount, sum(minutes) as minutes, sum(value) as value, sum(unrated) as unrated,
        count(*) as job_count, null as title, null::uuid as service_id
      from jobs group by customer_id
      union all
      select 'job', customer_id, client_job_id, number, billed, minutes, value, unrated, null, title, service_id
      from shown
    )
    select p.*, c.business_name as customer_name, s.name as service_name
    from parts p
    join customers c on c.id = p.customer_id
    left join services s on s.id = p.service_id`;
  const clients = new Map<string, Tally & { customerId: string; customerName: string }>();
  const members = new Map<string, Tally & { userId: string; userName: string }>();
  const jobs: (Tally & {
    clientJobId: string;
    customerName: string;
    serviceName: string;
    title: string;
    invoiceNumber: string;
  })[] = [];
  let jobCount = 0;
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
  /** Time the statement valued: the fee jobs' time, by job and by client. */
  const valued = (row: Raw): Omit<Tally, 'billedMinor'> => ({
    valueMinor: num(row.value),
    minutes: num(row.minutes),
    unratedMinutes: num(row.unrated),
  });
  // Two statements at once, on two of the pool's connections: neither needs the other's rows.
  const [billedRows, jobRows] = await Promise.all([db.execute(billedStatement), db.execute(jobsStatement)]);
  for (const row of [...rowsOfResult<Raw>(billedRows), ...rowsOfResult<Raw>(jobRows)]) {
    switch (row.part) {
      case 'line':
        clientOf(row).billedMinor += num(row.amount);
        if (row.user_id) memberOf(row).billedMinor += num(row.amount);
        break;
      case 'time': {
        const value = valueMinutes(num(row.minutes), rateOf(row.rate_minor));
        for (const tally of [clientOf(row), ...(row.user_id ? [memberOf(row)] : [])]) {
          tally.minutes += num(row.minutes);
          tally.valueMinor += value.valueMinor;
          tally.unratedMinutes += value.unratedMinutes;
        }
        break;
      }
      case 'client_jobs': {
        const client = clientOf(row);
        const time = valued(row);
        client.valueMinor += time.valueMinor;
        client.minutes += time.minutes;
        client.unratedMinutes += time.unratedMinutes;
        jobCount += num(row.job_count);
        break;
      }
      case 'job':
        jobs.push({
          clientJobId: row.client_job_id as string,
          customerName: row.customer_name,
          serviceName: row.service_name ?? '',
          title: row.title ?? '',
          invoiceNumber: row.number ?? '',
          billedMinor: num(row.amount),
          ...valued(row),
        });
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
    // The statement picked them (the least realised first); the same order by name for ties, as shown.
    fixedFees: leastRealisedFirst(jobs.map((job) => ({ ...job, ...figures(job) }))),
    fixedFeeCount: jobCount,
    total: figures(total),
  };
}
