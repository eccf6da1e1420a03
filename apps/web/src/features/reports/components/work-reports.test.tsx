import type { LeaveReport, ProjectHealthReport, TimeReport } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LeaveReportTables } from './leave-report-view';
import { ProjectHealthTable } from './project-health-view';
import { TimeReportTables } from './time-report-view';
import { WorkReportDownloads } from './work-report-kit';
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
      countedFrom: '2031-06-02',
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
    expect(within(hours).getAllByText('10:00')).toHaveLength(2); // the row's and the total's billable hours, h:mm
    expect(within(hours).getByRole('rowheader', { name: 'Grand Total' })).toBeTruthy();
    const utilisation = screen.getByRole('table', { name: 'Utilisation by person' });
    expect(within(utilisation).getAllByText('16.7%')).toHaveLength(2);
    expect(within(utilisation).getAllByText('60:00')).toHaveLength(2); // capacity in hours
  });

  it('shows billed and unbilled amounts when the server sends them', () => {
    const withAmounts = { ...figures, billedAmount: 400, unbilledAmount: 300, unratedMinutes: 0 };
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

describe('Time and money: money that says why it is zero', () => {
  /** Alpha's unbilled time has no rate at all; Beta's has a rate for part of it. */
  const alpha = { ...figures, unbilledMinutes: 90, billedAmount: 0, unbilledAmount: 0, unratedMinutes: 90 };
  const beta = {
    ...figures,
    unbilledMinutes: 150,
    billedAmount: 0,
    unbilledAmount: 1200,
    unratedMinutes: 60,
  };
  const report: TimeReport = {
    ...TIME,
    withAmounts: true,
    rows: [
      { ...alpha, keys: [{ grouping: 'customer', value: 'c1', label: 'Alpha Traders' }], period: null },
      { ...beta, keys: [{ grouping: 'customer', value: 'c2', label: 'Beta Exports' }], period: null },
    ],
    total: { ...figures, unbilledMinutes: 240, billedAmount: 0, unbilledAmount: 1200, unratedMinutes: 150 },
  };
  const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

  it('says "no rate set" instead of 0.00, links it to the rates, and says how much time lacks a rate', () => {
    render(
      <MemoryRouter>
        <TimeReportTables report={report} canSetRates />
      </MemoryRouter>,
    );
    const alphaRow = rowOf('Alpha Traders');
    const link = within(alphaRow).getByRole('link', { name: 'no rate set: set rates' });
    expect(link.getAttribute('href')).toBe('/app/time/billing');
    expect(alphaRow.textContent).not.toMatch(/0\.00.*0\.00/); // billed 0.00 only, never an unbilled 0.00
    // Part of Beta's time has a rate: its amount, and the hours without one.
    const betaRow = rowOf('Beta Exports');
    expect(betaRow.textContent).toMatch(/1,200\.00/);
    expect(betaRow.textContent).toContain('+ 1:00 with no rate set');
    expect(screen.getByRole('note').textContent).toContain(
      '2:30 of unbilled time has no rate set, so its amount is not counted.',
    );
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Set rates' })).toBeTruthy();
  });

  it('says "no rate set" without a link to a reader who may not set rates', () => {
    render(
      <MemoryRouter>
        <TimeReportTables report={report} />
      </MemoryRouter>,
    );
    expect(within(rowOf('Alpha Traders')).getByText('no rate set')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts a joiner from the joining day and says so', () => {
    render(
      <TimeReportTables
        report={{
          ...TIME,
          utilisation: [
            ...TIME.utilisation,
            {
              userId: 'u2',
              name: 'Gita Joiner',
              countedFrom: '2031-06-10',
              workingDays: 4,
              leaveDays: 0,
              capacityMinutes: 1920,
              billableMinutes: 0,
              utilisation: 0,
            },
          ],
        }}
      />,
    );
    const utilisation = screen.getByRole('table', { name: 'Utilisation by person' });
    const gita = within(utilisation).getByRole('rowheader', { name: /Gita Joiner/ });
    expect(gita.textContent).toContain('Joined 10 Jun 2031: counted from then');
    expect(within(gita.closest('tr') as HTMLElement).getByText('32:00')).toBeTruthy();
    // Someone there from the range's start carries no such note.
    expect(within(utilisation).getByRole('rowheader', { name: 'Esha One' }).textContent).toBe('Esha One');
  });
});

describe('Report files', () => {
  it('offers the PDF of the time report to Download holders, and no PDF where a report has none', () => {
    const { unmount } = render(<WorkReportDownloads kind="time" search="" canDownload canExport={false} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['CSV', 'PDF']);
    unmount();
    render(<WorkReportDownloads kind="leave" search="" canDownload canExport />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['CSV', 'Excel']);
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
