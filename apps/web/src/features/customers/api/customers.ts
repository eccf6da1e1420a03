import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  CustomerDetail,
  CustomerImportMapping,
  CustomerImportResult,
  CustomerOverview,
} from '@taskflow/shared';
import { useCallback } from 'react';
import { apiFetch, apiPost } from '../../../lib/api-client';
import {
  CUSTOMERS_KEY,
  type CustomerListParams,
  customerQueryOptions,
  customersQueryOptions,
  customerTagsQueryOptions,
} from '../../../lib/customer-queries';
import { useUndoableDelete } from '../../../lib/undoable-delete';

export { type CustomerListParams, customerQueryOptions, customersQueryOptions, customerTagsQueryOptions };

const ALL = CUSTOMERS_KEY;

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}

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
    mutationFn: (form: FormData) => apiPost<{ data: CustomerDetail }>('/customers', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) =>
      apiFetch<{ data: CustomerDetail }>(`/customers/${id}`, { method: 'PATCH', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/**
 * Client import: the file is previewed (nothing created) until `commit`; without a mapping the server
 * guesses one from the headers and answers it with the preview.
 */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      commit,
      mapping,
    }: {
      file: File;
      commit: boolean;
      mapping?: CustomerImportMapping;
    }) => {
      const form = new FormData();
      form.set('commit', String(commit));
      if (mapping) form.set('mapping', JSON.stringify(mapping));
      form.set('file', file);
      return apiPost<{ data: CustomerImportResult }>('/customers/import', form).then((body) => body.data);
    },
    onSuccess: (result) =>
      result.isCommitted ? queryClient.invalidateQueries({ queryKey: ALL }) : undefined,
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
