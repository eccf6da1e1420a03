import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UpdateProfileBody } from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';

type ProfileAnswer = { data: SessionUser; message: string };

/** The answer is the signed-in person as they now are: every date and the header follow at once. */
function useSetMe() {
  const queryClient = useQueryClient();
  return (answer: ProfileAnswer) => queryClient.setQueryData(meQueryOptions.queryKey, answer.data);
}

export function useUpdateProfile() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiFetch<ProfileAnswer>('/users/me', { method: 'PATCH', body: JSON.stringify(body) }),
    onSuccess: setMe,
  });
}

export function useReplaceAvatar() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (avatar: File) => {
      const form = new FormData();
      form.append('avatar', avatar);
      return apiFetch<ProfileAnswer>('/users/me/avatar', { method: 'PUT', body: form });
    },
    onSuccess: setMe,
  });
}
