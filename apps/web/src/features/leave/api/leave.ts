import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplyLeaveBody,
  Blackout,
  BlackoutBody,
  BulkLeaveDecisionBody,
  CreateLeaveTypeBody,
  LeaveAdjustmentBody,
  LeaveAttachment,
  LeaveAvailabilityEntry,
  LeaveAway,
  LeaveAwayBody,
  LeaveBalances,
  LeavePolicyPreview,
  LeavePolicyPreviewBody,
  LeavePreview,
  LeavePreviewBody,
  LeaveRequest,
  LeaveRequestDetail,
  LeaveStatus,
  LeaveType,
  LedgerEntry,
  ListMeta,
  OnLeave,
  PeopleOptions,
  UpdateLeaveTypeBody,
} from '@taskflow/shared';
import { API_BASE, apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-stream';

const ALL = ['leave'] as const;
/** The organization calendar may show leave too: it refreshes with it. */
const CALENDAR = ['calendar'] as const;

type List<T> = { data: T[]; meta: ListMeta };

/** Drops empty values, so a URL carries only the filters that are set. */
function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// ---------------------------------------------------------------- types, balances, blackouts

export const leaveTypesQueryOptions = (includeArchived = false) =>
  queryOptions({
    queryKey: [...ALL, 'types', { includeArchived }],
    queryFn: () =>
      apiFetch<{ data: LeaveType[] }>(withQuery('/leave/types', { includeArchived })).then((r) => r.data),
    staleTime: 60_000,
  });

export const useLeaveTypes = (includeArchived = false) => useQuery(leaveTypesQueryOptions(includeArchived));

export const leaveBalancesQueryOptions = ({ userId, year }: { userId?: string; year?: number }) =>
  queryOptions({
    queryKey: [...ALL, 'balances', { userId, year }],
    queryFn: () =>
      apiFetch<{ data: LeaveBalances }>(withQuery('/leave/balances', { userId, year })).then((r) => r.data),
  });

export const useLeaveBalances = (params: { userId?: string; year?: number }, enabled = true) =>
  useQuery({ ...leaveBalancesQueryOptions(params), enabled });

export const useLeaveLedger = (
  params: { userId?: string; year?: number; leaveTypeId?: string },
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...ALL, 'ledger', params],
    queryFn: () =>
      apiFetch<{ data: LedgerEntry[] }>(withQuery('/leave/balances/ledger', params)).then((r) => r.data),
    enabled: enabled && Boolean(params.leaveTypeId),
  });

/** Roles and departments of the organization (filters, blackout scopes, approval steps). */
export const useOrgOptions = () =>
  useQuery({
    queryKey: [...ALL, 'org-options'],
    queryFn: () => apiFetch<{ data: PeopleOptions }>('/people/options').then((r) => r.data),
    staleTime: 60_000,
  });

export const useBlackouts = () =>
  useQuery({
    queryKey: [...ALL, 'blackouts'],
    queryFn: () => apiFetch<{ data: Blackout[] }>('/leave/blackouts').then((r) => r.data),
  });

export const useLeaveAway = (enabled: boolean) =>
  useQuery({
    queryKey: [...ALL, 'away'],
    queryFn: () => apiFetch<{ data: LeaveAway }>('/leave/away').then((r) => r.data),
    enabled,
  });

// ---------------------------------------------------------------- requests

export const useMyLeave = (params: { page: number; pageSize: number; status?: LeaveStatus }) =>
  useQuery({
    queryKey: [...ALL, 'mine', params],
    queryFn: () => apiFetch<List<LeaveRequest>>(withQuery('/leave/requests/mine', params)),
    placeholderData: keepPreviousData,
  });

export const usePendingLeave = (params: { page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...ALL, 'pending', params],
    queryFn: () => apiFetch<List<LeaveRequest>>(withQuery('/leave/requests/pending', params)),
    placeholderData: keepPreviousData,
  });

/** The All leave filters, as the URL and the CSV export carry them. */
export interface LeaveFilters {
  q?: string;
  userId?: string;
  departmentId?: string;
  leaveTypeId?: string;
  status?: LeaveStatus;
  from?: string;
  to?: string;
}

export const useAllLeave = (params: LeaveFilters & { page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...ALL, 'all', params],
    queryFn: () => apiFetch<List<LeaveRequest>>(withQuery('/leave/requests', { ...params })),
    placeholderData: keepPreviousData,
  });

/** Same origin and the session cookie: a plain link downloads the file. */
export const leaveCsvUrl = (filters: LeaveFilters) =>
  `${API_BASE}${withQuery('/leave/requests.csv', { ...filters })}`;

export const leaveAttachmentUrl = (id: string) => `${API_BASE}/leave/requests/${id}/attachment`;

export const leaveRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'request', id],
    queryFn: () => apiFetch<{ data: LeaveRequestDetail }>(`/leave/requests/${id}`).then((r) => r.data),
  });

