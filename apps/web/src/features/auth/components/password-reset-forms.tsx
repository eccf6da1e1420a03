import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ForgotPasswordBody,
  ForgotPasswordBodySchema,
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
} from '@taskflow/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useForgotPassword, useResetPassword } from '../api/auth-mutations';
import { FormAlert } from './form-alert';
import { PasswordStrengthHint } from './password-strength';

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? error.message : 'Something went wrong. Try again later.';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setSent((await forgot.mutateAsync(values)).message);
    } catch (error) {
      setFormError(messageOf(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormAlert tone="error" message={formError} />
      <FormAlert tone="success" message={sent} />
      <Button type="submit" className="w-full" isLoading={forgot.isPending}>
        Send reset link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { token, password: '', confirmpassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      onDone((await reset.mutateAsync({ token, password })).message);
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.fields.password ? error.fields.password : messageOf(error),
      );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
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
      <FormAlert tone="error" message={formError ?? errors.token?.message} />
      <Button type="submit" className="w-full" isLoading={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}
