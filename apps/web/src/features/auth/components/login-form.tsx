import { type LoginBody, LoginBodySchema } from '@taskflow/shared';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormErrorLine, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/auth-mutations';
import { authFailureLine, LOGIN_EXCEPTION, LOGIN_FAILED } from '../lib/auth-failure';
import { AuthDivider } from './auth-divider';
import { SocialSignInButton } from './social-sign-in-button';

/** Spec login screen; `onLoggedIn` decides where to go next. */
export function LoginForm({
  onLoggedIn,
  signupLink,
  nextPath,
  initialError,
  initialEmail = '',
  onNavigate,
}: {
  onLoggedIn: () => void;
  /** The address just signed up with, so the person only types the password. */
  initialEmail?: string;
  signupLink: React.ReactNode;
  nextPath?: string;
  initialError?: string;
  onNavigate?: () => void;
}) {
  const login = useLogin();
  const form = useApiForm<LoginBody, z.output<typeof LoginBodySchema>>({
    schema: LoginBodySchema,
    defaultValues: { email: initialEmail, password: '', remember: false },
    onSubmit: async (values) => {
      try {
        await login.mutateAsync(values);
      } catch (error) {
        const line = authFailureLine(error, { fallback: LOGIN_FAILED, exception: LOGIN_EXCEPTION });
        // Status 0: the form shows the message as it is, with no field to place.
        throw line ? new ApiError(0, 'LOGIN_FAILED', line) : error;
      }
      toast.success('Login Successful!');
      onLoggedIn();
    },
  });
  const {
    register,
    formState: { errors, submitCount },
  } = form;
  // A sign-in that failed elsewhere (the identity provider) is said until the person tries again.
  const formError = form.formError ?? (submitCount === 0 ? initialError : undefined);

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4" aria-label="Log in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('remember')} />
          Remember Password
        </label>
        <Link
          to="/forgot-password"
          onClick={onNavigate}
          className="font-medium text-brand-600 hover:underline dark:text-brand-300"
        >
          Forgot Password?
        </Link>
      </div>
      <FormErrorLine message={formError} />
      <Button type="submit" className="w-full" isLoading={form.isSaving}>
        Login Account
      </Button>
      <AuthDivider />
      <SocialSignInButton verb="Continue" nextPath={nextPath} />
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Don't have an account? {signupLink}
      </p>
    </form>
  );
}
