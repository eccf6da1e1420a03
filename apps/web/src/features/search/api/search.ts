import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchHit } from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';

export type { SearchHit };

/** Where a result leads: its own page (a milestone, its project's milestones). */
export function hrefOf(hit: SearchHit): string {
  switch (hit.kind) {
    case 'task':
      return `/app/tasks/${hit.id}`;
    case 'project':
      return `/app/projects/${hit.id}`;
    case 'milestone':
      return `/app/projects/${hit.projectId}/milestones`;
    case 'customer':
      return `/app/customers?q=${encodeURIComponent(hit.title)}&view=${hit.id}`;
    case 'person':
      return `/app/people/${hit.id}`;
    case 'event':
      return `/app/events/${hit.id}`;
  }
}

/**
 * Tasks, projects, milestones, customers, people and events matching `q`, in one request: the server
 * searches only what the person may see (GET /search).
 */
export function useSearch(q: string) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: async ({ signal }): Promise<SearchHit[]> =>
      (await apiFetch<{ data: SearchHit[] }>(`/search?q=${encodeURIComponent(q)}`, { signal })).data,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
