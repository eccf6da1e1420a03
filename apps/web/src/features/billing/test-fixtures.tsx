import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BillingSettings, Invoice, InvoiceLine, InvoiceSummary, SessionUser } from '@taskflow/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { meQueryOptions } from '../../lib/auth';
import { organizationQueryOptions } from '../../lib/organization';

/** Ids the shared schemas take (z.uuid wants a real version and variant). */
export const id = (n: number) => `6f1c1d9e-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const CLIENT = { id: id(1), name: 'Sharma Traders' };
export const BILLING = ['time.billing', 'customers.view'];

export const SETTINGS: BillingSettings = {
  legalName: 'Pradhan & Associates LLP',
  gstin: null,
  gstStateCode: '27',
  pan: null,
  invoicePrefix: 'PRA',
  creditNotePrefix: 'PRACN',
  defaultSac: '998222',
  defaultTaxRateBp: 1800,
  taxName: 'GST',
  paymentTermsDays: 15,
  paymentInstructions: undefined,
  footer: undefined,
  isGst: true,
  fyStartMonth: 4,
  currency: 'INR',
};

const party = (name: string, stateCode: string) => ({
  name,
  address: null,
  gstin: null,
  stateCode,
  stateName: stateCode === '27' ? 'Maharashtra' : 'Karnataka',
  pan: null,
  email: null,
});

export const line = (partial: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id: id(300),
  position: 0,
  kind: 'item',
  description: 'GST returns, October',
  sacCode: '998222',
  quantityMilli: 1000,
  unitPriceMinor: 500_000,
  amountMinor: 500_000,
  taxRateBp: 1800,
  cgstMinor: 45_000,
  sgstMinor: 45_000,
  igstMinor: 0,
  otherTaxMinor: 0,
  clientJobId: null,
  serviceId: null,
  userId: null,
  minutes: null,
  ...partial,
});

export const summary = (partial: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: id(200),
  kind: 'invoice',
  status: 'issued',
  viewStatus: 'issued',
  number: 'PRA/2026-27/0001',
  customerId: CLIENT.id,
  customerName: CLIENT.name,
  issueDate: '2026-11-02',
  dueDate: '2026-11-17',
  currency: 'INR',
  totalMinor: 590_000,
  paidMinor: 0,
  creditedMinor: 0,
  outstandingMinor: 590_000,
  periodLabel: null,
  createdAt: '2026-11-02T04:30:00.000Z',
  ...partial,
});

export const invoice = (partial: Partial<Invoice> = {}): Invoice => ({
  ...summary(),
  creditNoteOf: null,
  creditNotes: [],
  placeOfSupply: '27',
  placeOfSupplyName: 'Maharashtra',
  taxRegime: 'gst_intra',
  taxName: 'GST',
  supplier: party('Pradhan & Associates LLP', '27'),
  recipient: party(CLIENT.name, '27'),
  lines: [line()],
  subtotalMinor: 500_000,
  cgstMinor: 45_000,
  sgstMinor: 45_000,
  igstMinor: 0,
  otherTaxMinor: 0,
  totalInWords: 'Five Thousand Nine Hundred Rupees Only',
  notes: null,
  voidReason: null,
  paymentInstructions: null,
  footer: null,
  payments: [],
  ...partial,
});

/** A draft as POST /invoices answers it: no number, no dates, nothing owed. */
export const draft = (partial: Partial<Invoice> = {}): Invoice =>
  invoice({
    status: 'draft',
    viewStatus: 'draft',
    number: null,
    issueDate: null,
    dueDate: null,
    outstandingMinor: 0,
    ...partial,
  });

const me = (permissions: string[]): SessionUser =>
  ({
    id: id(900),
    name: 'Asha Rao',
    email: 'asha@firm.in',
    organizationId: id(901),
    organizationName: 'Pradhan & Associates',
    roleName: 'Partner',
    timeZone: null,
    jobTitle: null,
    joinedOn: null,
    permissions,
  }) as unknown as SessionUser;

export type Route = (url: string, init?: RequestInit) => unknown;
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers the API from `route` (its value is the JSON body, or a Response), records every call, and
 * renders `element` at `at` signed in with `permissions`, in an Indian organization (INR, Kolkata).
 */
export function renderWithApi(
  element: ReactElement,
  {
    route,
    permissions = BILLING,
    path = '/',
    at = '/',
  }: { route: Route; permissions?: string[]; path?: string; at?: string },
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = route(url, init);
      if (answer instanceof Response) return answer;
      if (answer === null) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer ?? { data: [] }), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, me(permissions));
  queryClient.setQueryData(organizationQueryOptions.queryKey, {
    id: id(901),
    name: 'Pradhan & Associates',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
  } as never);
  const routes = [{ path, element }];
  if (path !== '/app/billing/invoices/:id') {
    routes.push({ path: '/app/billing/invoices/:id', element: <p>The invoice's page</p> });
  }
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router, queryClient };
}

/** A refusal as the API words it: 400 (or `status`) with the fields' messages. */
export const refusal = (fields: Record<string, string>, status = 400, message = Object.values(fields)[0]) =>
  new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message, details: { fields } } }), {
    status,
  });

export const sent = (calls: Call[], method: string, prefix: string) =>
  calls.filter((call) => call.method === method && call.url.startsWith(prefix));
