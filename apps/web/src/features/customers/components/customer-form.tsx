import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_INDUSTRIES,
  type Customer,
  CustomerFieldsSchema,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@taskflow/shared';
import { ImageOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { CustomerLogo } from './customer-logo';

const FormSchema = CustomerFieldsSchema.extend({
  logo: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .refine((file) => !file || (LOGO_MIME_TYPES as readonly string[]).includes(file.type), LOGO_TYPE_MESSAGE)
    .refine((file) => !file || file.size <= LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE),
  removeLogo: z.boolean(),
});
type Values = z.input<typeof FormSchema>;

const TEXT_FIELDS = ['businessName', 'email', 'phone', 'industry', 'address', 'anniversaryDate'] as const;

/** A local preview of a chosen file, released when the file changes or the form closes. */
function usePreviewUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const labelClasses = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';
const Required = () => (
  <span className="text-red-600 dark:text-red-400" aria-hidden>
    {' '}
    *
  </span>
);

/** Add or edit a customer: the guide's fields, the server's rules, and a logo with preview. */
export function CustomerForm({
  customer,
  onSubmit,
  onCancel,
}: {
  customer?: Customer;
  onSubmit: (form: FormData) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      businessName: customer?.businessName ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      industry: customer?.industry ?? '',
      address: customer?.address ?? '',
      anniversaryDate: customer?.anniversaryDate ?? '',
      logo: undefined,
      removeLogo: false,
    },
  });
  const logo = watch('logo');
  const removeLogo = watch('removeLogo');
  const previewUrl = usePreviewUrl(logo);
  const shownLogo = previewUrl ?? (removeLogo ? null : (customer?.logoUrl ?? null));

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const form = new FormData();
    for (const key of TEXT_FIELDS) form.append(key, values[key] ?? '');
    if (values.logo) form.append('logo', values.logo);
    else if (values.removeLogo) form.append('removeLogo', 'true');
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
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-label={customer ? 'Edit Customer' : 'Add Customer'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={
            <>
              Business Name
              <Required />
            </>
          }
          autoComplete="organization"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <TextField
          label={
            <>
              Email
              <Required />
            </>
          }
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98450 12345"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div>
          <TextField
            label="Industry"
            list={`${id}-industries`}
            placeholder="e.g. IT, Manufacturing, Retail"
            error={errors.industry?.message}
            {...register('industry')}
          />
          <datalist id={`${id}-industries`}>
            {CUSTOMER_INDUSTRIES.map((industry) => (
              <option key={industry} value={industry} />
            ))}
          </datalist>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-address`} className={labelClasses}>
          Address
          <Required />
        </label>
        <textarea
          id={`${id}-address`}
          rows={3}
          autoComplete="street-address"
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${id}-address-error` : undefined}
          className={inputClasses(Boolean(errors.address))}
          {...register('address')}
        />
        <FieldError id={`${id}-address-error`} message={errors.address?.message} />
      </div>
      <TextField
        label="Anniversary Date (optional)"
        type="date"
        className="sm:max-w-xs"
        hint="Shown on the calendar every year."
        error={errors.anniversaryDate?.message}
        {...register('anniversaryDate')}
      />
      <div>
        <label htmlFor={`${id}-logo`} className={labelClasses}>
          Logo
        </label>
        <div className="flex flex-wrap items-center gap-4">
          {shownLogo ? (
            <CustomerLogo name={watch('businessName') || 'Logo'} src={shownLogo} className="size-16" />
          ) : (
            <span className="inline-flex size-16 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400 dark:border-slate-700">
              <ImageOff aria-hidden className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <input
              id={`${id}-logo`}
              type="file"
              accept="image/jpeg,image/png,image/gif"
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={errors.logo ? `${id}-logo-error` : `${id}-logo-hint`}
              onChange={(event) => {
                setValue('logo', event.target.files?.[0], { shouldValidate: true });
                setValue('removeLogo', false);
              }}
              className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
            {!errors.logo && (
              <p id={`${id}-logo-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                JPG, PNG or GIF, max 2MB.
              </p>
            )}
            <FieldError id={`${id}-logo-error`} message={errors.logo?.message} />
            {customer?.logoUrl && !logo && (
              <label className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <input type="checkbox" className="accent-brand-600" {...register('removeLogo')} />
                Remove the current logo
              </label>
            )}
          </div>
        </div>
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
        <Button type="submit" isLoading={isSubmitting}>
          Save Customer
        </Button>
      </div>
    </form>
  );
}
