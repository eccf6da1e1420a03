import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@taskflow/shared';
import { apiFetch } from './api-client';

/** The signed-in user, or null when there is no live session. Shared by guards, header and app shell. */
export const meQueryOptions = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: async () => (await apiFetch<{ data: User | null }>('/users/session')).data,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
