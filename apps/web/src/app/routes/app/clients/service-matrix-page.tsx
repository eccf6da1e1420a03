import { useQuery } from '@tanstack/react-query';
import {
  formatCalendarDate,
  isUuid,
  JOB_VIEW_STATES,
  type JobViewState,
  type ComplianceMatrix as Matrix,
} from '@taskflow/shared';
import { CalendarClock, Grid3x3 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { DownloadButtons } from '../../../../features/reports/components/report-downloads';
import {
  type MatrixParams,
  matrixQueryOptions,
  matrixSearch,
} from '../../../../features/services/api/client-jobs';
import { ComplianceMatrix } from '../../../../features/services/components/compliance-matrix';
import {
  ComplianceMatrixFilters,
  type MatrixFilterValues,
} from '../../../../features/services/components/compliance-matrix-filters';
import { ExtendPeriodDialog } from '../../../../features/services/components/extend-period-dialog';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { downloadFile } from '../../../../lib/download-file';
import { useDebounced } from '../../../../lib/use-debounced';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

const FILTER_NAMES = ['fromPeriod', 'toPeriod', 'tag', 'responsibleId', 'state', 'q'] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The filters the URL holds, each kept only when the API would take it. */
function filtersOf(search: URLSearchParams): MatrixFilterValues {
  const month = (name: string) =>
    MONTH.test(search.get(name) ?? '') ? (search.get(name) ?? undefined) : undefined;
  const state = search.get('state') ?? '';
  const responsibleId = search.get('responsibleId') ?? '';
  return {
    fromPeriod: month('fromPeriod'),
    toPeriod: month('toPeriod'),
    tag: search.get('tag')?.trim().slice(0, 60) || undefined,
    responsibleId: isUuid(responsibleId) ? responsibleId : undefined,
    state: (JOB_VIEW_STATES as readonly string[]).includes(state) ? (state as JobViewState) : undefined,
    q: search.get('q')?.trim().slice(0, 200) || undefined,
  };
}

/** The months of the first and last period shown (a one-off's single period has none). */
function shownRange(data: Matrix | undefined) {
  const keys = (data?.periods ?? []).map((period) => period.key).filter((key) => MONTH.test(key));
  const [from, to] = [keys[0], keys.at(-1)];
  return from && to ? { from, to } : undefined;
}

/**
 * A service's compliance matrix (issue 40, item 6): its clients down, its periods across, each cell the
 * job's state linked to the job; filters in the URL; counts per period in the header; Excel; and, for
 * Manage Services holders, extending a period's due date.
 */
export default function ServiceMatrixPage() {
  const { id = '' } = useParams();
  const [searchParams, setParams] = useUrlParams();
  const filters = filtersOf(searchParams);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const params: MatrixParams = { ...filters, page };
  const matrix = useQuery(matrixQueryOptions(id, params));
  const canManage = useCan('services.manage');
  const canOpenClients = useCan('customers.view');
  const [isExtending, setExtending] = useState(false);
  const [searchText, setSearchText] = useState(filters.q ?? '');
  const q = useDebounced(searchText.trim(), 250);
  const serviceName = matrix.data?.data.service.name;
  useDocumentTitle(serviceName ? `${serviceName} · Compliance matrix` : 'Compliance matrix');

  // The filters and the page live in the URL (a link to the matrix keeps them); a change of filter
  // goes back to the first page.
  const writeParams = useCallback(
    (change: Partial<MatrixFilterValues>, nextPage = 1) =>
      setParams((current) => {
        const next = { ...filtersOf(current), ...change };
        const updated = new URLSearchParams();
        for (const name of FILTER_NAMES) {
          const value = next[name];
          if (value) updated.set(name, value);
        }
        if (nextPage > 1) updated.set('page', String(nextPage));
        return updated;
      }),
    [setParams],
  );
  // The search box's text becomes the URL's `q` once typing pauses.
  useEffect(() => {
    if ((q || undefined) !== filters.q) writeParams({ q: q || undefined });
  }, [q, filters.q, writeParams]);

  if (matrix.isError && !matrix.data) {
    const isMissing = matrix.error instanceof ApiError && matrix.error.status === 404;
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {isMissing
            ? 'This service was not found.'
            : matrix.error instanceof ApiError && matrix.error.status === 400
              ? matrix.error.message
              : 'Could not load the compliance matrix. Try again later.'}
        </p>
        <Link
          to="/app/services"
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          Back to services
        </Link>
      </div>
    );
  }

  const data = matrix.data?.data;
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-5">
      <Breadcrumb
        items={[
          { label: 'Services', to: '/app/services' },
          { label: serviceName ?? 'Service', to: `/app/services/${id}` },
          { label: 'Compliance matrix' },
        ]}
      />
      <PageHeader
        title={serviceName ? `${serviceName}: compliance matrix` : 'Compliance matrix'}
        description={
          data
            ? `Each client's job by period · overdue as of ${formatCalendarDate(data.today)}`
            : 'Each client’s job by period'
        }
        actions={
          <>
            {canManage && (
              <Button variant="secondary" onClick={() => setExtending(true)} disabled={!data}>
                <CalendarClock aria-hidden className="size-4" /> Extend due date
              </Button>
            )}
            <DownloadButtons
              formats={['xlsx']}
              download={(_format, onProgress) =>
                downloadFile(
                  `/services/${id}/matrix.xlsx?${matrixSearch(filters)}`,
                  'compliance-matrix.xlsx',
                  onProgress,
                )
              }
            />
          </>
        }
      />
      <ComplianceMatrixFilters
        values={filters}
        choices={data?.choices}
        onChange={(next) => writeParams(next)}
        searchText={searchText}
        onSearchText={setSearchText}
        shown={shownRange(data)}
      />
      {matrix.isPending || !data ? (
        <ListSkeleton rows={6} label="Loading the compliance matrix…" />
      ) : data.rows.length === 0 ? (
        <EmptyState
          icon={Grid3x3}
          title={isFiltered ? 'No clients match these filters' : 'No clients have this service yet'}
          description={
            isFiltered
              ? 'Clear a filter or choose other periods.'
              : 'Apply the service to clients from its page: each gets a job for every period.'
          }
          action={
            !isFiltered && (
              <Link
                to={`/app/services/${id}`}
                className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                Open {data.service.name}
              </Link>
            )
          }
        />
      ) : (
        <div
          className={matrix.isFetching ? 'opacity-70 transition-opacity' : undefined}
          aria-busy={matrix.isFetching}
        >
          <ComplianceMatrix matrix={data} canOpenClients={canOpenClients} />
          {matrix.data && (
            <Pagination meta={matrix.data.meta} onPageChange={(next) => writeParams({}, next)} />
          )}
        </div>
      )}
      {data && canManage && (
        <ExtendPeriodDialog
          isOpen={isExtending}
          onClose={() => setExtending(false)}
          serviceId={id}
          serviceName={data.service.name}
          periods={data.periods}
        />
      )}
    </div>
  );
}
