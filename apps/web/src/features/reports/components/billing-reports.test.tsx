import type { MissedBilling, RealisationReport, RevenueReport, UnbilledReport } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { billingReportOf, billingReportSearch } from '../api/billing-reports';
import {
  firstRowsNote,
  MissedTables,
  RealisationTables,
  RevenueTable,
  UnbilledTable,
} from './billing-report-tables';

const REVENUE: RevenueReport = {
  from: '2026-11-01',
  to: '2026-12-31',
  groupBy: ['service'],
  currency: 'INR',
  rows: [
    {
      keys: [{ grouping: 'service', value: 's1', label: 'GSTR-3B' }],
      invoicedMinor: 500_000,
      creditedMinor: 0,
      netMinor: 500_000,
      invoiceCount: 1,
    },
    {
      keys: [{ grouping: 'service', value: 'other', label: 'Other' }],
      invoicedMinor: 50_000,
      creditedMinor: 100_000,
      netMinor: -50_000,
      invoiceCount: 1,
    },
  ],
  total: { invoicedMinor: 550_000, creditedMinor: 100_000, netMinor: 450_000, invoiceCount: 2 },
};

const unbilledFigures = {
  feeCount: 0,
  feesMinor: 0,
  timeMinutes: 105,
  timeMinor: 350_000,
  unratedMinutes: 30,
  totalMinor: 350_000,
  awaitingApprovalMinutes: 30,
  draftMinor: 0,
};
const UNBILLED: UnbilledReport = {
  upTo: '2026-12-02',
  currency: 'INR',
  rows: [{ customerId: 'c1', customerName: 'Nisha Shah', oldestDate: '2026-10-12', ...unbilledFigures }],
  total: unbilledFigures,
};

const MISSED: MissedBilling = {
  today: '2026-12-02',
  timeBefore: '2026-11-02',
  currency: 'INR',
  fees: [
    {
      clientJobId: 'j1',
      customerId: 'c2',
      customerName: 'Ramesh Kulkarni',
      serviceName: 'TDS return',
      title: 'TDS return – Sep 2026',
      periodLabel: 'Sep 2026',
      doneOn: '2026-10-15',
      daysWaiting: 48,
      feeMinor: 250_000,
    },
  ],
  feeCount: 501,
  feesMinor: 125_250_000,
  time: [
    {
      customerId: 'c1',
      customerName: 'Nisha Shah',
      userId: 'u3',
      userName: 'Meera Manager',
      entryCount: 1,
      minutes: 30,
      valueMinor: 0,
      unratedMinutes: 30,
      unapprovedMinutes: 0,
      oldestDate: '2026-10-20',
    },
  ],
  timeRowCount: 1,
  timeMinutes: 30,
  timeMinor: 0,
  unratedMinutes: 30,
};

const realisation = (billedMinor: number, valueMinor: number, value: number | null) => ({
  billedMinor,
  valueMinor,
  minutes: 270,
  unratedMinutes: 0,
  realisation: value,
});
const SAHYADRI = { customerId: 'c1', customerName: 'Sahyadri Textiles' };
const REALISATION: RealisationReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  currency: 'INR',
  clients: [{ ...SAHYADRI, ...realisation(700_000, 1_000_000, 0.7) }],
  members: [{ userId: 'u1', userName: 'Asha Rao', ...realisation(300_000, 300_000, 1) }],
  fixedFees: [
    {
      clientJobId: 'j1',
      customerName: 'Sahyadri Textiles',
      serviceName: 'GSTR-3B',
      title: 'GSTR-3B – Oct 2026',
      invoiceNumber: 'PRA/2026-27/0001',
      ...realisation(500_000, 700_000, 0.714),
    },
  ],
  total: realisation(700_000, 1_000_000, 0.7),
};

