import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerOverview, ListMeta } from '@taskflow/shared';
import { useCallback } from 'react';
import { apiFetch, apiPost } from '../../../lib/api-client';
import { useUndoableDelete } from '../../../lib/undoable-delete';

export interface CustomerListParams {
  page: number;
  pageSize: number;
  q: string;
}

const ALL = ['customers'] as const;

export const customersQueryOptions = ({ page, pageSize, q }: CustomerListParams) => {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) search.set('q', q);
  return queryOptions({
    queryKey: [...ALL, 'list', { page, pageSize, q }],
    queryFn: () => apiFetch<{ data: Customer[]; meta: ListMeta }>(`/customers?${search}`),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
};

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}

/** One customer's contact details. */
export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'one', id],
    queryFn: () => apiFetch<{ data: Customer }>(`/customers/${id}`).then((body) => body.data),
  });

/** The customer page's figures, each within what the reader may see (GET /customers/:id/overview). */
export const customerOverviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'overview', id],
    queryFn: () =>
      apiFetch<{ data: CustomerOverview }>(`/customers/${id}/overview`).then((body) => body.data),
  });

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiPost<{ data: Customer }>('/customers', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) =>
      apiFetch<{ data: Customer }>(`/customers/${id}`, { method: 'PATCH', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/**
 * A customer goes at once, with a few seconds to undo (lib/undoable-delete.ts); one that work still
 * names is refused by the server, and the row comes back with the reason.
 */
export function useDeleteCustomerWithUndo() {
  const remove = useUndoableDelete(ALL);
  // Stable, so the rows' action buttons (and the focus a dialog returns to) survive re-renders.
  return useCallback(
    (customer: Customer) =>
      remove({
        id: customer.id,
        path: `/customers/${customer.id}`,
        message: `${customer.businessName} was deleted.`,
      }),
    [remove],
  );
}
