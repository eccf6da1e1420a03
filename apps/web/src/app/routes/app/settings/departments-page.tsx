import type { Department } from '@taskflow/shared';
import { Network, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { SetupList } from '../../../../components/ui/setup-list';
import { DeleteDepartmentDialog } from '../../../../features/departments/components/delete-department-dialog';
import { DepartmentForm } from '../../../../features/departments/components/department-form';
import { DepartmentTable } from '../../../../features/departments/components/department-table';
import { useCan } from '../../../../lib/auth';
import {
  useCreateDepartment,
  useDeleteDepartment,
  useDeleteEmptyDepartmentWithUndo,
  useDepartments,
  useUpdateDepartment,
} from '../../../../lib/departments';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useListPage } from '../../../../lib/use-list-page';

const PAGE_SIZE = 20;

/** Master Setup → Department Setup: the organization's departments and who is in them. */
export default function DepartmentsPage() {
  useDocumentTitle('Department Setup');
  const canCreate = useCan('departments.create');
  const canEdit = useCan('departments.edit');
  const canDelete = useCan('departments.delete');
  const list = useListPage<Department>();
  const query = useDepartments({ page: list.page, pageSize: PAGE_SIZE, q: list.q });
  const createDepartment = useCreateDepartment();
  const updateDepartment = useUpdateDepartment();
  const deleteDepartment = useDeleteDepartment();
  const deleteEmptyWithUndo = useDeleteEmptyDepartmentWithUndo();
  // Members must be moved or unassigned first, which the dialog asks; an empty department can be undone.
  const onDelete = useCallback(
    (department: Department) =>
      department.memberCount === 0 ? deleteEmptyWithUndo(department) : list.onDelete(department),
    [deleteEmptyWithUndo, list.onDelete],
  );

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Department Setup' }]} />
      <PageHeader
        title="Department Setup"
        description="Group people by the work they do; reports and filters use departments."
        actions={
          canCreate && (
            <Button onClick={() => list.setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              Add Department
            </Button>
          )
        }
      />
      <SetupList
        list={list}
        query={query}
        searchLabel="Search departments"
        loading="Loading departments…"
        failed="Could not load the departments."
        empty={
          <EmptyState
            icon={Network}
            title={list.q ? 'No departments match your search' : 'No departments yet'}
            description={list.q ? 'Try different keywords.' : 'Add a department to group your people.'}
          />
        }
        table={(rows) => (
          <DepartmentTable
            departments={rows}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={list.onEdit}
            onDelete={onDelete}
          />
        )}
        addTitle="Add Department"
        form={(current) => (
          <DepartmentForm
            key={current?.id ?? 'new'}
            department={current}
            onCancel={() => list.setEditing(null)}
            onSubmit={async (fields) => {
              if (current) await updateDepartment.mutateAsync({ id: current.id, fields });
              else await createDepartment.mutateAsync(fields);
              toast.success(current ? 'Department saved.' : 'Department created.');
              list.setEditing(null);
            }}
          />
        )}
      />

      <DeleteDepartmentDialog
        department={list.deleting}
        isPending={deleteDepartment.isPending}
        onCancel={() => list.setDeleting(null)}
        onConfirm={async (members) => {
          if (!list.deleting) return;
          const result = await deleteDepartment.mutateAsync({ id: list.deleting.id, members });
          const moved = result.data.moved;
          toast.success(
            moved
              ? `Department deleted; ${moved} ${moved === 1 ? 'person' : 'people'} updated.`
              : 'Department deleted.',
          );
          list.setDeleting(null);
        }}
      />
    </div>
  );
}
