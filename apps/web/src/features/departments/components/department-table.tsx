import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Department } from '@taskflow/shared';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { RowAction } from '../../../components/ui/row-actions';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, Department>();

const HIDE_BELOW: Record<string, string> = { description: 'hidden sm:table-cell' };

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
                {canEdit && <RowAction action="edit" itemName={name} onClick={() => onEdit(row.original)} />}
                {canDelete && (
                  <RowAction action="delete" itemName={name} onClick={() => onDelete(row.original)} />
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
