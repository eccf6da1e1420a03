import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListMeta, Payment, RecordPaymentInput } from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { BILLING_KEY, searchOf, useBillingMutation } from './keys';

export interface PaymentListParams {
  customerId?: string;
  page?: number;
  pageSize?: number;
}

export const paymentsQueryOptions = (params: PaymentListParams) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'payments', params],
    queryFn: () =>
      apiFetch<{ data: Payment[]; meta: ListMeta }>(
        `/payments${searchOf({ ...params, page: params.page && params.page > 1 ? params.page : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useRecordPayment = () =>
  useBillingMutation((body: RecordPaymentInput) =>
    apiPost<{ data: Payment }>('/payments', body).then((result) => result.data),
  );

export const useDeletePayment = () => useBillingMutation((id: string) => apiDelete(`/payments/${id}`));
