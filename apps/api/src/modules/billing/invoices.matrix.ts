/**
 * The shared walks' view of invoices (issue 42): a draft with a line and the billing settings written
 * straight to the database for the tenant isolation walk to attack, and the permission matrix's cases for
 * the settings, unbilled and invoice routes (apps/api/src/test/permission-matrix.test.ts runs them): each
 * allowed with time.billing, 403 without it.
 */
import type { Permission } from '@taskflow/shared';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingSettings, customers, invoiceLines, invoices, jobs } from '../../db/schema';
import { MONTH_DRAFTS_JOB, runsOf } from './month-drafts.jobs';
import { insertIssuedInvoice } from './payments.matrix';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A draft with one typed line of ₹1,000 for the client, straight to the database. */
async function insertDraft(db: Db, orgId: string, customerId: string): Promise<string> {
  const [draft] = await db
    .insert(invoices)
    .values({
      organizationId: orgId,
      customerId,
      currency: 'INR',
      subtotalMinor: 100_000,
      totalMinor: 100_000,
    })
    .returning({ id: invoices.id });
  if (!draft) throw new Error('No draft');
  await db.insert(invoiceLines).values({
    organizationId: orgId,
    invoiceId: draft.id,
    description: 'Retainer',
    unitPriceMinor: 100_000,
    amountMinor: 100_000,
  });
  return draft.id;
}

/** A draft of the organization's first client and its billing settings: rows for the isolation walk. */
export async function probeDraftInvoice(db: Db, orgId: string): Promise<string> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.organizationId, orgId))
    .limit(1);
  if (!customer) throw new Error('No client to bill');
  await db.insert(billingSettings).values({ organizationId: orgId }).onConflictDoNothing();
  return insertDraft(db, orgId, customer.id);
}

export interface InvoicesMatrixContext {
  db: () => Db;
  orgId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

let made = 0;

/** The settings, unbilled and invoice routes: each needs Rates and Billing. */
export function invoiceRouteCases(
  context: InvoicesMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const { call } = context;
  const client = async () => {
    made += 1;
    const [row] = await context
      .db()
      .insert(customers)
      .values({
        organizationId: context.orgId(),
        businessName: `Matrix invoiced ${made}`,
        email: 'invoiced@client.test',
        address: '1 Invoice Road',
      })
      .returning({ id: customers.id });
    return row?.id as string;
  };
  const draft = async () => insertDraft(context.db(), context.orgId(), await client());
  const issued = async () =>
    insertIssuedInvoice(context.db(), context.orgId(), await client(), {
      totalMinor: 118_000,
      issueDate: '2026-11-20',
    });
  const line = { description: 'Retainer', quantityMilli: 1000, unitPriceMinor: 100_000, taxRateBp: 1800 };
  const settings = {
    invoicePrefix: 'MTX',
    creditNotePrefix: 'MTXCN',
    defaultSac: '998222',
    defaultTaxRateBp: 1800,
    taxName: 'GST',
    paymentTermsDays: 15,
  };
  return [
    {
      route: 'GET /billing/settings',
      needs: 'time.billing',
      run: () => call('GET', '/api/v1/billing/settings'),
    },
    {
      route: 'PUT /billing/settings',
      needs: 'time.billing',
      run: () => call('PUT', '/api/v1/billing/settings', settings),
    },
    {
      route: 'GET /billing/unbilled',
      needs: 'time.billing',
      run: () => call('GET', '/api/v1/billing/unbilled'),
    },
    {
      route: 'GET /customers/:id/unbilled',
      needs: 'time.billing',
      run: async () => call('GET', `/api/v1/customers/${await client()}/unbilled`),
    },
    { route: 'GET /invoices', needs: 'time.billing', run: () => call('GET', '/api/v1/invoices') },
    {
      route: 'POST /invoices',
      needs: 'time.billing',
      run: async () => call('POST', '/api/v1/invoices', { customerId: await client(), fromUnbilled: false }),
    },
    {
      route: 'POST /invoices/month-drafts',
      needs: 'time.billing',
      // Queued once: while it waits, another run is refused with 409, which the refused call never reaches.
      run: async () => {
        await context
          .db()
          .delete(jobs)
          .where(like(jobs.key, `${runsOf(context.orgId())}%`));
        return call('POST', '/api/v1/invoices/month-drafts', { month: '2001-01' });
      },
    },
    {
      route: 'GET /invoices/month-drafts/:jobId',
      needs: 'time.billing',
      run: async () => {
        // A run's first page, queued far ahead so that no worker takes it.
        const runId = crypto.randomUUID();
        await context
          .db()
          .insert(jobs)
          .values({
            kind: MONTH_DRAFTS_JOB,
            key: `${runsOf(context.orgId())}${runId}:0`,
            runAt: new Date('2100-01-01T00:00:00Z'),
            payload: { runId, page: 0, done: 0, total: 0, created: 0 },
          });
        return call('GET', `/api/v1/invoices/month-drafts/${runId}`);
      },
    },
    {
      route: 'GET /invoices/:id',
      needs: 'time.billing',
      run: async () => call('GET', `/api/v1/invoices/${await issued()}`),
    },
    {
      route: 'PUT /invoices/:id',
      needs: 'time.billing',
      run: async () => call('PUT', `/api/v1/invoices/${await draft()}`, { lines: [line] }),
    },
    {
      route: 'DELETE /invoices/:id',
      needs: 'time.billing',
      run: async () => call('DELETE', `/api/v1/invoices/${await draft()}`),
    },
    {
      route: 'POST /invoices/:id/issue',
      needs: 'time.billing',
      run: async () => call('POST', `/api/v1/invoices/${await draft()}/issue`, {}),
    },
    {
      route: 'POST /invoices/:id/void',
      needs: 'time.billing',
      run: async () => call('POST', `/api/v1/invoices/${await issued()}/void`, { reason: 'Matrix' }),
    },
    {
      route: 'POST /invoices/:id/credit-notes',
      needs: 'time.billing',
      run: async () => call('POST', `/api/v1/invoices/${await issued()}/credit-notes`, { reason: 'Matrix' }),
    },
  ];
}
