/**
 * Reading invoices and credit notes (decision 047): the list (paged, filtered by client, what a reader is
 * shown, kind, number or client name, and dates) and one document with its lines, payments, credit notes,
 * parties, place of supply and total in words. `readInvoice` is also what the PDF prints, so the screen
 * and the document show the same numbers. A draft shows the firm and the client as they stand; an issued
 * document the copies taken when it was issued.
 */

import {
  amountInWords,
  type DocumentParty,
  type Invoice,
  type InvoiceLine,
  type InvoiceListQuery,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceViewStatus,
  type ListMeta,
  type PaymentMode,
} from '@taskflow/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { todayIn } from '../../lib/organization-calendar';
import { metaOf, offsetOf } from '../../lib/pagination';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import {
  billingContext,
  clientOrThrow,
  INVOICE_NOT_FOUND,
  recipientOf,
  regimeOf,
  requireBilling,
  stateName,
  supplierOf,
} from './billing-common';

/**
 * What a reader is shown, in SQL (the list filters on it): an issued invoice is paid once nothing is owed
 * and something was paid, overdue while something is owed past its due date (in the organization's zone),
 * part paid while something is owed and something was paid; drafts, voids and credit notes show their status.
 */
function viewStatusSql(today: string): SQL<InvoiceViewStatus> {
  return sql<InvoiceViewStatus>`case
    when i.status <> 'issued' or i.kind = 'credit_note' then i.status
    when i.total_minor - i.paid_minor - i.credited_minor <= 0 then case when i.paid_minor > 0 then 'paid' else 'issued' end
    when i.due_date < ${today}::date then 'overdue'
    when i.paid_minor > 0 then 'part_paid'
    else 'issued' end`;
}

interface SummaryRow {
  id: string;
  kind: 'invoice' | 'credit_note';
  status: InvoiceStatus;
  viewStatus: InvoiceViewStatus;
  number: string | null;
  customerId: string;
  customerName: string;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  totalMinor: string | number;
  paidMinor: string | number;
  creditedMinor: string | number;
  periodLabel: string | null;
  createdAt: string | Date;
}

const summaryColumns = (today: string) => sql`
  i.id, i.kind, i.status, ${viewStatusSql(today)} as "viewStatus", i.number, i.customer_id as "customerId",
  c.business_name as "customerName", i.issue_date::text as "issueDate", i.due_date::text as "dueDate",
  i.currency, i.total_minor as "totalMinor", i.paid_minor as "paidMinor", i.credited_minor as "creditedMinor",
  i.period_label as "periodLabel", i.created_at as "createdAt"`;

