import { zodResolver } from '@hookform/resolvers/zod';
import {
  INDUSTRIES,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type Organization,
  OrganizationFieldsSchema,
  WEEKDAYS,
} from '@taskflow/shared';
import { useId, useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

const FormSchema = OrganizationFieldsSchema.extend({
  workWeek: z.array(z.string()).min(1, 'Choose at least one working day'),
  logo: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .refine((file) => !file || (LOGO_MIME_TYPES as readonly string[]).includes(file.type), LOGO_TYPE_MESSAGE)
    .refine((file) => !file || file.size <= LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE),
});
type Values = z.input<typeof FormSchema>;

const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD'];

/**
 * The platform's zone list uses canonical names (Chromium lists Asia/Calcutta, not Asia/Kolkata), so the
 * saved zone, the browser's zone and the modern names people search for are added when missing.
 */
function timeZones(...extra: (string | undefined)[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    /* very old browsers: the extras below still give a usable list */
  }
  const wanted = [...extra, 'UTC', 'Asia/Kolkata'].filter((zone): zone is string => Boolean(zone));
  return [...new Set([...zones, ...wanted])].sort();
}

/** Create or edit an organization; the same fields and rules as the server. */
export function OrganizationForm({
  organization,
  submitLabel,
  isReadOnly = false,
  onSubmit,
}: {
  organization?: Organization;
  submitLabel: string;
  isReadOnly?: boolean;
  onSubmit: (form: FormData) => Promise<unknown>;
}) {
  const id = useId();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = useMemo(
    () => timeZones(organization?.timeZone, browserZone),
    [organization?.timeZone, browserZone],
  );
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      name: organization?.name ?? '',
      industry: organization?.industry ?? '',
      address: organization?.address ?? '',
      timeZone: organization?.timeZone ?? browserZone ?? 'UTC',
      workWeek: (organization?.workWeek ?? [1, 2, 3, 4, 5]).map(String),
      currency: organization?.currency ?? 'INR',
      logo: undefined,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const form = new FormData();
    for (const key of ['name', 'industry', 'address', 'timeZone', 'currency'] as const) {
      form.append(key, values[key] ?? '');
    }
    form.append('workWeek', values.workWeek.join(','));
    if (values.logo) form.append('logo', values.logo);
    try {
      await onSubmit(form);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as Path<Values>, { message });
        setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-5" aria-label={submitLabel}>
      <fieldset disabled={isReadOnly} className="grid gap-5">
        <TextField label="Organization name" error={errors.name?.message} {...register('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label
              htmlFor={`${id}-industry`}
              className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              Industry
            </label>
            <select
              id={`${id}-industry`}
              className={inputClasses(Boolean(errors.industry))}
              {...register('industry')}
            >
              <option value="">Select...</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry}>{industry}</option>
              ))}
            </select>
            <FieldError id={`${id}-industry-error`} message={errors.industry?.message} />
          </div>
          <div>
            <label
              htmlFor={`${id}-currency`}
              className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              Currency
            </label>
            <select
              id={`${id}-currency`}
              className={inputClasses(Boolean(errors.currency))}
              {...register('currency')}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
            <FieldError id={`${id}-currency-error`} message={errors.currency?.message} />
          </div>
        </div>
        <TextField label="Address" error={errors.address?.message} {...register('address')} />
        <div>
          <label
            htmlFor={`${id}-zone`}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            className={inputClasses(Boolean(errors.timeZone))}
            {...register('timeZone')}
          >
            {zones.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </select>
          <FieldError id={`${id}-zone-error`} message={errors.timeZone?.message} />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Work week</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <label
                key={day.value}
                className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-slate-800"
              >
                <input
                  type="checkbox"
                  value={String(day.value)}
                  className="accent-brand-600"
                  {...register('workWeek')}
                />
                {day.label}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-week-error`} message={errors.workWeek?.message} />
        </fieldset>
        <div>
          <label
            htmlFor={`${id}-logo`}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Logo
          </label>
          {organization?.logoUrl && (
            <img
              src={organization.logoUrl}
              alt="Current logo"
              width={64}
              height={64}
              className="mb-2 size-16 rounded-lg object-contain"
            />
          )}
          <input
            id={`${id}-logo`}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            aria-describedby={errors.logo ? `${id}-logo-error` : `${id}-logo-hint`}
            onChange={(event) => setValue('logo', event.target.files?.[0], { shouldValidate: true })}
            className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          {!errors.logo && (
            <p id={`${id}-logo-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              JPG, PNG or GIF, max 2MB.
            </p>
          )}
          <FieldError id={`${id}-logo-error`} message={errors.logo?.message} />
        </div>
      </fieldset>
      {formError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {formError}
        </p>
      )}
      {!isReadOnly && (
        <Button type="submit" isLoading={isSubmitting} className="justify-self-start">
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
