import type { DashboardRow } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';

type CountKey = Exclude<keyof DashboardRow, 'member'>;

export interface DashboardColumn {
  key: CountKey;
  label: string;
  /** The Task List filter (URL search parameters) that lists what the number counts. */
  filter: Record<string, string>;
}

const OPEN = 'Pending,In Progress,On Hold';

/** The counts the guide's dashboard shows, each with the Task List filter behind it. */
export function dashboardColumns(week: { start: string; end: string }): DashboardColumn[] {
  return [
    { key: 'pending', label: 'Pending', filter: { status: 'Pending' } },
    { key: 'inProgress', label: 'In Progress', filter: { status: 'In Progress' } },
    { key: 'completed', label: 'Completed', filter: { status: 'Completed' } },
    { key: 'onHold', label: 'On Hold', filter: { status: 'On Hold' } },
    { key: 'overdue', label: 'Overdue', filter: { overdue: 'true' } },
    {
      key: 'dueThisWeek',
      label: 'Due this week',
      filter: { status: OPEN, dueFrom: week.start, dueTo: week.end },
    },
  ];
}

/** `/app/tasks?assigneeId=…&status=…`: the Task List's own parameter names. */
export function taskListLink(memberId: string, filter: Record<string, string>) {
  return `/app/tasks?${new URLSearchParams({ assigneeId: memberId, ...filter })}`;
}

/**
 * A total's Task List: My team's own tasks (assignees=team, not the ones they watch or lead), or
 * everyone's, with the column's filter.
 */
export function totalLink(scope: DashboardScope, filter: Record<string, string>) {
  const who: Record<string, string> =
    scope === 'team' ? { scope: 'team', assignees: 'team' } : { scope: 'all' };
  return `/app/tasks?${new URLSearchParams({ ...who, ...filter })}`;
}

export type DashboardScope = 'team' | 'all';

const NUMBER_LINK = 'inline-block min-w-8 rounded-md px-1.5 py-0.5 font-semibold hover:underline';

/** One row per member; every number opens the filtered Task List. Scrolls sideways inside itself on a phone. */
export function DashboardTable({
  rows,
  week,
  scope,
}: {
  rows: DashboardRow[];
  week: { start: string; end: string };
  scope: DashboardScope;
}) {
  const columns = dashboardColumns(week);
  const totals = Object.fromEntries(
    columns.map((column) => [column.key, rows.reduce((sum, row) => sum + row[column.key], 0)]),
  ) as Record<CountKey, number>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Tasks per team member by status, overdue and due this week</caption>
        <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Team member
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-3 py-3 text-right font-semibold whitespace-nowrap"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.member.id}>
              <th
                scope="row"
                className="max-w-48 truncate px-4 py-2.5 text-left font-medium"
                title={row.member.name}
              >
                {row.member.name}
              </th>
              {columns.map((column) => {
                const count = row[column.key];
                return (
                  <td key={column.key} className="px-3 py-2.5 text-right tabular-nums">
                    {count === 0 ? (
                      <span className="text-slate-400 dark:text-slate-500">0</span>
                    ) : (
                      <Link
                        to={taskListLink(row.member.id, column.filter)}
                        aria-label={`${count} ${column.label.toLowerCase()} of ${row.member.name}`}
                        className={clsx(
                          NUMBER_LINK,
                          column.key === 'overdue'
                            ? 'text-red-700 dark:text-red-300'
                            : 'text-brand-700 dark:text-brand-300',
                        )}
                      >
                        {count}
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold dark:border-slate-700">
          <tr>
            <th scope="row" className="px-4 py-2.5 text-left">
              Total
            </th>
            {columns.map((column) => {
              const count = totals[column.key];
              return (
                <td key={column.key} className="px-3 py-2.5 text-right tabular-nums">
                  {count === 0 ? (
                    <span className="text-slate-400 dark:text-slate-500">0</span>
                  ) : (
                    <Link
                      to={totalLink(scope, column.filter)}
                      aria-label={`${count} ${column.label.toLowerCase()} in total`}
                      className={clsx(NUMBER_LINK, 'text-brand-700 dark:text-brand-300')}
                    >
                      {count}
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
