/**
 * Issuing and voiding invoices (decision 047). An issue takes the next number of its series and financial
 * year from `invoice_counters` in its own transaction (the counter's row lock makes issues at once wait in
 * turn; a rolled back issue gives its number back, so the series has no gap), prices the lines once more
 * with the settings of the day, keeps a copy of the firm and the client as they stand, and bills the
 * reserved time through a billing batch, as "mark as billed" does, so the time lock and the billed
 * reports see it. An issued invoice never changes (the database refuses it); a void keeps its number,
 * marks its lines void and gives its time and job fees back to unbilled work.
 */
import {
  type DocumentParty,
  documentNumber,
  financialYearOf,
  type IssueInvoiceSchema,
  minorToDecimal,
  type VoidInvoiceSchema,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { billingBatches, invoiceCounters, invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addCalendarDays, todayIn } from '../../lib/organization-calendar';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';
import { publishTimeChange } from '../time';
import {
  type BillingContext,
  billingContext,
  clientOrThrow,
  INVOICE_NOT_DRAFT,
  type InvoiceRow,
  lockInvoice,
  recipientOf,
  regimeOf,
  requireBilling,
  supplierOf,
} from './billing-common';
import { priceLine, storedLines, totalsOf } from './invoice-lines';

export const INVOICE_EMPTY = 'Add at least one line before issuing';
export const VOID_ONLY_ISSUED = 'Only an issued invoice can be voided';
export const VOID_HAS_PAYMENTS =
  'Payments are recorded against this invoice: remove them first, or record a credit note instead';
export const VOID_HAS_CREDIT_NOTES =
  'This invoice has credit notes: record another credit note instead of voiding it';
export const CREDIT_NOTE_NOT_VOIDABLE = 'A credit note cannot be voided';

/**
 * The next number of a series in a financial year, inside the caller's transaction: the counter row is
 * made at 1 or moved up by one, and stays locked until the transaction ends.
 */
export async function nextSequence(tx: Db, orgId: string, series: string, financialYear: string) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ organizationId: orgId, series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.organizationId, invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('No counter');
  return row.lastNumber;
}

/** The number fields of a document issued on `issueDate` in a series. */
export async function numberFor(tx: Db, ctx: BillingContext, series: string, issueDate: string) {
  const financialYear = financialYearOf(issueDate, ctx.fyStartMonth);
  const sequence = await nextSequence(tx, ctx.orgId, series, financialYear);
  return { series, financialYear, sequence, number: documentNumber(series, financialYear, sequence) };
}

const partyJson = (party: DocumentParty) => party as unknown as Record<string, string | null>;

/** The audit entry of a change of an invoice: who, what, and its number and totals before and after. */
export function auditInvoice(
  tx: Db,
  auth: AuthContext,
  action: string,
  before: InvoiceRow | null,
  after: Partial<InvoiceRow>,
) {
  const view = (row: Partial<InvoiceRow> | null) =>
    row && {
      organizationId: row.organizationId,
      customerId: row.customerId,
      kind: row.kind,
      status: row.status,
      number: row.number,
      totalMinor: row.totalMinor,
      paidMinor: row.paidMinor,
      creditedMinor: row.creditedMinor,
      creditNoteOfId: row.creditNoteOfId,
      voidReason: row.voidReason,
    };
  return writeAudit(tx, auth, {
    action,
    entityType: 'invoice',
    entityId: after.id ?? before?.id ?? null,
    before: view(before),
    after: view(after),
  });
}

/**
 * Bills the time an invoice's lines reserved: a billing batch of the invoice (its entries' dates, count,
 * minutes and amount in currency units) and each entry pointing at it with the rate of its line.
 */
async function billReservedTime(tx: Db, ctx: BillingContext, invoice: InvoiceRow, userId: string) {
  const result = await tx.execute(sql`
    select count(*)::int as n, min(e.entry_date)::text as "from", max(e.entry_date)::text as "to"
    from time_entries e join invoice_lines l on l.id = e.invoice_line_id
    where l.invoice_id = ${invoice.id}`);
  const [span] = (result as unknown as { rows: { n: number; from: string | null; to: string | null }[] })
    .rows;
  if (!span?.n || !span.from || !span.to) return null;
  const lines = await tx
    .select({ minutes: invoiceLines.minutes, amountMinor: invoiceLines.amountMinor })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'time')));
  const [batch] = await tx
    .insert(billingBatches)
    .values({
      organizationId: ctx.orgId,
      customerId: invoice.customerId,
      fromDate: span.from,
      toDate: span.to,
      entryCount: Number(span.n),
      minutes: lines.reduce((sum, line) => sum + (line.minutes ?? 0), 0),
      amount: minorToDecimal(
        lines.reduce((sum, line) => sum + line.amountMinor, 0),
        ctx.currency,
      ),
      currency: ctx.currency,
      invoiceId: invoice.id,
      createdById: userId,
    })
    .returning({ id: billingBatches.id });
  if (!batch) throw new Error('No billing batch');
  await tx.execute(sql`
    update time_entries e
       set billing_batch_id = ${batch.id},
           billed_rate = l.unit_price_minor::numeric / ${10 ** ctx.digits}
      from invoice_lines l
     where l.id = e.invoice_line_id and l.invoice_id = ${invoice.id}`);
  return batch.id;
}

