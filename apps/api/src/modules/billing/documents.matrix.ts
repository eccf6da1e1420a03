/**
 * The permission matrix's cases for billing's documents (apps/api/src/test/permission-matrix.test.ts runs
 * them): an invoice's PDF, its sending and a client's statement as PDF, each allowed with time.billing and
 * 403 without it.
 */
import type { Permission } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { insertIssuedInvoice } from './payments.matrix';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface DocumentsMatrixContext {
  db: () => Db;
  orgId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

let made = 0;

export function documentRouteCases(
  context: DocumentsMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  /** A client (its own address is where a send goes) with an issued invoice of ₹11,800. */
  const billed = async () => {
    made += 1;
    const [client] = await context
      .db()
      .insert(customers)
      .values({
        organizationId: context.orgId(),
        businessName: `Matrix document client ${made}`,
        email: `documents${made}@client.test`,
        address: '1 Ledger Lane',
      })
      .returning({ id: customers.id });
    const customerId = client?.id as string;
    const invoiceId = await insertIssuedInvoice(context.db(), context.orgId(), customerId, {
      totalMinor: 1_180_000,
      issueDate: '2026-11-30',
    });
    return { customerId, invoiceId };
  };
  const { call } = context;
  return [
    {
      route: 'GET /invoices/:id/pdf',
      needs: 'time.billing',
      run: async () => call('GET', `/api/v1/invoices/${(await billed()).invoiceId}/pdf`),
    },
    {
      route: 'POST /invoices/:id/send',
      needs: 'time.billing',
      run: async () => call('POST', `/api/v1/invoices/${(await billed()).invoiceId}/send`, {}),
    },
    {
      route: 'GET /customers/:id/statement.pdf',
      needs: 'time.billing',
      run: async () =>
        call(
          'GET',
          `/api/v1/customers/${(await billed()).customerId}/statement.pdf?from=2026-11-01&to=2026-12-31`,
        ),
    },
  ];
}
