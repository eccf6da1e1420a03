import {
  formatCalendarDate,
  formatMinutes,
  NO_RATE_SET,
  noRateNote,
  REPORT_GRAND_TOTAL,
  TIME_REPORT_GROUPING_LABELS,
  TIME_REPORT_GROUPINGS,
  TIME_REPORT_PERIOD_LABELS,
  TIME_REPORT_PERIODS,
  type TimeFigures,
  type TimeReport,
  unbilledAmountState,
} from '@taskflow/shared';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useCan } from '../../../lib/auth';
import { useWorkReport } from '../api/work-reports';
import {
  FilterField,
  FilterGrid,
  headClass,
  hoursOf,
  numClass,
  percentOf,
  reportFailed,
  TableFrame,
} from './work-report-kit';

/** Where hourly rates are set (Time › Billing, for Rates and Billing holders). */
const RATES_PAGE = '/app/time/billing';

const GROUPING_OPTIONS = [
  ...TIME_REPORT_GROUPINGS.map((id) => ({ id, name: TIME_REPORT_GROUPING_LABELS[id] })),
  { id: 'customer,project', name: 'Company, then project' },
  { id: 'user,customer', name: 'User, then company' },
  { id: 'project,workType', name: 'Project, then work type' },
];
const PERIOD_OPTIONS = TIME_REPORT_PERIODS.map((id) => ({ id, name: TIME_REPORT_PERIOD_LABELS[id] }));

function money(amount: number | undefined, currency: string) {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount ?? 0);
}

/** "no rate set", a link to the rates for those who may set them. */
function NoRateSet({ canSetRates }: { canSetRates: boolean }) {
  return canSetRates ? (
    <Link
      to={RATES_PAGE}
      aria-label={`${NO_RATE_SET}: set rates`}
      className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-950 dark:text-amber-300 dark:hover:text-amber-100"
    >
      {NO_RATE_SET}
    </Link>
  ) : (
    <span className="font-medium text-amber-800 dark:text-amber-300">{NO_RATE_SET}</span>
  );
}

/**
 * An unbilled amount: the amount when all of its time has a rate; "no rate set" when none has (its
 * amount is unknown, not 0); the amount of the rated time and the hours without a rate when some has.
 */
function UnbilledAmount({
  figures,
  currency,
  canSetRates,
}: {
  figures: TimeFigures;
  currency: string;
  canSetRates: boolean;
}) {
  const state = unbilledAmountState(figures);
  if (state === 'noRate') return <NoRateSet canSetRates={canSetRates} />;
  return (
    <>
      {money(figures.unbilledAmount, currency)}
      {state === 'partly' && (
        <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
          + {formatMinutes(figures.unratedMinutes ?? 0)} with <NoRateSet canSetRates={canSetRates} />
        </span>
      )}
    </>
  );
}

/** The measure columns: minutes as hours (h:mm) always, amounts only when the server sent them. */
function figureCells(figures: TimeFigures, report: TimeReport, canSetRates: boolean) {
  const cells = [
    hoursOf(figures.billableMinutes),
    hoursOf(figures.nonBillableMinutes),
    hoursOf(figures.totalMinutes),
    hoursOf(figures.billedMinutes),
    hoursOf(figures.unbilledMinutes),
    ...(report.withAmounts
      ? [
          money(figures.billedAmount, report.currency),
          <UnbilledAmount
            key="unbilled"
            figures={figures}
            currency={report.currency}
            canSetRates={canSetRates}
          />,
        ]
      : []),
  ];
  return cells.map((cell, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
    <td key={index} className={numClass}>
      {cell}
    </td>
  ));
}

/**
 * The hours table with its grand total (and, when unbilled time lacks rates, how much and where rates
 * are set), then utilisation per person counted from the range's start or their joining day.
 */
