import {
  JOINED_ON_REQUIRED,
  type OrgTreeNode,
  type PeopleOptions,
  type PersonForm,
  PersonFormSchema,
  type PersonProfile,
} from '@taskflow/shared';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { PlacementFields } from '../../../components/forms/placement-fields';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useUpdatePerson } from '../api/people';

/** Everyone who reports to `personId`, directly or not: choosing one of them as manager would make a loop. */
function descendantsOf(personId: string, nodes: OrgTreeNode[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const node of nodes) {
    if (node.managerId) children.set(node.managerId, [...(children.get(node.managerId) ?? []), node.id]);
  }
  const found = new Set<string>();
  const stack = [personId];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const child of children.get(current) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        stack.push(child);
      }
    }
  }
  return found;
}

export function PersonEditForm({
  person,
  options,
  members,
  onDone,
}: {
  person: PersonProfile;
  options: PeopleOptions;
  members: OrgTreeNode[];
  onDone: () => void;
}) {
  const update = useUpdatePerson(person.id);
  const managers = useMemo(() => {
    const excluded = descendantsOf(person.id, members);
    const choices = members.filter((member) => member.id !== person.id && !excluded.has(member.id));
    // A manager who has since been deactivated is not in the tree; keep them selectable so saving
    // other fields does not silently clear the reporting line.
    if (person.managerId && !choices.some((member) => member.id === person.managerId)) {
      choices.unshift({
        id: person.managerId,
        name: person.managerName ?? 'Current manager',
        jobTitle: null,
        avatarUrl: null,
        departmentId: null,
        departmentName: null,
        managerId: null,
      });
    }
    return choices;
  }, [members, person.id, person.managerId, person.managerName]);
  const form = useApiForm<PersonForm>({
    schema: PersonFormSchema,
    defaultValues: {
      roleId: person.roleId ?? '',
      departmentId: person.departmentId ?? '',
      managerId: person.managerId ?? '',
      jobTitle: person.jobTitle ?? '',
      employeeCode: person.employeeCode ?? '',
      joinedOn: person.joinedOn ?? '',
    },
    onSubmit: async (values) => {
      // Only what changed is sent: an unchanged reporting line is never re-checked or rewritten.
      const departmentId = values.departmentId || null;
      const managerId = values.managerId || null;
      const jobTitle = values.jobTitle.trim() || null;
      const employeeCode = values.employeeCode.trim() || null;
      // A joining date can be changed, not cleared: leave credits are prorated from it.
      if (!values.joinedOn && person.joinedOn)
        throw new ApiError(400, 'VALIDATION_FAILED', JOINED_ON_REQUIRED, { joinedOn: JOINED_ON_REQUIRED });
      const joinedOn = values.joinedOn || null;
      await update.mutateAsync({
        ...(joinedOn && joinedOn !== person.joinedOn ? { joinedOn } : {}),
        ...(values.roleId !== person.roleId ? { roleId: values.roleId } : {}),
        ...(departmentId !== person.departmentId ? { departmentId } : {}),
        ...(managerId !== person.managerId ? { managerId } : {}),
        ...(jobTitle !== person.jobTitle ? { jobTitle } : {}),
        ...(employeeCode !== person.employeeCode ? { employeeCode: employeeCode ?? '' } : {}),
      });
      toast.success(`${person.name}'s details saved.`);
      onDone();
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { field: manager } = useController({ control, name: 'managerId' });

  return (
    <ApiFormShell form={form} label={`Edit ${person.name}`} submitLabel="Save changes" onCancel={onDone}>
      <TextField label="Job title" error={errors.jobTitle?.message} {...register('jobTitle')} />
      <TextField
        label="Employee code"
        hint="Your firm's own code for them (payroll's EMP-042, say): shown on leave lists and exports. Unique in your organization."
        autoComplete="off"
        error={errors.employeeCode?.message}
        {...register('employeeCode')}
      />
      <TextField
        label="Joining date"
        type="date"
        hint="Leave of the joining year is prorated from it. A change moves their balances, recorded in the leave ledger."
        error={errors.joinedOn?.message}
        {...register('joinedOn')}
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
    </ApiFormShell>
  );
}
