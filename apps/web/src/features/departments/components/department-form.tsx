import { DEPARTMENT_RENAME_WARNING, type Department, DepartmentFieldsSchema } from '@taskflow/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';

type Input = z.input<typeof DepartmentFieldsSchema>;
type Output = z.output<typeof DepartmentFieldsSchema>;

/** Department Name and Description; renaming a department with members asks first (the guide warns it is hard to change). */
export function DepartmentForm({
  department,
  onSubmit,
  onCancel,
}: {
  department?: Department;
  onSubmit: (fields: Output) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [pendingRename, setPendingRename] = useState<Output | null>(null);
  const form = useApiForm<Input, Output>({
    schema: DepartmentFieldsSchema,
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
    onSubmit,
  });
  const {
    register,
    formState: { errors },
  } = form;
  // Renaming a department people belong to asks first (their records name it); an empty one, and
  // everything else, saves at once.
  const submit = form.handleSubmit(async (values) => {
    if (department && department.memberCount > 0 && values.name !== department.name) setPendingRename(values);
    else await form.save(values);
  });

  return (
    <ApiFormShell
      form={{ ...form, submit }}
      label={department ? 'Edit department' : 'Add Department'}
      onCancel={onCancel}
    >
      <TextField
        label={requiredLabel('Department Name')}
        autoComplete="off"
        error={errors.name?.message}
        hint={department ? undefined : 'Choose it with care: a department name is hard to change later.'}
        {...register('name')}
      />
      <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
      <ConfirmDialog
        isOpen={pendingRename !== null}
        title={`Rename “${department?.name ?? ''}” to “${pendingRename?.name ?? ''}”?`}
        description={DEPARTMENT_RENAME_WARNING}
        confirmLabel="Rename"
        tone="primary"
        isPending={form.isSaving}
        onCancel={() => setPendingRename(null)}
        onConfirm={async () => {
          const values = pendingRename;
          setPendingRename(null);
          if (values) await form.save(values);
        }}
      />
    </ApiFormShell>
  );
}
