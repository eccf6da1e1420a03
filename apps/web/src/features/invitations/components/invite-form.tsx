import { zodResolver } from '@hookform/resolvers/zod';
import { EmailSchema, type InvitationSent, type PeopleOptions } from '@taskflow/shared';
import { useState } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PlacementFields } from '../../../components/forms/placement-fields';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCreateInvitation } from '../api/invitations';
import { InviteLink } from './invite-link';

const InviteFormSchema = z.object({
  email: EmailSchema,
  roleId: z.string().min(1, 'Choose a role'),
  departmentId: z.string(),
  managerId: z.string(),
});
type Values = z.input<typeof InviteFormSchema>;

/** Invite by email with role, department and manager; shows the link when the server cannot mail it. */
export function InviteForm({
  options,
  managers,
  onDone,
}: {
  options: PeopleOptions;
  managers: { id: string; name: string; jobTitle: string | null }[];
  onDone: () => void;
}) {
  const create = useCreateInvitation();
  const [sent, setSent] = useState<InvitationSent>();
  const [formError, setFormError] = useState<string>();
  const defaultRole =
    options.roles.find((role) => role.name === 'Employee')?.id ?? options.roles[0]?.id ?? '';
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: '', roleId: defaultRole, departmentId: '', managerId: '' },
  });

  const { field: manager } = useController({ control, name: 'managerId' });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setSent(await create.mutateAsync(InviteFormSchema.parse(values)));
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

  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm">
          {sent.message}.
        </p>
        {sent.inviteUrl && <InviteLink url={sent.inviteUrl} />}
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite person" className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <PlacementFields
        options={options}
        managers={managers}
        fields={{
          roleId: register('roleId'),
          departmentId: register('departmentId'),
        }}
        manager={manager}
        errors={errors}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
