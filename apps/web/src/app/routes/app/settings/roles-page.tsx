import type { Role } from '@taskflow/shared';
import { Plus, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useCreateRole, useDeleteRole, useRoles, useUpdateRole } from '../../../../features/roles/api/roles';
import { DeleteRoleDialog } from '../../../../features/roles/components/delete-role-dialog';
import { RoleForm } from '../../../../features/roles/components/role-form';
import { RoleTable } from '../../../../features/roles/components/role-table';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useListPage } from '../../../../lib/use-list-page';

const PAGE_SIZE = 20;

/** Master Setup → Role Management: the organization's roles and what each may do. */
export default function RolesPage() {
  useDocumentTitle('Role Management');
  const canCreate = useCan('roles.create');
  const canEdit = useCan('roles.edit');
  const canDelete = useCan('roles.delete');
  const list = useListPage<Role>();
  const { data, isPending, isError } = useRoles({ page: list.page, pageSize: PAGE_SIZE, q: list.q });
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const deleteRole = useDeleteRole();

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Role Management' }]} />
      <PageHeader
        title="Role Management"
        description="Roles decide what people in your organization can see and do."
        actions={
          canCreate && (
            <Button onClick={() => list.setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              Add New Role
            </Button>
          )
        }
      />
      <SearchBox label="Search roles" value={list.search} onChange={list.setSearch} className="max-w-sm" />
      {isPending ? (
        <ListSkeleton rows={3} label="Loading roles…" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the roles.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={list.q ? 'No roles match your search' : 'No roles yet'}
          description={list.q ? 'Try different keywords.' : 'Add a role to decide who can do what.'}
        />
      ) : (
        <>
          <RoleTable
            roles={data.data}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={list.onEdit}
            onDelete={list.onDelete}
          />
          <Pagination meta={data.meta} onPageChange={list.setPage} />
        </>
      )}

      <Modal
        isOpen={list.editing !== null}
        onClose={() => list.setEditing(null)}
        title={list.current ? `Edit ${list.current.name}` : 'Add New Role'}
      >
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-xl font-semibold">
            {list.current ? `Edit ${list.current.name}` : 'Add New Role'}
          </h2>
          <RoleForm
            key={list.current?.id ?? 'new'}
            role={list.current}
            onCancel={() => list.setEditing(null)}
            onSubmit={async (fields) => {
              if (list.current) {
                const { data: saved } = await updateRole.mutateAsync({ id: list.current.id, fields });
                const holders = saved.userCount;
                toast.success(
                  holders
                    ? `Role saved; it applies to ${holders} ${holders === 1 ? 'person' : 'people'}.`
                    : 'Role saved.',
                );
              } else {
                await createRole.mutateAsync(fields);
                toast.success('Role created.');
              }
              list.setEditing(null);
            }}
          />
        </div>
      </Modal>

      <DeleteRoleDialog
        role={list.deleting}
        isPending={deleteRole.isPending}
        onCancel={() => list.setDeleting(null)}
        onConfirm={async (reassignTo) => {
          if (!list.deleting) return;
          const result = await deleteRole.mutateAsync({ id: list.deleting.id, reassignTo });
          const moved = result.data.reassigned;
          toast.success(
            moved ? `Role deleted; ${moved} user${moved === 1 ? '' : 's'} moved.` : 'Role deleted.',
          );
          list.setDeleting(null);
        }}
      />
    </div>
  );
}
