import type { Role } from '@taskflow/shared';
import { ShieldCheck } from 'lucide-react';
import { SetupTable, setupColumnHelper } from '../../../components/ui/setup-table';

const column = setupColumnHelper<Role>();

const COLUMNS = column.columns([
  column.accessor('name', {
    header: 'Role Name',
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium wrap-anywhere text-slate-900 dark:text-slate-100">
          {row.original.name}
        </span>
        {row.original.isAdmin && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-300">
            <ShieldCheck aria-hidden className="size-3" />
            Protected
          </span>
        )}
      </div>
    ),
  }),
  column.accessor('description', {
    header: 'Description',
    cell: ({ getValue }) => <span className="line-clamp-2">{getValue()}</span>,
  }),
  column.accessor((role) => role.permissions.length, {
    id: 'permissions',
    header: 'Permissions',
  }),
  column.accessor('userCount', {
    header: 'Users',
    cell: ({ getValue }) => getValue(),
  }),
]);

const HIDE_BELOW: Record<string, string> = {
  description: 'hidden md:table-cell',
  permissions: 'hidden sm:table-cell',
};

const WIDTHS = (
  <>
    <col />
    <col className="hidden w-[40%] md:table-column" />
    <col className="hidden w-28 sm:table-column" />
    <col className="w-20" />
  </>
);

/** The protected administrator role stays: it has no Delete. */
const isDeletable = (role: Role) => !role.isAdmin;

/** Roles with their description, how many permissions and users each has, and row actions. */
export function RoleTable({
  roles,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  roles: Role[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}) {
  return (
    <SetupTable
      rows={roles}
      columns={COLUMNS}
      widths={WIDTHS}
      hideBelow={HIDE_BELOW}
      canEdit={canEdit}
      canDelete={canDelete}
      isDeletable={isDeletable}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
