import { type CreateFeatureBody, CreateFeatureBodySchema, slugify } from '@taskflow/shared';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextAreaField, TextField } from '../../../components/ui/field';

type Output = z.output<typeof CreateFeatureBodySchema>;

/** The features modal: title, slug (suggested from the title) and description. */
export function FeatureModalForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (values: Output) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useApiForm<CreateFeatureBody, Output>({
    schema: CreateFeatureBodySchema,
    defaultValues: { title: '', slug: '', description: '' },
    onSubmit,
  });
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;
  const title = register('title');
  return (
    <ApiFormShell form={form} label="Add feature" submitLabel="Add feature" onCancel={onCancel}>
      <TextField
        label={requiredLabel('Title')}
        autoComplete="off"
        error={errors.title?.message}
        {...title}
        onChange={(event) => {
          void title.onChange(event);
          if (!getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
        }}
      />
      <TextField
        label={requiredLabel('Slug')}
        autoComplete="off"
        hint="Lowercase letters, numbers and hyphens: it becomes part of a web address."
        error={errors.slug?.message}
        {...register('slug')}
      />
      <TextAreaField
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
    </ApiFormShell>
  );
}
