import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessToken,
  AccessTokenArea,
  CreateAccessTokenBody,
  ListMeta,
  OrganizationAccessToken,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

export interface MyAccessTokens {
  data: AccessToken[];
  areas: AccessTokenArea[];
  canCreateWithoutExpiry: boolean;
}

export const myAccessTokensQueryOptions = queryOptions({
  queryKey: ['access-tokens', 'mine'],
  queryFn: () => apiFetch<MyAccessTokens>('/access-tokens'),
});

/** The organization's tokens, first page of 100 (administrators). */
export const organizationAccessTokensQueryOptions = queryOptions({
  queryKey: ['access-tokens', 'organization'],
  queryFn: () =>
    apiFetch<{ data: OrganizationAccessToken[]; meta: ListMeta }>(
      '/organizations/current/access-tokens?pageSize=100',
    ),
});

export function useMyAccessTokens() {
  return useQuery(myAccessTokensQueryOptions);
}

export function useOrganizationAccessTokens() {
  return useQuery(organizationAccessTokensQueryOptions);
}

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['access-tokens'] });

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAccessTokenBody) =>
      (await apiPost<{ data: AccessToken & { token: string } }>('/access-tokens', body)).data,
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useRevokeAccessToken(scope: 'mine' | 'organization') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete<void>(
        scope === 'mine' ? `/access-tokens/${id}` : `/organizations/current/access-tokens/${id}`,
      ),
    onSuccess: () => invalidateAll(queryClient),
  });
}
