import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LeavePreview, LeaveType } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplyLeaveForm } from './apply-leave-form';

const type = (name: string, overrides: Partial<LeaveType> = {}): LeaveType => ({
  id: `00000000-0000-4000-8000-00000000000${name.length}`,
  name,
  isPaid: true,
  yearlyAllocation: 10,
  accrual: 'yearly',
  proration: 'joining_month',
  pendingChange: null,
  allowsHalfDays: true,
  tracksBalance: true,
  carryForwardCap: 0,
  documentRequiredAfterDays: null,
  approvalSteps: [],
  escalationDays: null,
  maxDaysBack: 0,
  isArchived: false,
  ...overrides,
});
const SICK = type('Sick', { documentRequiredAfterDays: 2, maxDaysBack: 30 });
const EMERGENCY = type('Emergency', { allowsHalfDays: false });
const ANNUAL = type('Annual');

const PREVIEW: LeavePreview = {
  totalDays: 3,
  days: [],
  skipped: [{ date: '2026-12-05', reason: 'Weekend' }],
  remaining: 10,
  balanceOn: '2026-12-04',
  projected: false,
  warnings: [{ code: 'short_notice', message: 'Leave is best applied 48 to 72 hours ahead' }],
  errors: {},
  decider: { mode: 'approvers', message: 'Decided by: Reporting manager (Maya Manager).' },
};
let preview: LeavePreview;

let requests: { url: string; body: unknown }[];

