import type { Department } from '@taskflow/shared';
import { Network, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { ListSkeleton } from '../../../../components/ui/skeleton';
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
  const { data, isPending, isError } = useDepartments({ page: list.page, pageSize: PAGE_SIZE, q: list.q });
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
      <SearchBox
        label="Search departments"
        value={list.search}
        onChange={list.setSearch}
        className="max-w-sm"
      />
      {isPending ? (
        <ListSkeleton rows={3} label="Loading departments…" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the departments.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Network}
          title={list.q ? 'No departments match your search' : 'No departments yet'}
          description={list.q ? 'Try different keywords.' : 'Add a department to group your people.'}
        />
      ) : (
        <>
          <DepartmentTable
            departments={data.data}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={list.onEdit}
            onDelete={onDelete}
          />
          <Pagination meta={data.meta} onPageChange={list.setPage} />
        </>
      )}

      <Modal
        isOpen={list.editing !== null}
        onClose={() => list.setEditing(null)}
        title={list.current ? `Edit ${list.current.name}` : 'Add Department'}
      >
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-xl font-semibold">
            {list.current ? `Edit ${list.current.name}` : 'Add Department'}
          </h2>
          <DepartmentForm
            key={list.current?.id ?? 'new'}
            department={list.current}
            onCancel={() => list.setEditing(null)}
            onSubmit={async (fields) => {
              if (list.current) await updateDepartment.mutateAsync({ id: list.current.id, fields });
              else await createDepartment.mutateAsync(fields);
              toast.success(list.current ? 'Department saved.' : 'Department created.');
              list.setEditing(null);
            }}
          />
        </div>
      </Modal>

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
