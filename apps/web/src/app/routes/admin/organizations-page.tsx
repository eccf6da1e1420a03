import { clsx } from 'clsx';
import { Building2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses, TextAreaField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { OrganizationTable } from '../../../features/admin/components/organization-table';
import { useOrganizationList } from '../../../features/admin/hooks/use-organization-list';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * Organizations: tenants with their size and activity, their plan (which sets their storage quota) and
 * storage used; change the plan, suspend (with a reason) and reactivate.
 */
export default function AdminOrganizationsPage() {
  useDocumentTitle('Organizations');
  const {
    list: { data, isPending, isError },
    plans,
    search,
    setSearch,
    status,
    setStatus,
    setPage,
    suspension,
    reactivation,
  } = useOrganizationList();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Organizations"
        description="Every tenant, its size, its plan and storage, and its last activity."
      />
      <div className="flex flex-wrap gap-3">
        <SearchBox
          label="Search organizations"
          value={search}
          onChange={setSearch}
          className="min-w-0 flex-1 basis-60"
        />
        <select
          aria-label="Status"
          className={clsx(inputClasses(false), 'w-auto')}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">All organizations</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </select>
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the organizations.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No organizations found"
          description="Try a different search or status."
        />
      ) : (
        <>
          <OrganizationTable
            organizations={data.data}
            plans={plans}
            onSuspend={suspension.start}
            onReactivate={reactivation.start}
          />
          <Pagination meta={data.meta} onPageChange={setPage} />
        </>
      )}
      <ConfirmDialog
        isOpen={suspension.organization !== null}
        title={`Suspend ${suspension.organization?.name ?? ''}?`}
        description="Its members are signed out at once and cannot sign in until you reactivate it."
        confirmLabel="Suspend"
        isPending={suspension.isPending}
        onCancel={suspension.cancel}
        onConfirm={() => void suspension.confirm()}
      >
        <form onSubmit={suspension.confirm} className="mt-4">
          <TextAreaField
            label="Reason"
            rows={3}
            value={suspension.reason}
            error={suspension.reasonError}
            onChange={(event) => suspension.setReason(event.target.value)}
          />
        </form>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={reactivation.organization !== null}
        title={`Reactivate ${reactivation.organization?.name ?? ''}?`}
        description="Its members can sign in again."
        confirmLabel="Reactivate"
        tone="primary"
        isPending={reactivation.isPending}
        onCancel={reactivation.cancel}
        onConfirm={reactivation.confirm}
      />
    </div>
  );
}
