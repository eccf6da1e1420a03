import { type TaskReport, TaskReportQuerySchema } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReportTable } from './report-table';

const counts = (completed: number, pending: number, inProcess: number, onTime: number, overdue: number) => ({
  completed,
  pending,
  inProcess,
  onTime,
  overdue,
  total: completed + pending + inProcess,
});

const REPORT: TaskReport = {
  groupBy: ['customer', 'user'],
  columns: ['completed', 'pending', 'inProcess', 'onTime', 'overdue', 'total'],
  rows: [
    {
      keys: [
        { grouping: 'customer', value: 'c-alpha', label: 'Alpha Traders' },
        { grouping: 'user', value: 'u-esha', label: 'Esha One' },
      ],
      counts: counts(2, 2, 1, 1, 2),
    },
  ],
  grandTotal: counts(2, 2, 1, 1, 2),
  scope: 'all',
  timeZone: 'Asia/Kolkata',
  today: '2031-06-15',
  generatedAt: '2031-06-15T06:30:00.000Z',
};

describe('ReportTable', () => {
  it('shows the spec’s columns, the grand total, and links each cell to exactly its tasks', () => {
    const query = TaskReportQuerySchema.parse({
      dateBasis: 'completed',
      from: '2031-06-01',
      to: '2031-06-30',
    });
    render(
      <MemoryRouter>
        <ReportTable report={REPORT} query={query} userId="u-me" />
      </MemoryRouter>,
    );
    for (const name of [
      'Company Name',
      'User Name',
      'Completed',
      'Pending',
      'In Process',
      'On Time',
      'Overdue',
      'Total',
    ])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    const overdue = screen.getByRole('link', {
      name: 'Overdue: 2 (Alpha Traders, Esha One): open these tasks',
    });
    const url = new URL(overdue.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/app/tasks');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      customerId: 'c-alpha',
      assigneeId: 'u-esha',
      completedFrom: '2031-06-01',
      completedTo: '2031-06-30',
      timeliness: 'overdue',
    });
    const pending = screen.getByRole('link', { name: /^Pending: 2 \(Alpha/ });
    expect(pending.getAttribute('href')).toContain('status=Pending%2COn+Hold');
    const total = screen.getByRole('row', { name: /Grand Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '2', '1', '1', '2', '5']);
  });
});
