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
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ImageFileField, TextAreaField, TextField } from '../../../components/ui/field';
import { CustomerLogo } from './customer-logo';

export const LOGO_RULE = {
  mimeTypes: LOGO_MIME_TYPES,
  maxBytes: LOGO_MAX_BYTES,
  typeMessage: LOGO_TYPE_MESSAGE,
  sizeMessage: LOGO_SIZE_MESSAGE,
};

const FormSchema = CustomerFieldsSchema.extend({
  // Checked when chosen (ImageFileField); the server checks again.
  logo: z.custom<File | undefined>((value) => value === undefined || value instanceof File),
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
  const form = useApiForm<Values, z.output<typeof FormSchema>>({
    schema: FormSchema,
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
    onSubmit: (values) => {
      const body = new FormData();
      for (const key of TEXT_FIELDS) body.append(key, values[key] ?? '');
      if (values.logo) body.append('logo', values.logo);
      else if (values.removeLogo) body.append('removeLogo', 'true');
      return onSubmit(body);
    },
  });
  const {
    register,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = form;
  const logo = watch('logo');
  const removeLogo = watch('removeLogo');
  const previewUrl = usePreviewUrl(logo);
  const shownLogo = previewUrl ?? (removeLogo ? null : (customer?.logoUrl ?? null));

  return (
    <ApiFormShell
      form={form}
      label={customer ? 'Edit Customer' : 'Add Customer'}
      submitLabel="Save Customer"
      onCancel={onCancel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={requiredLabel('Business Name')}
          autoComplete="organization"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <TextField
          label={requiredLabel('Email')}
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
      <TextAreaField
        label={requiredLabel('Address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Anniversary Date"
        type="date"
        className="sm:max-w-xs"
        hint="Shown on the calendar every year."
        error={errors.anniversaryDate?.message}
        {...register('anniversaryDate')}
      />
      <div className="flex flex-wrap items-start gap-4">
        {shownLogo ? (
          <CustomerLogo name={watch('businessName') || 'Logo'} src={shownLogo} className="size-16" />
        ) : (
          <span className="inline-flex size-16 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400 dark:border-slate-700">
            <ImageOff aria-hidden className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <ImageFileField
            label="Logo"
            rule={LOGO_RULE}
            hint="JPG, PNG or GIF, max 2MB."
            error={errors.logo?.message}
            onFile={(file, problem) => {
              setValue('logo', file, { shouldDirty: true });
              setValue('removeLogo', false);
              if (problem) setError('logo', { type: 'file', message: problem });
              else clearErrors('logo');
            }}
          />
          {customer?.logoUrl && !logo && (
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input type="checkbox" className="accent-brand-600" {...register('removeLogo')} />
              Remove the current logo
            </label>
          )}
        </div>
      </div>
    </ApiFormShell>
  );
}
