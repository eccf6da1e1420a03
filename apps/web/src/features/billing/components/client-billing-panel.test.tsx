import type { ClientBalance, ClientUnbilled } from '@taskflow/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT, draft, id, renderWithApi, summary } from '../test-fixtures';
import { ClientBillingPanel } from './client-billing-panel';

/** Issue 42: the client page's billing, for Rates and Billing holders only. */
const UNBILLED: ClientUnbilled = {
  customerId: CLIENT.id,
  customerName: CLIENT.name,
  currency: 'INR',
  fees: [
    {
      clientJobId: id(600),
      clientServiceId: id(601),
      serviceId: id(602),
      serviceName: 'GSTR-3B',
      title: 'GSTR-3B – Oct 2026',
      periodLabel: 'Oct 2026',
      completedAt: '2026-11-18T06:00:00.000Z',
      feeMinor: 150_050,
    },
  ],
  time: [
    {
      userId: id(700),
      userName: 'Vikram Iyer',
      minutes: 750,
      entryCount: 4,
      hourlyRateMinor: 300_000,
      valueMinor: 3_750_000,
      firstDate: '2026-11-02',
      lastDate: '2026-11-13',
    },
    {
      userId: id(701),
      userName: 'Neha Joshi',
      minutes: 90,
      entryCount: 1,
      hourlyRateMinor: null,
      valueMinor: null,
      firstDate: '2026-11-05',
      lastDate: '2026-11-05',
    },
  ],
  awaitingApprovalMinutes: 120,
  totalMinor: 3_900_050,
};

const BALANCE: ClientBalance = {
  customerId: CLIENT.id,
  customerName: CLIENT.name,
  currency: 'INR',
  outstandingMinor: 590_000,
  advanceMinor: 0,
  ageing: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 590_000 },
  oldestIssueDate: '2026-07-01',
};

function route(url: string, init?: RequestInit) {
  if (url === `/api/v1/customers/${CLIENT.id}/unbilled`) return { data: UNBILLED };
  if (url === `/api/v1/customers/${CLIENT.id}/balance`) return { data: BALANCE };
  if (url === '/api/v1/invoices' && init?.method === 'POST') return { data: draft({ id: id(250) }) };
  if (url.startsWith('/api/v1/invoices?'))
    return { data: [summary()], meta: { page: 1, pageSize: 5, total: 1 } };
  return undefined;
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('the client page’s Billing panel', { timeout: 30_000 }, () => {
  it('shows nothing, and asks nothing, without Rates and Billing', async () => {
    const { calls } = renderWithApi(<ClientBillingPanel customer={CLIENT} />, {
      route,
      permissions: ['customers.view'],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Billing' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the unbilled fees and time with amounts, what is owed and its age, and the invoices', async () => {
    renderWithApi(<ClientBillingPanel customer={CLIENT} />, { route });
    expect(await screen.findByRole('link', { name: 'GSTR-3B · Oct 2026' })).toHaveAttribute(
      'href',
      `/app/jobs/${id(600)}`,
    );
    expect(screen.getByText('₹1,500.50')).toBeInTheDocument();
    expect(screen.getByText('Vikram Iyer')).toBeInTheDocument();
    expect(screen.getByText('₹37,500.00')).toBeInTheDocument();
    expect(screen.getByText('Needs a rate')).toBeInTheDocument();
    expect(screen.getByText(/2:00 h of billable time await approval/)).toBeInTheDocument();
    expect(screen.getByText('₹39,000.50')).toBeInTheDocument();
    const over90 = screen.getByText('Over 90 days').closest('div') as HTMLElement;
    expect(over90).toHaveTextContent('₹5,900.00');
    expect(over90.querySelector('dd')).toHaveClass('text-red-700');
    expect(screen.getByRole('link', { name: 'PRA/2026-27/0001' })).toBeInTheDocument();
  });

  it('drafts an invoice of the unbilled work in one action and opens it', async () => {
    const { calls, router } = renderWithApi(<ClientBillingPanel customer={CLIENT} />, { route });
    await userEvent.click(await screen.findByRole('button', { name: 'Draft invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/billing/invoices/${id(250)}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      customerId: CLIENT.id,
      fromUnbilled: true,
    });
  });
});
