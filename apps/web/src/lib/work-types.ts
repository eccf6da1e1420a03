import { useQuery } from '@tanstack/react-query';
import type { WorkTypeSchema } from '@taskflow/shared';
import type { z } from 'zod';
import { apiFetch } from './api-client';

export type WorkType = z.infer<typeof WorkTypeSchema>;

/** Under the tasks' key: a change of tasks' settings refreshes it with them. */
export const WORK_TYPES_KEY = ['tasks', 'work-types'] as const;

/** The organization's work types, for every form that picks one (tasks, service steps). */
export const useWorkTypes = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: WORK_TYPES_KEY,
    queryFn: () => apiFetch<{ data: WorkType[] }>('/tasks/work-types').then((r) => r.data),
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
