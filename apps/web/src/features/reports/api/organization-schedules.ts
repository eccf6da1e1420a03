import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationReportSchedule } from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

/** Under the owners' schedules key: a change here refreshes the owner's own list too, and back. */
const ORGANIZATION_SCHEDULES_KEY = ['reports', 'schedules', 'organization'] as const;
const SCHEDULES_KEY = ['reports', 'schedules'] as const;

/** Every scheduled email of the organization (organization.manage). */
export function useOrganizationSchedules(isEnabled = true) {
  return useQuery({
    queryKey: ORGANIZATION_SCHEDULES_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ data: OrganizationReportSchedule[] }>('/reports/organization-schedules', { signal }),
    select: (answer) => answer.data,
    enabled: isEnabled,
  });
}

function useScheduleChange<T>(change: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...SCHEDULES_KEY] }),
  });
}

export const usePauseSchedule = () =>
  useScheduleChange((id) =>
    apiPost<{ data: OrganizationReportSchedule }>(`/reports/organization-schedules/${id}/pause`),
  );

export const useResumeSchedule = () =>
  useScheduleChange((id) =>
    apiPost<{ data: OrganizationReportSchedule }>(`/reports/organization-schedules/${id}/resume`),
  );

export const useDeleteOrganizationSchedule = () =>
  useScheduleChange((id) => apiDelete<null>(`/reports/organization-schedules/${id}`));
