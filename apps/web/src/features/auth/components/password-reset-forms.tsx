import {
  type ForgotPasswordBody,
  ForgotPasswordBodySchema,
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
} from '@taskflow/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorLine, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useForgotPassword, useResetPassword } from '../api/auth-mutations';
import { FormAlert } from './form-alert';
import { PasswordStrengthHint } from './password-strength';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string>();
  const form = useApiForm<ForgotPasswordBody, z.output<typeof ForgotPasswordBodySchema>>({
    schema: ForgotPasswordBodySchema,
    defaultValues: { email: '' },
    onSubmit: async (values) => setSent((await forgot.mutateAsync(values)).message),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4" aria-label="Forgot password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormErrorLine message={form.formError} />
      <FormAlert tone="success" message={sent} />
      <Button type="submit" className="w-full" isLoading={form.isSaving}>
        Send reset link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const form = useApiForm<ResetValues, z.output<typeof ResetPasswordFormSchema>>({
    schema: ResetPasswordFormSchema,
    defaultValues: { token, password: '', confirmpassword: '' },
    onSubmit: async ({ password }) => onDone((await reset.mutateAsync({ token, password })).message),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4" aria-label="Reset password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordStrengthHint password={password} />}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmpassword?.message}
        {...register('confirmpassword')}
      />
      {/* The link itself has no field: its problem ("invalid or expired") is the form's line. */}
      <FormErrorLine message={errors.token?.message ?? form.formError} />
      <Button type="submit" className="w-full" isLoading={form.isSaving}>
        Set new password
      </Button>
    </form>
  );
}
