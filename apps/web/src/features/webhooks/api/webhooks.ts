import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  ListMeta,
  UpdateWebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

/** The organization's endpoints (at most WEBHOOKS_PER_ORGANIZATION, so one unpaged list). */
export const webhooksQueryOptions = queryOptions({
  queryKey: ['webhooks'],
  queryFn: async () => (await apiFetch<{ data: WebhookEndpoint[] }>('/webhooks')).data,
});

export const DELIVERIES_PAGE_SIZE = 20;

export const webhookDeliveriesQueryOptions = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: ['webhooks', endpointId, 'deliveries', page],
    queryFn: () =>
      apiFetch<{ data: WebhookDelivery[]; meta: ListMeta }>(
        `/webhooks/${endpointId}/deliveries?page=${page}&pageSize=${DELIVERIES_PAGE_SIZE}`,
      ),
  });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}

/** Newest first, each with its attempts; the page shown stays while the next one loads. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({ ...webhookDeliveriesQueryOptions(endpointId, page), placeholderData: keepPreviousData });
}

/** Every answer below can change an endpoint's row (last delivery, state) as well as its deliveries. */
function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
}

export function useCreateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: async (body: CreateWebhookBody) =>
      (await apiPost<{ data: WebhookEndpoint & { secret: string } }>('/webhooks', body)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
      (
        await apiFetch<{ data: WebhookEndpoint }>(`/webhooks/${id}`, {
          method: 'PATCH',
          body: JSON.stringify(body),
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/webhooks/${id}`),
    onSuccess: invalidate,
  });
}

export function useRotateWebhookSecret() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiPost<{ data: { secret: string; previousSecretExpiresAt: string } }>(
          `/webhooks/${id}/rotate-secret`,
        )
      ).data,
    onSuccess: invalidate,
  });
}

export function useSendTestWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: async (id: string) => (await apiPost<{ data: WebhookDelivery }>(`/webhooks/${id}/test`)).data,
    onSuccess: invalidate,
  });
}

export function useRedeliverWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await apiPost<{ data: WebhookDelivery }>(`/webhooks/deliveries/${deliveryId}/redeliver`)).data,
    onSuccess: invalidate,
  });
}
