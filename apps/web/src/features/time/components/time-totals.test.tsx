import type { TimeSummary } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeTotals } from './time-totals';

const row = { id: 'p1', name: 'GST filings', billableMinutes: 90, nonBillableMinutes: 30 };

/** A summary as the server sends it: amounts only to a reader with Rates and Billing. */
function summaryOf(withAmounts: boolean): TimeSummary {
  const amount = (value: number | null) => (withAmounts ? { amount: value } : {});
  return {
    currency: 'INR',
    byTask: [{ ...row, id: 't1', name: 'GST-1 File GST return', ...amount(4500) }],
    byProject: [{ ...row, ...amount(4500) }],
    byCustomer: [{ ...row, id: 'c1', name: 'Sahyadri Textiles', ...amount(4500) }],
    billableMinutes: 90,
    nonBillableMinutes: 30,
    ...(withAmounts ? { amount: 4500 } : {}),
  };
}

describe('TimeTotals', () => {
  it('shows the Amount column and the total amount when the server sent amounts', () => {
    render(
      <TimeTotals whose="Meera Iyer" period="week of 23 Nov 2026" summary={summaryOf(true)} showTasks />,
    );
    expect(screen.getByRole('heading', { name: /Totals/ }).textContent).toMatch(/4,500/);
    for (const name of ['By project', 'By customer', 'By task']) {
      const table = within(screen.getByRole('region', { name }));
      expect(table.getByRole('columnheader', { name: 'Amount' })).toBeTruthy();
      expect(table.getByRole('cell', { name: /4,500/ })).toBeTruthy();
    }
  });

  it('shows minutes only, with no Amount column, when the server sent none', () => {
    render(
      <TimeTotals whose="Meera Iyer" period="week of 23 Nov 2026" summary={summaryOf(false)} showTasks />,
    );
    expect(screen.getByRole('heading', { name: /Totals/ }).textContent).toBe(
      'Totals of Meera Iyer, week of 23 Nov 2026: billable 1:30, not billable 0:30',
    );
    for (const name of ['By project', 'By customer', 'By task']) {
      const table = within(screen.getByRole('region', { name }));
      expect(table.queryByRole('columnheader', { name: 'Amount' })).toBeNull();
      expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Name',
        'Billable',
        'Not billable',
      ]);
      expect(table.queryByText(/₹|—/)).toBeNull();
    }
  });

  it('an empty period spans the columns it has', () => {
    render(
      <TimeTotals
        whose="Meera Iyer"
        period="week of 23 Nov 2026"
        summary={{ ...summaryOf(false), byProject: [], byCustomer: [] }}
      />,
    );
    const empty = within(screen.getByRole('region', { name: 'By project' })).getByRole('cell', {
      name: 'No time in this period.',
    });
    expect(empty.getAttribute('colspan')).toBe('3');
  });
});
