import { type ColumnDef, createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from './data-table';
import { RowAction } from './row-actions';

const features = tableFeatures({});
type SetupFeatures = typeof features;

/** A row of a Master Setup list: named, so its row actions say what they edit or delete. */
export interface SetupRow {
  id: string;
  name: string;
}

/** The column helper for a setup table's own columns (the table adds the actions column). */
export const setupColumnHelper = <T extends SetupRow>() => createColumnHelper<SetupFeatures, T>();

/**
 * A Master Setup list (departments, roles): the owner's columns, then Edit and Delete on each row for
 * those who may (`isDeletable` keeps Delete off a row that must stay). `widths` are the owner's columns'
 * `<col>`s; the actions column's width follows whether any action shows.
 */
export function SetupTable<T extends SetupRow>({
  rows,
  columns,
  widths,
  hideBelow,
  canEdit,
  canDelete,
  isDeletable,
  onEdit,
  onDelete,
}: {
  rows: T[];
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as TanStack's helper returns them
  columns: ColumnDef<SetupFeatures, T, any>[];
  widths: ReactNode;
  hideBelow: Record<string, string>;
  canEdit: boolean;
  canDelete: boolean;
  isDeletable?: (row: T) => boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  const allColumns = useMemo(() => {
    const column = setupColumnHelper<T>();
    return [
      ...columns,
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => {
          const name = row.original.name;
          return (
            <div className="flex justify-end gap-1">
              {canEdit && <RowAction action="edit" itemName={name} onClick={() => onEdit(row.original)} />}
              {canDelete && (isDeletable?.(row.original) ?? true) && (
                <RowAction action="delete" itemName={name} onClick={() => onDelete(row.original)} />
              )}
            </div>
          );
        },
      }),
    ];
  }, [columns, canEdit, canDelete, isDeletable, onEdit, onDelete]);
  const table = useTable({ features, columns: allColumns, data: rows, getRowId: (row) => row.id });

  return (
    <DataTable
      table={table}
      hideBelow={hideBelow}
      colgroup={
        <>
          {widths}
          <col className={canEdit || canDelete ? 'w-24' : 'w-2'} />
        </>
      }
    />
  );
}
