import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMilestoneBody,
  CreateProjectBody,
  ListMeta,
  Milestone,
  Project,
  ProjectDetail,
  ProjectListQueryInput,
  UpdateMilestoneBody,
  UpdateProjectBody,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

/** Every project query starts with this key, so one invalidation refreshes lists, pages and milestones. */
export const PROJECTS_KEY = ['projects'] as const;
/** The calendar shows milestones: a milestone change refreshes it too. */
const CALENDAR_KEY = ['calendar'] as const;

function toSearch(query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const projectsQueryOptions = (query: ProjectListQueryInput) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', query],
    queryFn: () =>
      apiFetch<{ data: Project[]; meta: ListMeta }>(
        `/projects?${toSearch(query as Record<string, string | number | boolean | undefined>)}`,
      ),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useProjects = (query: ProjectListQueryInput) => useQuery(projectsQueryOptions(query));

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'detail', id],
    queryFn: async () => (await apiFetch<{ data: ProjectDetail }>(`/projects/${id}`)).data,
  });

export const useProject = (id: string) => useQuery(projectQueryOptions(id));

export const milestonesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'detail', projectId, 'milestones'],
    queryFn: async () => (await apiFetch<{ data: Milestone[] }>(`/projects/${projectId}/milestones`)).data,
  });

export const useMilestones = (projectId: string) => useQuery(milestonesQueryOptions(projectId));

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
    ]);
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (body: CreateProjectBody) =>
      (await apiPost<{ data: ProjectDetail }>('/projects', body)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateProject(id: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (body: UpdateProjectBody) =>
      (
        await apiFetch<{ data: ProjectDetail }>(`/projects/${id}`, {
          method: 'PATCH',
          body: JSON.stringify(body),
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** Deleting a project with tasks is refused (409) with the message to archive it instead. */
export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/projects/${id}`),
    onSuccess: invalidate,
  });
}

export function useCreateMilestone(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (body: CreateMilestoneBody) =>
      (await apiPost<{ data: Milestone }>(`/projects/${projectId}/milestones`, body)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateMilestone() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateMilestoneBody }) =>
      (
        await apiFetch<{ data: Milestone }>(`/milestones/${id}`, {
          method: 'PATCH',
          body: JSON.stringify(body),
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteMilestone() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/milestones/${id}`),
    onSuccess: invalidate,
  });
}
