import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Task, TaskSort } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, History, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CustomerLink } from '../../../../components/customer-link';
import {
  OverdueBadge,
  TaskIdChip,
  TaskPriorityBadge,
  TaskStatusBadge,
} from '../../../../components/task-badges';
import { DataTable } from '../../../../components/ui/data-table';
import { useDates } from '../../../../lib/dates';
import { nextSort, type SortColumn, sortDirection } from '../../lib/list-params';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, Task>();

/**
 * Columns that give way as the screen narrows; what they say moves into a neighbouring cell (company
 * and assignee under the title, priority under the status, the creation date under the due date).
 */
const HIDE_BELOW: Record<string, string> = {
  displayId: 'hidden sm:table-cell',
  customer: 'hidden xl:table-cell',
  assignee: 'hidden xl:table-cell',
  priority: 'hidden 2xl:table-cell',
  createdAt: 'hidden 2xl:table-cell',
  dueDate: 'hidden sm:table-cell',
  status: 'hidden sm:table-cell',
};

function SortHeader({
  label,
  column: sortColumn,
  sort,
  onSort,
}: {
  label: string;
  column: SortColumn;
  sort: TaskSort;
  onSort: (sort: TaskSort) => void;
}) {
  const direction = sortDirection(sort, sortColumn);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort(sort, sortColumn))}
      aria-label={`${label}: sort ${direction === 'ascending' ? 'descending' : 'ascending'}`}
      aria-pressed={direction !== 'none'}
      className={clsx(
        'inline-flex items-center gap-1 whitespace-nowrap uppercase hover:text-slate-900 dark:hover:text-white',
        direction !== 'none' && 'text-slate-900 dark:text-white',
      )}
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
    </button>
  );
}

/**
 * Task List (guide: Task ID, company, creation and due dates, Edit and History actions; plus title,
 * assignee, status and priority), with a checkbox per row for bulk actions.
 */
export function TaskTable({
  tasks,
  sort,
  onSort,
  selected,
  onSelect,
  canSelect,
  onHistory,
}: {
  tasks: Task[];
  sort: TaskSort;
  onSort: (sort: TaskSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], isSelected: boolean) => void;
  canSelect: boolean;
  onHistory: (task: Task) => void;
}) {
  const dates = useDates();
  const allSelected = tasks.length > 0 && tasks.every((task) => selected.has(task.id));
  const someSelected = !allSelected && tasks.some((task) => selected.has(task.id));
  const columns = useMemo(
    () =>
      column.columns([
        ...(canSelect
          ? [
              column.display({
                id: 'select',
                header: () => (
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label="Select all tasks on this page"
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = someSelected;
                    }}
                    onChange={(event) =>
                      onSelect(
                        tasks.map((task) => task.id),
                        event.target.checked,
                      )
                    }
                  />
                ),
                cell: ({ row }) => (
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label={`Select ${row.original.displayId}`}
                    checked={selected.has(row.original.id)}
                    onChange={(event) => onSelect([row.original.id], event.target.checked)}
                  />
                ),
              }),
            ]
          : []),
        column.accessor('displayId', {
          header: 'Task ID',
          cell: ({ row }) => <TaskIdChip task={row.original} />,
        }),
        column.accessor('title', {
          header: () => <SortHeader label="Title" column="title" sort={sort} onSort={onSort} />,
          cell: ({ row }) => {
            const task = row.original;
            return (
              <div className="sm:min-w-44">
                <Link
                  to={`/app/tasks/${task.displayId}`}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
                >
                  {task.title}
                </Link>
                {task.project && (
                  <span
                    className="block truncate text-xs text-slate-500 dark:text-slate-400"
                    title={task.project.name}
                  >
                    {task.project.name}
                  </span>
                )}
                <span className="hidden text-xs text-slate-600 sm:block xl:hidden dark:text-slate-400">
                  {task.customer.name} · {task.assignee.name}
                </span>
                {/* What the hidden columns say, on a narrow screen. */}
                <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600 sm:hidden dark:text-slate-400">
                  <TaskIdChip task={task} />
                  <TaskStatusBadge status={task.status} />
                  <span className="truncate">{task.assignee.name}</span>
                  <span className="whitespace-nowrap">Due {dates.calendarDate(task.dueDate)}</span>
                  {task.isOverdue && <OverdueBadge />}
                </div>
              </div>
            );
          },
        }),
        column.accessor((task) => task.customer.name, {
          id: 'customer',
          header: 'Company',
          // Names wrap between words, not inside them (the table would squeeze them letter by letter).
          cell: ({ row }) => (
            <CustomerLink customer={row.original.customer} className="block min-w-24 wrap-break-word" />
          ),
        }),
        column.accessor((task) => task.assignee.name, {
          id: 'assignee',
          header: () => <span className="whitespace-nowrap">Assign To</span>,
          cell: ({ getValue }) => <span className="block min-w-20 wrap-break-word">{getValue()}</span>,
        }),
        column.accessor('status', {
          header: 'Status',
          cell: ({ row }) => (
            <div className="flex flex-col items-start gap-1">
              <TaskStatusBadge status={row.original.status} />
              <TaskPriorityBadge priority={row.original.priority} className="2xl:hidden" />
            </div>
          ),
        }),
        column.accessor('priority', {
          header: () => <SortHeader label="Priority" column="priority" sort={sort} onSort={onSort} />,
          cell: ({ getValue }) => <TaskPriorityBadge priority={getValue()} />,
        }),
        column.accessor('createdAt', {
          header: () => <SortHeader label="Created" column="createdAt" sort={sort} onSort={onSort} />,
          cell: ({ getValue }) => <span className="whitespace-nowrap">{dates.date(getValue())}</span>,
        }),
        column.accessor('dueDate', {
          header: () => <SortHeader label="Due" column="dueDate" sort={sort} onSort={onSort} />,
          cell: ({ row }) => (
            <div className="flex flex-col items-start gap-1">
              <span className="whitespace-nowrap">{dates.calendarDate(row.original.dueDate)}</span>
              {row.original.isOverdue && <OverdueBadge />}
              <span className="text-xs whitespace-nowrap text-slate-500 2xl:hidden dark:text-slate-400">
                Created {dates.date(row.original.createdAt)}
              </span>
            </div>
          ),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => (
            <div className="flex justify-end">
              <Link
                to={`/app/tasks/${row.original.displayId}`}
                aria-label={`Edit ${row.original.displayId}`}
                className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <Pencil aria-hidden className="size-4" />
              </Link>
              <button
                type="button"
                aria-label={`History of ${row.original.displayId}`}
                onClick={() => onHistory(row.original)}
                className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <History aria-hidden className="size-4" />
              </button>
            </div>
          ),
        }),
      ]),
    [canSelect, allSelected, someSelected, selected, tasks, onSelect, sort, onSort, dates, onHistory],
  );
  const table = useTable({ features, columns, data: tasks, getRowId: (row) => row.id });
  return <DataTable table={table} hideBelow={HIDE_BELOW} density="compact" />;
}
