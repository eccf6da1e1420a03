import {
  type DetailedReportRow,
  formatCalendarDate,
  formatDate,
  formatMinutes,
  REPORT_GRAND_TOTAL,
  REPORT_GROUPING_LABELS,
  REPORT_MEASURE_LABELS,
  type ReportCounts,
  type ReportKey,
  type ReportMeasure,
  type TaskReport,
  type TaskReportQuery,
  taskListQueryForCell,
} from '@taskflow/shared';
import { Link } from 'react-router';

const cellClass = 'px-3 py-2 text-right tabular-nums';
const headClass =
  'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';

/** A count, linked to the Task List of exactly the tasks it counts (when the list can express them). */
function CountCell({
  query,
  keys,
  measure,
  value,
  viewer,
}: {
  query: TaskReportQuery;
  keys: ReportKey[];
  measure: ReportMeasure;
  value: number;
  viewer: { scope: TaskReport['scope']; userId: string };
}) {
  const link = value > 0 ? taskListQueryForCell(query, keys, measure, viewer) : null;
  const label = `${REPORT_MEASURE_LABELS[measure]}: ${value}${keys.length ? ` (${keys.map((key) => key.label).join(', ')})` : ''}`;
  return (
    <td className={cellClass}>
      {link ? (
        <Link
          to={`/app/tasks?${new URLSearchParams(link)}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          aria-label={`${label}: open these tasks`}
        >
          {value}
        </Link>
      ) : (
        value
      )}
    </td>
  );
}

/** The grouped Task Report (Summary or Custom) with its grand total row. */
export function ReportTable({
  report,
  query,
  userId,
}: {
  report: TaskReport;
  query: TaskReportQuery;
  userId: string;
}) {
  const viewer = { scope: report.scope, userId };
  const totals = (counts: ReportCounts, keys: ReportKey[]) =>
    report.columns.map((measure) => (
      <CountCell
        key={measure}
        query={query}
        keys={keys}
        measure={measure}
        value={counts[measure]}
        viewer={viewer}
      />
    ));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">Task Report</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {report.groupBy.map((grouping) => (
              <th key={grouping} scope="col" className={`${headClass} text-left`}>
                {REPORT_GROUPING_LABELS[grouping]}
              </th>
            ))}
            {report.columns.map((measure) => (
              <th key={measure} scope="col" className={`${headClass} text-right`}>
                {REPORT_MEASURE_LABELS[measure]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {report.rows.map((row) => (
            <tr key={row.keys.map((key) => key.value ?? '-').join('|')}>
              {row.keys.map((key, index) =>
                index === 0 ? (
                  <th key={key.grouping} scope="row" className="px-3 py-2 text-left font-medium">
                    {key.label}
                  </th>
                ) : (
                  <td key={key.grouping} className="px-3 py-2">
                    {key.label}
                  </td>
                ),
              )}
              {totals(row.counts, row.keys)}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
          <tr>
            <th scope="row" colSpan={report.groupBy.length} className="px-3 py-2 text-left">
              {REPORT_GRAND_TOTAL}
            </th>
            {totals(report.grandTotal, [])}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const TIMELINESS = { onTime: 'On Time', overdue: 'Overdue' } as const;

/** The Detailed report: one row per task. */
export function DetailedTable({ rows, timeZone }: { rows: DetailedReportRow[]; timeZone?: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">Detailed Task Report</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {[
              'Task',
              'Company Name',
              'User Name',
              'Status',
              'Created',
              'Due Date',
              'Completed',
              'Hours',
              '',
            ].map((name) => (
              <th key={name || 'timeliness'} scope="col" className={`${headClass} text-left`}>
                {name || <span className="sr-only">On Time / Overdue</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <Link
                  to={`/app/tasks/${row.id}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {row.displayId}
                </Link>{' '}
                <span className="text-slate-700 dark:text-slate-300">{row.title}</span>
              </th>
              <td className="px-3 py-2">{row.customer}</td>
              <td className="px-3 py-2">{row.assignee}</td>
              <td className="px-3 py-2">{row.status}</td>
              <td className="px-3 py-2 tabular-nums">{formatDate(row.createdAt, timeZone)}</td>
              <td className="px-3 py-2 tabular-nums">{formatCalendarDate(row.dueDate)}</td>
              <td className="px-3 py-2 tabular-nums">
                {row.completedAt ? formatDate(row.completedAt, timeZone) : ''}
              </td>
              {/* Decimal hours from the API (two decimals: exact to the minute) read h:mm, as all hours do. */}
              <td className={cellClass}>{formatMinutes(Math.round(row.hoursLogged * 60))}</td>
              <td className="px-3 py-2">
                {row.timeliness && (
                  <span
                    className={
                      row.timeliness === 'overdue'
                        ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800 dark:bg-red-950 dark:text-red-200'
                        : 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                    }
                  >
                    {TIMELINESS[row.timeliness]}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
