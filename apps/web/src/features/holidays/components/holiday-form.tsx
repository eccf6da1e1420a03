import { zodResolver } from '@hookform/resolvers/zod';
import { type Holiday, type HolidayFields, HolidayFieldsSchema } from '@taskflow/shared';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

/** Add or edit one holiday: a date and a name. */
export function HolidayForm({
  holiday,
  defaultDate = '',
  onSubmit,
  onCancel,
}: {
  holiday?: Holiday;
  defaultDate?: string;
  onSubmit: (fields: HolidayFields) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HolidayFields>({
    resolver: zodResolver(HolidayFieldsSchema),
    defaultValues: { date: holiday?.date ?? defaultDate, name: holiday?.name ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        const fields = Object.entries(error.fields);
        for (const [name, message] of fields) setError(name as Path<HolidayFields>, { message });
        if (fields.length === 0) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-label={holiday ? 'Edit Holiday' : 'Add Holiday'}
    >
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextField
        label="Holiday name"
        placeholder="e.g. Republic Day"
        error={errors.name?.message}
        {...register('name')}
      />
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
        <Button type="submit" isLoading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
