import {
  BalancesQuerySchema,
  type BalanceTotals,
  type ClientBalance,
  ListMetaSchema,
  listResponse,
  PAYMENT_MODES,
  type Payment,
  PaymentListQuerySchema,
  RecordPaymentSchema,
  type Statement,
  StatementQuerySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { listBalances, readClientBalance } from './balances.service';
import { deletePayment, listPayments, recordPayment } from './payments.service';
import { readStatement } from './statements.service';

const tags = ['billing'];

// The read shapes of packages/shared schemas/billing.ts, as the compiled serializers write them.
const PaymentSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  receivedOn: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  allocations: z.array(
    z.object({ invoiceId: z.string(), number: z.string().nullable(), amountMinor: z.number() }),
  ),
  unallocatedMinor: z.number(),
  createdAt: z.string(),
}) satisfies z.ZodType<Payment>;

const AgeingSchema = z.object({
  '0-30': z.number(),
  '31-60': z.number(),
  '61-90': z.number(),
  '90+': z.number(),
});
const ClientBalanceSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  currency: z.string(),
  outstandingMinor: z.number(),
  advanceMinor: z.number(),
  ageing: AgeingSchema,
  oldestIssueDate: z.string().nullable(),
}) satisfies z.ZodType<ClientBalance>;
const BalanceTotalsSchema = z.object({
  outstandingMinor: z.number(),
  advanceMinor: z.number(),
  ageing: AgeingSchema,
}) satisfies z.ZodType<BalanceTotals>;

const StatementSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  openingMinor: z.number(),
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['invoice', 'credit_note', 'payment', 'void']),
      reference: z.string(),
      description: z.string(),
      debitMinor: z.number(),
      creditMinor: z.number(),
      balanceMinor: z.number(),
    }),
  ),
  closingMinor: z.number(),
}) satisfies z.ZodType<Statement>;

/** Payments (registered under /payments by the billing plugin): Rates and Billing (time.billing). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Payments received, newest first (customerId; paged) (time.billing)',
        querystring: PaymentListQuerySchema,
        response: { 200: listResponse(PaymentSchema) },
      },
    },
    (request) => listPayments(app.db, authOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          "Record a payment of a client (customerId, receivedOn, amountMinor, mode upi|bank_transfer|cheque|cash|card, reference, note, allocations [{invoiceId, amountMinor}] against the client's issued invoices, each at most what is owed on it; the rest is the client's advance) (time.billing)",
        body: RecordPaymentSchema,
        response: { 201: z.object({ data: PaymentSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await recordPayment(app.db, authOf(request), request.body) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a payment; the invoices it paid owe it again (time.billing)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deletePayment(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

/** What clients owe and their statements (registered without a prefix by the billing plugin): time.billing. */
export const balancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/balances',
    {
      schema: {
        tags,
        summary:
          "Clients owing something or holding an advance, biggest outstanding first: outstanding, advance, ageing by days since issue (0-30, 31-60, 61-90, over 90) on the organization's today; q on the name; paged; the firm's totals (time.billing)",
        querystring: BalancesQuerySchema,
        response: {
          200: z.object({
            data: z.array(ClientBalanceSchema),
            meta: ListMetaSchema,
            totals: BalanceTotalsSchema,
          }),
        },
      },
    },
    (request) => listBalances(app.db, authOf(request), request.query),
  );

  app.get(
    '/customers/:id/balance',
    {
      schema: {
        tags,
        summary: "A client's outstanding, advance and ageing (time.billing)",
        params: IdParams,
        response: { 200: z.object({ data: ClientBalanceSchema }) },
      },
    },
    async (request) => ({ data: await readClientBalance(app.db, authOf(request), request.params.id) }),
  );

  app.get(
    '/customers/:id/statement',
    {
      schema: {
        tags,
        summary:
          "A client's statement of account from one day to another: the opening balance, invoices (debits), credit notes and payments (credits), voids with no effect, the running and closing balance (time.billing)",
        params: IdParams,
        querystring: StatementQuerySchema,
        response: { 200: z.object({ data: StatementSchema }) },
      },
    },
    async (request) => ({
      data: await readStatement(app.db, authOf(request), request.params.id, request.query),
    }),
  );
};
