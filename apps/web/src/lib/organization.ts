import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization } from '@taskflow/shared';
import { apiFetch } from './api-client';
import { useMe } from './auth';

/** The caller's organization; shared by the settings page and everything that needs its zone. */
export const organizationQueryOptions = queryOptions({
  queryKey: ['organizations', 'current'],
  queryFn: async () => (await apiFetch<{ data: Organization }>('/organizations/current')).data,
  staleTime: 5 * 60_000,
});

export function useCurrentOrganization() {
  const { data: me } = useMe();
  return useQuery({ ...organizationQueryOptions, enabled: Boolean(me?.organizationId) });
}
