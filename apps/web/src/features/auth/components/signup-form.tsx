import { zodResolver } from '@hookform/resolvers/zod';
import {
  SIGNUP_PHONE_DIGITS,
  SIGNUP_REDIRECT_MS,
  SignupFormSchema,
  type SignupForm as SignupValues,
} from '@taskflow/shared';
import { useEffect, useId, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FieldError, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useRegister } from '../api/auth-mutations';
import { AuthDivider } from './auth-divider';
import { CountryCodeSelect } from './country-code-select';
import { FormAlert } from './form-alert';
import { PasswordStrengthHint } from './password-strength';
import { SocialSignInButton } from './social-sign-in-button';

const EMPTY: SignupValues = {
  name: '',
  email: '',
  countryCode: '',
  phone: '',
  password: '',
  confirmpassword: '',
  avatar: undefined as unknown as File,
  terms: false as unknown as true,
};

/** Spec signup screen. `onSignedUp` runs 1.5 s after success (the spec's move to /login). */
export function SignupForm({
  onSignedUp,
  loginLink,
}: {
  onSignedUp: () => void;
  loginLink: React.ReactNode;
}) {
  const id = useId();
  const register = useRegister();
  const [formError, setFormError] = useState<string>();
  const [isDone, setDone] = useState(false);
  const {
    register: field,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: zodResolver(SignupFormSchema), defaultValues: EMPTY });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(onSignedUp, SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, onSignedUp]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const form = new FormData();
    for (const key of ['name', 'email', 'countryCode', 'phone', 'password'] as const)
      form.append(key, values[key]);
    form.append('avatar', values.avatar);
    try {
      await register.mutateAsync(form);
      toast.success('Successfully Signed Up!');
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields)) {
          setError(name as Path<SignupValues>, { message });
        }
        setFormError(error.message || 'Signup failed');
      } else {
        setFormError('Something went wrong.');
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
        <Controller
          control={control}
          name="countryCode"
          render={({ field: { value, onChange } }) => (
            <CountryCodeSelect
              id={`${id}-country`}
              value={value}
              onChange={onChange}
              error={errors.countryCode?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <TextField
              ref={ref}
              name={name}
              label="Phone number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={value}
              onBlur={onBlur}
              // Digits only, at most 10: the spec's phone input rule.
              onChange={(event) =>
                onChange(event.target.value.replace(/\D/g, '').slice(0, SIGNUP_PHONE_DIGITS))
              }
              error={errors.phone?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="avatar"
        render={({ field: { onChange, onBlur, ref, name } }) => (
          <div>
            <label
              htmlFor={`${id}-avatar`}
              className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              Profile photo
            </label>
            <input
              ref={ref}
              id={`${id}-avatar`}
              name={name}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              onBlur={onBlur}
              onChange={(event) => onChange(event.target.files?.[0])}
              aria-invalid={errors.avatar ? true : undefined}
              aria-describedby={errors.avatar ? `${id}-avatar-error` : `${id}-avatar-hint`}
              className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
            {!errors.avatar && (
              <p id={`${id}-avatar-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                JPG, PNG, GIF or WebP, up to 2 MB.
              </p>
            )}
            <FieldError id={`${id}-avatar-error`} message={errors.avatar?.message} />
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordStrengthHint password={password} />}
          {...field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmpassword?.message}
          {...field('confirmpassword')}
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            {...field('terms')}
          />
          <span>
            I agree to the{' '}
            <a href="/terms" target="_blank" className="font-medium text-brand-600 underline" rel="noopener">
              Terms
            </a>{' '}
            and{' '}
            <a
              href="/privacy"
              target="_blank"
              className="font-medium text-brand-600 underline"
              rel="noopener"
            >
              Privacy Policy
            </a>
          </span>
        </label>
        <FieldError id={`${id}-terms-error`} message={errors.terms?.message} />
      </div>
      <FormAlert tone="error" message={formError} />
      <FormAlert tone="success" message={isDone ? 'Successfully Signed Up!' : undefined} />
      <Button type="submit" className="w-full" isLoading={register.isPending} disabled={isDone}>
        Create Account
      </Button>
      <AuthDivider />
      <SocialSignInButton verb="Sign up" />
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account? {loginLink}
      </p>
    </form>
  );
}
