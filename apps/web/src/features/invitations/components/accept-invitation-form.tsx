import { zodResolver } from '@hookform/resolvers/zod';
import { AcceptInvitationFormSchema, type AcceptInvitationForm as Values } from '@taskflow/shared';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/invitations';

/** A new account from an invitation: the email is the invited one; name and password are chosen here. */
export function AcceptInvitationForm({
  token,
  email,
  onJoined,
}: {
  token: string;
  email: string;
  onJoined: (message: string) => void;
}) {
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(AcceptInvitationFormSchema),
    defaultValues: { name: '', password: '', confirmpassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await accept.mutateAsync({ token, name: values.name, password: values.password });
      onJoined(result.message);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as Path<Values>, { message });
        if (Object.keys(error.fields).length === 0) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account" className="grid gap-4">
      <TextField label="Email" value={email} readOnly disabled />
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmpassword?.message}
        {...register('confirmpassword')}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        Create account and join
      </Button>
    </form>
  );
}
