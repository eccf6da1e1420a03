import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClientService } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingDialog, billingBody, describeBilling } from './billing-fields';

/** Issue 42: how one client's service is billed, the fee typed in rupees and sent in paise. */
const ROW = {
  id: 'cs-1',
  customer: { id: 'c-1', name: 'Sharma Traders' },
  service: { id: 's-1', name: 'GSTR-3B', frequency: 'monthly' },
  assignee: null,
  status: 'active',
  billingMode: 'hourly',
  startsOn: '2026-04-01',
  endedAt: null,
  jobs: 8,
  openJobs: 1,
  latestJob: null,
} as ClientService;

afterEach(() => vi.unstubAllGlobals());

describe('billing of a client service', () => {
  it('reads the fee exactly, and only for a fixed fee', () => {
    expect(billingBody({ mode: 'fixed', fee: '1,500.50' }, 'INR')).toEqual({
      billingMode: 'fixed',
      feeMinor: 150_050,
    });
    expect(billingBody({ mode: 'fixed', fee: '' }, 'INR')).toEqual({ error: 'Enter the fee of one period' });
    expect(billingBody({ mode: 'fixed', fee: '15.005' }, 'INR')).toEqual({
      error: 'Enter a fee of 0 or more',
    });
    expect(billingBody({ mode: 'hourly', fee: '99' }, 'INR')).toEqual({
      billingMode: 'hourly',
      feeMinor: null,
    });
    expect(describeBilling({ billingMode: 'fixed', feeMinor: 150_050 }, 'INR')).toBe(
      'Fixed fee ₹1,500.50 a period',
    );
    expect(describeBilling({ billingMode: 'none', feeMinor: null }, 'INR')).toBe('Not billed');
  });

  it('changes a client’s service to a fixed fee, and shows the server’s message on the fee', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return bodies.length === 1
          ? new Response(
              JSON.stringify({
                error: {
                  code: 'FORBIDDEN',
                  message: 'Only people with Rates and Billing set how a client service is billed',
                  details: {
                    fields: {
                      feeMinor: 'Only people with Rates and Billing set how a client service is billed',
                    },
                  },
                },
              }),
              { status: 403 },
            )
          : new Response(JSON.stringify({ data: { ...ROW, billingMode: 'fixed', feeMinor: 250_000 } }));
      }),
    );
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BillingDialog row={ROW} currency="INR" onClose={onClose} />
      </QueryClientProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Billed' }), 'fixed');
    await userEvent.type(screen.getByRole('textbox', { name: 'Fee of one period (INR)' }), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only people with Rates and Billing set how a client service is billed'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { billingMode: 'fixed', feeMinor: 250_000 },
      { billingMode: 'fixed', feeMinor: 250_000 },
    ]);
  });
});
