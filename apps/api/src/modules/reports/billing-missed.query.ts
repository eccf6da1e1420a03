/**
 * Missed billing (issue 42, item 6): done jobs with a fixed fee and no invoice, oldest first, and billable
 * time logged more than a calendar month ago (its day, in the organization's zone, before today less a
 * month) that is still not invoiced: neither billed nor on an invoice line. Approval is not asked of
 * that time (time a month old and still unapproved is missed too); how much of it waits for approval is
 * said beside it. Time on a job billed by a fixed fee or not billed is left out, as from unbilled work:
 * the fee covers it. The same rules as unbilled work (`billing-unbilled.query.ts`), in one statement.
 */
import {
  calendarDaysBetween,
  MISSED_ROWS_ON_SCREEN,
  type MissedBilling,
  type MissedBillingQuery,
  type MissedTime,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import type { AuthContext } from '../../plugins/types';
import { billingReportContext, byCode, byName, rateOf, valueMinutes } from './billing-report.common';
import { invoiceableTimeSql, unbilledFeesSql } from './billing-unbilled.query';
import { num, rowsOfResult } from './work-report.common';

/** The same day a calendar month earlier (the 31st of March gives the 28th or 29th of February). */
export function monthBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0));
  lastOfPrevious.setUTCDate(Math.min(date, lastOfPrevious.getUTCDate()));
  return lastOfPrevious.toISOString().slice(0, 10);
}

type Raw = {
  part: 'fee' | 'time';
  client_job_id: string | null;
  customer_id: string;
  customer_name: string;
  service_name: string | null;
  title: string | null;
  period_label: string | null;
  done_on: string | null;
  amount: unknown;
  total_count: unknown;
  total_fees: unknown;
  user_id: string | null;
  user_name: string | null;
  rate_minor: unknown;
  approved: boolean | null;
  minutes: unknown;
  entries: unknown;
  first_date: string | null;
};

/** `limit`: the rows of each list returned (the screen's); null for all (the files). */
export async function missedBilling(
  db: Db,
  auth: AuthContext,
  query: MissedBillingQuery,
  limit: number | null = MISSED_ROWS_ON_SCREEN,
): Promise<MissedBilling> {
  const context = await billingReportContext(db, auth);
  const { today } = context;
  const timeBefore = monthBefore(today);
  const customer = (column: unknown) =>
    query.customerId ? sql`and ${column} = ${query.customerId}::uuid` : sql``;
  const hours = invoiceableTimeSql(
    context,
    sql`${timeEntries.entryDate} < ${timeBefore}::date ${customer(tasks.customerId)}`,
  );
  const statement = sql`
    with fees as (
      select f.*, count(*) over () as total_count, sum(f.fee_minor) over () as total_fees
      from (${unbilledFeesSql(context)}) f where true ${customer(sql`f.customer_id`)}
    ),
    shown as (select * from fees order by done_on, client_job_id ${limit === null ? sql`` : sql`limit ${limit}`}),
    hours as (${hours})
    select 'fee' as part, s.client_job_id, s.customer_id, c.business_name as customer_name,
      sv.name as service_name, s.title, s.period_label, s.done_on::text as done_on, s.fee_minor as amount,
      s.total_count, s.total_fees, null::uuid as user_id, null as user_name, null::bigint as rate_minor,
      null::boolean as approved, null::bigint as minutes, null::bigint as entries, null as first_date
    from shown s join customers c on c.id = s.customer_id join services sv on sv.id = s.service_id
    union all
    select 'time', null, h.customer_id, c.business_name, null, null, null, null, null, null, null,
      h.user_id, u.name, h.rate_minor, h.approved, h.minutes, h.entries, h.first_date
    from hours h join customers c on c.id = h.customer_id join users u on u.id = h.user_id`;
  const rows = rowsOfResult<Raw>(await db.execute(statement));
  const feeRows = rows.filter((row) => row.part === 'fee');
  const people = new Map<string, MissedTime>();
  for (const row of rows) {
    if (row.part !== 'time') continue;
    const key = `${row.customer_id}|${row.user_id}`;
    let person = people.get(key);
    if (!person) {
      person = {
        customerId: row.customer_id,
        customerName: row.customer_name,
        userId: row.user_id as string,
        userName: row.user_name ?? '',
        entryCount: 0,
        minutes: 0,
        valueMinor: 0,
        unratedMinutes: 0,
        unapprovedMinutes: 0,
        oldestDate: row.first_date as string,
      };
      people.set(key, person);
    }
    const minutes = num(row.minutes);
    const value = valueMinutes(minutes, rateOf(row.rate_minor));
    person.entryCount += num(row.entries);
    person.minutes += minutes;
    person.valueMinor += value.valueMinor;
    person.unratedMinutes += value.unratedMinutes;
    if (!row.approved) person.unapprovedMinutes += minutes;
    if ((row.first_date as string) < person.oldestDate) person.oldestDate = row.first_date as string;
  }
  const time = [...people.values()].sort(
    (a, b) =>
      byCode(a.oldestDate, b.oldestDate) ||
      byName(a.customerName, b.customerName) ||
      byName(a.userName, b.userName),
  );
  const sum = (pick: (row: MissedTime) => number) => time.reduce((total, row) => total + pick(row), 0);
  return {
    today,
    timeBefore,
    currency: context.currency,
    fees: feeRows.map((row) => ({
      clientJobId: row.client_job_id as string,
      customerId: row.customer_id,
      customerName: row.customer_name,
      serviceName: row.service_name ?? '',
      title: row.title ?? '',
      periodLabel: row.period_label ?? '',
      doneOn: row.done_on as string,
      daysWaiting: Math.max(0, calendarDaysBetween(row.done_on as string, today)),
      feeMinor: num(row.amount),
    })),
    feeCount: num(feeRows[0]?.total_count),
    feesMinor: num(feeRows[0]?.total_fees),
    time: limit === null ? time : time.slice(0, limit),
    timeRowCount: time.length,
    timeMinutes: sum((row) => row.minutes),
    timeMinor: sum((row) => row.valueMinor),
    unratedMinutes: sum((row) => row.unratedMinutes),
  };
}
