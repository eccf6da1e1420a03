import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_INDUSTRIES,
  type CustomerDetail,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@taskflow/shared';
import { ImageOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { TagsInput } from '../../../components/forms/tags-input';
import { ImageFileField, TextAreaField, TextField } from '../../../components/ui/field';
import { useCan } from '../../../lib/auth';
import { peopleSource } from '../../../lib/choice-sources';
import { customerTagsQueryOptions } from '../api/customers';
import { CustomerContactsFields } from './customer-contacts-fields';
import {
  type CustomerFormOutput,
  CustomerFormSchema,
  type CustomerFormValues,
  customerFormData,
  defaultsOf,
} from './customer-form-schema';
import { CustomerLogo } from './customer-logo';
import { CustomerTaxFields } from './customer-tax-fields';

export const LOGO_RULE = {
  mimeTypes: LOGO_MIME_TYPES,
  maxBytes: LOGO_MAX_BYTES,
  typeMessage: LOGO_TYPE_MESSAGE,
  sizeMessage: LOGO_SIZE_MESSAGE,
};

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

/**
 * Add or edit a client: the guide's fields (Business Name, Email and Address required), the fields firms
 * use (entity type, PAN, GSTIN with its state shown, TAN, year end, tags, the responsible member) and its
 * contacts as rows, a logo with preview; the server's rules in the browser first.
 */
export function CustomerForm({
  customer,
  onSubmit,
  onCancel,
}: {
  customer?: CustomerDetail;
  onSubmit: (form: FormData) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const canListPeople = useCan('users.view');
  const tags = useQuery(customerTagsQueryOptions);
  const form = useApiForm<CustomerFormValues, CustomerFormOutput>({
    schema: CustomerFormSchema,
    defaultValues: defaultsOf(customer),
    onSubmit: (values) => onSubmit(customerFormData(values)),
  });
  const {
    register,
    control,
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

      <CustomerTaxFields register={register} watch={watch} setValue={setValue} errors={errors} />

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-3 text-base font-semibold">Working with the client</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="responsibleId"
            render={({ field, fieldState }) => (
              <ChoiceSelect
                label="Responsible member"
                source={peopleSource}
                isEnabled={canListPeople}
                fallback={customer?.responsible}
                emptyChoice="Nobody yet"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                hint="Their steps of this client's recurring work come to them."
                placeholder="Type a name"
                buttonLabel="Show members"
                inline
              />
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsInput
                label="Tags"
                value={field.value ?? []}
                onChange={(next) => field.onChange(next)}
                suggestions={(tags.data ?? []).map((tag) => tag.tag)}
                error={fieldState.error?.message}
                hint="Groups to pick clients by, such as GST monthly filers. Enter or a comma adds one."
                placeholder="Add a tag"
              />
            )}
          />
        </div>
      </fieldset>

      <CustomerContactsFields control={control} register={register} errors={errors} />
    </ApiFormShell>
  );
}