export const useLeaveRequest = (id: string | null) =>
  useQuery({ ...leaveRequestQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useLeaveAvailability = (params: {
  from: string;
  to: string;
  departmentId?: string;
  includePending?: boolean;
}) =>
  useQuery({
    queryKey: [...ALL, 'availability', params],
    queryFn: () =>
      apiFetch<{ data: LeaveAvailabilityEntry[] }>(
        withQuery('/leave/availability', { ...params, includePending: params.includePending || undefined }),
      ).then((r) => r.data),
    enabled: Boolean(params.from && params.to),
    placeholderData: keepPreviousData,
  });

/** Whether a person is on leave on a day (the task form's warning); idle until both are known. */
export const useOnLeave = (userId: string | undefined, date: string | undefined) =>
  useQuery({
    queryKey: [...ALL, 'on-leave', { userId, date }],
    queryFn: () =>
      apiFetch<{ data: OnLeave }>(withQuery('/leave/on-leave', { userId, date })).then((r) => r.data),
    enabled: Boolean(userId && date && /^\d{4}-\d{2}-\d{2}$/.test(date)),
    staleTime: 30_000,
  });

export const fetchLeavePreview = (body: LeavePreviewBody) =>
  apiPost<{ data: LeavePreview }>('/leave/requests/preview', body).then((r) => r.data);

// ---------------------------------------------------------------- changes

function useInvalidateLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ALL }),
      queryClient.invalidateQueries({ queryKey: CALENDAR }),
    ]);
}

/** A mutation whose success refreshes every leave list, balance and calendar. */
function useLeaveMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const invalidate = useInvalidateLeave();
  return useMutation({ mutationFn, onSuccess: invalidate });
}

export const useApplyLeave = () =>
  useLeaveMutation((body: ApplyLeaveBody) =>
    apiPost<{ data: LeaveRequestDetail }>('/leave/requests', body).then((r) => r.data),
  );

export const useUploadLeaveAttachment = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiPost<{ data: LeaveAttachment }>('/leave/attachments', form).then((r) => r.data);
    },
  });

export const useDecideLeave = () =>
  useLeaveMutation(
    ({
      id,
      decision,
      comment,
      acceptShortfall,
    }: {
      id: string;
      decision: 'approve' | 'reject';
      comment?: string;
      /** Approve although the projected balance does not cover it (the approver confirmed). */
      acceptShortfall?: boolean;
    }) =>
      apiPost<{ data: LeaveRequestDetail }>(
        `/leave/requests/${id}/${decision}`,
        acceptShortfall ? { comment, acceptShortfall } : { comment },
      ).then((r) => r.data),
  );

export const useBulkDecideLeave = () =>
  useLeaveMutation((body: BulkLeaveDecisionBody) =>
    apiPost<{ data: { decided: number } }>('/leave/requests/bulk-decision', body).then((r) => r.data),
  );

export const useCancelLeave = () =>
  useLeaveMutation((id: string) =>
    apiPost<{ data: LeaveRequestDetail }>(`/leave/requests/${id}/cancel`).then((r) => r.data),
  );

export const useCoverTasks = () =>
  useLeaveMutation(({ id, taskIds }: { id: string; taskIds?: string[] }) =>
    apiPost<{ data: { watched: number } }>(`/leave/requests/${id}/cover-tasks`, { taskIds }).then(
      (r) => r.data,
    ),
  );

export const useCreateLeaveType = () =>
  useLeaveMutation((body: CreateLeaveTypeBody) =>
    apiPost<{ data: LeaveType }>('/leave/types', body).then((r) => r.data),
  );

/**
 * What a change of allocation, accrual, carry-forward or proration would do to each person's balance
 * (POST /leave/types/:id/policy-preview; nothing is written). `body` null: nothing to preview.
 */
export const useLeavePolicyPreview = (id: string, body: LeavePolicyPreviewBody | null) =>
  useQuery({
    queryKey: [...ALL, 'policy-preview', id, body],
    queryFn: () =>
      apiPost<{ data: LeavePolicyPreview }>(`/leave/types/${id}/policy-preview`, body).then((r) => r.data),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

export const useUpdateLeaveType = () =>
  useLeaveMutation(({ id, body }: { id: string; body: UpdateLeaveTypeBody }) =>
    apiFetch<{ data: LeaveType }>(`/leave/types/${id}`, { method: 'PATCH', body: JSON.stringify(body) }).then(
      (r) => r.data,
    ),
  );

export const useSaveBlackout = () =>
  useLeaveMutation(({ id, body }: { id?: string; body: BlackoutBody }) =>
    (id
      ? apiFetch<{ data: Blackout }>(`/leave/blackouts/${id}`, { method: 'PUT', body: JSON.stringify(body) })
      : apiPost<{ data: Blackout }>('/leave/blackouts', body)
    ).then((r) => r.data),
  );

export const useDeleteBlackout = () =>
  useLeaveMutation((id: string) => apiDelete<void>(`/leave/blackouts/${id}`));

export const useSaveLeaveAway = () =>
  useLeaveMutation((body: LeaveAwayBody) =>
    apiFetch<{ data: LeaveAway }>('/leave/away', { method: 'PUT', body: JSON.stringify(body) }).then(
      (r) => r.data,
    ),
  );

export const useAdjustLeaveBalance = () =>
  useLeaveMutation((body: LeaveAdjustmentBody) =>
    apiPost<{ data: LedgerEntry }>('/leave/balances/adjustments', body).then((r) => r.data),
  );

/**
 * Leave changes reach people as notifications (a new application for its approver, a decision for
 * its applicant): each one refreshes the open leave pages, so a pending list or a status updates live.
 */
export function useLiveLeave() {
  const queryClient = useQueryClient();
  useLiveEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: ALL });
  });
}
