import { EmailSchema, type InvitationSent, NAME_MAX_LENGTH, type PeopleOptions } from '@taskflow/shared';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { PlacementFields } from '../../../components/forms/placement-fields';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useCreateInvitation } from '../api/invitations';
import { InviteLink } from './invite-link';

const InviteFormSchema = z.object({
  email: EmailSchema,
  name: z.string().trim().max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  roleId: z.string().min(1, 'Choose a role'),
  departmentId: z.string(),
  managerId: z.string(),
  joinedOn: z.string(),
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
  const defaultRole =
    options.roles.find((role) => role.name === 'Employee')?.id ?? options.roles[0]?.id ?? '';
  const form = useApiForm<Values, z.output<typeof InviteFormSchema>>({
    schema: InviteFormSchema,
    defaultValues: {
      email: '',
      name: '',
      roleId: defaultRole,
      departmentId: '',
      managerId: '',
      joinedOn: '',
    },
    onSubmit: async (values) => setSent(await create.mutateAsync(values)),
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { field: manager } = useController({ control, name: 'managerId' });

  if (sent) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className={
            sent.hasAccountElsewhere
              ? 'rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
              : 'text-sm'
          }
        >
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
    <ApiFormShell form={form} label="Invite person" submitLabel="Send invitation" onCancel={onDone}>
      <TextField
        label={requiredLabel('Email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Name"
        autoComplete="off"
        hint="Shown in the pending list; they choose their own name when they accept."
        error={errors.name?.message}
        {...register('name')}
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
      <TextField
        label="Joining date"
        type="date"
        hint="Their first day of work; left blank, the day of this invitation. Leave of the joining year is prorated from it."
        error={errors.joinedOn?.message}
        {...register('joinedOn')}
      />
    </ApiFormShell>
  );
}
