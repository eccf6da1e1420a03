import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListMeta, Role, RoleFields } from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';

export interface RoleListParams {
  page: number;
  pageSize: number;
  q: string;
}

const ALL = ['roles'] as const;

export const rolesQueryOptions = ({ page, pageSize, q }: RoleListParams) => {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) search.set('q', q);
  return queryOptions({
    queryKey: [...ALL, 'list', { page, pageSize, q }],
    queryFn: () => apiFetch<{ data: Role[]; meta: ListMeta }>(`/roles?${search}`),
    placeholderData: keepPreviousData,
  });
};

/** One role as the API has it now (its holder count included). */
export async function getRole(id: string): Promise<Role> {
  return (await apiFetch<{ data: Role }>(`/roles/${encodeURIComponent(id)}`)).data;
}

export function useRoles(params: RoleListParams) {
  return useQuery(rolesQueryOptions(params));
}

/** Every role at once (an organization has a handful), for pickers such as "move users to". */
export function useAllRoles(isEnabled = true) {
  return useQuery({ ...rolesQueryOptions({ page: 1, pageSize: 100, q: '' }), enabled: isEnabled });
}

/** A role change can change the caller's own permissions: refresh them with the list. */
function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ALL }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
}

export function useCreateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (fields: RoleFields) => apiPost<{ data: Role }>('/roles', fields),
    onSuccess: invalidate,
  });
}

export function useUpdateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: RoleFields }) =>
      apiFetch<{ data: Role }>(`/roles/${id}`, { method: 'PATCH', body: JSON.stringify(fields) }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: string; reassignTo?: string }) =>
      apiDelete<{ data: { reassigned: number } }>(
        `/roles/${id}${reassignTo ? `?reassignTo=${encodeURIComponent(reassignTo)}` : ''}`,
      ),
    onSuccess: invalidate,
  });
}
