import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TIME_DAY_FULL, type Timesheet } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUTURE_DAY_REASON } from './timesheet-grid';
import { TimesheetPanel } from './timesheet-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// The week of Monday 16 November 2026, read on Wednesday the 18th (the server's "today" in the zone).
const days = Array.from({ length: 7 }, (_, index) => `2026-11-${String(16 + index).padStart(2, '0')}`);
const task = {
  id: 't1',
  displayId: 'ACM-10',
  title: 'Audit ledgers',
  projectId: null,
  projectName: null,
  customerId: 'c1',
  customerName: 'Acme Mills',
};
function sheetOf(overrides: Partial<Timesheet> = {}): Timesheet {
  return {
    id: null,
    user: { id: 'u1', name: 'Meera Iyer' },
    weekStart: '2026-11-16',
    days,
    status: 'open',
    isLocked: false,
    today: '2026-11-18',
    allowFutureTime: false,
    roundingMinutes: 0,
    canDecide: false,
    rows: [{ task, days: [60, 30, 0, 0, 0, 0, 0], total: 90, billableMinutes: 90 }],
    dayTotals: [60, 30, 0, 0, 0, 0, 0],
    total: 90,
    billableMinutes: 90,
    hasRunningTimer: false,
    events: [],
    // Fields of the submit window and reopen requests (items 2 and 11), where the schema has them.
    submitOpensOn: '2026-11-16',
    emptyWorkingDays: [],
    reopenRequest: null,
    ...overrides,
  } as Timesheet;
}

function renderPanel(sheet: Timesheet) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TimesheetPanel sheet={sheet} isOwn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The cell save is refused with a field error; anything else answers nothing. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/time/timesheet/cells')
        ? new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION_FAILED',
                message: TIME_DAY_FULL,
                details: { fields: { minutes: TIME_DAY_FULL } },
              },
              message: TIME_DAY_FULL,
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify({ data: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  );
}

function narrowScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TimesheetGrid', () => {
  it('today takes hours; the days after it are disabled with the reason while the organization closes them', () => {
    stubApi();
    renderPanel(sheetOf());
    expect(screen.getByLabelText(/ACM-10 Wed .* hours/)).toBeEnabled();
    const thursday = screen.getByLabelText(/ACM-10 Thu .* hours/);
    expect(thursday).toBeDisabled();
    expect(thursday).toHaveAccessibleDescription(FUTURE_DAY_REASON);
    expect(screen.getByText(new RegExp(`${FUTURE_DAY_REASON}: the days after today`))).toBeInTheDocument();
  });

  it('future days are open when the organization allows them', () => {
    stubApi();
    renderPanel(sheetOf({ allowFutureTime: true }));
    expect(screen.getByLabelText(/ACM-10 Sun .* hours/)).toBeEnabled();
  });

  it('a refused value stays in its cell with the reason, and Submit waits for it', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPanel(sheetOf());
    const wednesday = screen.getByLabelText(/ACM-10 Wed .* hours/);
    await user.type(wednesday, '5');
    expect(screen.getByRole('button', { name: /Submit week/ })).toBeDisabled();
    await user.click(document.body);
    await waitFor(() => expect(wednesday).toHaveAccessibleDescription(TIME_DAY_FULL));
    expect(wednesday).toHaveValue('5');
    expect(wednesday).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /Submit week/ })).toBeDisabled();
    // Put back (Escape), the cell is clean and the week can be submitted.
    await user.click(wednesday);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit week/ })).toBeEnabled());
  });

  it('names whose totals they are, and the week total is the sum of the days', () => {
    stubApi();
    renderPanel(sheetOf());
    expect(screen.getByText('Total of Meera Iyer')).toBeInTheDocument();
    expect(screen.getByTestId('week-total')).toHaveTextContent('1:30');
  });

  it('on a phone the week reads day by day, with the task on every line', () => {
    stubApi();
    narrowScreen();
    renderPanel(sheetOf());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const monday = screen.getByRole('region', { name: /Mon, / });
    expect(within(monday).getByText('Audit ledgers')).toBeInTheDocument();
    expect(within(monday).getByLabelText(/ACM-10 Mon .* hours/)).toHaveValue('1:00');
    expect(screen.getAllByText('Audit ledgers')).toHaveLength(7);
    expect(screen.getAllByText(/Week total of Meera Iyer/).length).toBeGreaterThan(0);
  });
});
