import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClientJob,
  ComplianceMatrixResponse,
  ExtendPeriodBody,
  ExtensionResult,
  Laggards,
  MatrixFilters,
} from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';
import { customerJobsQueryOptions, JOBS_KEY } from '../../../lib/client-jobs-queries';

export { customerJobsQueryOptions };

const JOBS = JOBS_KEY;

/** What the matrix page asks for: its filters (as the URL holds them) and a page of clients. */
export interface MatrixParams {
  fromPeriod?: string;
  toPeriod?: string;
  tag?: string;
  responsibleId?: string;
  state?: MatrixFilters['state'];
  q?: string;
  page: number;
}

/** The filters as a query string (empty values left out); the page too when given. */
export function matrixSearch(params: Omit<MatrixParams, 'page'> & { page?: number }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      search.set(key, String(value));
  }
  return search.toString();
}

export const matrixQueryOptions = (serviceId: string, params: MatrixParams) =>
  queryOptions({
    queryKey: [...JOBS, 'matrix', serviceId, params],
    queryFn: () =>
      apiFetch<ComplianceMatrixResponse>(`/services/${serviceId}/matrix?${matrixSearch(params)}`),
    // The current matrix stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...JOBS, 'one', id],
    queryFn: () => apiFetch<{ data: ClientJob }>(`/jobs/${id}`).then((body) => body.data),
  });

/** Open jobs overdue or due within three days (the home). */
export const laggardsQueryOptions = () =>
  queryOptions({
    queryKey: [...JOBS, 'laggards'],
    queryFn: () => apiFetch<{ data: Laggards }>('/jobs/laggards').then((body) => body.data),
  });

/** Extends a service's period: every open job of it moves; what shows jobs is read again. */
export function useExtendPeriod(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendPeriodBody) =>
      apiPost<{ data: ExtensionResult }>(`/services/${serviceId}/extensions`, body).then(
        (result) => result.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS }),
  });
}
