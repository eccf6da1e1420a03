import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForgotPasswordBody, LoginBody, SessionUser } from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';

export function useRegister() {
  return useMutation({
    mutationFn: (form: FormData) => apiPost<{ message: string }>('/users/register', form),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiPost<{ data: SessionUser; message: string }>('/users/login', body),
    onSuccess: (result) => queryClient.setQueryData(meQueryOptions.queryKey, result.data),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<void>('/users/logout'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => apiPost<{ message: string }>('/users/forgot-password', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiPost<{ message: string }>('/users/reset-password', body),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) =>
      apiPost<{ message: string }>('/users/me/password', body),
  });
}

export async function getOidcConfig() {
  return (await apiFetch<{ data: { isEnabled: boolean; providerName: string | null } }>('/users/oidc/config'))
    .data;
}
