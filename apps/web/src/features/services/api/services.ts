import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplyServiceBody,
  ApplyServiceResult,
  ClientService,
  ClientServiceChangeBody,
  ServiceDetail,
  ServiceFields,
  ServicePreviewBody,
  ServicePreviewPeriod,
  ServiceSummary,
  StarterServicesResult,
} from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';

const ALL = ['services'] as const;

export const servicesQueryOptions = (includeArchived: boolean) =>
  queryOptions({
    queryKey: [...ALL, 'list', { includeArchived }],
    queryFn: () =>
      apiFetch<{ data: ServiceSummary[] }>(`/services${includeArchived ? '?includeArchived=true' : ''}`).then(
        (body) => body.data,
      ),
    placeholderData: keepPreviousData,
  });

export const serviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'one', id],
    queryFn: () => apiFetch<{ data: ServiceDetail }>(`/services/${id}`).then((body) => body.data),
  });

/** The clients that have a service (the service's page). */
export const serviceClientsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'clients', 'service', id],
    queryFn: () => apiFetch<{ data: ClientService[] }>(`/services/${id}/clients`).then((body) => body.data),
  });

/** A client's services (the client's page). */
export const customerServicesQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...ALL, 'clients', 'customer', customerId],
    queryFn: () =>
      apiFetch<{ data: ClientService[] }>(`/services/clients/${customerId}`).then((body) => body.data),
  });

/**
 * The next periods of a draft, as the generator would make them (POST /services/preview); null while
 * the draft is not valid yet.
 */
export function useServicePreview(draft: ServicePreviewBody | null) {
  return useQuery({
    queryKey: [...ALL, 'preview', draft],
    queryFn: () =>
      apiPost<{ data: ServicePreviewPeriod[] }>('/services/preview', draft).then((body) => body.data),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ServiceFields) =>
      apiPost<{ data: ServiceDetail }>('/services', fields).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUpdateService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ServiceFields) =>
      apiFetch<{ data: ServiceDetail; jobsUpdated: number }>(`/services/${id}`, {
        method: 'PATCH',
        body: JSON.stringify(fields),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useArchiveService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isArchived: boolean) =>
      apiPost<{ data: ServiceDetail }>(`/services/${id}/${isArchived ? 'archive' : 'restore'}`).then(
        (body) => body.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useAddStarterServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ data: StarterServicesResult }>('/services/starter').then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** Applies a service (or, with dryRun, counts whom it would reach). */
export function useApplyService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyServiceBody) =>
      apiPost<{ data: ApplyServiceResult }>(`/services/${id}/apply`, body).then((body) => body.data),
    onSuccess: (_result, body) =>
      body.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** How many clients an apply would reach and skip, asked as the choice changes (null: no choice yet). */
export function useApplyCount(id: string, body: ApplyServiceBody | null) {
  return useQuery({
    queryKey: [...ALL, 'apply-count', id, body],
    queryFn: () =>
      apiPost<{ data: ApplyServiceResult }>(`/services/${id}/apply`, { ...body, dryRun: true }).then(
        (response) => response.data,
      ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useChangeClientService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ClientServiceChangeBody }) =>
      apiFetch<{ data: ClientService }>(`/services/client-services/${id}`, {
        method: 'PATCH',
        body: JSON.stringify(change),
      }).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
