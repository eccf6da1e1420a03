import {
  addCalendarDays,
  type Workload,
  type WorkloadCell,
  type WorkloadLoad,
  type WorkloadScope,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useDates } from '../../../lib/dates';

const OPEN_STATUSES = 'Pending,In Progress,On Hold';

const hoursText = (hours: number) => (Number.isInteger(hours) ? String(hours) : hours.toFixed(1));
const tasksText = (count: number) => `${count} task${count === 1 ? '' : 's'}`;

/** A week's name for a screen reader: the visible "12 / 40 h" first, as shown (WCAG 2.5.3), then the rest. */
function cellLabel(cell: WorkloadCell) {
  const parts = [`${hoursText(cell.hours)} / ${hoursText(cell.capacity)} h due`];
  if (cell.unestimated) parts.push(`${cell.unestimated} without estimate`);
  if (cell.leaveDays) parts.push(`${cell.leaveDays} days of leave`);
  if (cell.isOverbooked) parts.push('over-booked');
  return parts.join(', ');
}

const carriedText = (load: WorkloadLoad) =>
  `+${hoursText(load.hours)} h carried over (${tasksText(load.tasks)} overdue)`;

/**
 * The Task List filter behind a number: whose tasks (one person, My team's or everyone's) and which
 * due dates (a week, or before the current week: carried over). Open tasks only, as the numbers count.
 */
export function workloadLink(
  who: { assigneeId: string } | { scope: WorkloadScope },
  due: { from: string; to: string } | { before: string },
) {
  const search = new URLSearchParams(
    'assigneeId' in who
      ? { assigneeId: who.assigneeId }
      : // A team total lists the tree's own tasks (assignees=team), not the ones its members watch.
        who.scope === 'team'
        ? { scope: 'team', assignees: 'team' }
        : { scope: 'all' },
  );
  search.set('status', OPEN_STATUSES);
  if ('before' in due) search.set('dueTo', addCalendarDays(due.before, -1));
  else {
    search.set('dueFrom', due.from);
    search.set('dueTo', due.to);
  }
  return `/app/tasks?${search}`;
}

// At least 24 px high: the links of a cell sit one above the other (WCAG 2.5.8).
const LINK = 'min-h-6 rounded-md hover:underline focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * People by week: estimated hours of open tasks due against working hours. Open work due before the
 * current week is carried over into it (and counted in its over-booking), shown apart so a person with
 * overdue tasks never looks free. An over-booked week is red and says so in words; every number opens
 * the tasks it counts in the Task List, the totals (everyone in the scope, every page) included.
 */
export function WorkloadTable({ workload, scope }: { workload: Workload; scope: WorkloadScope }) {
  const dates = useDates();
  const scopeName = scope === 'team' ? 'My team' : 'Everyone';
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {/* Fixed layout: the weeks share the width, so six of them fit a 1280 px screen beside the sidebar. */}
      <table className="w-full min-w-[44rem] table-fixed text-sm">
        <caption className="sr-only">Workload per person and week</caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="sticky left-0 w-36 bg-inherit px-3 py-3 font-semibold lg:w-44">
              Person
            </th>
            {workload.weeks.map((week) => (
              <th key={week.start} scope="col" className="px-2 py-3 font-semibold">
                {week.isCurrent ? 'This week' : 'Week of'}
                <span className="block">{dates.calendarDate(week.start)}</span>
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
                className="sticky left-0 bg-white px-3 py-2 text-left font-medium dark:bg-slate-900"
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
                const who = { assigneeId: row.person.id };
                const share = cell.capacity
                  ? Math.min(1, (cell.hours + (cell.carriedOver?.hours ?? 0)) / cell.capacity)
                  : cell.hours
                    ? 1
                    : 0;
                const weekName = `${row.person.name}, week of ${dates.calendarDate(week.start)}`;
                return (
                  <td
                    key={week.start}
                    className={clsx(
                      'px-2 py-1.5 align-top',
                      cell.isOverbooked && 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
                    )}
                  >
                    <Link
                      to={workloadLink(who, { from: week.start, to: week.end })}
                      aria-label={`${weekName}: ${cellLabel(cell)}`}
                      className={clsx('block', LINK)}
                    >
                      <span className="font-semibold">{hoursText(cell.hours)}</span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {' '}
                        / {hoursText(cell.capacity)} h
                      </span>
                    </Link>
                    {cell.carriedOver && cell.carriedOver.tasks > 0 && (
                      <Link
                        to={workloadLink(who, { before: week.start })}
                        aria-label={`${weekName}: ${carriedText(cell.carriedOver)}`}
                        className={clsx('block text-xs font-medium text-red-700 dark:text-red-300', LINK)}
                      >
                        {carriedText(cell.carriedOver)}
                      </Link>
                    )}
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
                    {cell.isOverbooked && <span className="block text-xs font-semibold">Over-booked</span>}
                    {(cell.unestimated > 0 || cell.leaveDays > 0) && (
                      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                        {cell.unestimated > 0 && `${cell.unestimated} unestimated`}
                        {cell.unestimated > 0 && cell.leaveDays > 0 && ' · '}
                        {cell.leaveDays > 0 && `${cell.leaveDays} d leave`}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 dark:border-slate-700">
          <tr>
            <th
              scope="row"
              className="sticky left-0 bg-white px-3 py-2 text-left font-semibold dark:bg-slate-900"
            >
              Total
              <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                {scopeName}, all pages
              </span>
            </th>
            {workload.weeks.map((week, index) => {
              const total = workload.totals.weeks[index];
              if (!total) return null;
              const carried = workload.totals.carriedOver;
              return (
                <td key={week.start} className="px-2 py-2 align-top">
                  <Link
                    to={workloadLink({ scope }, { from: week.start, to: week.end })}
                    aria-label={`${scopeName}, week of ${dates.calendarDate(week.start)}: ${hoursText(total.hours)} h, ${tasksText(total.tasks)} due`}
                    className={clsx('block font-semibold', LINK)}
                  >
                    {hoursText(total.hours)} h{' '}
                    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                      {tasksText(total.tasks)}
                    </span>
                  </Link>
                  {week.isCurrent && carried.tasks > 0 && (
                    <Link
                      to={workloadLink({ scope }, { before: week.start })}
                      aria-label={`${scopeName}: ${carriedText(carried)}`}
                      className={clsx('block text-xs font-medium text-red-700 dark:text-red-300', LINK)}
                    >
                      {carriedText(carried)}
                    </Link>
                  )}
                </td>
              );
            })}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
