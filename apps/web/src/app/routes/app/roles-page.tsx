import type { Role } from '@taskflow/shared';
import { Plus, Search, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateRole, useDeleteRole, useRoles, useUpdateRole } from '../../../features/roles/api/roles';
import { DeleteRoleDialog } from '../../../features/roles/components/delete-role-dialog';
import { RoleForm } from '../../../features/roles/components/role-form';
import { RoleTable } from '../../../features/roles/components/role-table';
import { useCan } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PAGE_SIZE = 20;

/** Master Setup → Role Management: the organization's roles and what each may do. */
export default function RolesPage() {
  useDocumentTitle('Role Management');
  const canCreate = useCan('roles.create');
  const canEdit = useCan('roles.edit');
  const canDelete = useCan('roles.delete');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, isPending, isError } = useRoles({ page, pageSize: PAGE_SIZE, q });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const deleteRole = useDeleteRole();
  const onEdit = useCallback((role: Role) => setEditing(role), []);
  const onDelete = useCallback((role: Role) => setDeleting(role), []);
  const current = editing && editing !== 'new' ? editing : undefined;

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500 dark:text-slate-400">
        Master Setup <span aria-hidden>/</span> Role Management
      </nav>
      <PageHeader
        title="Role Management"
        description="Roles decide what people in your organization can see and do."
        actions={
          canCreate && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              Add New Role
            </Button>
          )
        }
      />
      <div className="relative max-w-sm">
        <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" />
        <input
          type="search"
          aria-label="Search roles"
          placeholder="Search roles"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputClasses(false)} pl-9`}
        />
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the roles.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={q ? 'No roles match your search' : 'No roles yet'}
          description={q ? 'Try different keywords.' : 'Add a role to decide who can do what.'}
        />
      ) : (
        <>
          <RoleTable
            roles={data.data}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={onEdit}
            onDelete={onDelete}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.meta.total} onPageChange={setPage} />
        </>
      )}

      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit ${current.name}` : 'Add New Role'}
      >
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-xl font-semibold">
            {current ? `Edit ${current.name}` : 'Add New Role'}
          </h2>
          <RoleForm
            key={current?.id ?? 'new'}
            role={current}
            onCancel={() => setEditing(null)}
            onSubmit={async (fields) => {
              if (current) await updateRole.mutateAsync({ id: current.id, fields });
              else await createRole.mutateAsync(fields);
              toast.success(current ? 'Role saved.' : 'Role created.');
              setEditing(null);
            }}
          />
        </div>
      </Modal>

      <DeleteRoleDialog
        role={deleting}
        isPending={deleteRole.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async (reassignTo) => {
          if (!deleting) return;
          const result = await deleteRole.mutateAsync({ id: deleting.id, reassignTo });
          const moved = result.data.reassigned;
          toast.success(
            moved ? `Role deleted; ${moved} user${moved === 1 ? '' : 's'} moved.` : 'Role deleted.',
          );
          setDeleting(null);
        }}
      />
    </div>
  );
}
