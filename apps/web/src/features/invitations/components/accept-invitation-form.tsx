import { AcceptInvitationFormSchema, type AcceptInvitationForm as Values } from '@taskflow/shared';
import type { z } from 'zod';
import { FormErrorLine, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useAcceptInvitation } from '../api/invitations';

/**
 * A new account from an invitation: the email is the invited one; name and password are chosen here,
 * the name starting as the inviter typed it (issue 39).
 */
export function AcceptInvitationForm({
  token,
  email,
  name = '',
  onJoined,
}: {
  token: string;
  email: string;
  /** The name the inviter typed, if any. */
  name?: string | null;
  onJoined: (message: string) => void;
}) {
  const accept = useAcceptInvitation();
  const form = useApiForm<Values, z.output<typeof AcceptInvitationFormSchema>>({
    schema: AcceptInvitationFormSchema,
    defaultValues: { name: name ?? '', password: '', confirmpassword: '' },
    onSubmit: async (values) => {
      const result = await accept.mutateAsync({ token, name: values.name, password: values.password });
      onJoined(result.message);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Create your account" className="grid gap-4">
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
      <FormErrorLine message={form.formError} />
      <Button type="submit" isLoading={form.isSaving}>
        Create account and join
      </Button>
    </form>
  );
}
