import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingBatch,
  BillingPreview,
  BillingRange,
  HourlyRate,
  ListMeta,
  ReopenRequestBody,
  SetRateBody,
  StartTimerBody,
  Task,
  TeamTimesheetRow,
  TimeEntry,
  TimeEntryBody,
  TimePerson,
  TimeSummary,
  Timesheet,
  TimesheetCellBody,
} from '@taskflow/shared';
import { useEffect, useRef } from 'react';
import { API_BASE, apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-stream';

/** Every time query sits under this key, so one invalidation refreshes the top bar and the pages. */
export const TIME_KEY = ['time'] as const;
const SETTLE_MS = 300;

function withQuery(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Keeps time views current: the stream's `work` event of kind `time` (a timer or entry changed,
 * here or in another tab) refetches them through the API; focusing the window refetches too.
 */
export function useTimeUpdates() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('work', (data) => {
    let kind: string | undefined;
    try {
      kind = (JSON.parse(data) as { kind?: string }).kind;
    } catch {
      return;
    }
    if (kind !== 'time') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: TIME_KEY }), SETTLE_MS);
  });
}

function useInvalidateTime() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TIME_KEY });
}

// ---------------------------------------------------------------- timer

export const runningTimerQueryOptions = queryOptions({
  queryKey: [...TIME_KEY, 'timer'],
  queryFn: async () => (await apiFetch<{ data: TimeEntry | null }>('/time/timer')).data,
  refetchOnWindowFocus: 'always',
  staleTime: 30_000,
});

export const useRunningTimer = (isEnabled = true) =>
  useQuery({ ...runningTimerQueryOptions, enabled: isEnabled });

export function useStartTimer() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (body: StartTimerBody) =>
      (await apiPost<{ data: TimeEntry }>('/time/timer', body)).data,
    onSettled: invalidate,
  });
}

export function useStopTimer() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async () => (await apiPost<{ data: TimeEntry }>('/time/timer/stop')).data,
    onSettled: invalidate,
  });
}

// ---------------------------------------------------------------- entries

export interface EntryListParams {
  page: number;
  pageSize: number;
  userId?: string;
  from?: string;
  to?: string;
}

export const useTimeEntries = (params: EntryListParams) =>
  useQuery({
    queryKey: [...TIME_KEY, 'entries', params],
    queryFn: () => apiFetch<{ data: TimeEntry[]; meta: ListMeta }>(withQuery('/time/entries', { ...params })),
    placeholderData: keepPreviousData,
  });

