import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportScheduleBody, Dashboard, Person, ReportSchedule } from '@taskflow/shared';
import { useEffect, useRef } from 'react';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-stream';

const DASHBOARD_KEY = ['reports', 'dashboard'] as const;
const SCHEDULES_KEY = ['reports', 'schedules'] as const;

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: ({ signal }) => apiFetch<{ data: Dashboard }>('/reports/dashboard', { signal }),
  select: (answer) => answer.data,
});

export function useDashboard(isEnabled = true) {
  return useQuery({ ...dashboardQueryOptions, enabled: isEnabled });
}

/** Changes arrive in bursts: refetch once per burst, as the lists do. */
const SETTLE_MS = 300;

/**
 * Keeps the dashboard live like the lists: every `work` event of the stream (a task, project, time or
 * leave change; ids only) refetches it through the API, so the caller's permissions decide the numbers.
 */
export function useDashboardUpdates() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('work', () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [...DASHBOARD_KEY] }),
      SETTLE_MS,
    );
  });
}

// ---------------------------------------------------------------- scheduled delivery

export function useReportSchedules(definitionId: string, isEnabled = true) {
  return useQuery({
    queryKey: [...SCHEDULES_KEY, definitionId],
    queryFn: ({ signal }) =>
      apiFetch<{ data: ReportSchedule[] }>(`/reports/schedules?definitionId=${definitionId}`, { signal }),
    select: (answer) => answer.data,
    enabled: isEnabled,
  });
}

/** Active members who may be chosen as recipients (the first 100 by name). */
export function useRecipientChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'recipients'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: Person[] }>('/people?page=1&pageSize=100&status=active', { signal }),
    select: (answer) => answer.data.map((person) => ({ id: person.id, name: person.name })),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function useCreateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportScheduleBody) =>
      apiPost<{ data: ReportSchedule }>('/reports/schedules', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SCHEDULES_KEY] }),
  });
}

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<null>(`/reports/schedules/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SCHEDULES_KEY] }),
  });
}
