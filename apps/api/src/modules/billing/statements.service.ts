/**
 * A client's statement of account for a range of days (issue 42, item 5): the balance before the first
 * day, then each issued invoice (a debit), credit note and payment (credits) by date with the running
 * balance, and the closing balance. A positive balance is owed by the client; a negative one is its
 * advance. Every payment counts whole, allocated or not, so the closing balance on today is the
 * client's outstanding less its advance.
 *
 * A void document is listed on its issue date with no effect (debit and credit 0): its number stays used,
 * and a statement that skipped it would show a gap in the series the client may ask about. It never counts
 * in an opening balance either: a statement is read as things stand now, not as it was printed before the
 * void. Drafts are not documents yet and are left out. Rates and Billing (time.billing) only.
 */

import {
  financialYearStart,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
  STATEMENT_RANGE_INVALID,
  type Statement,
  type StatementLine,
  type StatementQuery,
} from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { clientOrThrow, requireBilling } from './billing-common';

interface EntryRow {
  date: string;
  kind: 'invoice' | 'credit_note' | 'payment';
  status: string;
  reference: string | null;
  periodLabel: string | null;
  detail: string | null;
  mode: string | null;
  unallocated: unknown;
  amount: unknown;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What a line says: what the document is, what a credit note corrects, what a payment paid. */
function describe(row: EntryRow): string {
  const name = row.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  if (row.kind !== 'payment' && row.status === 'void') {
    return `${name}, void${row.detail ? `: ${row.detail}` : ''} (no effect on the balance)`;
  }
  if (row.kind === 'invoice') return row.periodLabel ? `Invoice for ${row.periodLabel}` : 'Invoice';
  if (row.kind === 'credit_note') return row.detail ? `Credit note against ${row.detail}` : 'Credit note';
  const mode = PAYMENT_MODE_LABELS[row.mode as PaymentMode] ?? row.mode;
  const advance = Number(row.unallocated) > 0;
  if (!row.detail) return `Payment by ${mode}, as advance`;
  return `Payment by ${mode} against ${row.detail}${advance ? ', the rest as advance' : ''}`;
}

/** The line a row makes, with the balance after it. */
function lineOf(row: EntryRow, before: number): StatementLine {
  const amount = Number(row.amount);
  const counts = row.kind === 'payment' || row.status === 'issued';
  const debitMinor = counts && row.kind === 'invoice' ? amount : 0;
  const creditMinor = counts && row.kind !== 'invoice' ? amount : 0;
  return {
    date: row.date,
    kind: row.kind !== 'payment' && row.status === 'void' ? 'void' : row.kind,
    reference: row.reference ?? '',
    description: describe(row),
    debitMinor,
    creditMinor,
    balanceMinor: before + debitMinor - creditMinor,
  };
}

/**
 * The statement of a client of the caller's organization from `from` to `to` (inclusive); by default
 * from the start of the financial year to today in the organization's zone. Exported for the
 * statement's PDF (documents), which prints exactly what this answers.
 */
export async function readStatement(
  db: Db,
  auth: AuthContext,
  customerId: string,
  query: StatementQuery,
): Promise<Statement> {
  const orgId = requireBilling(auth);
  const customer = await clientOrThrow(db, orgId, customerId);
  const [org] = await db
    .select({
      currency: organizations.currency,
      zone: organizations.timeZone,
      fyStartMonth: organizations.fyStartMonth,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw new Error('No organization');
  const to = query.to ?? todayIn(org.zone);
  const range = { from: query.from ?? financialYearStart(to, org.fyStartMonth), to };
  if (range.to < range.from) throw AppError.invalid({ to: STATEMENT_RANGE_INVALID });
  const { currency } = org;
  const [opening] = await rowsOf<{ opening: unknown }>(
    db,
    sql`
      select
        coalesce((select sum(case when kind = 'invoice' then total_minor else -total_minor end)
                    from invoices
                   where organization_id = ${orgId} and customer_id = ${customerId} and status = 'issued'
                     and issue_date < ${range.from}::date), 0)
        - coalesce((select sum(amount_minor) from payments
                     where organization_id = ${orgId} and customer_id = ${customerId}
                       and received_on < ${range.from}::date), 0) as opening`,
  );
  // Invoices before credit notes before payments on one day; then by number, or by when a payment was saved.
  const entries = await rowsOf<EntryRow>(
    db,
    sql`
      select i.issue_date::text as date, i.kind, i.status, i.number as reference, i.period_label as "periodLabel",
             case when i.status = 'void' then i.void_reason else corrected.number end as detail,
             null as mode, 0 as unallocated, i.total_minor as amount,
             case when i.kind = 'invoice' then 0 else 1 end as place, i.number as sort_key
        from invoices i
        left join invoices corrected on corrected.id = i.credit_note_of_id
       where i.organization_id = ${orgId} and i.customer_id = ${customerId} and i.status <> 'draft'
         and i.issue_date between ${range.from}::date and ${range.to}::date
      union all
      select p.received_on::text, 'payment', 'issued', p.reference, null,
             (select string_agg(ai.number, ', ' order by ai.issue_date, ai.number)
                from payment_allocations a join invoices ai on ai.id = a.invoice_id
               where a.payment_id = p.id),
             p.mode,
             p.amount_minor - coalesce((select sum(a.amount_minor) from payment_allocations a
                                          where a.payment_id = p.id), 0),
             p.amount_minor, 2, p.created_at::text || p.id::text
        from payments p
       where p.organization_id = ${orgId} and p.customer_id = ${customerId}
         and p.received_on between ${range.from}::date and ${range.to}::date
       order by 1, place, sort_key`,
  );
  const openingMinor = Number(opening?.opening ?? 0);
  const lines: StatementLine[] = [];
  let balance = openingMinor;
  for (const row of entries) {
    const line = lineOf(row, balance);
    lines.push(line);
    balance = line.balanceMinor;
  }
  return {
    customerId,
    customerName: customer.businessName,
    currency,
    from: range.from,
    to: range.to,
    openingMinor,
    lines,
    closingMinor: balance,
  };
}
