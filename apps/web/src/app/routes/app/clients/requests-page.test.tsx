import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id, renderWithApi, request } from '../../../../features/client-requests/test-fixtures';
import RequestsPage from './requests-page';

/** Issue 41: the firm's outstanding requests, filtered, with what is overdue in the organization's zone. */
const ROWS = [
  // Due on the 28th: at 20:00 UTC on the 28th it is already the 29th in Kolkata, so it is overdue.
  request({
    id: id(101),
    title: 'Bank statements, Oct',
    dueOn: '2026-11-28',
    openCount: 1,
    toReviewCount: 1,
    remindersSent: 3,
  }),
  request({
    id: id(102),
    title: 'Form 16',
    dueOn: '2026-11-29',
    job: { id: id(201), title: 'ITR – FY 2025-26' },
    customer: { id: id(2), name: 'Gupta Stores' },
    sentAt: null,
  }),
];

function renderList(rows = ROWS) {
  return renderWithApi(<RequestsPage />, {
    permissions: ['requests.view', 'requests.manage', 'customers.view'],
    route: (url) => {
      if (url.startsWith('/api/v1/requests?')) {
        return { data: rows, meta: { page: 1, pageSize: 25, total: rows.length } };
      }
      return undefined;
    },
  });
}

const listCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/requests?')).map((call) => call.url.split('?')[1]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T20:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Requests page', () => {
  it('lists each request with its client, job, due date, counts, reminders and sending', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Bank statements, Oct' })).toHaveAttribute(
      'href',
      `/app/requests/${id(101)}`,
    );
    expect(within(first as HTMLElement).getByRole('link', { name: 'Sharma Traders' })).toBeTruthy();
    // Overdue in the organization's zone (Kolkata's 29 November), in red and in words.
    expect(within(first as HTMLElement).getByText('Overdue')).toBeVisible();
    expect(within(first as HTMLElement).getByText('28 Nov 2026')).toHaveClass('text-red-700');
    expect(within(first as HTMLElement).getByText('1 of 2')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('3')).toBeTruthy();
    // Due today there: not overdue; its job is linked; never sent.
    expect(within(second as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(within(second as HTMLElement).getByRole('link', { name: 'ITR – FY 2025-26' })).toHaveAttribute(
      'href',
      `/app/jobs/${id(201)}`,
    );
    expect(within(second as HTMLElement).getByText('Not sent')).toBeTruthy();
  });

  it('asks the API again as the filters change, keeping them in the address', async () => {
    const { calls, router } = renderList();
    await screen.findByRole('table');
    expect(listCalls(calls)).toEqual(['status=open']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Only those with items to review' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('status=open&toReview=true'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('status=all&toReview=true'));
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'Gupta');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('status=all&toReview=true&q=Gupta'));
    expect(router.state.location.search).toBe('?status=all&toReview=true&q=Gupta');
  });

  it('says when nothing is outstanding, and offers New request', async () => {
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'Nothing outstanding' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'New request' })).toHaveLength(2);
  });
});
