import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationBody,
  CreateInvitationBody,
  Invitation,
  InvitationPreview,
  InvitationSent,
  ListMeta,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';

const invitationsKey = ['invitations'] as const;

export const pendingInvitationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...invitationsKey, 'pending', page],
    queryFn: () => apiFetch<{ data: Invitation[]; meta: ListMeta }>(`/invitations?page=${page}&pageSize=10`),
  });

export const usePendingInvitations = (page: number, isEnabled = true) =>
  useQuery({ ...pendingInvitationsQueryOptions(page), enabled: isEnabled });

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...invitationsKey, 'preview', token],
    queryFn: async () =>
      (await apiFetch<{ data: InvitationPreview }>(`/invitations/preview?token=${encodeURIComponent(token)}`))
        .data,
    retry: false,
  });

export const useInvitationPreview = (token: string) =>
  useQuery({ ...invitationPreviewQueryOptions(token), enabled: token.length > 0 });

function useInvitationsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export const useCreateInvitation = () =>
  useInvitationsMutation((body: CreateInvitationBody) => apiPost<InvitationSent>('/invitations', body));

export const useResendInvitation = () =>
  useInvitationsMutation((id: string) => apiPost<InvitationSent>(`/invitations/${id}/resend`));

export const useRevokeInvitation = () =>
  useInvitationsMutation((id: string) => apiDelete<void>(`/invitations/${id}`));

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      apiPost<{ data: { organizationName: string }; message: string }>('/invitations/accept', body),
    onSuccess: async () => {
      // A new session or a new organization: everything cached for the old state is stale. The used
      // token's preview stays: the invite page still shows it until it navigates away, and asking again
      // would only be refused (the token is spent).
      queryClient.removeQueries({
        predicate: ({ queryKey: [root, kind] }) =>
          root !== 'users' && !(root === 'invitations' && kind === 'preview'),
      });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
