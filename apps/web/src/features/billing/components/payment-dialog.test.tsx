import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, id, refusal, renderWithApi, sent, summary } from '../test-fixtures';
import { PaymentDialog } from './payment-dialog';

/** Issue 42: a payment against the client's open invoices, oldest first until changed; the rest is advance. */
const OPEN = [
  summary({ id: id(202), number: 'PRA/2026-27/0009', issueDate: '2026-10-01', outstandingMinor: 300_000 }),
  summary({ id: id(201), number: 'PRA/2026-27/0004', issueDate: '2026-08-01', outstandingMinor: 100_000 }),
  // Paid and void ones are listed by the API too: never offered.
  summary({ id: id(203), number: 'PRA/2026-27/0002', viewStatus: 'paid', outstandingMinor: 0 }),
  summary({
    id: id(204),
    number: 'PRA/2026-27/0003',
    status: 'void',
    viewStatus: 'void',
    outstandingMinor: 0,
  }),
];

function renderDialog(route: (url: string, init?: RequestInit) => unknown = () => undefined) {
  const onClose = vi.fn();
  const rendered = renderWithApi(
    <PaymentDialog isOpen onClose={onClose} currency="INR" customer={CLIENT} />,
    {
      route: (url, init) => {
        const routed = route(url, init);
        if (routed !== undefined) return routed;
        if (url.startsWith('/api/v1/invoices?')) {
          return { data: OPEN, meta: { page: 1, pageSize: 200, total: OPEN.length } };
        }
        return undefined;
      },
    },
  );
  return { ...rendered, onClose };
}

const amountAgainst = (number: string) => screen.getByRole('textbox', { name: `Amount against ${number}` });

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Record payment', { timeout: 30_000 }, () => {
  it('spreads the amount over the open invoices oldest first, and says what stays as advance', async () => {
    const { calls, onClose } = renderDialog((url, init) =>
      url === '/api/v1/payments' && init?.method === 'POST'
        ? { data: { id: id(500), unallocatedMinor: 50_000 } }
        : undefined,
    );
    expect(await screen.findByText('PRA/2026-27/0004')).toBeInTheDocument();
    expect(screen.queryByText('PRA/2026-27/0002')).toBeNull();
    expect(calls.find((call) => call.url.startsWith('/api/v1/invoices?'))?.url).toContain(
      `customerId=${CLIENT.id}`,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Amount \(INR\)/ }), '4500');
    // The older invoice (August) is paid in full first, the rest goes to October's.
    await waitFor(() => expect(amountAgainst('PRA/2026-27/0004')).toHaveValue('1000.00'));
    expect(amountAgainst('PRA/2026-27/0009')).toHaveValue('3000.00');
    expect(screen.getByText(/Kept as advance/)).toHaveTextContent('₹500.00');

    // Changed by hand, the amounts stay as typed when the payment changes.
    await userEvent.clear(amountAgainst('PRA/2026-27/0009'));
    await userEvent.type(amountAgainst('PRA/2026-27/0009'), '2000');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount \(INR\)/ }), '0');
    expect(amountAgainst('PRA/2026-27/0009')).toHaveValue('2000');
    expect(screen.getByText(/Kept as advance/)).toHaveTextContent('₹42,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Oldest first' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Amount \(INR\)/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Amount \(INR\)/ }), '1500.50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Mode/ }), 'upi');
    await userEvent.type(screen.getByRole('textbox', { name: /Reference/ }), 'UTR 42');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(calls, 'POST', '/api/v1/payments')[0]?.body).toEqual({
      customerId: CLIENT.id,
      receivedOn: '2026-11-28',
      amountMinor: 150_050,
      mode: 'upi',
      reference: 'UTR 42',
      allocations: [
        { invoiceId: id(201), amountMinor: 100_000 },
        { invoiceId: id(202), amountMinor: 50_050 },
      ],
    });
  });

  it('refuses amounts against invoices beyond the payment, and a mode not chosen, before sending', async () => {
    const { calls } = renderDialog();
    await screen.findByText('PRA/2026-27/0004');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount \(INR\)/ }), '500');
    await userEvent.clear(amountAgainst('PRA/2026-27/0009'));
    await userEvent.type(amountAgainst('PRA/2026-27/0009'), '600');
    expect(screen.getByText(/more than the payment is against invoices/)).toHaveTextContent('₹600.00');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('The amounts against invoices add up to more than the payment'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose how it was paid')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/v1/payments')).toEqual([]);
  });

  it('puts the server’s message about an allocation on its invoice’s row', async () => {
    renderDialog((_url, init) =>
      init?.method === 'POST'
        ? refusal({ 'allocations.1.amountMinor': 'This is more than is owed on the invoice' })
        : undefined,
    );
    await screen.findByText('PRA/2026-27/0004');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount \(INR\)/ }), '4000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Mode/ }), 'cash');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    // Sent second (after August's), October's row carries it.
    await waitFor(() => expect(amountAgainst('PRA/2026-27/0009')).toHaveAttribute('aria-invalid', 'true'));
    const october = amountAgainst('PRA/2026-27/0009').closest('li') as HTMLElement;
    expect(within(october).getByText('This is more than is owed on the invoice')).toBeInTheDocument();
    expect(amountAgainst('PRA/2026-27/0004')).not.toHaveAttribute('aria-invalid');
  });
});
