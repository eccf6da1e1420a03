import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organization, OrganizationStorage } from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { organizationQueryOptions } from '../../../lib/organization';

export { organizationQueryOptions };

export function useOrganization(isEnabled = true) {
  return useQuery({ ...organizationQueryOptions, enabled: isEnabled });
}

/** Uploaded files against the plan's quota; only administrators (organization.manage) may read it. */
export function useOrganizationStorage(isEnabled = true) {
  return useQuery({
    queryKey: ['organizations', 'current', 'storage'],
    queryFn: async () =>
      (await apiFetch<{ data: OrganizationStorage }>('/organizations/current/storage')).data,
    enabled: isEnabled,
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiPost<{ data: Organization }>('/organizations', form),
    onSuccess: async (result) => {
      queryClient.setQueryData(organizationQueryOptions.queryKey, result.data);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<{ data: Organization }>('/organizations/current', { method: 'PATCH', body: form }),
    onSuccess: async (result) => {
      queryClient.setQueryData(organizationQueryOptions.queryKey, result.data);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
