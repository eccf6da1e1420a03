import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Timesheet } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimesheetPanel } from './timesheet-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const WEEK = '2026-11-16';
const days = Array.from({ length: 7 }, (_, index) => `2026-11-${String(16 + index).padStart(2, '0')}`);

function sheetOf(status: Timesheet['status']): Timesheet {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    user: { id: 'u1', name: 'Asha Employee' },
    weekStart: WEEK,
    days,
    status,
    isLocked: status === 'submitted' || status === 'approved',
    today: '2026-11-25',
    allowFutureTime: false,
    roundingMinutes: 0,
    canDecide: false,
    rows: [],
    dayTotals: [0, 0, 0, 0, 0, 0, 0],
    total: 0,
    billableMinutes: 0,
    hasRunningTimer: false,
    events: [],
    submitOpensOn: '2026-11-20',
    emptyWorkingDays: [],
    reopenRequest: null,
  };
}

/** Answers the withdraw call with the open week, and anything else (session, organization) with null. */
function stubApi() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    String(url).endsWith('/time/timesheet/withdraw')
      ? new Response(JSON.stringify({ data: sheetOf('open') }), { status: 200 })
      : String(url).endsWith('/time/timesheet/submit')
        ? new Response(JSON.stringify({ data: sheetOf('submitted') }), { status: 200 })
        : String(url).includes('/tasks?')
          ? new Response(JSON.stringify({ data: [] }), { status: 200 })
          : new Response(JSON.stringify({ data: null }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel(sheet: Timesheet, isOwn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TimesheetPanel sheet={sheet} isOwn={isOwn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TimesheetPanel withdraw', () => {
  it('the owner withdraws a submitted week: it posts the week and confirms with a toast', async () => {
    const fetchMock = stubApi();
    renderPanel(sheetOf('submitted'), true);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'The week was withdrawn: you can change it and submit it again.',
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/time/timesheet/withdraw'));
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ week: WEEK });
  });

  it('is offered only to the owner, and only while the week waits for a decision', () => {
    stubApi();
    const { unmount } = renderPanel(sheetOf('submitted'), false);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    unmount();
    const approved = renderPanel(sheetOf('approved'), true);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    approved.unmount();
    renderPanel(sheetOf('open'), true);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit week' })).toBeInTheDocument();
  });
});

/** In a data router, as the app renders it (forms guard unsaved changes with useBlocker). */
function renderRouted(sheet: Timesheet, isOwn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <TimesheetPanel sheet={sheet} isOwn={isOwn} /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TimesheetPanel: a week locks when it is done (issue 30, item 2)', () => {
  afterEach(() => vi.useRealTimers());

  it('Submit is disabled before the last working day and says when it opens; on that day it is enabled', () => {
    stubApi();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T12:00:00Z') });
    const before = renderPanel(sheetOf('open'), true);
    expect(screen.getByRole('button', { name: 'Submit week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit week' })).toHaveAccessibleDescription(
      'Submit opens on Fri, 20 Nov 2026, your last working day of this week',
    );
    before.unmount();
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    renderPanel(sheetOf('open'), true);
    expect(screen.getByRole('button', { name: 'Submit week' })).toBeEnabled();
    expect(screen.queryByText(/Submit opens on/)).toBeNull();
  });

  it('the owner of an approved week asks to reopen it, with a reason; the request is shown once asked', async () => {
    const fetchMock = stubApi();
    const approved = renderRouted(sheetOf('approved'), true);
    await userEvent.click(screen.getByRole('button', { name: 'Ask to reopen' }));
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Client call on Friday');
    await userEvent.click(screen.getAllByRole('button', { name: 'Ask to reopen' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your approver was asked to reopen the week.'),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/time/timesheet/reopen-request'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ week: WEEK, reason: 'Client call on Friday' });
    approved.unmount();
    renderPanel(
      { ...sheetOf('approved'), reopenRequest: { at: '2026-11-24T10:00:00Z', reason: null } },
      true,
    );
    expect(screen.queryByRole('button', { name: 'Ask to reopen' })).toBeNull();
    expect(screen.getByText(/You asked to reopen it on/)).toBeInTheDocument();
  });

  it('the approver reads the request and its reason', () => {
    stubApi();
    renderPanel(
      {
        ...sheetOf('approved'),
        canDecide: true,
        reopenRequest: { at: '2026-11-24T10:00:00Z', reason: 'Missed a call' },
      },
      false,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Asha Employee asks to reopen this week: Missed a call Reopen it to let them change it.',
    );
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });
});

/** Issue 39, item 7: a week could be submitted with four empty working days without a word. */
describe('TimesheetPanel: working days without time', () => {
  // Friday 20 November 2026: Submit is open for the week of 16 November.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());
  const submits = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/time/timesheet/submit'));
  const EMPTY = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'];

  it('asks before submitting a week with empty working days, naming them; Go back sends nothing', async () => {
    const fetchMock = stubApi();
    renderPanel({ ...sheetOf('open'), emptyWorkingDays: EMPTY }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Submit week' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit with 4 working days empty?' });
    expect(dialog).toHaveTextContent(
      'No time is logged on Mon 16 Nov, Tue 17 Nov, Wed 18 Nov and Thu 19 Nov.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(submits(fetchMock)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Submit week' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The week was submitted for approval.'));
    expect(submits(fetchMock)).toHaveLength(1);
  });

  it('submits a full week at once, and shows the approver the empty days of a submitted one', async () => {
    const fetchMock = stubApi();
    const full = renderPanel(sheetOf('open'), true);
    await userEvent.click(screen.getByRole('button', { name: 'Submit week' }));
    await waitFor(() => expect(submits(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    full.unmount();

    renderPanel({ ...sheetOf('submitted'), canDecide: true, emptyWorkingDays: ['2026-11-17'] }, false);
    expect(screen.getByRole('note')).toHaveTextContent('1 working day of this week has no time: Tue 17 Nov.');
  });
});