/** The API as the form meets it: leave types, the preview, colleagues; anything posted is recorded. */
function stubApi() {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.startsWith('/api/v1/leave/types')) return json([SICK, EMERGENCY, ANNUAL]);
      if (url === '/api/v1/leave/requests/preview') return json(preview);
      if (url.startsWith('/api/v1/people')) return json([]);
      return json(null);
    }),
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <ApplyLeaveForm onApplied={() => {}} onCancel={() => {}} /> },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// A fixed day: Monday 30 November 2026, 10:00 in Kolkata.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T04:30:00Z') });
  preview = PREVIEW;
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ApplyLeaveForm', () => {
  it('shows what the dates cost, with warnings, and asks for the document the type needs beyond its limit', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Sick' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Sick');
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-12-02');
    await userEvent.clear(screen.getByLabelText(/To Date/));
    await userEvent.type(screen.getByLabelText(/To Date/), '2026-12-05');

    expect(await screen.findByTestId('leave-total-days')).toHaveTextContent('3 days');
    expect(screen.getByText('Leave is best applied 48 to 72 hours ahead')).toBeInTheDocument();
    expect(screen.getByText(/10 days remaining, 7 days after this leave/)).toBeInTheDocument();
    const preview = requests.find((request) => request.url === '/api/v1/leave/requests/preview');
    expect(preview?.body).toEqual({
      leaveTypeId: SICK.id,
      fromDate: '2026-12-02',
      toDate: '2026-12-05',
      fromDateHalf: false,
      toDateHalf: false,
    });

    // Over Sick's two days a document is required: refused on its field before anything is sent.
    expect(screen.getByLabelText(/Supporting document/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason for Leave/), 'Fever');
    await userEvent.type(screen.getByLabelText(/Address During Leave/), 'Home');
    await userEvent.type(screen.getByLabelText(/Emergency Contact/), '+91 98450 12345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Sick leave of more than 2 days needs a supporting document'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/v1/leave/requests')).toBe(false);
  });

  it('offers half days only where the type allows them: which half of one day, one box per end otherwise', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Sick' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Sick');
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-12-02');
    // The To Date follows the From Date: a one-day leave, its morning or its afternoon.
    await waitFor(() => expect(screen.getByLabelText(/To Date/)).toHaveValue('2026-12-02'));
    expect(screen.getByLabelText('Half day: the morning')).toBeInTheDocument();
    expect(screen.getByLabelText('Half day: the afternoon')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/To Date/));
    await userEvent.type(screen.getByLabelText(/To Date/), '2026-12-04');
    expect(screen.getByLabelText('Half day: the afternoon only')).toBeInTheDocument();
    expect(screen.getByLabelText('Half day: the morning only')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Emergency');
    expect(screen.queryByLabelText(/Half day/)).toBeNull();
  });

  it('says which balance it shows: projected on the leave’s first day when it lies ahead', async () => {
    preview = { ...PREVIEW, remaining: 14, balanceOn: '2027-06-07', projected: true };
    renderForm();
    await screen.findByRole('option', { name: 'Annual' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Annual');
    await userEvent.type(screen.getByLabelText(/From Date/), '2027-06-07');
    expect(
      await screen.findByText(
        /Annual balance projected on 7 Jun 2027: 14 days remaining, 11 days after this leave/,
      ),
    ).toBeInTheDocument();
  });

  it('says who will decide before anything is sent', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Sick' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Sick');
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-12-02');
    expect(await screen.findByTestId('leave-decider')).toHaveTextContent(
      'Decided by: Reporting manager (Maya Manager).',
    );
  });

  it('shows how far back a type may start, and offers no Submit for an earlier day', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Sick' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Sick');
    expect(screen.getByLabelText(/From Date/)).toHaveAccessibleDescription(
      'Sick leave may start up to 30 days back.',
    );
    expect(screen.getByLabelText(/From Date/)).toHaveAttribute('min', '2026-10-31');
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Annual');
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-11-27');
    const submit = screen.getByRole('button', { name: 'Submit application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Annual leave cannot start in the past');
    await userEvent.clear(screen.getByLabelText(/From Date/));
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-12-01');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('keeps Submit disabled, with the reason, while the preview names a refusal', async () => {
    preview = { ...PREVIEW, errors: { leaveTypeId: 'Not enough Sick leave: 1 day remaining' } };
    renderForm();
    await screen.findByRole('option', { name: 'Sick' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Sick');
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-12-02');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Submit application' })).toHaveAccessibleDescription(
      'Cannot submit yet: Not enough Sick leave: 1 day remaining',
    );
  });

  /**
   * Issue 39, item 7: "Annual leave cannot start in the past" stood under a valid future date and read as
   * an error. The rule is guidance under the field, quiet; the refusal only for a day before it.
   */
  it('tells the earliest start as guidance under a valid date, and refuses only an earlier one', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Annual' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Annual');
    const from = screen.getByLabelText(/From Date/);
    await userEvent.type(from, '2026-12-07');
    expect(from).toHaveAccessibleDescription('Annual leave starts today or later.');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/cannot start in the past/)).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-27');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Annual leave cannot start in the past');
  });

  /** Issue 39, item 7: a one-day half day says morning or afternoon, and is sent as such. */
  it('asks which half of a one-day leave, and sends it', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Annual' });
    await userEvent.selectOptions(screen.getByLabelText(/Leave Type/), 'Annual');
    await userEvent.type(screen.getByLabelText(/From Date/), '2026-12-07');
    const timeOff = screen.getByRole('group', { name: 'Time off' });
    expect(screen.getByRole('radio', { name: 'The whole day' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Half day' })).toBeNull();
    await userEvent.click(within(timeOff).getByRole('radio', { name: 'Half day: the morning' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.url === '/api/v1/leave/requests/preview').at(-1)?.body,
      ).toMatchObject({
        fromDate: '2026-12-07',
        toDate: '2026-12-07',
        fromDateHalf: false,
        toDateHalf: true,
      }),
    );
    await userEvent.click(within(timeOff).getByRole('radio', { name: 'Half day: the afternoon' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.url === '/api/v1/leave/requests/preview').at(-1)?.body,
      ).toMatchObject({
        fromDateHalf: true,
        toDateHalf: false,
      }),
    );
  });
});
