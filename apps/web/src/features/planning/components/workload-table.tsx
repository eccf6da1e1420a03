import type { Workload, WorkloadCell } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useDates } from '../../../lib/dates';

const OPEN_STATUSES = 'Pending,In Progress,On Hold';

const hoursText = (hours: number) => (Number.isInteger(hours) ? String(hours) : hours.toFixed(1));

function cellLabel(cell: WorkloadCell) {
  const parts = [`${hoursText(cell.hours)} of ${hoursText(cell.capacity)} hours`];
  if (cell.unestimated) parts.push(`${cell.unestimated} without estimate`);
  if (cell.leaveDays) parts.push(`${cell.leaveDays} days of leave`);
  if (cell.isOverbooked) parts.push('over-booked');
  return parts.join(', ');
}

/**
 * People by week: estimated hours of open tasks due against working hours. An over-booked week is red;
 * each cell opens that person's open tasks due that week in the Task List.
 */
export function WorkloadTable({ workload }: { workload: Workload }) {
  const dates = useDates();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">Workload per person and week</caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="sticky left-0 bg-inherit px-4 py-3 font-semibold">
              Person
            </th>
            {workload.weeks.map((week) => (
              <th key={week.start} scope="col" className="px-3 py-3 font-semibold">
                Week of {dates.calendarDate(week.start)}
                <span className="block font-normal text-slate-500 dark:text-slate-400">
                  {week.workingDays} working days
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {workload.rows.map((row) => (
            <tr key={row.person.id}>
              <th
                scope="row"
                className="sticky left-0 max-w-48 bg-white px-4 py-2 text-left font-medium dark:bg-slate-900"
              >
                <span className="block truncate" title={row.person.name}>
                  {row.person.name}
                </span>
                {row.person.jobTitle && (
                  <span className="block truncate text-xs font-normal text-slate-500 dark:text-slate-400">
                    {row.person.jobTitle}
                  </span>
                )}
              </th>
              {row.weeks.map((cell, index) => {
                const week = workload.weeks[index];
                if (!week) return null;
                const search = new URLSearchParams({
                  assigneeId: row.person.id,
                  dueFrom: week.start,
                  dueTo: week.end,
                  status: OPEN_STATUSES,
                });
                const share = cell.capacity ? Math.min(1, cell.hours / cell.capacity) : cell.hours ? 1 : 0;
                return (
                  <td key={week.start} className="px-2 py-1.5">
                    <Link
                      to={`/app/tasks?${search}`}
                      aria-label={`${row.person.name}, week of ${dates.calendarDate(week.start)}: ${cellLabel(cell)}`}
                      className={clsx(
                        'block min-w-28 rounded-lg px-2 py-1.5 hover:ring-2 hover:ring-brand-500',
                        cell.isOverbooked
                          ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200'
                          : 'text-slate-700 dark:text-slate-200',
                      )}
                    >
                      <span className="font-semibold">{hoursText(cell.hours)}</span>
                      <span className="text-slate-500 dark:text-slate-400">
                        {' '}
                        / {hoursText(cell.capacity)} h
                      </span>
                      <span
                        aria-hidden
                        className="mt-1 block h-1.5 rounded-full bg-slate-200 dark:bg-slate-700"
                      >
                        <span
                          className={clsx(
                            'block h-full rounded-full',
                            cell.isOverbooked ? 'bg-red-600' : 'bg-brand-600',
                          )}
                          style={{ width: `${Math.round(share * 100)}%` }}
                        />
                      </span>
                      {(cell.unestimated > 0 || cell.leaveDays > 0) && (
                        <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                          {cell.unestimated > 0 && `${cell.unestimated} unestimated`}
                          {cell.unestimated > 0 && cell.leaveDays > 0 && ' · '}
                          {cell.leaveDays > 0 && `${cell.leaveDays} d leave`}
                        </span>
                      )}
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
