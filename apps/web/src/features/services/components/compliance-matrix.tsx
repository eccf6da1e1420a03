import {
  formatCalendarDate,
  JOB_STATE_LABELS,
  type JobStateCounts,
  type ComplianceMatrix as Matrix,
  type MatrixPeriod,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { JobStateChip } from './job-state-chip';

const totalOf = (counts: JobStateCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** A period's column head: its name, its extension, and how many of its jobs are done and overdue. */
function PeriodHead({ period, isCurrent }: { period: MatrixPeriod; isCurrent: boolean }) {
  const total = totalOf(period.counts);
  return (
    <th
      scope="col"
      data-period={period.key}
      aria-current={isCurrent ? 'date' : undefined}
      className={clsx(
        'min-w-[7.5rem] border-b border-slate-200 px-2.5 py-2 text-left align-bottom font-semibold dark:border-slate-800',
        isCurrent && 'bg-brand-50/70 dark:bg-indigo-950/40',
      )}
    >
      <span className="block whitespace-nowrap">{period.label}</span>
      {period.extension && (
        <span
          className="block text-xs font-medium whitespace-nowrap text-amber-800 dark:text-amber-200"
          title={period.extension.note}
        >
          Extended to {formatCalendarDate(period.extension.extendedTo)}
        </span>
      )}
      {total > 0 ? (
        <span className="mt-0.5 block text-xs font-normal whitespace-nowrap text-slate-600 dark:text-slate-400">
          {period.counts.done}/{total} done
          {period.counts.overdue > 0 && (
            <span className="font-semibold text-red-700 dark:text-red-300">
              {' '}
              · {period.counts.overdue} overdue
            </span>
          )}
        </span>
      ) : (
        <span className="mt-0.5 block text-xs font-normal text-slate-500 dark:text-slate-400">No jobs</span>
      )}
    </th>
  );
}

/**
 * Clients down, periods across: each cell the client's job of that period as a coloured chip with its
 * state in words, linked to the job. The first column stays in view while the periods scroll sideways
 * (the region scrolls, and can be scrolled with the keyboard once focused).
 */
export function ComplianceMatrix({
  matrix,
  canOpenClients,
}: {
  matrix: Matrix;
  /** Customers View: the client names link to the client's page. */
  canOpenClients: boolean;
}) {
  const stickyCell = 'sticky left-0 bg-white dark:bg-slate-900';
  const region = useRef<HTMLElement>(null);
  // The period brought into view where the periods do not all fit (a phone): the latest one with jobs up
  // to the current period (a monthly return's work is last month's), else the current one.
  const current = matrix.periods.findIndex((period) => period.key === matrix.currentPeriod);
  const upToNow = current === -1 ? matrix.periods : matrix.periods.slice(0, current + 1);
  const focusKey =
    upToNow.findLast((period) => totalOf(period.counts) > 0)?.key ?? matrix.currentPeriod ?? undefined;
  // It is scrolled to just right of the client column (the later periods follow it when they fit).
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !focusKey) return;
    const heads = Array.from(element.querySelectorAll<HTMLElement>('thead th'));
    const target = heads.find((head) => head.dataset.period === focusKey);
    const clientColumn = heads[0];
    if (!target || !clientColumn) return;
    const offset = target.getBoundingClientRect().left - clientColumn.getBoundingClientRect().right;
    element.scrollLeft = Math.max(0, element.scrollLeft + offset);
  }, [focusKey]);
  return (
    // A table that scrolls sideways takes the focus, so keyboard users can scroll it too.
    <section
      ref={region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={`${matrix.service.name}: clients by period`}
      // relative: the containing block of the cells' sr-only words ("No job"), so that the region clips
      // them; else they widen the page by the width of the periods scrolled out of view.
      className="relative min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {matrix.service.name}: each client's job by period, with its state
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={clsx(
                stickyCell,
                'z-20 min-w-[9.5rem] border-r border-b border-slate-200 px-3 py-2 text-left align-bottom font-semibold sm:min-w-[14rem] dark:border-slate-800',
              )}
            >
              Client
            </th>
            {matrix.periods.map((period) => (
              <PeriodHead key={period.key} period={period} isCurrent={period.key === matrix.currentPeriod} />
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.customer.id} className="group">
              <th
                scope="row"
                className={clsx(
                  stickyCell,
                  'z-10 max-w-[9.5rem] border-r border-b border-slate-100 px-3 py-2 text-left align-top font-medium sm:max-w-[14rem] dark:border-slate-800',
                )}
              >
                {canOpenClients ? (
                  <Link
                    to={`/app/customers/${row.customer.id}`}
                    className="block truncate hover:underline"
                    title={row.customer.name}
                  >
                    {row.customer.name}
                  </Link>
                ) : (
                  <span className="block truncate" title={row.customer.name}>
                    {row.customer.name}
                  </span>
                )}
                <span className="block truncate text-xs font-normal text-slate-500 dark:text-slate-400">
                  {row.responsible?.name ?? 'No one responsible'}
                  {row.status !== 'active' && ` · ${row.status === 'paused' ? 'Paused' : 'Ended'}`}
                </span>
              </th>
              {matrix.periods.map((period) => {
                const cell = row.cells[period.key];
                return (
                  <td
                    key={period.key}
                    className="border-b border-slate-100 px-2.5 py-2 align-top dark:border-slate-800"
                  >
                    {cell ? (
                      <Link
                        to={`/app/jobs/${cell.jobId}`}
                        aria-label={`${row.customer.name}, ${period.label}: ${JOB_STATE_LABELS[cell.state]}${
                          cell.extendedTo ? `, extended to ${formatCalendarDate(cell.extendedTo)}` : ''
                        }`}
                        className="inline-block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        <JobStateChip state={cell.state} isExtended={cell.extendedTo !== null} />
                      </Link>
                    ) : (
                      <span className="text-slate-400 dark:text-slate-500">
                        <span aria-hidden>–</span>
                        <span className="sr-only">No job</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
