import type { Role } from '@taskflow/shared';
import { Plus, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { SetupList } from '../../../../components/ui/setup-list';
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
  const query = useRoles({ page: list.page, pageSize: PAGE_SIZE, q: list.q });
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
      <SetupList
        list={list}
        query={query}
        searchLabel="Search roles"
        loading="Loading roles…"
        failed="Could not load the roles."
        empty={
          <EmptyState
            icon={ShieldCheck}
            title={list.q ? 'No roles match your search' : 'No roles yet'}
            description={list.q ? 'Try different keywords.' : 'Add a role to decide who can do what.'}
          />
        }
        table={(rows) => (
          <RoleTable
            roles={rows}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={list.onEdit}
            onDelete={list.onDelete}
          />
        )}
        addTitle="Add New Role"
        form={(current) => (
          <RoleForm
            key={current?.id ?? 'new'}
            role={current}
            onCancel={() => list.setEditing(null)}
            onSubmit={async (fields) => {
              if (current) {
                const { data: saved } = await updateRole.mutateAsync({ id: current.id, fields });
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
        )}
      />

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
