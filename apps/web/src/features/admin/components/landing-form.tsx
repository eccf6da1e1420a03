import { type LandingContent, LandingContentSchema } from '@taskflow/shared';
import { ArrowRight } from 'lucide-react';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextAreaField, TextField } from '../../../components/ui/field';

type Input = z.input<typeof LandingContentSchema>;

/** The home hero as it will look, beside the form (updates as the admin types). */
export function LandingPreview({ content }: { content: Partial<LandingContent> }) {
  return (
    <section
      aria-label="Preview of the home page hero"
      className="rounded-2xl border border-slate-200 bg-gradient-to-b from-brand-50 to-white p-6 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Preview
      </p>
      <p className="mt-4 text-3xl font-extrabold tracking-tight break-words">{content.title || '—'}</p>
      <p className="mt-4 break-words text-slate-600 dark:text-slate-300">{content.description || '—'}</p>
      <span className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white">
        {content.buttonText || '—'} <ArrowRight aria-hidden className="size-4" />
      </span>
    </section>
  );
}

/** Title, description and button text of the home hero; the preview follows the fields. */
export function LandingForm({
  content,
  onSubmit,
}: {
  content: LandingContent;
  onSubmit: (values: LandingContent) => Promise<unknown>;
}) {
  const form = useApiForm<Input, LandingContent>({
    schema: LandingContentSchema,
    defaultValues: content,
    onSubmit,
  });
  const {
    register,
    watch,
    reset,
    formState: { errors },
  } = form;
  const values = watch();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ApiFormShell form={form} label="Landing content" bleed="card" onCancel={() => reset(content)}>
          <TextField
            label={requiredLabel('Title')}
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={requiredLabel('Description')}
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            label={requiredLabel('Button text')}
            autoComplete="off"
            error={errors.buttonText?.message}
            {...register('buttonText')}
          />
        </ApiFormShell>
      </div>
      <LandingPreview content={values} />
    </div>
  );
}
