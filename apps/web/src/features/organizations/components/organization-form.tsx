import {
  ATTACHMENT_MAX_MB_DEFAULT,
  ATTACHMENT_MAX_MB_LIMIT,
  INDUSTRIES,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  localTimeZone,
  type Organization,
  OrganizationFieldsSchema,
  SOLE_APPROVER_POLICIES,
  SOLE_APPROVER_POLICY_LABELS,
  WEEKDAYS,
} from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TimeZoneField } from '../../../components/forms/time-zone-field';
import { FieldError, ImageFileField, SelectField, TextField } from '../../../components/ui/field';

const FormSchema = OrganizationFieldsSchema.extend({
  workWeek: z.array(z.string()).min(1, 'Choose at least one working day'),
  // A checkbox here; sent as the text "true" or "false" the server's field takes.
  showLeaveTypeToColleagues: z.boolean(),
  allowFutureTime: z.boolean(),
  showOwnAmounts: z.boolean(),
  // Checked when chosen (ImageFileField); the server checks again.
  logo: z.custom<File | undefined>((value) => value === undefined || value instanceof File),
});
type Values = z.input<typeof FormSchema>;

const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD'];
const LOGO_RULE = {
  mimeTypes: LOGO_MIME_TYPES,
  maxBytes: LOGO_MAX_BYTES,
  typeMessage: LOGO_TYPE_MESSAGE,
  sizeMessage: LOGO_SIZE_MESSAGE,
};

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
  const browserZone = localTimeZone();
  const form = useApiForm<Values, z.output<typeof FormSchema>>({
    schema: FormSchema,
    defaultValues: {
      name: organization?.name ?? '',
      industry: organization?.industry ?? '',
      address: organization?.address ?? '',
      timeZone: organization?.timeZone ?? browserZone ?? 'UTC',
      workWeek: (organization?.workWeek ?? [1, 2, 3, 4, 5]).map(String),
      currency: organization?.currency ?? 'INR',
      showLeaveTypeToColleagues: organization?.showLeaveTypeToColleagues ?? false,
      soleApproverPolicy: organization?.soleApproverPolicy ?? 'auto_approve',
      allowFutureTime: organization?.allowFutureTime ?? false,
      timeRoundingMinutes: String(organization?.timeRoundingMinutes ?? 0) as '0',
      showOwnAmounts: organization?.showOwnAmounts ?? false,
      attachmentMaxMb: String(organization?.attachmentMaxMb ?? ATTACHMENT_MAX_MB_DEFAULT),
      logo: undefined,
    },
    onSubmit: (values) => {
      const body = new FormData();
      for (const key of ['name', 'industry', 'address', 'timeZone', 'currency'] as const) {
        body.append(key, values[key] ?? '');
      }
      body.append('workWeek', values.workWeek.join(','));
      body.append('showLeaveTypeToColleagues', String(values.showLeaveTypeToColleagues));
      body.append('soleApproverPolicy', values.soleApproverPolicy ?? 'auto_approve');
      body.append('allowFutureTime', String(values.allowFutureTime));
      body.append('timeRoundingMinutes', String(values.timeRoundingMinutes ?? 0));
      body.append('showOwnAmounts', String(values.showOwnAmounts));
      body.append('attachmentMaxMb', String(values.attachmentMaxMb ?? ATTACHMENT_MAX_MB_DEFAULT));
      if (values.logo) body.append('logo', values.logo);
      return onSubmit(body);
    },
  });
  const {
    register,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;

  return (
    <ApiFormShell
      form={form}
      label={submitLabel}
      submitLabel={submitLabel}
      isReadOnly={isReadOnly}
      bleed="none"
      className="grid max-w-2xl gap-5"
    >
      <fieldset disabled={isReadOnly} className="grid min-w-0 gap-5">
        <TextField
          label={requiredLabel('Organization name')}
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Industry"
            empty="Select..."
            choices={INDUSTRIES.map((industry) => ({ id: industry, label: industry }))}
            error={errors.industry?.message}
            {...register('industry')}
          />
          <SelectField
            label="Currency"
            choices={CURRENCIES.map((currency) => ({ id: currency, label: currency }))}
            error={errors.currency?.message}
            {...register('currency')}
          />
        </div>
        <TextField label="Address" error={errors.address?.message} {...register('address')} />
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              label={requiredLabel('Time zone')}
              error={errors.timeZone?.message}
              hint="Dates and times across the app are shown in this zone."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              alsoList={[organization?.timeZone, browserZone]}
            />
          )}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            Work week
            <span className="text-red-600 dark:text-red-400" aria-hidden>
              {' '}
              *
            </span>
          </legend>
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
          <FieldError id="organization-week-error" message={errors.workWeek?.message} />
        </fieldset>
        <div>
          <label className="flex items-start gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              aria-describedby="organization-leave-type-hint"
              {...register('showLeaveTypeToColleagues')}
            />
            Show the leave type to colleagues (otherwise they see "On leave")
          </label>
          <p
            id="organization-leave-type-hint"
            className="mt-1 ml-6 text-sm text-slate-600 dark:text-slate-400"
          >
            The applicant, their approvers and leave administrators always see the type. Nobody else ever sees
            the reason, the address during leave or the emergency contact.
          </p>
        </div>
        <SelectField
          label="When only the applicant could decide their leave"
          hint="Used when the approval chain reaches no one but the applicant and there is no other administrator (an owner who is the only admin, for example)."
          choices={SOLE_APPROVER_POLICIES.map((policy) => ({
            id: policy,
            label: SOLE_APPROVER_POLICY_LABELS[policy],
          }))}
          error={errors.soleApproverPolicy?.message}
          {...register('soleApproverPolicy')}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-300">
            Time tracking
          </legend>
          <label className="flex items-start gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              {...register('allowFutureTime')}
            />
            Allow time on future days (otherwise days after today are closed in timesheets)
          </label>
          <SelectField
            label="Round time entries"
            hint="Each entry is rounded up to this step in every duration, total and amount."
            error={errors.timeRoundingMinutes?.message}
            choices={[
              { id: '0', label: 'No rounding' },
              { id: '1', label: 'Up to the minute' },
              { id: '6', label: 'Up to 6 minutes (a tenth of an hour)' },
              { id: '15', label: 'Up to 15 minutes' },
            ]}
            {...register('timeRoundingMinutes')}
          />
          <label className="flex items-start gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              {...register('showOwnAmounts')}
            />
            Show people the amounts of their own time (Rates and Billing holders always see amounts)
          </label>
        </fieldset>
        <TextField
          label="Largest task attachment (MB)"
          hint={`From 1 to ${ATTACHMENT_MAX_MB_LIMIT} MB; files are checked by their content.`}
          type="number"
          inputMode="numeric"
          min={1}
          max={ATTACHMENT_MAX_MB_LIMIT}
          step={1}
          error={errors.attachmentMaxMb?.message}
          {...register('attachmentMaxMb')}
        />
        <div>
          {organization?.logoUrl && (
            <img
              src={organization.logoUrl}
              alt="Current logo"
              width={64}
              height={64}
              className="mb-2 size-16 rounded-lg object-contain"
            />
          )}
          <ImageFileField
            label="Logo"
            rule={LOGO_RULE}
            hint="JPG, PNG or GIF, max 2MB."
            error={errors.logo?.message}
            onFile={(file, problem) => {
              setValue('logo', file, { shouldDirty: true });
              if (problem) setError('logo', { type: 'file', message: problem });
              else clearErrors('logo');
            }}
          />
        </div>
      </fieldset>
    </ApiFormShell>
  );
}
