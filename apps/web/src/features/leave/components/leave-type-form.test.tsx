import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LeaveType } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveTypeForm } from './leave-type-form';

/** Issue 30, item 10: a policy change shows its effect on balances before it is saved. */
const annual: LeaveType = {
  id: 't1',
  name: 'Annual',
  isPaid: true,
  yearlyAllocation: 18,
  accrual: 'monthly',
  proration: 'joining_month',
  pendingChange: null,
  allowsHalfDays: true,
  tracksBalance: true,
  carryForwardCap: 5,
  documentRequiredAfterDays: null,
  approvalSteps: [],
  escalationDays: null,
  maxDaysBack: 0,
  isArchived: false,
};

/** Twelve people: eleven established (16.5 → 18), one November joiner who does not change. */
const people = [
  ...Array.from({ length: 11 }, (_, index) => ({
    user: { id: `u${index}`, name: `Person ${String(index + 1).padStart(2, '0')}` },
    before: 16.5,
    after: 18,
    change: 1.5,
  })),
  { user: { id: 'joiner', name: 'November Joiner' }, before: 1.5, after: 1.5, change: 0 },
];

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const previews: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (String(input).includes('/policy-preview')) {
        const body = JSON.parse(String(init?.body));
        previews.push(body);
        return json({ effective: body.effective, year: body.effective === 'now' ? 2026 : 2027, people });
      }
      if (String(input).includes('/people/options')) return json({ roles: [], departments: [] });
      return json(null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <LeaveTypeForm leaveType={annual} onSubmit={onSubmit} onCancel={() => {}} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { previews, onSubmit };
}

afterEach(() => vi.unstubAllGlobals());

describe('LeaveTypeForm: the effect of a policy change', () => {
  it('shows nothing until a policy field changes, then before → after for ten people and a count', async () => {
    const { previews } = renderForm();
    const allocation = await screen.findByLabelText(/Yearly allocation/);
    expect(screen.queryByRole('region', { name: 'Effect on balances' })).toBeNull();
    await userEvent.clear(allocation);
    await userEvent.type(allocation, '20');
    const panel = await screen.findByRole('region', { name: 'Effect on balances' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(10));
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Person 01');
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('16.5 days → 18 days (+1.5 days)');
    expect(panel).toHaveTextContent('and 1 more; 11 of 12 people change.');
    expect(panel).not.toHaveTextContent('November Joiner');
    expect(previews.at(-1)).toEqual({ yearlyAllocation: 20, effective: 'now' });

    // From the next leave year: the preview asks again for that.
    await userEvent.selectOptions(screen.getByLabelText(/take effect/), 'next_year');
    await waitFor(() => expect(previews.at(-1)).toEqual({ yearlyAllocation: 20, effective: 'next_year' }));
    expect(await within(panel).findByText(/Entitlement for 2027/)).toBeInTheDocument();
  });
});
