import { zodResolver } from '@hookform/resolvers/zod';
import { DEPARTMENT_RENAME_WARNING, type Department, DepartmentFieldsSchema } from '@taskflow/shared';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, inputClasses, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

type Input = z.input<typeof DepartmentFieldsSchema>;
type Output = z.output<typeof DepartmentFieldsSchema>;

/** Department Name and Description; renaming an existing department asks first (the guide warns it is hard to change). */
export function DepartmentForm({
  department,
  onSubmit,
  onCancel,
}: {
  department?: Department;
  onSubmit: (fields: Output) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string>();
  const [pendingRename, setPendingRename] = useState<Output | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(DepartmentFieldsSchema),
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
  });

  const save = async (values: Output) => {
    setFormError(undefined);
    setIsSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as Path<Input>, { message });
        // A field error shows on its field; only other failures need the form-level message.
        if (Object.keys(error.fields).length === 0) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    } finally {
      setIsSaving(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    if (department && values.name !== department.name) {
      setPendingRename(values);
      return;
    }
    await save(values);
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-label={department ? 'Edit department' : 'Add Department'}
    >
      <TextField
        label="Department Name"
        autoComplete="off"
        error={errors.name?.message}
        hint={department ? undefined : 'Choose it with care: a department name is hard to change later.'}
        {...register('name')}
      />
      <div>
        <label
          htmlFor={`${id}-description`}
          className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          Description <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={inputClasses(Boolean(errors.description))}
          {...register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting || isSaving}>
          Save
        </Button>
      </div>
      <ConfirmDialog
        isOpen={pendingRename !== null}
        title={`Rename “${department?.name ?? ''}” to “${pendingRename?.name ?? ''}”?`}
        description={DEPARTMENT_RENAME_WARNING}
        confirmLabel="Rename"
        tone="primary"
        isPending={isSaving}
        onCancel={() => setPendingRename(null)}
        onConfirm={async () => {
          const values = pendingRename;
          setPendingRename(null);
          if (values) await save(values);
        }}
      />
    </form>
  );
}
