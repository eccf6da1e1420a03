import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BalanceTotals,
  BillingSettings,
  BillingSettingsInput,
  ClientBalance,
  ClientUnbilled,
  ListMeta,
  Statement,
  UnbilledRow,
} from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';
import { BILLING_KEY, searchOf, useBillingMutation } from './keys';

/** The organization's billing settings, with whether GST applies and its currency. */
export const billingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'settings'],
    queryFn: () => apiFetch<{ data: BillingSettings }>('/billing/settings').then((body) => body.data),
    staleTime: 60_000,
  });

export const useSaveBillingSettings = () =>
  useBillingMutation((body: BillingSettingsInput) =>
    apiFetch<{ data: BillingSettings }>('/billing/settings', {
      method: 'PUT',
      body: JSON.stringify(body),
    }).then((result) => result.data),
  );

export interface UnbilledListParams {
  q?: string;
  upTo?: string;
  page?: number;
  pageSize?: number;
}

/** Every client with work to bill, and the firm's total. */
export const unbilledQueryOptions = (params: UnbilledListParams) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'unbilled', params],
    queryFn: () =>
      apiFetch<{ data: UnbilledRow[]; meta: ListMeta; totals: { totalMinor: number } }>(
        `/billing/unbilled${searchOf({ ...params, page: params.page && params.page > 1 ? params.page : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** One client's unbilled fees and time. */
export const clientUnbilledQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'unbilled', 'client', customerId],
    queryFn: () =>
      apiFetch<{ data: ClientUnbilled }>(`/customers/${customerId}/unbilled`).then((body) => body.data),
  });

export interface BalanceListParams {
  q?: string;
  page?: number;
  pageSize?: number;
}

/** What each client owes, with its ageing, and the firm's totals. */
export const balancesQueryOptions = (params: BalanceListParams) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'balances', params],
    queryFn: () =>
      apiFetch<{ data: ClientBalance[]; meta: ListMeta; totals: BalanceTotals }>(
        `/billing/balances${searchOf({ ...params, page: params.page && params.page > 1 ? params.page : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const clientBalanceQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'balance', customerId],
    queryFn: () =>
      apiFetch<{ data: ClientBalance }>(`/customers/${customerId}/balance`).then((body) => body.data),
  });

export const statementQueryOptions = (customerId: string, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'statement', customerId, range],
    queryFn: () =>
      apiFetch<{ data: Statement }>(`/customers/${customerId}/statement${searchOf(range)}`).then(
        (body) => body.data,
      ),
  });

/** The statement of account as a PDF, downloaded with the staff member's session. */
export const statementPdfUrl = (customerId: string, range: { from: string; to: string }) =>
  `/api/v1/customers/${customerId}/statement.pdf${searchOf(range)}`;
