import { zodResolver } from '@hookform/resolvers/zod';
import {
  SIGN_UP_MAIL_NOTICE,
  SIGNUP_REDIRECT_MS,
  SignupFormSchema,
  type SignupForm as SignupValues,
} from '@taskflow/shared';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { placeServerErrors } from '../../../components/forms/api-form';
import { CountryCodeSelect } from '../../../components/forms/country-code-select';
import { PhoneNumberField } from '../../../components/forms/phone-number-field';
import { Button } from '../../../components/ui/button';
import { FieldError, ImageFileField, TextField } from '../../../components/ui/field';
import { AVATAR_FILE_RULE } from '../../../lib/file-check';
import { useRegister } from '../api/auth-mutations';
import { authFailureLine, SIGNUP_EXCEPTION, SIGNUP_FAILED } from '../lib/auth-failure';
import { AuthDivider } from './auth-divider';
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
  /** Gets the email signed up with, which the login form is filled with. */
  onSignedUp: (email: string) => void;
  loginLink: React.ReactNode;
}) {
  const id = useId();
  const register = useRegister();
  const [formError, setFormError] = useState<string>();
  const [signedUpEmail, setSignedUpEmail] = useState<string>();
  const isDone = signedUpEmail !== undefined;
  const {
    register: field,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: zodResolver(SignupFormSchema), defaultValues: EMPTY });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (signedUpEmail === undefined) return;
    const timer = setTimeout(() => onSignedUp(signedUpEmail), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedUpEmail, onSignedUp]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const form = new FormData();
    for (const key of ['name', 'email', 'countryCode', 'phone', 'password'] as const)
      form.append(key, values[key]);
    form.append('avatar', values.avatar);
    try {
      await register.mutateAsync(form);
      toast.success('Successfully Signed Up!');
      setSignedUpEmail(values.email);
    } catch (error) {
      setFormError(
        authFailureLine(error, { fallback: SIGNUP_FAILED, exception: SIGNUP_EXCEPTION }) ??
          placeServerErrors(error, { setError, getValues }),
      );
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
        <PhoneNumberField control={control} name="phone" error={errors.phone?.message} />
      </div>
      <ImageFileField
        label="Profile photo"
        rule={AVATAR_FILE_RULE}
        hint="JPG, PNG, GIF or WebP, up to 2 MB."
        error={errors.avatar?.message}
        onFile={(file, problem) => {
          setValue('avatar', file as File, { shouldDirty: true, shouldValidate: !problem });
          if (problem) setError('avatar', { type: 'file', message: problem });
        }}
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
            <a
              href="/terms"
              target="_blank"
              className="font-medium text-brand-600 underline dark:text-indigo-300"
              rel="noopener"
            >
              Terms
            </a>{' '}
            and{' '}
            <a
              href="/privacy"
              target="_blank"
              className="font-medium text-brand-600 underline dark:text-indigo-300"
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
      {isDone && <p className="text-sm text-slate-600 dark:text-slate-400">{SIGN_UP_MAIL_NOTICE}</p>}
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