export function useSaveEntry() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: TimeEntryBody }) =>
      (id
        ? await apiFetch<{ data: TimeEntry }>(`/time/entries/${id}`, {
            method: 'PATCH',
            body: JSON.stringify(body),
          })
        : await apiPost<{ data: TimeEntry }>('/time/entries', body)
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/time/entries/${id}`),
    onSuccess: invalidate,
  });
}

/** The caller's tasks to log time on: searched by Task ID or title, open ones first. */
export const useTaskOptions = (q: string) =>
  useQuery({
    queryKey: ['tasks', 'time-options', q],
    queryFn: async () =>
      (await apiFetch<{ data: Task[] }>(withQuery('/tasks', { page: 1, pageSize: 30, q, sort: 'dueDate' })))
        .data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

// ---------------------------------------------------------------- timesheets

export const timesheetQueryOptions = (params: { userId?: string; week?: string }) =>
  queryOptions({
    queryKey: [...TIME_KEY, 'timesheet', params],
    queryFn: async () => (await apiFetch<{ data: Timesheet }>(withQuery('/time/timesheet', params))).data,
    placeholderData: keepPreviousData,
  });

export const useTimesheet = (params: { userId?: string; week?: string }, isEnabled = true) =>
  useQuery({ ...timesheetQueryOptions(params), enabled: isEnabled });

export function useSetCell() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (body: TimesheetCellBody) =>
      (
        await apiFetch<{ data: Timesheet }>('/time/timesheet/cells', {
          method: 'PUT',
          body: JSON.stringify(body),
        })
      ).data,
    onSettled: invalidate,
  });
}

export function useSubmitWeek() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (week: string) =>
      (await apiPost<{ data: Timesheet }>('/time/timesheet/submit', { week })).data,
    onSuccess: invalidate,
  });
}

/** The owner takes back a submitted week before their manager decides; it is open again. */
export function useWithdrawWeek() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (week: string) =>
      (await apiPost<{ data: Timesheet }>('/time/timesheet/withdraw', { week })).data,
    onSuccess: invalidate,
  });
}

/**
 * The owner asks their approvers to reopen a submitted or approved week (from the refusal to change it);
 * the approvers are told with a link to the week.
 */
export function useRequestReopen() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (body: ReopenRequestBody) =>
      (await apiPost<{ data: Timesheet }>('/time/timesheet/reopen-request', body)).data,
    onSuccess: invalidate,
  });
}

/** People whose time the caller may read besides themselves (the Time pages' person picker). */
export const PEOPLE_PAGE_SIZE = 100;
export const useTimePeople = (q = '', isEnabled = true) =>
  useQuery({
    enabled: isEnabled,
    queryKey: [...TIME_KEY, 'people', q],
    queryFn: () =>
      apiFetch<{ data: TimePerson[]; meta: ListMeta }>(
        withQuery('/time/people', { page: 1, pageSize: PEOPLE_PAGE_SIZE, q }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export type TimesheetDecision = 'approve' | 'return' | 'reopen';

export function useDecideTimesheet() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      comment,
    }: {
      id: string;
      decision: TimesheetDecision;
      comment?: string;
    }) =>
      (
        await apiPost<{ data: Timesheet }>(
          `/time/timesheets/${id}/${decision}`,
          decision === 'return' ? { comment } : undefined,
        )
      ).data,
    onSuccess: invalidate,
  });
}

export const useTeamTimesheets = (params: { week?: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...TIME_KEY, 'team', params],
    queryFn: () =>
      apiFetch<{ data: TeamTimesheetRow[]; weeks: string[]; meta: ListMeta }>(
        withQuery('/time/team-timesheets', params),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * Totals of one person (`userId`) or of the caller's team (`team: '1'`) over a period. No placeholder from
 * the previous query: totals shown under a week are always that week's and that person's.
 */
export const useTimeSummary = (
  params: { from: string; to: string; userId?: string; team?: '1' },
  isEnabled = true,
) =>
  useQuery({
    queryKey: [...TIME_KEY, 'summary', params],
    queryFn: async () => (await apiFetch<{ data: TimeSummary }>(withQuery('/time/summary', params))).data,
    enabled: isEnabled,
  });

// ---------------------------------------------------------------- rates and billing

export const useRates = (
  kind: 'projects' | 'people',
  params: { page: number; pageSize: number; q: string },
) =>
  useQuery({
    queryKey: [...TIME_KEY, 'rates', kind, params],
    queryFn: () => apiFetch<{ data: HourlyRate[]; meta: ListMeta }>(withQuery(`/time/rates/${kind}`, params)),
    placeholderData: keepPreviousData,
  });

export function useSetRate() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (body: SetRateBody) =>
      (await apiFetch<{ data: HourlyRate }>('/time/rates', { method: 'PUT', body: JSON.stringify(body) }))
        .data,
    onSuccess: invalidate,
  });
}

export const useBillingPreview = (range: BillingRange | null) =>
  useQuery({
    queryKey: [...TIME_KEY, 'billing-preview', range],
    queryFn: async () =>
      (
        await apiFetch<{ data: BillingPreview }>(
          withQuery('/time/billing/preview', { ...(range as BillingRange) }),
        )
      ).data,
    enabled: Boolean(range),
  });

export function useMarkBilled() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: async (range: BillingRange) =>
      (await apiPost<{ data: BillingBatch }>('/time/billing/batches', range)).data,
    onSuccess: invalidate,
  });
}

export const useBillingBatches = (params: { page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...TIME_KEY, 'batches', params],
    queryFn: () =>
      apiFetch<{ data: BillingBatch[]; meta: ListMeta }>(withQuery('/time/billing/batches', params)),
    placeholderData: keepPreviousData,
  });

export const billingCsvUrl = (range: BillingRange) =>
  `${API_BASE}${withQuery('/time/billing/export.csv', { ...range })}`;

export const useCustomerOptions = () =>
  useQuery({
    queryKey: ['customers', 'time-options'],
    queryFn: async () =>
      (await apiFetch<{ data: { id: string; businessName: string }[] }>('/customers?page=1&pageSize=100'))
        .data,
    staleTime: 60_000,
  });
