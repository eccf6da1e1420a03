import {
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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
import { GANTT_PAGE_SIZE } from '@taskflow/shared';
import { useCallback, useState } from 'react';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { mergeWindows, windowsOf } from '../components/gantt-data';

/**
 * Keys under 'projects' and 'tasks', so the stream's work event (lib/use-work-updates.ts) refreshes
 * an open Gantt or dependency list when anyone changes the tasks.
 */
export const ganttKey = (projectId: string) => ['projects', projectId, 'gantt'] as const;
export const dependenciesKey = (taskId: string) => ['tasks', taskId, 'dependencies'] as const;

const ganttWindowOptions = (projectId: string, offset: number) =>
  queryOptions({
    queryKey: [...ganttKey(projectId), offset],
    queryFn: () =>
      apiFetch<{ data: Gantt }>(
        `/projects/${projectId}/gantt?offset=${offset}&limit=${GANTT_PAGE_SIZE}`,
      ).then((body) => body.data),
  });

/** Stable, so React Query merges the windows again only when one of them changes. */
const combineWindows = (windows: UseQueryResult<Gantt>[]) => ({
  data: mergeWindows(windows.map((answer) => answer.data)),
  isPending: windows[0]?.isPending ?? true,
  isError: windows[0]?.isError ?? false,
  isLoadingRows: windows.some((answer) => answer.isFetching),
});

/**
 * A project's Gantt a window of rows at a time (issue 27): the first window sizes the chart (its total
 * rows, range, milestones) and `loadRows` asks for the windows holding rows that came into view. Each
 * window is one query, asked for once: a window already asked for is not fetched again however often
 * its rows are reported; a change anywhere refetches the windows loaded, as it did the whole chart.
 */
export function useGantt(projectId: string) {
  const [asked, setAsked] = useState({ projectId, offsets: [0] });
  const offsets = asked.projectId === projectId ? asked.offsets : [0];
  const gantt = useQueries({
    queries: offsets.map((offset) => ganttWindowOptions(projectId, offset)),
    combine: combineWindows,
  });
  const loadRows = useCallback(
    (rows: number[]) =>
      setAsked((current) => {
        const known = current.projectId === projectId ? current.offsets : [0];
        const added = windowsOf(rows).filter((offset) => !known.includes(offset));
        return added.length ? { projectId, offsets: [...known, ...added] } : current;
      }),
    [projectId],
  );
  return { ...gantt, loadRows };
}

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
