import type { LeaveReport, ProjectHealthReport, TimeReport } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LeaveReportTables } from './leave-report-view';
import { ProjectHealthTable } from './project-health-view';
import { TimeReportTables } from './time-report-view';
import { reportKindOf } from './work-reports-panel';

const figures = {
  billableMinutes: 600,
  nonBillableMinutes: 120,
  totalMinutes: 720,
  billedMinutes: 240,
  unbilledMinutes: 360,
};
const TIME: TimeReport = {
  from: '2031-06-02',
  to: '2031-06-13',
  groupBy: ['customer'],
  period: 'none',
  withAmounts: false,
  currency: 'INR',
  scope: 'mine',
  rows: [{ ...figures, keys: [{ grouping: 'customer', value: 'c1', label: 'Alpha Traders' }], period: null }],
  total: figures,
  standardDayMinutes: 480,
  utilisation: [
    {
      userId: 'u1',
      name: 'Esha One',
      workingDays: 9,
      leaveDays: 1.5,
      capacityMinutes: 3600,
      billableMinutes: 600,
      utilisation: 0.167,
    },
  ],
  utilisationTotal: {
    workingDays: 9,
    leaveDays: 1.5,
    capacityMinutes: 3600,
    billableMinutes: 600,
    utilisation: 0.167,
  },
};

describe('Time and money tables', () => {
  it('shows hours, the grand total and utilisation, and no amount column without amounts', () => {
    render(<TimeReportTables report={TIME} />);
    const hours = screen.getByRole('table', { name: 'Hours by group' });
    expect(within(hours).queryByText('Billed amount')).toBeNull();
    expect(within(hours).getAllByText('10.00')).toHaveLength(2); // the row's and the total's billable hours
    expect(within(hours).getByRole('rowheader', { name: 'Grand Total' })).toBeTruthy();
    const utilisation = screen.getByRole('table', { name: 'Utilisation by person' });
    expect(within(utilisation).getAllByText('16.7%')).toHaveLength(2);
    expect(within(utilisation).getAllByText('60.00')).toHaveLength(2); // capacity in hours
  });

  it('shows billed and unbilled amounts when the server sends them', () => {
    const withAmounts = { ...figures, billedAmount: 400, unbilledAmount: 300 };
    render(
      <TimeReportTables
        report={{
          ...TIME,
          withAmounts: true,
          rows: TIME.rows.map((row) => ({ ...row, ...withAmounts })),
          total: withAmounts,
        }}
      />,
    );
    expect(screen.getByText('Billed amount')).toBeTruthy();
    expect(screen.getAllByText(/400/).length).toBeGreaterThan(0);
  });
});

describe('Leave tables', () => {
  it('shows per-type rows only for people whose details the reader may see', () => {
    const report: LeaveReport = {
      year: 2031,
      from: '2031-06-01',
      to: '2031-06-15',
      people: [
        {
          userId: 'u1',
          name: 'Esha One',
          department: null,
          detailsVisible: false,
          takenDays: 1.5,
          pendingDays: null,
          remainingDays: null,
          byType: null,
          months: [0, 0, 0, 0, 0, 1.5, 0, 0, 0, 0, 0, 0],
        },
        {
          userId: 'u2',
          name: 'Farid Two',
          department: 'Audit',
          detailsVisible: true,
          takenDays: 0,
          pendingDays: 0,
          remainingDays: 9,
          byType: [{ leaveTypeId: 't1', leaveTypeName: 'Annual', taken: 0, pending: 0, remaining: 9 }],
          months: Array(12).fill(0),
        },
      ],
      monthTotals: [0, 0, 0, 0, 0, 1.5, 0, 0, 0, 0, 0, 0],
      takenTotal: 1.5,
      out: [
        {
          requestId: 'r1',
          userId: 'u1',
          name: 'Esha One',
          department: null,
          leaveType: 'On leave',
          fromDate: '2031-06-05',
          toDate: '2031-06-07',
          days: 1,
        },
      ],
    };
    render(<LeaveReportTables report={report} />);
    const balances = screen.getByRole('table', { name: 'Leave balances 2031' });
    expect(within(balances).getAllByText('Annual')).toHaveLength(1);
    const eshaRow = within(balances)
      .getByRole('rowheader', { name: 'Esha One' })
      .closest('tr') as HTMLElement;
    expect(within(eshaRow).getByText('On leave')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Who was out' })).getByText('On leave')).toBeTruthy();
  });
});

describe('Project health table', () => {
  it('links each project and flags overdue tasks and late milestones', () => {
    const figuresOf = {
      tasks: 3,
      completedTasks: 1,
      percent: 33,
      overdueTasks: 1,
      milestones: 3,
      lateMilestones: 1,
      estimateMinutes: 900,
      loggedMinutes: 630,
    };
    const report: ProjectHealthReport = {
      today: '2031-06-20',
      rows: [
        {
          ...figuresOf,
          projectId: 'p1',
          key: 'WEB',
          name: 'Website',
          customer: 'Alpha',
          lead: 'Maya',
          status: 'Active',
          targetEndDate: '2031-07-31',
        },
      ],
      total: figuresOf,
    };
    render(
      <MemoryRouter>
        <ProjectHealthTable report={report} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('/app/projects/p1');
    expect(screen.getAllByText('33%')).toHaveLength(2);
  });
});

describe('reportKindOf', () => {
  it('reads the kind from the URL, the Task Report otherwise', () => {
    expect(reportKindOf(new URLSearchParams('kind=time'))).toBe('time');
    expect(reportKindOf(new URLSearchParams('kind=nope'))).toBe('tasks');
    expect(reportKindOf(new URLSearchParams(''))).toBe('tasks');
  });
});
