import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Timesheet } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  };
}

/** Answers the withdraw call with the open week, and anything else (session, organization) with null. */
function stubApi() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    String(url).endsWith('/time/timesheet/withdraw')
      ? new Response(JSON.stringify({ data: sheetOf('open') }), { status: 200 })
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
