import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Dependency,
  DependencyBody,
  Gantt,
  ListMeta,
  Project,
  ScheduleBody,
  ScheduleResult,
  TaskCalendar,
  TaskDependencies,
  Workload,
  WorkloadScope,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

/**
 * Keys under 'projects' and 'tasks', so the stream's work event (lib/use-work-updates.ts) refreshes
 * an open Gantt or dependency list when anyone changes the tasks.
 */
export const ganttKey = (projectId: string) => ['projects', projectId, 'gantt'] as const;
export const dependenciesKey = (taskId: string) => ['tasks', taskId, 'dependencies'] as const;

export const ganttQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ganttKey(projectId),
    queryFn: () => apiFetch<{ data: Gantt }>(`/projects/${projectId}/gantt`).then((body) => body.data),
  });

export const useGantt = (projectId: string) => useQuery(ganttQueryOptions(projectId));

export const useTaskDependencies = (taskId: string) =>
  useQuery({
    queryKey: dependenciesKey(taskId),
    queryFn: () =>
      apiFetch<{ data: TaskDependencies }>(`/tasks/${taskId}/dependencies`).then((body) => body.data),
  });

/** After any planning change: task lists, task pages and Gantts all read the changed dates. */
function useRefreshWork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
    ]);
}

export function useScheduleTask() {
  const refresh = useRefreshWork();
  return useMutation({
    mutationFn: ({ taskId, ...body }: ScheduleBody & { taskId: string }) =>
      apiFetch<{ data: ScheduleResult }>(`/tasks/${taskId}/schedule`, {
        method: 'PUT',
        body: JSON.stringify(body),
      }).then((response) => response.data),
    onSettled: refresh,
  });
}

export function useAddDependency() {
  const refresh = useRefreshWork();
  return useMutation({
    mutationFn: (body: DependencyBody) =>
      apiPost<{ data: Dependency }>('/dependencies', body).then((response) => response.data),
    onSuccess: refresh,
  });
}

export function useRemoveDependency() {
  const refresh = useRefreshWork();
  return useMutation({
    mutationFn: (dependencyId: string) => apiDelete<void>(`/dependencies/${dependencyId}`),
    onSuccess: refresh,
  });
}

export interface WorkloadParams {
  from: string;
  weeks: number;
  page: number;
  q: string;
  scope: WorkloadScope;
}

/** Under 'tasks', so estimates, due dates and assignees changed by anyone refresh the grid. */
export const useWorkload = (params: WorkloadParams) =>
  useQuery({
    queryKey: ['tasks', 'workload', params],
    queryFn: () => {
      const search = new URLSearchParams({
        from: params.from,
        weeks: String(params.weeks),
        page: String(params.page),
        pageSize: '25',
        scope: params.scope,
      });
      if (params.q) search.set('q', params.q);
      return apiFetch<{ data: Workload; meta: ListMeta }>(`/workload?${search}`);
    },
    placeholderData: (previous) => previous,
  });

export interface TaskCalendarParams {
  from: string;
  to: string;
  projectId?: string;
  assigneeId?: string;
}

export const useTaskCalendar = (params: TaskCalendarParams | null) =>
  useQuery({
    queryKey: ['tasks', 'calendar', params],
    queryFn: () => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params ?? {})) if (value) search.set(key, value);
      return apiFetch<{ data: TaskCalendar }>(`/task-calendar?${search}`).then((body) => body.data);
    },
    enabled: params !== null,
    placeholderData: (previous) => previous,
  });

/** Projects to filter a calendar by (the first 100 by name, as other pickers offer). */
export const useProjectFilterChoices = () =>
  useQuery({
    queryKey: ['projects', 'filter-choices'],
    queryFn: async () =>
      (await apiFetch<{ data: Project[] }>('/projects?page=1&pageSize=100')).data.map((project) => ({
        id: project.id,
        label: `${project.key} · ${project.name}`,
      })),
    staleTime: 60_000,
  });
