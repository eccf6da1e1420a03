/**
 * Payments received from a client (issue 42, item 5): recorded against one or more of its issued
 * invoices, the rest kept as the client's advance, and deleted (which gives the invoices back what was
 * allocated). What is owed on an invoice (`total − paid − credited`) only moves here and in credit notes,
 * always under the invoice's row lock; the database's `invoices_not_overpaid` check is the last word when
 * two writes meet on one invoice. Rates and Billing (time.billing) only.
 */
import {
  ALLOCATION_DUPLICATE,
  ALLOCATION_EXCEEDS_OWED,
  ALLOCATION_INVOICE_INVALID,
  ALLOCATIONS_EXCEED_PAYMENT,
  CLIENT_REQUIRED,
  type FieldErrors,
  type ListMeta,
  PAYMENT_NOT_FOUND,
  PAYMENT_RACED,
  type Payment,
  type PaymentListQuery,
  type PaymentMode,
  type RecordPaymentInput,
} from '@taskflow/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, invoices, organizations, paymentAllocations, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sqlStateOf, violatedConstraint } from '../../lib/db-errors';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { isUuid } from '../../lib/reach';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { requireBilling } from './billing-common';

/**
 * Locks the organization's invoices of these ids, in id order: two payments (or a payment and a credit
 * note) naming the same invoices in different orders then queue behind each other instead of deadlocking.
 */
async function lockInvoices(tx: Tx, orgId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      kind: invoices.kind,
      status: invoices.status,
      owedMinor:
        sql<number>`${invoices.totalMinor} - ${invoices.paidMinor} - ${invoices.creditedMinor}`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(eq(invoices.organizationId, orgId), inArray(invoices.id, [...new Set(ids)])))
    .orderBy(asc(invoices.id))
    .for('update');
}

/** What the body alone says is wrong: an invoice named twice, allocations adding up to more than the payment. */
function bodyProblems(input: RecordPaymentInput): FieldErrors {
  const problems: FieldErrors = {};
  const seen = new Set<string>();
  input.allocations.forEach((allocation, index) => {
    if (seen.has(allocation.invoiceId)) problems[`allocations.${index}.invoiceId`] = ALLOCATION_DUPLICATE;
    seen.add(allocation.invoiceId);
  });
  const allocated = input.allocations.reduce((sum, allocation) => sum + allocation.amountMinor, 0);
  if (allocated > input.amountMinor) problems.allocations = ALLOCATIONS_EXCEED_PAYMENT;
  return problems;
}

/**
 * The database refused what the locks should have prevented (an invoice overpaid, a deadlock, a
 * serialization failure): the request raced another write, so it answers 409 and may be sent again.
 */
function racedOrSame(error: unknown): unknown {
  const state = sqlStateOf(error);
  if (violatedConstraint(error) === 'invoices_not_overpaid' || state === '40P01' || state === '40001') {
    return new AppError('CONFLICT', PAYMENT_RACED);
  }
  return error;
}

/**
 * Records a payment of a client and allocates it, in one transaction: each invoice must be an issued
 * invoice (not void, not a credit note) of the same client and owe at least its allocation, read under
 * its row lock. What is not allocated is the client's advance.
 */
export async function recordPayment(db: Db, auth: AuthContext, input: RecordPaymentInput): Promise<Payment> {
  const orgId = requireBilling(auth);
  const problems = bodyProblems(input);
  if (Object.keys(problems).length) throw AppError.invalid(problems);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ currency: organizations.currency })
        .from(customers)
        .innerJoin(organizations, eq(organizations.id, customers.organizationId))
        .where(and(eq(customers.organizationId, orgId), eq(customers.id, input.customerId)));
      if (!customer) throw AppError.invalid({ customerId: CLIENT_REQUIRED });
      const named = input.allocations.map((allocation) => allocation.invoiceId);
      const locked = new Map((await lockInvoices(tx, orgId, named)).map((row) => [row.id, row]));
      const refused: FieldErrors = {};
      input.allocations.forEach((allocation, index) => {
        const invoice = locked.get(allocation.invoiceId);
        if (
          !invoice ||
          invoice.customerId !== input.customerId ||
          invoice.kind !== 'invoice' ||
          invoice.status !== 'issued'
        ) {
          refused[`allocations.${index}.invoiceId`] = ALLOCATION_INVOICE_INVALID;
        } else if (allocation.amountMinor > invoice.owedMinor) {
          refused[`allocations.${index}.amountMinor`] = ALLOCATION_EXCEEDS_OWED;
        }
      });
      if (Object.keys(refused).length) throw AppError.invalid(refused);

      const [payment] = await tx
        .insert(payments)
        .values({
          organizationId: orgId,
          customerId: input.customerId,
          receivedOn: input.receivedOn,
          amountMinor: input.amountMinor,
          currency: customer.currency,
          mode: input.mode,
          reference: input.reference ?? null,
          note: input.note ?? null,
          createdById: auth.userId,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('No payment row');
      if (input.allocations.length) {
        await tx.insert(paymentAllocations).values(
          input.allocations.map((allocation) => ({
            organizationId: orgId,
            paymentId: payment.id,
            invoiceId: allocation.invoiceId,
            amountMinor: allocation.amountMinor,
          })),
        );
      }
      for (const allocation of input.allocations) {
        const [after] = await tx
          .update(invoices)
          .set({ paidMinor: sql`${invoices.paidMinor} + ${allocation.amountMinor}`, updatedAt: sql`now()` })
          .where(and(eq(invoices.organizationId, orgId), eq(invoices.id, allocation.invoiceId)))
          .returning({
            owedMinor: sql<number>`${invoices.totalMinor} - ${invoices.paidMinor} - ${invoices.creditedMinor}`,
          });
        // Paid is the allocation that leaves nothing owed (the invoice is locked, so this happens once).
        if (after && Number(after.owedMinor) <= 0 && (locked.get(allocation.invoiceId)?.owedMinor ?? 0) > 0)
          await recordEvent(tx, {
            orgId,
            type: 'invoice.paid',
            subjectId: allocation.invoiceId,
            actorId: auth.userId,
          });
      }
      return payment.id;
    });
  } catch (error) {
    throw racedOrSame(error);
  }
  const [recorded] = await paymentsWhere(db, orgId, eq(payments.id, id));
  if (!recorded) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  return recorded;
}