function toSummary(row: SummaryRow): InvoiceSummary {
  const totalMinor = Number(row.totalMinor);
  const paidMinor = Number(row.paidMinor);
  const creditedMinor = Number(row.creditedMinor);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    viewStatus: row.viewStatus,
    number: row.number,
    customerId: row.customerId,
    customerName: row.customerName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    totalMinor,
    paidMinor,
    creditedMinor,
    outstandingMinor:
      row.status === 'issued' && row.kind === 'invoice' ? totalMinor - paidMinor - creditedMinor : 0,
    periodLabel: row.periodLabel,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** GET /invoices: newest first (drafts by when they were made, the others by issue date and number). */
export async function listInvoices(
  db: Db,
  auth: AuthContext,
  query: InvoiceListQuery,
): Promise<{ data: InvoiceSummary[]; meta: ListMeta }> {
  const orgId = requireBilling(auth);
  const ctx = await billingContext(db, orgId);
  const today = todayIn(ctx.zone);
  const offset = offsetOf(query);
  const day = sql`coalesce(i.issue_date, (i.created_at at time zone ${ctx.zone})::date)`;
  const where = sql.join(
    [
      sql`i.organization_id = ${orgId}`,
      query.customerId ? sql`i.customer_id = ${query.customerId}` : undefined,
      query.kind ? sql`i.kind = ${query.kind}` : undefined,
      query.status ? sql`${viewStatusSql(today)} = ${query.status}` : undefined,
      query.q
        ? sql`(i.number ilike ${containsPattern(query.q)} or c.business_name ilike ${containsPattern(query.q)})`
        : undefined,
      query.from ? sql`${day} >= ${query.from}::date` : undefined,
      query.to ? sql`${day} <= ${query.to}::date` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const result = await db.execute(sql`
    select ${summaryColumns(today)}, count(*) over () as total
    from invoices i join customers c on c.id = i.customer_id
    where ${where}
    order by (i.status = 'draft') desc, ${day} desc, i.number desc nulls last, i.created_at desc, i.id
    limit ${query.pageSize} offset ${offset}`);
  const rows = (result as unknown as { rows: (SummaryRow & { total: string | number })[] }).rows;
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await db.execute(sql`
      select count(*)::int as n from invoices i join customers c on c.id = i.customer_id where ${where}`);
    total = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return { data: rows.map(toSummary), meta: metaOf(query, total) };
}

const asParty = (value: Record<string, string | null> | null): DocumentParty | null =>
  value ? (value as unknown as DocumentParty) : null;

/**
 * One invoice or credit note as `Invoice`, for the screen and the PDF (the documents module prints it).
 * Needs Rates and Billing; an invoice of another organization does not exist for the caller.
 */
export async function readInvoice(db: Db, auth: AuthContext, id: string): Promise<Invoice> {
  const orgId = requireBilling(auth);
  const ctx = await billingContext(db, orgId);
  const today = todayIn(ctx.zone);
  const result = isUuid(id)
    ? await db.execute(sql`
        select ${summaryColumns(today)}, i.credit_note_of_id as "creditNoteOfId", o.number as "creditNoteOfNumber",
               i.place_of_supply as "placeOfSupply", i.supplier, i.recipient, i.subtotal_minor as "subtotalMinor",
               i.cgst_minor as "cgstMinor", i.sgst_minor as "sgstMinor", i.igst_minor as "igstMinor",
               i.other_tax_minor as "otherTaxMinor", i.notes, i.void_reason as "voidReason"
        from invoices i join customers c on c.id = i.customer_id
        left join invoices o on o.id = i.credit_note_of_id
        where i.id = ${id} and i.organization_id = ${orgId}`)
    : { rows: [] };
  const [row] = (
    result as unknown as {
      rows: (SummaryRow & {
        creditNoteOfId: string | null;
        creditNoteOfNumber: string | null;
        placeOfSupply: string | null;
        supplier: Record<string, string | null> | null;
        recipient: Record<string, string | null> | null;
        subtotalMinor: string | number;
        cgstMinor: string | number;
        sgstMinor: string | number;
        igstMinor: string | number;
        otherTaxMinor: string | number;
        notes: string | null;
        voidReason: string | null;
      })[];
    }
  ).rows;
  if (!row) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const [lines, paid, credits] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position), asc(invoiceLines.id)),
    db
      .select({
        paymentId: payments.id,
        receivedOn: payments.receivedOn,
        mode: payments.mode,
        reference: payments.reference,
        amountMinor: paymentAllocations.amountMinor,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(and(eq(paymentAllocations.invoiceId, id), eq(paymentAllocations.organizationId, orgId)))
      .orderBy(asc(payments.receivedOn), asc(payments.createdAt)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        totalMinor: invoices.totalMinor,
        status: invoices.status,
      })
      .from(invoices)
      .where(and(eq(invoices.creditNoteOfId, id), eq(invoices.organizationId, orgId)))
      .orderBy(asc(invoices.issueDate), asc(invoices.number)),
  ]);
  const isDraft = row.status === 'draft';
  const supplier = isDraft ? supplierOf(ctx) : (asParty(row.supplier) ?? supplierOf(ctx));
  const recipient = isDraft
    ? recipientOf(await clientOrThrow(db, orgId, row.customerId))
    : (asParty(row.recipient) ?? recipientOf(await clientOrThrow(db, orgId, row.customerId)));
  const { taxRegime } = regimeOf(row.currency === 'INR', supplier.stateCode, row.placeOfSupply);
  const summary = toSummary(row);
  return {
    ...summary,
    creditNoteOf: row.creditNoteOfId ? { id: row.creditNoteOfId, number: row.creditNoteOfNumber } : null,
    creditNotes: credits.map((credit) => ({ ...credit, status: credit.status as InvoiceStatus })),
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyName: stateName(row.placeOfSupply),
    taxRegime,
    taxName: ctx.settings.taxName,
    supplier,
    recipient,
    lines: lines.map(
      (line): InvoiceLine => ({
        id: line.id,
        position: line.position,
        kind: line.kind as InvoiceLine['kind'],
        description: line.description,
        sacCode: line.sacCode,
        quantityMilli: line.quantityMilli,
        unitPriceMinor: line.unitPriceMinor,
        amountMinor: line.amountMinor,
        taxRateBp: line.taxRateBp,
        cgstMinor: line.cgstMinor,
        sgstMinor: line.sgstMinor,
        igstMinor: line.igstMinor,
        otherTaxMinor: line.otherTaxMinor,
        clientJobId: line.clientJobId,
        serviceId: line.serviceId,
        userId: line.userId,
        minutes: line.minutes,
      }),
    ),
    subtotalMinor: Number(row.subtotalMinor),
    cgstMinor: Number(row.cgstMinor),
    sgstMinor: Number(row.sgstMinor),
    igstMinor: Number(row.igstMinor),
    otherTaxMinor: Number(row.otherTaxMinor),
    totalInWords: amountInWords(summary.totalMinor, row.currency),
    notes: row.notes,
    voidReason: row.voidReason,
    paymentInstructions: ctx.settings.paymentInstructions,
    footer: ctx.settings.footer,
    payments: paid.map((payment) => ({ ...payment, mode: payment.mode as PaymentMode })),
  };
}
