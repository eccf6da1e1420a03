import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { id, renderWithApi, summary } from '../../../../features/billing/test-fixtures';
import BillingInvoicesPage from './billing-invoices-page';

/** Issue 42: the firm's invoices by status, client and number; drafts for a whole month with their progress. */
const ROWS = [
  summary({ id: id(201), viewStatus: 'overdue', dueDate: '2026-11-10' }),
  summary({
    id: id(202),
    number: null,
    status: 'draft',
    viewStatus: 'draft',
    issueDate: null,
    dueDate: null,
    outstandingMinor: 0,
  }),
];

const listCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/v1/invoices?') || call.url === '/api/v1/invoices')
    .map((call) => call.url);

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

describe('the Invoices page', { timeout: 30_000 }, () => {
  it('lists number, client, dates, total, outstanding and status, overdue in red', async () => {
    renderWithApi(<BillingInvoicesPage />, {
      route: (url) =>
        url.startsWith('/api/v1/invoices')
          ? { data: ROWS, meta: { page: 1, pageSize: 50, total: 2 } }
          : undefined,
    });
    const table = await screen.findByRole('table');
    const [, overdue, draft] = within(table).getAllByRole('row');
    expect(within(overdue as HTMLElement).getByRole('link', { name: 'PRA/2026-27/0001' })).toHaveAttribute(
      'href',
      `/app/billing/invoices/${id(201)}`,
    );
    expect(within(overdue as HTMLElement).getByText('10 Nov 2026')).toHaveClass('text-red-700');
    expect(within(overdue as HTMLElement).getAllByText('₹5,900.00')).toHaveLength(2);
    expect(within(overdue as HTMLElement).getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(within(draft as HTMLElement).getByRole('link', { name: 'Draft' })).toBeInTheDocument();
    expect(within(draft as HTMLElement).getByText('Not issued')).toBeInTheDocument();
  });

  it('asks the API again as the status and the search change, keeping them in the address', async () => {
    const { calls, router } = renderWithApi(<BillingInvoicesPage />, {
      route: (url) =>
        url.startsWith('/api/v1/invoices')
          ? { data: ROWS, meta: { page: 1, pageSize: 50, total: 2 } }
          : undefined,
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'part_paid');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/v1/invoices?status=part_paid'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), '0007');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/v1/invoices?status=part_paid&q=0007'));
    expect(router.state.location.search).toBe('?status=part_paid&q=0007');
  });

  it('makes the drafts of a month and follows them until they are made', async () => {
    let polls = 0;
    const { calls } = renderWithApi(<BillingInvoicesPage />, {
      route: (url, init) => {
        if (url === '/api/v1/invoices/month-drafts' && init?.method === 'POST')
          return { data: { jobId: 'run-1' } };
        if (url === '/api/v1/invoices/month-drafts/run-1') {
          polls += 1;
          return {
            data:
              polls === 1
                ? { status: 'running', done: 1, total: 4, created: 1 }
                : { status: 'done', done: 4, total: 4, created: 3 },
          };
        }
        if (url.startsWith('/api/v1/invoices'))
          return { data: [], meta: { page: 1, pageSize: 50, total: 0 } };
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drafts for a month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drafts for a month' });
    // The month before the organization's current one is offered.
    expect(within(dialog).getByLabelText('Month')).toHaveValue('2026-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make drafts' }));
    expect(await within(dialog).findByText('1 of 4 clients · 1 draft made')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(
      await within(dialog).findByText('4 of 4 clients · 3 drafts made', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ month: '2026-10' });
    const pollsWhenDone = polls;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(polls).toBe(pollsWhenDone);
  });
});
