import type { LeaveRequest } from '@taskflow/shared';
import { Download, ListFilter } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from '../../../../components/ui/query-state';
import {
  type LeaveFilters,
  leaveCsvUrl,
  useAllLeave,
  useLiveLeave,
} from '../../../../features/leave/api/leave';
import { LeaveFiltersBar } from '../../../../features/leave/components/leave-filters-bar';
import { LeaveRequestDetailView } from '../../../../features/leave/components/leave-request-detail';
import { LeaveTable } from '../../../../features/leave/components/leave-table';
import {
  countFilters,
  filtersFromParams,
  paramsFromFilters,
} from '../../../../features/leave/lib/leave-filters';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 20;

/** Everyone's leave for holders of Leave Management: View, filtered in the URL, with CSV export. */
export default function LeaveAllPage() {
  useDocumentTitle('All leave');
  useLiveLeave();
  const [searchParams, setParams] = useUrlParams();
  const paramsKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's text stands for its parameters
  const filters = useMemo(() => filtersFromParams(searchParams), [paramsKey]);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const openId = searchParams.get('request');
  const list = useAllLeave({ ...filters, page, pageSize: PAGE_SIZE });

  /** Changes some filters (back on the first page unless a page is given) and which request is open. */
  const go = useCallback(
    (change: Partial<LeaveFilters>, nextPage = 1, request: string | null = null) =>
      setParams((current) => {
        const params = paramsFromFilters({ ...filtersFromParams(current), ...change }, nextPage);
        if (request) params.set('request', request);
        return params;
      }),
    [setParams],
  );
  const onOpen = useCallback((request: LeaveRequest) => go({}, page, request.id), [go, page]);

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'All leave' }]} />
      <PageHeader
        title="All leave"
        description="Leave applications across the organization, as far as your role lets you see them."
        actions={
          <a href={leaveCsvUrl(filters)} download className={buttonClasses('secondary')}>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />
      <LeaveFiltersBar filters={filters} onChange={go} />
      <QueryState
        query={list}
        rows={5}
        loading="Loading leave…"
        failed="Could not load the leave applications. Try again later."
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={ListFilter}
            title="No leave applications match"
            description={
              countFilters(filters) > 0
                ? 'Clear or change the filters to see more.'
                : 'No one has applied for leave yet.'
            }
          />
        }
      >
        {(answer) => (
          <>
            <LeaveTable requests={answer.data} onOpen={onOpen} />
            <Pagination meta={answer.meta} onPageChange={(next) => go({}, next)} />
          </>
        )}
      </QueryState>
      <Modal isOpen={Boolean(openId)} onClose={() => go({}, page)} title="Leave application">
        <div className="mx-auto max-w-3xl p-6">{openId && <LeaveRequestDetailView id={openId} />}</div>
      </Modal>
    </div>
  );
}
