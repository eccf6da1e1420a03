import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CreateDraftInput,
  Invoice,
  InvoiceKind,
  InvoiceLineInput,
  InvoiceSendResult,
  InvoiceSummary,
  InvoiceViewStatus,
  ListMeta,
  SendInvoiceInput,
  UpdateDraftInput,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { BILLING_KEY, searchOf, useBillingMutation } from './keys';

export interface InvoiceListParams {
  status?: InvoiceViewStatus;
  kind?: InvoiceKind;
  customerId?: string;
  q?: string;
  page?: number;
  pageSize?: number;
}

export const invoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'invoices', params],
    queryFn: () =>
      apiFetch<{ data: InvoiceSummary[]; meta: ListMeta }>(
        `/invoices${searchOf({ ...params, page: params.page && params.page > 1 ? params.page : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'invoice', id],
    queryFn: () => apiFetch<{ data: Invoice }>(`/invoices/${id}`).then((body) => body.data),
  });

/** The PDF of an invoice or credit note, downloaded with the staff member's session. */
export const invoicePdfUrl = (id: string) => `/api/v1/invoices/${id}/pdf`;

const invoiceOf = (body: { data: Invoice }) => body.data;

export const useCreateDraft = () =>
  useBillingMutation((body: Partial<CreateDraftInput> & { customerId: string }) =>
    apiPost<{ data: Invoice }>('/invoices', body).then(invoiceOf),
  );

export const useUpdateDraft = (id: string) =>
  useBillingMutation((body: UpdateDraftInput) =>
    apiFetch<{ data: Invoice }>(`/invoices/${id}`, { method: 'PUT', body: JSON.stringify(body) }).then(
      invoiceOf,
    ),
  );

export const useDeleteDraft = (id: string) => useBillingMutation(() => apiDelete(`/invoices/${id}`));

export const useIssueInvoice = (id: string) =>
  useBillingMutation((body: { issueDate?: string }) =>
    apiPost<{ data: Invoice }>(`/invoices/${id}/issue`, body).then(invoiceOf),
  );

export const useVoidInvoice = (id: string) =>
  useBillingMutation((body: { reason: string }) =>
    apiPost<{ data: Invoice }>(`/invoices/${id}/void`, body).then(invoiceOf),
  );

export const useCreditNote = (id: string) =>
  useBillingMutation((body: { reason: string; lines?: InvoiceLineInput[] }) =>
    apiPost<{ data: Invoice }>(`/invoices/${id}/credit-notes`, body).then(invoiceOf),
  );

export const useSendInvoice = (id: string) =>
  useBillingMutation((body: SendInvoiceInput) =>
    apiPost<{ data: InvoiceSendResult }>(`/invoices/${id}/send`, body).then((result) => result.data),
  );

// ---------------------------------------------------------------- drafts for a month

export interface MonthDraftsProgress {
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  created: number;
}

/** Statuses after which a run moves no more. */
export const MONTH_DRAFTS_FINISHED: readonly MonthDraftsProgress['status'][] = ['done', 'failed'];

export const useStartMonthDrafts = () =>
  useBillingMutation((month: string) =>
    apiPost<{ data: { jobId: string } }>('/invoices/month-drafts', { month }).then((body) => body.data.jobId),
  );

/** A run's progress, read every second until it is finished. */
export const monthDraftsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'month-drafts', jobId],
    queryFn: () =>
      apiFetch<{ data: MonthDraftsProgress }>(`/invoices/month-drafts/${jobId}`).then((body) => body.data),
    refetchInterval: (query) =>
      query.state.data && MONTH_DRAFTS_FINISHED.includes(query.state.data.status) ? false : 1000,
  });