export function TimeReportTables({
  report,
  canSetRates = false,
}: {
  report: TimeReport;
  canSetRates?: boolean;
}) {
  const withPeriod = report.period !== 'none';
  const unrated = report.withAmounts ? (report.total.unratedMinutes ?? 0) : 0;
  const measures = [
    'Billable h',
    'Non-billable h',
    'Total h',
    'Billed h',
    'Unbilled h',
    ...(report.withAmounts ? ['Billed amount', 'Unbilled amount'] : []),
  ];
  return (
    <>
      <TableFrame caption="Hours by group">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {report.groupBy.map((grouping) => (
              <th key={grouping} scope="col" className={`${headClass} text-left`}>
                {TIME_REPORT_GROUPING_LABELS[grouping]}
              </th>
            ))}
            {withPeriod && (
              <th scope="col" className={`${headClass} text-left`}>
                {TIME_REPORT_PERIOD_LABELS[report.period]}
              </th>
            )}
            {measures.map((name) => (
              <th key={name} scope="col" className={`${headClass} text-right`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {report.rows.map((row) => (
            <tr key={`${row.keys.map((key) => key.value ?? '-').join('|')}|${row.period ?? ''}`}>
              {row.keys.map((key, index) =>
                index === 0 ? (
                  <th key={key.grouping} scope="row" className="min-w-36 px-3 py-2 text-left font-medium">
                    {key.label}
                  </th>
                ) : (
                  <td key={key.grouping} className="px-3 py-2">
                    {key.label}
                  </td>
                ),
              )}
              {withPeriod && <td className="px-3 py-2 tabular-nums">{row.period}</td>}
              {figureCells(row, report, canSetRates)}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
          <tr>
            <th
              scope="row"
              colSpan={report.groupBy.length + (withPeriod ? 1 : 0)}
              className="px-3 py-2 text-left"
            >
              {REPORT_GRAND_TOTAL}
            </th>
            {figureCells(report.total, report, canSetRates)}
          </tr>
        </tfoot>
      </TableFrame>
      {unrated > 0 && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
          {noRateNote(formatMinutes(unrated))}{' '}
          {canSetRates && (
            <Link to={RATES_PAGE} className="font-medium underline underline-offset-2">
              Set rates
            </Link>
          )}
        </p>
      )}

      <div className="space-y-2">
        <h2 className="text-base font-semibold">Utilisation</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Billable hours over capacity: the working days from the range's start, or from a person's joining
          day, less holidays and approved leave, times a standard day of{' '}
          {formatMinutes(report.standardDayMinutes)} hours.
        </p>
        <TableFrame caption="Utilisation by person">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {['User Name', 'Working days', 'Leave days', 'Capacity h', 'Billable h', 'Utilisation'].map(
                (name, index) => (
                  <th key={name} scope="col" className={`${headClass} ${index ? 'text-right' : 'text-left'}`}>
                    {name}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {report.utilisation.map((row) => (
              <tr key={row.userId}>
                <th scope="row" className="min-w-36 px-3 py-2 text-left font-medium">
                  {row.name}
                  {row.countedFrom > report.from && (
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                      Joined {formatCalendarDate(row.countedFrom)}: counted from then
                    </span>
                  )}
                </th>
                <td className={numClass}>{row.workingDays}</td>
                <td className={numClass}>{row.leaveDays}</td>
                <td className={numClass}>{hoursOf(row.capacityMinutes)}</td>
                <td className={numClass}>{hoursOf(row.billableMinutes)}</td>
                <td className={numClass}>{percentOf(row.utilisation)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                {REPORT_GRAND_TOTAL}
              </th>
              <td className={numClass}>{report.utilisationTotal.workingDays}</td>
              <td className={numClass}>{report.utilisationTotal.leaveDays}</td>
              <td className={numClass}>{hoursOf(report.utilisationTotal.capacityMinutes)}</td>
              <td className={numClass}>{hoursOf(report.utilisationTotal.billableMinutes)}</td>
              <td className={numClass}>{percentOf(report.utilisationTotal.utilisation)}</td>
            </tr>
          </tfoot>
        </TableFrame>
      </div>
    </>
  );
}

/** Time and money: filters in the URL, the hours table with its total, and utilisation. */
export function TimeReportView({
  params,
  search,
  onChange,
}: {
  params: URLSearchParams;
  search: string;
  onChange: (name: string, value: string) => void;
}) {
  const query = useWorkReport('time', search);
  const canSetRates = useCan('time.billing');
  const report = query.data?.data;
  return (
    <div className="space-y-6">
      <FilterGrid>
        <FilterField label="From" name="from" type="date" params={params} onChange={onChange} />
        <FilterField label="To" name="to" type="date" params={params} onChange={onChange} />
        <FilterField
          label="Group by"
          name="groupBy"
          params={params}
          onChange={onChange}
          options={GROUPING_OPTIONS}
          fallback="customer"
        />
        <FilterField
          label="Per"
          name="period"
          params={params}
          onChange={onChange}
          options={PERIOD_OPTIONS}
          fallback="none"
        />
      </FilterGrid>
      {report && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {report.from} to {report.to} ·{' '}
          {report.scope === 'all' ? 'Everyone' : report.scope === 'team' ? 'My team' : 'My time'}
          {report.withAmounts ? '' : ' · hours only (amounts need Rates and Billing)'}
        </p>
      )}
      <section aria-live="polite">
        <QueryState
          query={query}
          loading="Loading…"
          failed={reportFailed}
          isEmpty={(answer) => answer.data.rows.length === 0 && answer.data.utilisation.length === 0}
          empty={
            <EmptyState
              icon={Clock}
              title="No time in these dates"
              description="Widen the date range or clear a filter to see logged time."
            />
          }
        >
          {(answer) => (
            <div className="space-y-6">
              <TimeReportTables report={answer.data} canSetRates={canSetRates} />
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}
