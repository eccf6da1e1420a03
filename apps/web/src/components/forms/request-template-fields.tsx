import { REQUEST_TEMPLATE_OFFSET_MAX, type RequestTemplate } from '@taskflow/shared';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldError, inputClasses, TextAreaField, TextField } from '../ui/field';
import { requiredLabel } from './api-form';
import { NEW_ITEM, RequestItemsFields } from './request-items-fields';

type Form = UseFormReturn<FieldValues, unknown, unknown>;

/** A new template: the documents asked ten days before the job's date, due five days before it. */
const NEW_TEMPLATE: RequestTemplate = {
  title: '',
  message: undefined,
  items: [{ ...NEW_ITEM }],
  sendOffsetDays: -10,
  dueOffsetDays: -5,
};

const errorAt = (form: Form, path: string): string | undefined =>
  (
    path
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        form.formState.errors,
      ) as { message?: string } | undefined
  )?.message;

/** "n days before | after the job date", kept as the signed offset the API takes (−10 is ten before). */
function DaysFromJobDate({ form, name, legend }: { form: Form; name: string; legend: string }) {
  const error = errorAt(form, name);
  const errorId = `${name.replaceAll('.', '-')}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : 0;
          const direction = value > 0 ? 'after' : 'before';
          return (
            <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={REQUEST_TEMPLATE_OFFSET_MAX}
                aria-label={`${legend}: how many days`}
                aria-invalid={error ? true : undefined}
                className={inputClasses(Boolean(error))}
                value={Math.abs(value)}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const amount = event.target.value === '' ? 0 : Math.abs(Number(event.target.value));
                  field.onChange(direction === 'after' ? amount : -amount);
                }}
              />
              <select
                aria-label={`${legend}: before or after the job date`}
                className={inputClasses(false)}
                value={direction}
                onChange={(event) =>
                  field.onChange(event.target.value === 'after' ? Math.abs(value) : -Math.abs(value))
                }
              >
                <option value="before">days before the job date</option>
                <option value="after">days after the job date</option>
              </select>
            </div>
          );
        }}
      />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * A service step's optional request to the client (issue 41): when on, each job of the service sends it
 * by itself on its day, to the client's contacts who receive requests. `name` is the step's path in
 * the service form (`steps.2`).
 */
export function RequestTemplateFields({
  form,
  name,
  stepNumber,
}: {
  form: Form;
  name: string;
  stepNumber: number;
}) {
  const path = `${name}.requestTemplate`;
  const template = form.watch(path) as RequestTemplate | null | undefined;
  const isOn = Boolean(template);
  return (
    <fieldset className="grid gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/40">
      <legend className="sr-only">Step {stepNumber}: request to the client</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={isOn}
          onChange={(event) =>
            form.setValue(path, event.target.checked ? structuredClone(NEW_TEMPLATE) : null, {
              shouldDirty: true,
            })
          }
        />
        Request to the client
      </label>
      {isOn ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each job sends this request by itself on its day, with reminders, to the client's contacts who
            receive requests. "{'{period}'}" and "{'{client}'}" in the title become the job's.
          </p>
          <TextField
            label={requiredLabel(`Step ${stepNumber} request title`)}
            placeholder="e.g. Documents for GSTR-3B – {period}"
            error={errorAt(form, `${path}.title`)}
            {...form.register(`${path}.title`)}
          />
          <TextAreaField
            label={`Step ${stepNumber} request message`}
            rows={2}
            error={errorAt(form, `${path}.message`)}
            {...form.register(`${path}.message`)}
          />
          <RequestItemsFields
            form={form}
            name={`${path}.items`}
            label={`Step ${stepNumber} items`}
            idPrefix={`Step ${stepNumber}`}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <DaysFromJobDate
              form={form}
              name={`${path}.sendOffsetDays`}
              legend={`Step ${stepNumber} request sent`}
            />
            <DaysFromJobDate
              form={form}
              name={`${path}.dueOffsetDays`}
              legend={`Step ${stepNumber} request due`}
            />
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ask the client for this step's documents by itself for each job.
        </p>
      )}
    </fieldset>
  );
}
