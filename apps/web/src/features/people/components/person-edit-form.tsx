import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OrgTreeNode,
  type PeopleOptions,
  type PersonForm,
  PersonFormSchema,
  type PersonProfile,
} from '@taskflow/shared';
import { useMemo, useState } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PlacementFields } from '../../../components/forms/placement-fields';
import { Button } from '../../../components/ui/button';
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
  const [formError, setFormError] = useState<string>();
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
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PersonForm>({
    resolver: zodResolver(PersonFormSchema),
    defaultValues: {
      roleId: person.roleId ?? '',
      departmentId: person.departmentId ?? '',
      managerId: person.managerId ?? '',
      jobTitle: person.jobTitle ?? '',
    },
  });

  const { field: manager } = useController({ control, name: 'managerId' });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      // Only what changed is sent: an unchanged reporting line is never re-checked or rewritten.
      const departmentId = values.departmentId || null;
      const managerId = values.managerId || null;
      const jobTitle = values.jobTitle.trim() || null;
      await update.mutateAsync({
        ...(values.roleId !== person.roleId ? { roleId: values.roleId } : {}),
        ...(departmentId !== person.departmentId ? { departmentId } : {}),
        ...(managerId !== person.managerId ? { managerId } : {}),
        ...(jobTitle !== person.jobTitle ? { jobTitle } : {}),
      });
      toast.success(`${person.name}'s details saved.`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as Path<PersonForm>, { message });
        if (Object.keys(error.fields).length === 0) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${person.name}`} className="grid gap-4">
      <TextField label="Job title" error={errors.jobTitle?.message} {...register('jobTitle')} />
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
          Save changes
        </Button>
      </div>
    </form>
  );
}
