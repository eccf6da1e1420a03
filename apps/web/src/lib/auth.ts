import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission, SessionUser } from '@taskflow/shared';
import { apiFetch } from './api-client';

/** The signed-in user, or null when there is no live session. Shared by guards, header and app shell. */
export const meQueryOptions = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: async () => (await apiFetch<{ data: SessionUser | null }>('/users/session')).data,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Whether the signed-in user's role grants a permission. Only for hiding UI: the server decides. */
export function useCan(permission: Permission): boolean {
  const { data: me } = useMe();
  return me?.permissions.includes(permission) ?? false;
}
