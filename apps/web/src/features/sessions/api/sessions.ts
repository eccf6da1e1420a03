import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@taskflow/shared';
import { apiDelete, apiFetch } from '../../../lib/api-client';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['sessions'],
  queryFn: async () => (await apiFetch<{ data: Session[] }>('/sessions')).data,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
