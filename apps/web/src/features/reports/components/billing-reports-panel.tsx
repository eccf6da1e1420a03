import {
  BILLING_REPORT_LABELS,
  BILLING_REPORT_TYPES,
  BILLING_REPORTS,
  type BillingReport,
  billingReportType,
  type ReportDefinition,
  savedReportQuery,
} from '@taskflow/shared';
import { ReceiptIndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useCan } from '../../../lib/auth';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import {
  BILLING_REPORT_PATHS,
  type BillingAnswers,
  billingReportOf,
  billingReportSearch,
  useBillingReport,
} from '../api/billing-reports';
import { downloadReportFile } from '../api/work-reports';
import { MissedTables, RealisationTables, RevenueTable, UnbilledTable } from './billing-report-tables';
import { DownloadButtons, type ReportFormat } from './report-downloads';
import { SavedReports } from './saved-reports';
import { FilterField, FilterGrid, reportFailed } from './work-report-kit';

const DESCRIPTIONS: Record<BillingReport, string> = {
  revenue:
    'Taxable amounts of issued invoices, less credit notes, by client, service, member or month of issue. Void invoices and drafts count nothing.',
  unbilled:
    'Work done and not yet invoiced, per client: fees of done fixed-fee jobs and approved billable time at its rates; with time awaiting approval and draft invoices beside it.',
  missed:
    'Done jobs with a fee and no invoice, oldest first, and billable time logged over a month ago that is still not invoiced.',
  realisation:
    'What the invoices of the dates billed (less their credit notes) against the value of the time behind them at the current rates.',
};

const GROUPING_OPTIONS = [
  { id: 'customer', name: 'Client' },
  { id: 'service', name: 'Service' },
  { id: 'user', name: 'Member' },
  { id: 'month', name: 'Month' },
  { id: 'customer,month', name: 'Client, then month' },
  { id: 'service,month', name: 'Service, then month' },
  { id: 'user,month', name: 'Member, then month' },
];

/** The four billing reports as a tab list; a switch keeps none of another report's filters. */
function BillingReportSwitch({ current }: { current: BillingReport }) {
  const [, setParams] = useUrlParams();
  return (
    <nav aria-label="Billing report" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {BILLING_REPORTS.map((report) => (
          <li key={report}>
            <button
              type="button"
              aria-current={report === current ? 'page' : undefined}
              onClick={() => setParams({ kind: 'billing', report }, { replace: false })}
              className={`rounded-full px-3 py-1.5 text-sm font-medium ${
                report === current
                  ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {BILLING_REPORT_LABELS[report]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each report's filters, kept in the page's URL. */
function BillingFilters({
  report,
  params,
  onChange,
}: {
  report: BillingReport;
  params: URLSearchParams;
  onChange: (name: string, value: string) => void;
}) {
  if (report === 'missed') return null;
  if (report === 'unbilled')
    return (
      <FilterGrid>
        <FilterField label="Work up to" name="upTo" type="date" params={params} onChange={onChange} />
      </FilterGrid>
    );
  return (
    <FilterGrid>
      <FilterField label="Issued from" name="from" type="date" params={params} onChange={onChange} />
      <FilterField label="Issued to" name="to" type="date" params={params} onChange={onChange} />
      {report === 'revenue' && (
        <FilterField
          label="Group by"
          name="groupBy"
          params={params}
          onChange={onChange}
          options={GROUPING_OPTIONS}
          fallback="customer"
        />
      )}
    </FilterGrid>
  );
}

interface View<Answer> {
  /** What the answer covers, and whether anything is in it. */
  summary: (answer: Answer) => { line: string; isEmpty: boolean };
  empty: string;
  render: (answer: Answer, canOpenClients: boolean) => ReactNode;
}

const WIDEN = 'Widen the dates to see invoices and work.';
const VIEWS: { [R in BillingReport]: View<BillingAnswers[R]> } = {
  revenue: {
    summary: (answer) => ({
      line: `Invoices issued ${answer.from} to ${answer.to}`,
      isEmpty: !answer.rows.length,
    }),
    empty: WIDEN,
    render: (answer) => <RevenueTable report={answer} />,
  },
  unbilled: {
    summary: (answer) => ({ line: `Work up to ${answer.upTo}`, isEmpty: !answer.rows.length }),
    empty: 'Every done job and every approved hour up to this day is invoiced.',
    render: (answer, canOpenClients) => <UnbilledTable report={answer} canOpenClients={canOpenClients} />,
  },
  missed: {
    summary: (answer) => ({
      line: `As of ${answer.today}`,
      isEmpty: !answer.fees.length && !answer.time.length,
    }),
    empty: 'No done job waits for its fee and no old time waits for an invoice.',
    render: (answer, canOpenClients) => <MissedTables report={answer} canOpenClients={canOpenClients} />,
  },
  realisation: {
    summary: (answer) => ({
      line: `Invoices issued ${answer.from} to ${answer.to}`,
      isEmpty: !answer.clients.length,
    }),
    empty: WIDEN,
    render: (answer) => <RealisationTables report={answer} />,
  },
};

/** One report read and shown, with its loading, error and empty states. */
function BillingReportBody<R extends BillingReport>({ report, search }: { report: R; search: string }) {
  const query = useBillingReport(report, search);
  const canOpenClients = useCan('customers.view');
  const view: View<BillingAnswers[R]> = VIEWS[report];
  const answer = query.data?.data;
  const summary = answer ? view.summary(answer) : null;
  return (
    <>
      {summary && <p className="text-sm text-slate-600 dark:text-slate-400">{summary.line}</p>}
      <section aria-live="polite">
        <QueryState
          query={query}
          loading="Loading…"
          failed={reportFailed}
          isEmpty={() => summary?.isEmpty ?? false}
          empty={<EmptyState icon={ReceiptIndianRupee} title="Nothing to show" description={view.empty} />}
        >
          {(read) => view.render(read.data, canOpenClients)}
        </QueryState>
      </section>
    </>
  );
}

/**
 * The billing reports (Rates and Billing holders only: every figure is an amount): a switch between
 * them, their filters in the URL, the tables, the CSV, Excel and PDF files, and saved billing reports
 * with their scheduled emails (Generate Report saves).
 */
export function BillingReportsPanel({
  canDownload,
  canExport,
  canSave,
}: {
  canDownload: boolean;
  canExport: boolean;
  canSave: boolean;
}) {
  const [params, setParams] = useUrlParams();
  const report = billingReportOf(params);
  const search = billingReportSearch(params);
  const change = (name: string, value: string) => setParams((next) => setOrDelete(next, name, value));
  const formats: ReportFormat[] = [
    ...(canDownload ? (['csv'] as const) : []),
    ...(canExport ? (['xlsx'] as const) : []),
    ...(canDownload ? (['pdf'] as const) : []),
  ];
  const run = (definition: ReportDefinition) =>
    setParams(new URLSearchParams(savedReportQuery(definition.type, definition.params)), { replace: false });
  return (
    <div className="space-y-6">
      <BillingReportSwitch current={report} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">{DESCRIPTIONS[report]}</p>
        <DownloadButtons
          formats={formats}
          download={(format, onProgress) =>
            downloadReportFile(BILLING_REPORT_PATHS[report], format, search, onProgress)
          }
        />
      </div>
      <BillingFilters report={report} params={params} onChange={change} />
      <SavedReports
        current={{
          type: billingReportType(report),
          params: Object.fromEntries(new URLSearchParams(search)),
        }}
        types={BILLING_REPORT_TYPES}
        onRun={run}
        canSave={canSave}
      />
      <BillingReportBody report={report} search={search} />
    </div>
  );
}
