import { EmailSchema, type InvitationSent, type PeopleOptions } from '@taskflow/shared';
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
    defaultValues: { email: '', roleId: defaultRole, departmentId: '', managerId: '', joinedOn: '' },
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
    <ApiFormShell form={form} label="Invite person" submitLabel="Send invitation" onCancel={onDone}>
      <TextField
        label={requiredLabel('Email')}
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
