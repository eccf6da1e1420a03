import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  MissedBilling,
  Permission,
  RealisationReport,
  ReportDefinition,
  RevenueReport,
  UnbilledReport,
} from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../../lib/auth';
import { billingReportOf, billingReportSearch } from '../api/billing-reports';
import {
  firstRowsNote,
  MissedTables,
  RealisationTables,
  RevenueTable,
  UnbilledTable,
} from './billing-report-tables';
import { BillingReportsPanel } from './billing-reports-panel';

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
  fixedFeeCount: 1,
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
    expect(firstRowsNote(500, 11_477, 'least realised')).toBe(
      'Showing the least realised 500 of 11477. The CSV and Excel files hold them all.',
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

  it('says when the screen lists only the least realised of the fixed-fee jobs', () => {
    const { unmount } = render(<RealisationTables report={REALISATION} />);
    expect(screen.queryByText(/least realised/)).toBeNull();
    unmount();
    render(<RealisationTables report={{ ...REALISATION, fixedFeeCount: 2_000 }} />);
    expect(
      screen.getByText('Showing the least realised 1 of 2000. The CSV and Excel files hold them all.'),
    ).toBeTruthy();
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

describe('the billing reports panel: PDF, Save and saved billing reports', () => {
  const definition = (type: ReportDefinition['type'], name: string, params: Record<string, string>) => ({
    id: name,
    name,
    type,
    params,
    isShared: false,
    isMine: true,
    owner: { id: 'u1', name: 'Ada Admin' },
    updatedAt: '2026-11-20T05:30:00.000Z',
  });
  const DEFINITIONS: ReportDefinition[] = [
    definition('summary', 'Open tasks by company', { type: 'summary' }),
    definition('billing-unbilled', 'Month-end WIP', { upTo: '2026-11-30' }),
  ];

  /** The server: the reports, the saved definitions (POST answers the saved one), files as bytes. */
  function answerServer() {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      if (path === '/reports/billing/revenue') return json({ data: REVENUE });
      if (path === '/reports/billing/unbilled') return json({ data: UNBILLED });
      if (path === '/reports/definitions' && init?.method === 'POST')
        return json({ data: { ...DEFINITIONS[1], ...JSON.parse(String(init.body)), id: 'd3' } }, 201);
      if (path === '/reports/definitions') return json({ data: DEFINITIONS });
      if (path.endsWith('/export.pdf'))
        return new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="revenue-2026-11-01-2026-11-30.pdf"',
          },
        });
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  function renderPanel(permissions: Permission[], flags: { canDownload: boolean; canSave: boolean }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meQueryOptions.queryKey, { id: 'u1', permissions } as never);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={['/app/reports?kind=billing&report=revenue&from=2026-11-01&to=2026-11-30']}
        >
          <BillingReportsPanel canDownload={flags.canDownload} canExport={false} canSave={flags.canSave} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const calledPaths = (fetchMock: ReturnType<typeof answerServer>) =>
    fetchMock.mock.calls.map(([input]) => String(input));

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the report as PDF, with the report’s own filters, for Download holders', async () => {
    const fetchMock = answerServer();
    // The file is saved through an object URL and a link's click (jsdom has neither).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:pdf';
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPanel(['time.billing', 'reports.download'], { canDownload: true, canSave: false });
    await userEvent.click(await screen.findByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calledPaths(fetchMock)).toContain(
      '/api/v1/reports/billing/revenue/export.pdf?from=2026-11-01&to=2026-11-30',
    );
    // Without Generate Report there is no Save.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers no file without Download', async () => {
    answerServer();
    renderPanel(['time.billing'], { canDownload: false, canSave: false });
    await screen.findByRole('table', { name: 'Revenue' });
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
  });

  it('saves the report as a billing report with its filters, and runs only saved billing reports', async () => {
    const fetchMock = answerServer();
    renderPanel(['time.billing', 'reports.generate'], { canDownload: false, canSave: true });
    await userEvent.type(await screen.findByLabelText('Report name'), 'November revenue');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'November revenue',
      type: 'billing-revenue',
      params: { from: '2026-11-01', to: '2026-11-30' },
      isShared: false,
    });

    // The Task Report's saved reports are not offered here; a billing one opens its own report.
    const picker = await screen.findByLabelText('Saved reports');
    expect(within(picker).queryByRole('option', { name: 'Open tasks by company' })).toBeNull();
    await userEvent.selectOptions(picker, 'Month-end WIP');
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toContain('/api/v1/reports/billing/unbilled?upTo=2026-11-30'),
    );
    // Each of mine can be emailed on a schedule.
    expect(screen.getAllByText('Email on a schedule').length).toBeGreaterThan(0);
  });
});