/** POST /invoices/:id/issue: numbers, freezes and bills a draft with lines, in one transaction. */
export async function issueInvoice(
  db: Db,
  auth: AuthContext,
  id: string,
  input: z.output<typeof IssueInvoiceSchema>,
) {
  const orgId = requireBilling(auth);
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, orgId, id);
    if (invoice.status !== 'draft') throw new AppError('CONFLICT', INVOICE_NOT_DRAFT);
    const ctx = await billingContext(tx, orgId);
    const lines = await storedLines(tx, id);
    if (lines.length === 0) throw new AppError('CONFLICT', INVOICE_EMPTY);
    // Priced again with the day's settings (the firm's state may have changed since the draft).
    const { regime } = regimeOf(ctx.isGst, ctx.settings.gstStateCode, invoice.placeOfSupply);
    const priced = lines.map((line) => ({ id: line.id, stored: line, line: priceLine(line, regime) }));
    for (const { id: lineId, stored, line } of priced) {
      if (
        stored.amountMinor !== line.amountMinor ||
        stored.cgstMinor !== line.cgstMinor ||
        stored.sgstMinor !== line.sgstMinor ||
        stored.igstMinor !== line.igstMinor ||
        stored.otherTaxMinor !== line.otherTaxMinor
      )
        await tx.update(invoiceLines).set(line).where(eq(invoiceLines.id, lineId));
    }
    const issueDate = input.issueDate ?? todayIn(ctx.zone);
    const client = await clientOrThrow(tx, orgId, invoice.customerId);
    const numbered = await numberFor(tx, ctx, ctx.settings.invoicePrefix, issueDate);
    const batch = await billReservedTime(tx, ctx, invoice, auth.userId);
    const issued = {
      ...numbered,
      status: 'issued',
      issueDate,
      dueDate: invoice.dueDate ?? addCalendarDays(issueDate, ctx.settings.paymentTermsDays),
      supplier: partyJson(supplierOf(ctx)),
      recipient: partyJson(recipientOf(client)),
      issuedAt: new Date(),
    };
    await tx
      .update(invoices)
      .set({ ...totalsOf(priced.map((row) => row.line)), ...issued, updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await auditInvoice(tx, auth, 'invoice.issue', invoice, { ...invoice, ...issued });
    await recordEvent(tx, { orgId, type: 'invoice.issued', subjectId: id, actorId: auth.userId });
    // Open time pages show the entries billed.
    if (batch) await publishTimeChange(tx, orgId, [batch], null);
  });
}

/**
 * POST /invoices/:id/void: an issued invoice with nothing paid and no credit note becomes void (its number
 * stays used); its lines are marked void, its entries unbilled again (their batch removed) and its job fees
 * free to be invoiced again.
 */
export async function voidInvoice(
  db: Db,
  auth: AuthContext,
  id: string,
  input: z.output<typeof VoidInvoiceSchema>,
) {
  const orgId = requireBilling(auth);
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, orgId, id);
    if (invoice.kind === 'credit_note') throw new AppError('CONFLICT', CREDIT_NOTE_NOT_VOIDABLE);
    if (invoice.status !== 'issued') throw new AppError('CONFLICT', VOID_ONLY_ISSUED);
    if (invoice.paidMinor > 0) throw new AppError('CONFLICT', VOID_HAS_PAYMENTS);
    const [credit] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.creditNoteOfId, id), sql`${invoices.status} <> 'void'`))
      .limit(1);
    if (credit || invoice.creditedMinor > 0) throw new AppError('CONFLICT', VOID_HAS_CREDIT_NOTES);
    const voided = { status: 'void', voidReason: input.reason, voidedAt: new Date(), updatedAt: new Date() };
    await tx.update(invoices).set(voided).where(eq(invoices.id, id));
    await tx.update(invoiceLines).set({ isVoided: true }).where(eq(invoiceLines.invoiceId, id));
    const batches = await tx
      .select({ id: billingBatches.id })
      .from(billingBatches)
      .where(eq(billingBatches.invoiceId, id));
    await tx.execute(sql`
      update time_entries e set billing_batch_id = null, invoice_line_id = null, billed_rate = null
        from invoice_lines l where l.id = e.invoice_line_id and l.invoice_id = ${id}`);
    await tx.delete(billingBatches).where(eq(billingBatches.invoiceId, id));
    await auditInvoice(tx, auth, 'invoice.void', invoice, { ...invoice, ...voided });
    if (batches.length)
      await publishTimeChange(
        tx,
        orgId,
        batches.map((batch) => batch.id),
        null,
      );
  });
}
