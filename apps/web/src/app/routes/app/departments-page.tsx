import type { Department } from '@taskflow/shared';
import { Network, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useCreateDepartment,
  useDeleteDepartment,
  useDepartments,
  useUpdateDepartment,
} from '../../../features/departments/api/departments';
import { DeleteDepartmentDialog } from '../../../features/departments/components/delete-department-dialog';
import { DepartmentForm } from '../../../features/departments/components/department-form';
import { DepartmentTable } from '../../../features/departments/components/department-table';
import { useCan } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PAGE_SIZE = 20;

/** Master Setup → Department Setup: the organization's departments and who is in them. */
export default function DepartmentsPage() {
  useDocumentTitle('Department Setup');
  const canCreate = useCan('departments.create');
  const canEdit = useCan('departments.edit');
  const canDelete = useCan('departments.delete');
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
  const { data, isPending, isError } = useDepartments({ page, pageSize: PAGE_SIZE, q });
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const createDepartment = useCreateDepartment();
  const updateDepartment = useUpdateDepartment();
  const deleteDepartment = useDeleteDepartment();
  const onEdit = useCallback((department: Department) => setEditing(department), []);
  const onDelete = useCallback((department: Department) => setDeleting(department), []);
  const current = editing && editing !== 'new' ? editing : undefined;

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500 dark:text-slate-400">
        Master Setup <span aria-hidden>/</span> Department Setup
      </nav>
      <PageHeader
        title="Department Setup"
        description="Group people by the work they do; reports and filters use departments."
        actions={
          canCreate && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              Add Department
            </Button>
          )
        }
      />
      <div className="relative max-w-sm">
        <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" />
        <input
          type="search"
          aria-label="Search departments"
          placeholder="Search departments"
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
          Could not load the departments.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Network}
          title={q ? 'No departments match your search' : 'No departments yet'}
          description={q ? 'Try different keywords.' : 'Add a department to group your people.'}
        />
      ) : (
        <>
          <DepartmentTable
            departments={data.data}
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
        title={current ? `Edit ${current.name}` : 'Add Department'}
      >
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-xl font-semibold">
            {current ? `Edit ${current.name}` : 'Add Department'}
          </h2>
          <DepartmentForm
            key={current?.id ?? 'new'}
            department={current}
            onCancel={() => setEditing(null)}
            onSubmit={async (fields) => {
              if (current) await updateDepartment.mutateAsync({ id: current.id, fields });
              else await createDepartment.mutateAsync(fields);
              toast.success(current ? 'Department saved.' : 'Department created.');
              setEditing(null);
            }}
          />
        </div>
      </Modal>

      <DeleteDepartmentDialog
        department={deleting}
        isPending={deleteDepartment.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async (members) => {
          if (!deleting) return;
          const result = await deleteDepartment.mutateAsync({ id: deleting.id, members });
          const moved = result.data.moved;
          toast.success(
            moved
              ? `Department deleted; ${moved} ${moved === 1 ? 'person' : 'people'} updated.`
              : 'Department deleted.',
          );
          setDeleting(null);
        }}
      />
    </div>
  );
}
