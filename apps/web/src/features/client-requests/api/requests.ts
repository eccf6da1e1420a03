import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ClientLinkView,
  CreateRequestBody,
  ListMeta,
  RequestDetail,
  RequestInsights,
  RequestSendResult,
  RequestStatus,
  RequestView,
  UpdateRequestBody,
} from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';

/** Every query of requests starts with this key: any change reads them all again (lists, a request, counts). */
const ALL = ['requests'] as const;

/** What the list asks for (GET /requests); empty values are left out of the address. */
export interface RequestListParams {
  status: RequestStatus | 'all';
  customerId?: string;
  jobId?: string;
  toReview?: boolean;
  q?: string;
  page?: number;
  pageSize?: number;
}

export function requestListSearch(params: RequestListParams): string {
  const search = new URLSearchParams({ status: params.status });
  if (params.customerId) search.set('customerId', params.customerId);
  if (params.jobId) search.set('jobId', params.jobId);
  if (params.toReview) search.set('toReview', 'true');
  if (params.q) search.set('q', params.q);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  if (params.pageSize) search.set('pageSize', String(params.pageSize));
  return search.toString();
}

export const requestsQueryOptions = (params: RequestListParams) =>
  queryOptions({
    queryKey: [...ALL, 'list', params],
    queryFn: () =>
      apiFetch<{ data: RequestView[]; meta: ListMeta }>(`/requests?${requestListSearch(params)}`),
    placeholderData: keepPreviousData,
  });

export const requestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'one', id],
    queryFn: () => apiFetch<{ data: RequestDetail }>(`/requests/${id}`).then((body) => body.data),
  });

export const clientLinksQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...ALL, 'links', customerId],
    queryFn: () =>
      apiFetch<{ data: ClientLinkView[] }>(`/customers/${customerId}/client-links`).then((body) => body.data),
  });

export const requestInsightsQueryOptions = () =>
  queryOptions({
    queryKey: [...ALL, 'insights'],
    queryFn: () => apiFetch<{ data: RequestInsights }>('/requests/insights').then((body) => body.data),
  });

export const requestSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...ALL, 'settings'],
    queryFn: () =>
      apiFetch<{ data: { clientLinkDays: number } }>('/requests/settings').then((body) => body.data),
  });

/**
 * A change to requests: the request and its lists are read again, and the jobs (a request on a job
 * makes it wait on the client, or stop waiting).
 */
function useRequestMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ALL }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}

export const useCreateRequest = () =>
  useRequestMutation((body: CreateRequestBody) =>
    apiPost<{ data: RequestDetail; sent: RequestSendResult | null }>('/requests', body),
  );

export const useUpdateRequest = (id: string) =>
  useRequestMutation((body: UpdateRequestBody) =>
    apiFetch<{ data: RequestDetail }>(`/requests/${id}`, {
      method: 'PATCH',
      body: JSON.stringify(body),
    }).then((result) => result.data),
  );

export function useSendRequest(id: string) {
  const queryClient = useQueryClient();
  return useRequestMutation(() =>
    apiPost<{ data: RequestDetail; sent: RequestSendResult }>(`/requests/${id}/send`).then((body) => {
      rememberSendResult(queryClient, id, body.sent);
      return body.sent;
    }),
  );
}

export const useNudgeRequest = (id: string) => useRequestMutation(() => apiPost(`/requests/${id}/nudge`));

export const useCancelRequest = (id: string) => useRequestMutation(() => apiPost(`/requests/${id}/cancel`));

export const usePauseReminders = (id: string) =>
  useRequestMutation((paused: boolean) => apiPost(`/requests/${id}/reminders`, { paused }));

export const useAcceptItem = (id: string) =>
  useRequestMutation((itemId: string) => apiPost(`/requests/${id}/items/${itemId}/accept`));

export const useReturnItem = (id: string) =>
  useRequestMutation(({ itemId, reason }: { itemId: string; reason: string }) =>
    apiPost(`/requests/${id}/items/${itemId}/return`, { reason }),
  );

export const useRevokeClientLink = (customerId: string) =>
  useRequestMutation((linkId: string) => apiPost(`/customers/${customerId}/client-links/${linkId}/revoke`));

export const useUpdateRequestSettings = () =>
  useRequestMutation((body: { clientLinkDays: number }) =>
    apiFetch<{ data: { clientLinkDays: number } }>('/requests/settings', {
      method: 'PATCH',
      body: JSON.stringify(body),
    }).then((result) => result.data),
  );

/** A file the client sent, downloaded with the staff member's session. */
export const requestFileUrl = (requestId: string, fileId: string) =>
  `/api/v1/requests/${requestId}/files/${fileId}`;

/**
 * The last send's link and WhatsApp messages, kept for the page that opens next (the request's): the API
 * gives the link once, in the send's answer, and keeps only its hash.
 */
const sentKey = (requestId: string) => ['request-sent', requestId] as const;

export function rememberSendResult(queryClient: QueryClient, requestId: string, result: RequestSendResult) {
  queryClient.setQueryData(sentKey(requestId), result);
}

export function useSendResult(requestId: string): RequestSendResult | undefined {
  return useQuery<RequestSendResult>({
    queryKey: sentKey(requestId),
    queryFn: () => Promise.reject(new Error('Only a send answers the link')),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  }).data;
}
