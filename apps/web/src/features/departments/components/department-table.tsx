import type { Department } from '@taskflow/shared';
import { SetupTable, setupColumnHelper } from '../../../components/ui/setup-table';

const column = setupColumnHelper<Department>();

const COLUMNS = column.columns([
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
]);

const HIDE_BELOW: Record<string, string> = { description: 'hidden sm:table-cell' };

const WIDTHS = (
  <>
    <col />
    <col className="hidden w-[45%] sm:table-column" />
    <col className="w-24" />
  </>
);

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
  return (
    <SetupTable
      rows={departments}
      columns={COLUMNS}
      widths={WIDTHS}
      hideBelow={HIDE_BELOW}
      canEdit={canEdit}
      canDelete={canDelete}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
