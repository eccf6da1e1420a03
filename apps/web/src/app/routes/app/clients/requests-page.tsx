import { useQuery } from '@tanstack/react-query';
import { REQUEST_STATUSES, type RequestStatus } from '@taskflow/shared';
import { Inbox, Plus, Settings2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  type RequestListParams,
  requestsQueryOptions,
} from '../../../../features/client-requests/api/requests';
import { ClientLinkSettingsDialog } from '../../../../features/client-requests/components/client-link-settings';
import { RequestDialog } from '../../../../features/client-requests/components/request-dialog';
import { RequestTable } from '../../../../features/client-requests/components/request-table';
import { useCan } from '../../../../lib/auth';
import { useDebounced } from '../../../../lib/use-debounced';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

type StatusFilter = RequestStatus | 'all';
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Outstanding' },
  { value: 'complete', label: 'Complete' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

/** The filters the address holds, each kept only when the API would take it. */
function filtersOf(search: URLSearchParams): RequestListParams {
  const status = search.get('status') ?? 'open';
  return {
    status: [...REQUEST_STATUSES, 'all'].includes(status) ? (status as StatusFilter) : 'open',
    toReview: search.get('toReview') === 'true' || undefined,
    q: search.get('q')?.trim().slice(0, 200) || undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

/**
 * Requests to clients across the firm (issue 41): outstanding by default, or complete, cancelled, all;
 * those with items to review; a client's name searched. Filters live in the address, so a link keeps them.
 */
export default function RequestsPage() {
  useDocumentTitle('Requests');
  const canManage = useCan('requests.manage');
  const navigate = useNavigate();
  const [searchParams, setParams] = useUrlParams();
  const filters = filtersOf(searchParams);
  const requests = useQuery(requestsQueryOptions(filters));
  const [searchText, setSearchText] = useState(filters.q ?? '');
  const q = useDebounced(searchText.trim(), 250);
  const [isCreating, setCreating] = useState(false);
  const [isSetting, setSetting] = useState(false);

  /** Changes some filters, back on the first page unless a page is given. */
  const write = (change: Partial<RequestListParams>) =>
    setParams((current) => {
      const next = { ...filtersOf(current), page: 1, ...change };
      const params = new URLSearchParams();
      if (next.status !== 'open') params.set('status', next.status);
      if (next.toReview) params.set('toReview', 'true');
      if (next.q) params.set('q', next.q);
      if (next.page && next.page > 1) params.set('page', String(next.page));
      return params;
    });
  // The search box's text goes into the address once typing pauses, back on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search rewrites the address
  useEffect(() => {
    if ((q || undefined) !== filters.q) write({ q: q || undefined });
  }, [q]);

  const isFiltered = filters.status !== 'open' || filters.toReview || filters.q;
  return (
    <div className="space-y-5">
      <Breadcrumb items={[{ label: 'Customer Management', to: '/app/customers' }, { label: 'Requests' }]} />
      <PageHeader
        title="Requests"
        description="Documents and answers asked of clients: who still owes what, and what is waiting for your review."
        actions={
          canManage && (
            <>
              <Button variant="secondary" onClick={() => setSetting(true)}>
                <Settings2 aria-hidden className="size-4" />
                Client links
              </Button>
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden className="size-4" />
                New request
              </Button>
            </>
          )
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="max-w-full overflow-x-auto">
          <SegmentedControl
            legend="Status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => write({ status })}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={Boolean(filters.toReview)}
            onChange={(event) => write({ toReview: event.target.checked || undefined })}
          />
          Only those with items to review
        </label>
        <SearchBox
          label="Search clients"
          placeholder="Search by client or title"
          value={searchText}
          onChange={setSearchText}
          className="w-full sm:ml-auto sm:w-72"
        />
      </div>
      {requests.isPending ? (
        <ListSkeleton rows={5} label="Loading requests…" />
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the requests. Try again later.
        </p>
      ) : requests.data.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={isFiltered ? 'No request matches' : 'Nothing outstanding'}
          description={
            isFiltered
              ? 'Clear the search or choose another status.'
              : 'Ask a client for documents with New request: they get a link to upload them, without an account, and reminders until everything is in.'
          }
          action={
            canManage &&
            !isFiltered && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden className="size-4" />
                New request
              </Button>
            )
          }
        />
      ) : (
        <div
          className={requests.isFetching ? 'opacity-70 transition-opacity' : undefined}
          aria-busy={requests.isFetching}
        >
          <RequestTable requests={requests.data.data} />
          <Pagination meta={requests.data.meta} onPageChange={(page) => write({ page })} />
        </div>
      )}
      {canManage && (
        <>
          <RequestDialog
            isOpen={isCreating}
            onClose={() => setCreating(false)}
            onSaved={(request) => navigate(`/app/requests/${request.id}`)}
          />
          <ClientLinkSettingsDialog isOpen={isSetting} onClose={() => setSetting(false)} />
        </>
      )}
    </div>
  );
}
