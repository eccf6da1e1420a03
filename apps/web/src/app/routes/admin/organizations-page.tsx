import { ADMIN_MESSAGES, type AdminOrganization } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Building2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses, TextAreaField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  type OrganizationFilter,
  useOrganizations,
  usePlans,
  useReactivateOrganization,
  useSuspendOrganization,
} from '../../../features/admin/api/admin-api';
import { OrganizationPlan } from '../../../features/admin/components/organization-plan';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PAGE_SIZE = 20;
const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '—';

/**
 * Organizations: tenants with their size and activity, their plan (which sets their storage quota) and
 * storage used; change the plan, suspend (with a reason) and reactivate.
 */
export default function AdminOrganizationsPage() {
  useDocumentTitle('Organizations');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrganizationFilter['status']>();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useOrganizations({
    q: search.trim() || undefined,
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const [suspending, setSuspending] = useState<AdminOrganization | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [reactivating, setReactivating] = useState<AdminOrganization | null>(null);
  const suspend = useSuspendOrganization();
  const reactivate = useReactivateOrganization();
  const plans = usePlans();

  const onSuspend = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!suspending) return;
    if (!reason.trim()) {
      setReasonError(ADMIN_MESSAGES.suspendReason);
      return;
    }
    try {
      const result = await suspend.mutateAsync({ id: suspending.id, reason: reason.trim() });
      const ended = result.data.sessionsEnded;
      toast.success(`${suspending.name} suspended; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`);
      setSuspending(null);
    } catch (caught) {
      setReasonError(caught instanceof ApiError ? caught.message : 'Could not suspend the organization.');
    }
  };

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
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="min-w-0 flex-1 basis-60"
        />
        <select
          aria-label="Status"
          className={clsx(inputClasses(false), 'w-auto')}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as OrganizationFilter['status']);
            setPage(1);
          }}
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
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Organizations</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    People
                  </th>
                  <th scope="col" className="hidden px-4 py-3 text-right md:table-cell">
                    Projects
                  </th>
                  <th scope="col" className="hidden px-4 py-3 text-right md:table-cell">
                    Tasks
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Plan and storage
                  </th>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    Created
                  </th>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    Last activity
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.data.map((organization) => (
                  <tr key={organization.id}>
                    <td className="px-4 py-3 break-words">
                      <span className="font-medium">{organization.name}</span>
                      {organization.suspendedAt && (
                        <span className="mt-1 block text-xs text-red-700 dark:text-red-300">
                          Suspended {dateOf(organization.suspendedAt)}: {organization.suspendedReason}
                        </span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{organization.people}</td>
                    <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">
                      {organization.projects}
                    </td>
                    <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">
                      {organization.tasks}
                    </td>
                    <td className="px-4 py-3">
                      <OrganizationPlan organization={organization} plans={plans.data} />
                    </td>
                    <td className="hidden px-4 py-3 lg:table-cell">{dateOf(organization.createdAt)}</td>
                    <td className="hidden px-4 py-3 lg:table-cell">{dateOf(organization.lastActivityAt)}</td>
                    <td className="px-4 py-3 text-right">
                      {organization.suspendedAt ? (
                        <Button variant="secondary" onClick={() => setReactivating(organization)}>
                          Reactivate<span className="sr-only"> {organization.name}</span>
                        </Button>
                      ) : (
                        <Button
                          variant="danger"
                          onClick={() => {
                            setReason('');
                            setReasonError(undefined);
                            setSuspending(organization);
                          }}
                        >
                          Suspend<span className="sr-only"> {organization.name}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination meta={data.meta} onPageChange={setPage} />
        </>
      )}
      <ConfirmDialog
        isOpen={suspending !== null}
        title={`Suspend ${suspending?.name ?? ''}?`}
        description="Its members are signed out at once and cannot sign in until you reactivate it."
        confirmLabel="Suspend"
        isPending={suspend.isPending}
        onCancel={() => setSuspending(null)}
        onConfirm={() => void onSuspend()}
      >
        <form onSubmit={onSuspend} className="mt-4">
          <TextAreaField
            label="Reason"
            rows={3}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </form>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={reactivating !== null}
        title={`Reactivate ${reactivating?.name ?? ''}?`}
        description="Its members can sign in again."
        confirmLabel="Reactivate"
        tone="primary"
        isPending={reactivate.isPending}
        onCancel={() => setReactivating(null)}
        onConfirm={async () => {
          if (!reactivating) return;
          try {
            await reactivate.mutateAsync(reactivating.id);
            toast.success(`${reactivating.name} reactivated.`);
          } catch (caught) {
            toast.error(
              caught instanceof ApiError ? caught.message : 'Could not reactivate the organization.',
            );
          }
          setReactivating(null);
        }}
      />
    </div>
  );
}
