/**
 * Credit notes (decision 047): the correction of an issued invoice, issued at once in the credit-note
 * series with its own counter, under the invoice's row lock. By default it credits the whole invoice (its
 * lines as they were, to the paisa); typed lines credit part of it. It never credits more than is still
 * owed on the invoice (total − paid − credited), and adds its total to the invoice's `credited_minor` in
 * the same transaction (the database's `invoices_not_overpaid` check refuses more). It keeps the invoice's
 * place of supply and parties, so its tax is split as the invoice's was. Its lines bill no time and hold
 * no job: the invoice's time stays billed.
 */

import { type CreateCreditNoteSchema, formatMoney } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { billingContext, lockInvoice, regimeOf, requireBilling } from './billing-common';
import { auditInvoice, numberFor } from './invoice-issue';
import { insertLines, type PricedLine, priceLine, storedLines, totalsOf } from './invoice-lines';

export const CREDIT_ONLY_ISSUED = 'A credit note can only be recorded against an issued invoice';
export const creditExceedsOwed = (owed: string) =>
  `A credit note cannot be more than is still owed on the invoice (${owed})`;

/** POST /invoices/:id/credit-notes: answers the credit note's id. */
export async function createCreditNote(
  db: Db,
  auth: AuthContext,
  invoiceId: string,
  input: z.output<typeof CreateCreditNoteSchema>,
): Promise<string> {
  const orgId = requireBilling(auth);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, orgId, invoiceId);
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued')
      throw new AppError('CONFLICT', CREDIT_ONLY_ISSUED);
    const ctx = await billingContext(tx, orgId);
    const supplierState = (invoice.supplier?.stateCode as string | null | undefined) ?? null;
    const { regime } = regimeOf(invoice.currency === 'INR', supplierState, invoice.placeOfSupply);
    const lines: PricedLine[] = input.lines
      ? input.lines.map((line) =>
          priceLine(
            {
              kind: 'item',
              description: line.description,
              sacCode: ctx.isGst ? (line.sacCode ?? ctx.settings.defaultSac) : (line.sacCode ?? null),
              quantityMilli: line.quantityMilli,
              unitPriceMinor: line.unitPriceMinor,
              taxRateBp: line.taxRateBp,
              clientJobId: null,
              clientServiceId: null,
              serviceId: null,
              userId: null,
              minutes: null,
            },
            regime,
          ),
        )
      : // The whole invoice, each line as it was priced (a time line's exact minutes value included).
        (await storedLines(tx, invoiceId)).map((line) => ({
          kind: line.kind,
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
          // Revenue by service and member reads these; the job and the entries stay the invoice's.
          clientJobId: null,
          clientServiceId: line.clientServiceId,
          serviceId: line.serviceId,
          userId: line.userId,
          minutes: line.minutes,
        }));
    const owed = invoice.totalMinor - invoice.paidMinor - invoice.creditedMinor;
    if (totalsOf(lines).totalMinor > owed) {
      const message = creditExceedsOwed(formatMoney(owed, invoice.currency));
      throw new AppError('CONFLICT', message, { lines: message });
    }
    const [credit] = await tx
      .insert(invoices)
      .values({
        organizationId: orgId,
        customerId: invoice.customerId,
        kind: 'credit_note',
        creditNoteOfId: invoice.id,
        placeOfSupply: invoice.placeOfSupply,
        currency: invoice.currency,
        supplier: invoice.supplier,
        recipient: invoice.recipient,
        notes: input.reason,
        createdById: auth.userId,
      })
      .returning({ id: invoices.id });
    if (!credit) throw new Error('No credit note');
    // Lines go onto it while it is a draft: an issued document's lines cannot be added to.
    await insertLines(tx, orgId, credit.id, lines);
    const issueDate = todayIn(ctx.zone);
    const issued = {
      ...(await numberFor(tx, ctx, ctx.settings.creditNotePrefix, issueDate)),
      status: 'issued',
      issueDate,
      issuedAt: new Date(),
    };
    const totals = totalsOf(lines);
    await tx
      .update(invoices)
      .set({ ...totals, ...issued, updatedAt: new Date() })
      .where(eq(invoices.id, credit.id));
    const creditedMinor = invoice.creditedMinor + totals.totalMinor;
    await tx
      .update(invoices)
      .set({ creditedMinor, updatedAt: new Date() })
      .where(eq(invoices.id, invoice.id));
    await auditInvoice(tx, auth, 'invoice.credit_note', invoice, {
      ...invoice,
      creditedMinor,
    });
    await auditInvoice(tx, auth, 'credit_note.issue', null, {
      id: credit.id,
      organizationId: orgId,
      customerId: invoice.customerId,
      kind: 'credit_note',
      status: 'issued',
      number: issued.number,
      totalMinor: totals.totalMinor,
      creditNoteOfId: invoice.id,
    });
    return credit.id;
  });
}