/**
 * Deletes a payment (recorded in error, a cheque that bounced) and gives each invoice back what it
 * allocated, in one transaction; its allocations go with it.
 */
export async function deletePayment(db: Db, auth: AuthContext, id: string): Promise<void> {
  const orgId = requireBilling(auth);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  try {
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.organizationId, orgId), eq(payments.id, id)))
        .for('update');
      if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      const allocations = await tx
        .select({ invoiceId: paymentAllocations.invoiceId, amountMinor: paymentAllocations.amountMinor })
        .from(paymentAllocations)
        .where(eq(paymentAllocations.paymentId, id));
      await lockInvoices(
        tx,
        orgId,
        allocations.map((allocation) => allocation.invoiceId),
      );
      for (const allocation of allocations) {
        await tx
          .update(invoices)
          .set({ paidMinor: sql`${invoices.paidMinor} - ${allocation.amountMinor}`, updatedAt: sql`now()` })
          .where(and(eq(invoices.organizationId, orgId), eq(invoices.id, allocation.invoiceId)));
      }
      await tx.delete(payments).where(eq(payments.id, id));
    });
  } catch (error) {
    throw racedOrSame(error);
  }
}

/** The organization's payments, newest received first, of one client when named; paged. */
export async function listPayments(
  db: Db,
  auth: AuthContext,
  query: PaymentListQuery,
): Promise<{ data: Payment[]; meta: ListMeta }> {
  const orgId = requireBilling(auth);
  const where = and(
    eq(payments.organizationId, orgId),
    query.customerId ? eq(payments.customerId, query.customerId) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      paymentsWhere(db, orgId, where, { limit, offset, total: totalColumn(db, payments, where) }),
    () => boundedCountQuery(db, payments, where),
  );
  return { data: rows.map(({ total: _total, ...payment }) => payment), meta };
}

/** Payments of the organization matching `where`, with their allocations and the invoices' numbers. */
async function paymentsWhere(
  db: Db,
  orgId: string,
  where: ReturnType<typeof and>,
  page?: { limit: number; offset: number; total: ReturnType<typeof totalColumn> },
): Promise<(Payment & { total: number })[]> {
  const base = db
    .select({
      id: payments.id,
      customerId: payments.customerId,
      customerName: customers.businessName,
      receivedOn: payments.receivedOn,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      mode: payments.mode,
      reference: payments.reference,
      note: payments.note,
      createdAt: payments.createdAt,
      total: page ? page.total : sql<number>`1`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(customers, and(eq(customers.id, payments.customerId), eq(customers.organizationId, orgId)))
    .where(and(eq(payments.organizationId, orgId), where))
    .orderBy(desc(payments.receivedOn), desc(payments.createdAt), desc(payments.id))
    .$dynamic();
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const allocations = rows.length
    ? await db
        .select({
          paymentId: paymentAllocations.paymentId,
          invoiceId: paymentAllocations.invoiceId,
          number: invoices.number,
          amountMinor: paymentAllocations.amountMinor,
        })
        .from(paymentAllocations)
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(
          and(
            eq(paymentAllocations.organizationId, orgId),
            inArray(
              paymentAllocations.paymentId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(invoices.issueDate), asc(invoices.number))
    : [];
  return rows.map((row) => {
    const own = allocations
      .filter((allocation) => allocation.paymentId === row.id)
      .map(({ invoiceId, number, amountMinor }) => ({ invoiceId, number, amountMinor }));
    return {
      ...row,
      mode: row.mode as PaymentMode,
      createdAt: row.createdAt.toISOString(),
      allocations: own,
      unallocatedMinor: row.amountMinor - own.reduce((sum, allocation) => sum + allocation.amountMinor, 0),
    };
  });
}
