/**
 * Revenue (issue 42, item 6): the taxable amounts of issued invoices by client, service, member and month
 * of a range of issue dates, net of issued credit notes (each by its own date: a credit in July lowers
 * July). Voids and drafts count nothing. Lines say what they bill: a fee line its service, a time line its
 * member; a line no id names falls in a bucket (`REVENUE_BUCKET_LABELS`). Issue dates are days of the
 * organization's calendar already (an invoice is dated in its zone), so a month is the date's month.
 * One grouped statement (`invoices_org_status_date_idx`, then each invoice's lines by
 * `invoice_lines_invoice_idx`); no line reaches JavaScript.
 */
import {
  REVENUE_BUCKET_LABELS,
  type RevenueFigures,
  type RevenueGrouping,
  type RevenueReport,
  type RevenueReportQuery,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/types';
import { billingRange, billingReportContext } from './billing-report.common';
import { num, rowsOfResult } from './work-report.common';

/**
 * A key that is the line's id in `column`, else a bucket: `noIdKey` for the lines `noId` says (time lines
 * have no service, fee lines no member), `other` for the rest (typed items, a deleted service or person).
 */
function bucketed(column: SQL, name: SQL, noId: SQL, noIdKey: 'time' | 'fees') {
  return {
    key: sql`case when ${column} is not null then ${column}::text when ${noId} then ${noIdKey}::text else 'other' end`,
    label: sql`coalesce(${name}, case when ${noId} then ${REVENUE_BUCKET_LABELS[noIdKey]}::text
      else ${REVENUE_BUCKET_LABELS.other}::text end)`,
  };
}

/** Each grouping's key and label over a line `l` of an invoice `i`, and the join that names it. */
function groupingSql(grouping: RevenueGrouping): { key: SQL; label: SQL; join: SQL } {
  switch (grouping) {
    case 'customer':
      return { key: sql`i.customer_id::text`, label: sql`c.business_name`, join: sql`` };
    case 'service':
      return {
        ...bucketed(sql`l.service_id`, sql`s.name`, sql`l.kind = 'time'`, 'time'),
        join: sql` left join services s on s.id = l.service_id`,
      };
    case 'user':
      return {
        ...bucketed(sql`l.user_id`, sql`u.name`, sql`l.kind = 'fee'`, 'fees'),
        join: sql` left join users u on u.id = l.user_id`,
      };
    case 'month':
      return {
        key: sql`to_char(i.issue_date, 'YYYY-MM')`,
        label: sql`to_char(i.issue_date, 'FMMonth YYYY')`,
        join: sql``,
      };
  }
}

type Raw = { invoiced: unknown; credited: unknown; invoices: unknown } & Record<string, unknown>;

function figuresOf(row: Raw | undefined): RevenueFigures {
  const invoicedMinor = num(row?.invoiced);
  const creditedMinor = num(row?.credited);
  return {
    invoicedMinor,
    creditedMinor,
    netMinor: invoicedMinor - creditedMinor,
    invoiceCount: num(row?.invoices),
  };
}

export async function revenueReport(
  db: Db,
  auth: AuthContext,
  query: RevenueReportQuery,
): Promise<RevenueReport> {
  const context = await billingReportContext(db, auth);
  const { from, to } = billingRange(query, context.today);
  const groupBy = query.groupBy ?? ['customer'];
  const parts = groupBy.map((grouping, index) => ({ grouping, index, ...groupingSql(grouping) }));
  const columns = sql.join(
    parts.flatMap((part) => [sql.identifier(`k${part.index}`), sql.identifier(`n${part.index}`)]),
    sql`, `,
  );
  const keyed = sql`select ${sql.join(
    parts.map(
      (part) =>
        sql`${part.key} as ${sql.identifier(`k${part.index}`)}, ${part.label} as ${sql.identifier(`n${part.index}`)}`,
    ),
    sql`, `,
  )}, i.kind, i.id as invoice_id, l.amount_minor as amount
    from invoices i
    join invoice_lines l on l.invoice_id = i.id
    ${groupBy.includes('customer') ? sql`join customers c on c.id = i.customer_id` : sql``}
    ${sql.join(
      parts.map((part) => part.join),
      sql``,
    )}
    where i.organization_id = ${context.orgId}::uuid and i.status = 'issued'
      and i.issue_date between ${from}::date and ${to}::date
      ${query.customerId ? sql`and i.customer_id = ${query.customerId}::uuid` : sql``}`;
  const order = sql.join(
    parts.map((part) =>
      part.grouping === 'month'
        ? sql`${sql.identifier(`k${part.index}`)}`
        : sql`lower(${sql.identifier(`n${part.index}`)}), ${sql.identifier(`k${part.index}`)}`,
    ),
    sql`, `,
  );
  const statement = sql`select ${columns}, grouping(${columns}) <> 0 as "isTotal",
      coalesce(sum(amount) filter (where kind = 'invoice'), 0) as invoiced,
      coalesce(sum(amount) filter (where kind = 'credit_note'), 0) as credited,
      count(distinct invoice_id) filter (where kind = 'invoice') as invoices
    from (${keyed}) x
    group by grouping sets ((${columns}), ())
    order by "isTotal", ${order}`;
  const rows = rowsOfResult<Raw & { isTotal: boolean }>(await db.execute(statement));
  return {
    from,
    to,
    groupBy,
    currency: context.currency,
    rows: rows
      .filter((row) => !row.isTotal)
      .map((row) => ({
        keys: parts.map((part) => ({
          grouping: part.grouping,
          value: String(row[`k${part.index}`] ?? ''),
          label: String(row[`n${part.index}`] ?? ''),
        })),
        ...figuresOf(row),
      })),
    total: figuresOf(rows.find((row) => row.isTotal)),
  };
}
