import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, LoginBodySchema } from '@taskflow/shared';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/auth-mutations';
import { AuthDivider } from './auth-divider';
import { FormAlert } from './form-alert';
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
  const [formError, setFormError] = useState(initialError);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: initialEmail, password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await login.mutateAsync(values);
      toast.success('Login Successful!');
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as Path<LoginBody>, { message });
        setFormError(error.message || 'Login failed');
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Log in">
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
          className="font-medium text-brand-600 hover:underline"
        >
          Forgot Password?
        </Link>
      </div>
      <FormAlert tone="error" message={formError} />
      <Button type="submit" className="w-full" isLoading={login.isPending}>
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
