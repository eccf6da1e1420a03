import { formatCalendarDate, type LeaveReport, REPORT_GRAND_TOTAL } from '@taskflow/shared';
import { CalendarOff } from 'lucide-react';
import { Fragment } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useWorkReport } from '../api/work-reports';
import { FilterField, FilterGrid, headClass, numClass, reportFailed, TableFrame } from './work-report-kit';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dash = (value: number | null) => (value === null ? '–' : value);

export function LeaveReportTables({ report }: { report: LeaveReport }) {
  return (
    <>
      <div className="space-y-2">
        <h2 className="text-base font-semibold">Taken, pending and remaining in {report.year}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Types, pending and remaining days are shown only for people whose leave you may read; for others,
          the days they were on leave.
        </p>
        <TableFrame caption={`Leave balances ${report.year}`}>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {['User Name', 'Department', 'Leave Type', 'Taken', 'Pending', 'Remaining'].map(
                (name, index) => (
                  <th
                    key={name}
                    scope="col"
                    className={`${headClass} ${index > 2 ? 'text-right' : 'text-left'}`}
                  >
                    {name}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {report.people.map((person) => (
              <Fragment key={person.userId}>
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {person.name}
                  </th>
                  <td className="px-3 py-2">{person.department ?? ''}</td>
                  <td className="px-3 py-2 text-slate-600 dark:text-slate-400">
                    {person.detailsVisible ? 'All types' : 'On leave'}
                  </td>
                  <td className={numClass}>{person.takenDays}</td>
                  <td className={numClass}>{dash(person.pendingDays)}</td>
                  <td className={numClass}>{dash(person.remainingDays)}</td>
                </tr>
                {(person.byType ?? []).map((type) => (
                  <tr
                    key={`${person.userId}-${type.leaveTypeId}`}
                    className="text-slate-700 dark:text-slate-300"
                  >
                    <td className="px-3 py-1" colSpan={2}>
                      <span className="sr-only">{person.name}</span>
                    </td>
                    <td className="px-3 py-1 pl-6">{type.leaveTypeName}</td>
                    <td className={numClass}>{type.taken}</td>
                    <td className={numClass}>{type.pending}</td>
                    <td className={numClass}>{dash(type.remaining)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
          <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-2 text-left">
                {REPORT_GRAND_TOTAL}
              </th>
              <td className={numClass}>{report.takenTotal}</td>
              <td className={numClass} />
              <td className={numClass} />
            </tr>
          </tfoot>
        </TableFrame>
      </div>

      <div className="space-y-2">
        <h2 className="text-base font-semibold">Absence days per month</h2>
        <TableFrame caption={`Absence days per month ${report.year}`}>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className={`${headClass} text-left`}>
                User Name
              </th>
              {MONTHS.map((month) => (
                <th key={month} scope="col" className={`${headClass} text-right`}>
                  {month}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {report.people.map((person) => (
              <tr key={person.userId}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {person.name}
                </th>
                {person.months.map((days, index) => (
                  <td key={MONTHS[index]} className={numClass}>
                    {days || ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                {REPORT_GRAND_TOTAL}
              </th>
              {report.monthTotals.map((days, index) => (
                <td key={MONTHS[index]} className={numClass}>
                  {days}
                </td>
              ))}
            </tr>
          </tfoot>
        </TableFrame>
      </div>

      <div className="space-y-2">
        <h2 className="text-base font-semibold">
          Who was out, {formatCalendarDate(report.from)} to {formatCalendarDate(report.to)}
        </h2>
        {report.out.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Nobody was on approved leave in these dates.
          </p>
        ) : (
          <TableFrame caption="Who was out">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                {['User Name', 'Department', 'Leave', 'From', 'To', 'Days in range'].map((name, index) => (
                  <th
                    key={name}
                    scope="col"
                    className={`${headClass} ${index === 5 ? 'text-right' : 'text-left'}`}
                  >
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {report.out.map((row) => (
                <tr key={row.requestId}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.name}
                  </th>
                  <td className="px-3 py-2">{row.department ?? ''}</td>
                  <td className="px-3 py-2">{row.leaveType}</td>
                  <td className="px-3 py-2 tabular-nums">{formatCalendarDate(row.fromDate)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatCalendarDate(row.toDate)}</td>
                  <td className={numClass}>{row.days}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </div>
    </>
  );
}

/** Leave: a year's taken, pending and remaining, absence per month, and who was out in a range. */
export function LeaveReportView({
  params,
  search,
  onChange,
}: {
  params: URLSearchParams;
  search: string;
  onChange: (name: string, value: string) => void;
}) {
  const query = useWorkReport('leave', search);
  return (
    <div className="space-y-6">
      <FilterGrid>
        <FilterField label="Year" name="year" type="number" params={params} onChange={onChange} />
        <FilterField label="Out from" name="from" type="date" params={params} onChange={onChange} />
        <FilterField label="Out to" name="to" type="date" params={params} onChange={onChange} />
      </FilterGrid>
      <section aria-live="polite">
        <QueryState
          query={query}
          loading="Loading…"
          failed={reportFailed}
          isEmpty={(answer) => answer.data.people.length === 0}
          empty={
            <EmptyState
              icon={CalendarOff}
              title="No one to report on"
              description="Clear a filter to see the people whose leave you may see."
            />
          }
        >
          {(answer) => (
            <div className="space-y-6">
              <LeaveReportTables report={answer.data} />
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}
