import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Dashboard } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardSection } from './dashboard-panels';

// Recharts draws nothing at jsdom's size; the charts are not what this test is about.
vi.mock('recharts', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  const Nothing = () => null;
  return {
    ResponsiveContainer: Pass,
    CartesianGrid: Nothing,
    XAxis: Nothing,
    YAxis: Nothing,
    Tooltip: Nothing,
    Legend: Nothing,
    BarChart: Pass,
    Bar: Nothing,
  };
});

/** Issue 39, item 7: a manager's home counted timesheets waiting for her, not the leave waiting for her. */
const DASHBOARD: Dashboard = {
  timeZone: 'Asia/Kolkata',
  me: {
    weekStart: '2026-11-23',
    weekEnd: '2026-11-29',
    today: '2026-11-25',
    openTasks: 4,
    overdueTasks: 1,
    dueThisWeek: 2,
    time: null,
    leave: null,
  },
  team: {
    scope: 'team',
    status: { Pending: 3, 'In Progress': 2, Completed: 5, 'On Hold': 0 },
    overdueByAssignee: [],
    completionTrend: [{ weekStart: '2026-11-23', completed: 1, onTime: 1 }],
    whoIsOut: null,
    timesheetsWaiting: 2,
    leaveWaiting: 3,
  },
};

function renderSection(dashboard: Dashboard) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/reports/dashboard')) return json(dashboard);
      if (url.includes('/users/session'))
        return json({ id: 'u1', name: 'Meera', organizationId: 'org', permissions: ['reports.view'] });
      return json(null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardSection userId="u1" canViewAllTasks={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the home’s waiting figures', () => {
  it('counts the leave waiting for the manager’s decision beside the timesheets, each linking to its list', async () => {
    renderSection(DASHBOARD);
    const leave = await screen.findByRole('link', { name: /Leave waiting/ });
    expect(leave).toHaveTextContent('3');
    expect(leave).toHaveAttribute('href', '/app/leave/pending');
    const timesheets = screen.getByRole('link', { name: /Timesheets waiting/ });
    expect(timesheets).toHaveTextContent('2');
    expect(timesheets).toHaveAttribute('href', '/app/time/team');
  });

  it('shows neither to someone who decides neither', async () => {
    renderSection({
      ...DASHBOARD,
      team: {
        ...(DASHBOARD.team as NonNullable<Dashboard['team']>),
        timesheetsWaiting: null,
        leaveWaiting: null,
      },
    });
    await screen.findByRole('heading', { name: 'My team' });
    expect(screen.queryByText('Leave waiting')).toBeNull();
    expect(screen.queryByText('Timesheets waiting')).toBeNull();
  });
});
