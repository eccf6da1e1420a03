import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Department } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, Department>();

const HIDE_BELOW: Record<string, string> = { description: 'hidden sm:table-cell' };

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** Departments with their description, member counts and row actions. */
export function DepartmentTable({
  departments,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  departments: Department[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (department: Department) => void;
  onDelete: (department: Department) => void;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: 'Department Name',
          cell: ({ row }) => (
            <div className="min-w-0">
              <span className="block truncate font-medium text-slate-900 dark:text-slate-100">
                {row.original.name}
              </span>
              {row.original.description && (
                <span className="block truncate text-xs text-slate-500 sm:hidden dark:text-slate-400">
                  {row.original.description}
                </span>
              )}
            </div>
          ),
        }),
        column.accessor('description', {
          header: 'Description',
          cell: ({ getValue }) => <span className="line-clamp-2">{getValue() ?? '—'}</span>,
        }),
        column.accessor('memberCount', { header: 'Members', cell: ({ getValue }) => getValue() }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => {
            const name = row.original.name;
            return (
              <div className="flex justify-end gap-1">
                {canEdit && (
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Edit ${name}`}
                    onClick={() => onEdit(row.original)}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                )}
                {canDelete && (
                  <button
                    type="button"
                    className={clsx(iconButton, 'hover:text-red-600 dark:hover:text-red-400')}
                    aria-label={`Delete ${name}`}
                    onClick={() => onDelete(row.original)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                )}
              </div>
            );
          },
        }),
      ]),
    [canEdit, canDelete, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: departments, getRowId: (row) => row.id });

  return (
    <DataTable
      table={table}
      hideBelow={HIDE_BELOW}
      colgroup={
        <>
          <col />
          <col className="hidden w-[45%] sm:table-column" />
          <col className="w-24" />
          <col className={canEdit || canDelete ? 'w-24' : 'w-2'} />
        </>
      }
    />
  );
}