describe('revenue table', () => {
  it('formats minor units in the currency, a net below zero included, with the grand total', () => {
    render(<RevenueTable report={REVENUE} />);
    const table = screen.getByRole('table', { name: 'Revenue' });
    const other = within(table).getByRole('row', { name: /Other/ });
    expect(within(other).getByText('₹500.00')).toBeTruthy();
    expect(within(other).getByText('₹1,000.00')).toBeTruthy();
    expect(within(other).getByText('-₹500.00')).toBeTruthy();
    const total = within(table).getByRole('row', { name: /Grand Total/ });
    expect(within(total).getByText('₹4,500.00')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Service' })).toBeTruthy();
  });
});

describe('unbilled work table', () => {
  it('shows time with its value, the hours without a rate apart, and links clients for their readers', () => {
    render(
      <MemoryRouter>
        <UnbilledTable report={UNBILLED} canOpenClients />
      </MemoryRouter>,
    );
    const row = screen.getAllByRole('row').find((item) => item.textContent?.includes('Nisha Shah'));
    expect(row?.textContent).toContain('1:45 · ₹3,500.00');
    expect(row?.textContent).toContain('+ 0:30 with no rate set');
    expect(screen.getByRole('link', { name: 'Nisha Shah' }).getAttribute('href')).toBe('/app/customers/c1');
  });

  it('names clients without a link for those who do not read clients', () => {
    render(
      <MemoryRouter>
        <UnbilledTable report={UNBILLED} canOpenClients={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Nisha Shah' })).toBeTruthy();
  });
});

describe('missed billing tables', () => {
  it('says when only the oldest rows are shown, and reads unrated time as no rate set, not ₹0', () => {
    render(
      <MemoryRouter>
        <MissedTables report={MISSED} canOpenClients={false} />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('Showing the oldest 1 of 501. The CSV and Excel files hold them all.'),
    ).toBeTruthy();
    const time = screen.getByRole('table', { name: 'Billable time over a month old, not invoiced' });
    const meera = within(time).getByRole('row', { name: /Meera Manager/ });
    expect(within(meera).getByText('no rate set')).toBeTruthy();
    expect(meera.textContent).not.toContain('₹0.00');
    const fees = screen.getByRole('table', { name: 'Done jobs with a fee and no invoice' });
    expect(within(fees).getByText('48')).toBeTruthy();
    expect(within(fees).getByText('501 jobs')).toBeTruthy();
  });

  it('firstRowsNote says nothing when every row is shown', () => {
    expect(firstRowsNote(3, 3)).toBeNull();
    expect(firstRowsNote(500, 750)).toBe(
      'Showing the oldest 500 of 750. The CSV and Excel files hold them all.',
    );
  });
});

describe('realisation tables', () => {
  it('shows each ratio as a percentage, short of full value as a warning', () => {
    render(<RealisationTables report={REALISATION} />);
    const clients = screen.getByRole('table', { name: 'Realisation by client' });
    const short = within(clients).getAllByText('70%')[0];
    expect(short?.className).toContain('text-red-700');
    const members = screen.getByRole('table', { name: 'Realisation by member' });
    expect(within(members).getByText('100%').className).not.toContain('text-red-700');
    const jobs = screen.getByRole('table', { name: 'Realisation of fixed-fee jobs' });
    expect(within(jobs).getByText('71.4%')).toBeTruthy();
    expect(within(jobs).getByText('PRA/2026-27/0001')).toBeTruthy();
  });

  it('a ratio without a value reads as a dash', () => {
    render(
      <RealisationTables
        report={{
          ...REALISATION,
          clients: [{ ...SAHYADRI, ...realisation(50_000, 0, null) }],
        }}
      />,
    );
    const clients = screen.getByRole('table', { name: 'Realisation by client' });
    expect(within(clients).getByRole('row', { name: /Sahyadri/ }).textContent).toContain('–');
  });
});

describe('the billing report in the URL', () => {
  it('names the report (revenue by default) and sends the server only the report’s own filters', () => {
    expect(billingReportOf(new URLSearchParams('kind=billing&report=missed'))).toBe('missed');
    expect(billingReportOf(new URLSearchParams('kind=billing&report=nope'))).toBe('revenue');
    expect(billingReportOf(new URLSearchParams('kind=billing'))).toBe('revenue');
    expect(billingReportSearch(new URLSearchParams('kind=billing&report=revenue&groupBy=month'))).toBe(
      'groupBy=month',
    );
  });
});
