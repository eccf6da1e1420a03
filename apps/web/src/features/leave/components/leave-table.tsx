import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { formatLeaveDays, type LeaveRequest, leaveTitle } from '@taskflow/shared';
import { Check, Eye, X } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { useDates } from '../../../lib/dates';
import type { LeaveDecision } from './decision-form';
import { LeaveDates, LeaveStatusBadge } from './leave-parts';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, LeaveRequest>();

/** Columns that give way first on narrow screens (opening a row still shows everything). */
const HIDE_BELOW: Record<string, string> = {
  leaveType: 'hidden md:table-cell',
  fromDate: 'hidden sm:table-cell',
  totalDays: 'hidden whitespace-nowrap sm:table-cell',
  createdAt: 'hidden lg:table-cell',
  status: 'hidden sm:table-cell',
};

/** Column names stay whole; the table's cells break user text anywhere, which would split them. */
const Heading = ({ children }: { children: string }) => <span className="whitespace-nowrap">{children}</span>;

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * The spec's leave list: employee name and ID, type, date range, total days, status and application
 * timestamp. With `selection` rows can be chosen for a bulk decision; with `onDecide` each row has
 * Approve and Reject in place.
 */
export function LeaveTable({
  requests,
  onOpen,
  onDecide,
  selection,
}: {
  requests: LeaveRequest[];
  onOpen: (request: LeaveRequest) => void;
  onDecide?: (request: LeaveRequest, decision: LeaveDecision) => void;
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; onToggleAll: () => void };
}) {
  const dates = useDates();
  const allSelected = Boolean(
    selection && requests.length > 0 && requests.every((r) => selection.selected.has(r.id)),
  );
  const columns = useMemo(
    () =>
      column.columns([
        ...(selection
          ? [
              column.display({
                id: 'select',
                header: () => (
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label="Select all on this page"
                    checked={allSelected}
                    onChange={selection.onToggleAll}
                  />
                ),
                cell: ({ row }) => (
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label={`Select the leave of ${row.original.employee.name}, ${row.original.fromDate}`}
                    checked={selection.selected.has(row.original.id)}
                    onChange={() => selection.onToggle(row.original.id)}
                  />
                ),
              }),
            ]
          : []),
        column.accessor('employee', {
          header: () => <Heading>Employee</Heading>,
          cell: ({ row }) => (
            <div className="min-w-0 sm:min-w-32">
              <button
                type="button"
                onClick={() => onOpen(row.original)}
                className="block max-w-full text-left font-medium wrap-anywhere text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
              >
                {row.original.employee.name}
              </button>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {row.original.employee.employeeCode}
                <span className="md:hidden">
                  {row.original.employee.employeeCode && ' · '}
                  {row.original.leaveType.name}
                </span>
              </span>
              <span className="block text-xs text-slate-700 sm:hidden dark:text-slate-300">
                <LeaveDates request={row.original} /> · {formatLeaveDays(row.original.totalDays)}
              </span>
              <span className="sm:hidden">
                <LeaveStatusBadge status={row.original.status} className="mt-1" />
              </span>
            </div>
          ),
        }),
        column.accessor('leaveType', {
          header: () => <Heading>Type</Heading>,
          cell: ({ getValue }) => <span className="wrap-normal">{getValue().name}</span>,
        }),
        column.accessor('fromDate', {
          header: () => <Heading>Dates</Heading>,
          cell: ({ row }) => (
            <span className="block min-w-28 text-sm wrap-normal">
              <LeaveDates request={row.original} />
            </span>
          ),
        }),
        column.accessor('totalDays', {
          header: () => <Heading>Total days</Heading>,
          cell: ({ getValue }) => formatLeaveDays(getValue()),
        }),
        column.accessor('status', {
          header: () => <Heading>Status</Heading>,
          cell: ({ row }) => (
            <div className="grid justify-items-start gap-1">
              <LeaveStatusBadge status={row.original.status} />
              {row.original.status === 'Pending' && row.original.awaiting && (
                <span className="text-xs text-slate-600 dark:text-slate-400">{row.original.awaiting}</span>
              )}
            </div>
          ),
        }),
        column.accessor('createdAt', {
          header: () => <Heading>Applied</Heading>,
          cell: ({ getValue }) => <span className="wrap-normal">{dates.dateTime(getValue())}</span>,
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => {
            const who = `${row.original.employee.name}, ${leaveTitle(row.original.leaveType.name)} from ${row.original.fromDate}`;
            return (
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`View the leave of ${who}`}
                  onClick={() => onOpen(row.original)}
                >
                  <Eye aria-hidden className="size-4" />
                </button>
                {onDecide && row.original.status === 'Pending' && (
                  <>
                    <button
                      type="button"
                      className={`${iconButton} hover:text-emerald-700 dark:hover:text-emerald-300`}
                      aria-label={`Approve the leave of ${who}`}
                      title="Approve"
                      onClick={() => onDecide(row.original, 'approve')}
                    >
                      <Check aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} hover:text-red-600 dark:hover:text-red-400`}
                      aria-label={`Reject the leave of ${who}`}
                      title="Reject"
                      onClick={() => onDecide(row.original, 'reject')}
                    >
                      <X aria-hidden className="size-4" />
                    </button>
                  </>
                )}
              </div>
            );
          },
        }),
      ]),
    [selection, allSelected, onOpen, onDecide, dates],
  );
  const table = useTable({ features, columns, data: requests, getRowId: (row) => row.id });
  return <DataTable table={table} hideBelow={HIDE_BELOW} />;
}
