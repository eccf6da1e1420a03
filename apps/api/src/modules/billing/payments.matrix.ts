/**
 * Rows of billing written straight to the database (an issued invoice, a credit note, a void, a
 * payment), so the tests of payments, balances and statements and the shared walks do not depend on the
 * invoice routes; and the permission matrix's cases for the payment, balance and statement routes
 * (apps/api/src/test/permission-matrix.test.ts runs them): each allowed with time.billing, 403 without.
 */
import type { PaymentMode, Permission } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Sequences of the rows written here: numbers stay unique in any organization, however many are made. */
let made = 0;

/**
 * An issued document of a client: inserted as a draft with one line (the trigger lets lines into drafts
 * only), then issued with a number `TST/…` or `TSTCN/…` (a credit note). Answers its id.
 */
export async function insertIssuedInvoice(
  db: Db,
  orgId: string,
  customerId: string,
  fields: { totalMinor: number; issueDate: string; periodLabel?: string; creditNoteOf?: string },
): Promise<string> {
  made += 1;
  const kind = fields.creditNoteOf ? 'credit_note' : 'invoice';
  const series = fields.creditNoteOf ? 'TSTCN' : 'TST';
  const [draft] = await db
    .insert(invoices)
    .values({
      organizationId: orgId,
      customerId,
      kind,
      creditNoteOfId: fields.creditNoteOf ?? null,
      currency: 'INR',
      subtotalMinor: fields.totalMinor,
      totalMinor: fields.totalMinor,
      periodLabel: fields.periodLabel ?? null,
    })
    .returning({ id: invoices.id });
  if (!draft) throw new Error('No invoice');
  await db.insert(invoiceLines).values({
    organizationId: orgId,
    invoiceId: draft.id,
    description: 'Professional services',
    unitPriceMinor: fields.totalMinor,
    amountMinor: fields.totalMinor,
  });
  await db
    .update(invoices)
    .set({
      status: 'issued',
      series,
      financialYear: '2026-27',
      sequence: made,
      number: `${series}/2026-27/${String(made).padStart(4, '0')}`,
      issueDate: fields.issueDate,
      issuedAt: sql`now()`,
    })
    .where(eq(invoices.id, draft.id));
  return draft.id;
}

/** A credit note of `totalMinor` against an issued invoice, credited to it as issuing one does. */
export async function insertCreditNote(
  db: Db,
  orgId: string,
  invoiceId: string,
  fields: { totalMinor: number; issueDate: string },
): Promise<string> {
  const [invoice] = await db
    .select({ customerId: invoices.customerId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error('No invoice to credit');
  const id = await insertIssuedInvoice(db, orgId, invoice.customerId, { ...fields, creditNoteOf: invoiceId });
  await db
    .update(invoices)
    .set({ creditedMinor: sql`${invoices.creditedMinor} + ${fields.totalMinor}` })
    .where(eq(invoices.id, invoiceId));
  return id;
}

/** Voids an issued invoice (its number stays used). */
export async function voidInvoice(db: Db, invoiceId: string, reason: string) {
  await db
    .update(invoices)
    .set({ status: 'void', voidReason: reason, voidedAt: sql`now()` })
    .where(eq(invoices.id, invoiceId));
}

/** A payment written straight to the database, with its allocations added to the invoices' paid. */
export async function insertPayment(
  db: Db,
  orgId: string,
  customerId: string,
  fields: {
    amountMinor: number;
    receivedOn: string;
    mode?: PaymentMode;
    reference?: string;
    allocations?: { invoiceId: string; amountMinor: number }[];
  },
): Promise<string> {
  const [payment] = await db
    .insert(payments)
    .values({
      organizationId: orgId,
      customerId,
      receivedOn: fields.receivedOn,
      amountMinor: fields.amountMinor,
      currency: 'INR',
      mode: fields.mode ?? 'bank_transfer',
      reference: fields.reference ?? null,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('No payment');
  for (const allocation of fields.allocations ?? []) {
    await db
      .insert(paymentAllocations)
      .values({ organizationId: orgId, paymentId: payment.id, ...allocation });
    await db
      .update(invoices)
      .set({ paidMinor: sql`${invoices.paidMinor} + ${allocation.amountMinor}` })
      .where(eq(invoices.id, allocation.invoiceId));
  }
  return payment.id;
}

/**
 * An issued invoice of the organization's first client with a payment allocated to it and a credit note
 * against it: rows of invoices, payments and allocations for the tenant isolation walk to attack.
 */
export async function probePayment(db: Db, orgId: string) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.organizationId, orgId))
    .limit(1);
  if (!customer) throw new Error('No client to bill');
  const invoiceId = await insertIssuedInvoice(db, orgId, customer.id, {
    totalMinor: 1_180_000,
    issueDate: '2026-11-30',
  });
  await insertCreditNote(db, orgId, invoiceId, { totalMinor: 100_000, issueDate: '2026-12-01' });
  return insertPayment(db, orgId, customer.id, {
    amountMinor: 600_000,
    receivedOn: '2026-12-02',
    allocations: [{ invoiceId, amountMinor: 500_000 }],
  });
}

export interface PaymentsMatrixContext {
  db: () => Db;
  orgId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

/** The payment, balance and statement routes: each needs Rates and Billing. */
export function paymentRouteCases(
  context: PaymentsMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const client = async () => {
    made += 1;
    const [row] = await context
      .db()
      .insert(customers)
      .values({
        organizationId: context.orgId(),
        businessName: `Matrix payer ${Date.now()}-${made}`,
        email: 'payer@client.test',
        address: '1 Payer Road',
      })
      .returning({ id: customers.id });
    return row?.id as string;
  };
  /** A client with an issued invoice of ₹11,800 and a payment of ₹5,000 against it. */
  const billed = async () => {
    const customerId = await client();
    const invoiceId = await insertIssuedInvoice(context.db(), context.orgId(), customerId, {
      totalMinor: 1_180_000,
      issueDate: '2026-11-30',
    });
    const paymentId = await insertPayment(context.db(), context.orgId(), customerId, {
      amountMinor: 500_000,
      receivedOn: '2026-12-01',
      allocations: [{ invoiceId, amountMinor: 500_000 }],
    });
    return { customerId, invoiceId, paymentId };
  };
  const { call } = context;
  return [
    { route: 'GET /payments', needs: 'time.billing', run: () => call('GET', '/api/v1/payments') },
    {
      route: 'POST /payments',
      needs: 'time.billing',
      run: async () => {
        const { customerId, invoiceId } = await billed();
        return call('POST', '/api/v1/payments', {
          customerId,
          receivedOn: '2026-12-02',
          amountMinor: 100_000,
          mode: 'upi',
          allocations: [{ invoiceId, amountMinor: 100_000 }],
        });
      },
    },
    {
      route: 'DELETE /payments/:id',
      needs: 'time.billing',
      run: async () => call('DELETE', `/api/v1/payments/${(await billed()).paymentId}`),
    },
    {
      route: 'GET /billing/balances',
      needs: 'time.billing',
      run: () => call('GET', '/api/v1/billing/balances'),
    },
    {
      route: 'GET /customers/:id/balance',
      needs: 'time.billing',
      run: async () => call('GET', `/api/v1/customers/${(await billed()).customerId}/balance`),
    },
    {
      route: 'GET /customers/:id/statement',
      needs: 'time.billing',
      run: async () =>
        call(
          'GET',
          `/api/v1/customers/${(await billed()).customerId}/statement?from=2026-11-01&to=2026-12-31`,
        ),
    },
  ];
}
