import {
  type Feature,
  FREE_STORAGE_QUOTA_MB,
  formatStorage,
  PRICING_PERIODS,
  type PricingPlan,
  type SavePricingPlanBody,
  SavePricingPlanBodySchema,
} from '@taskflow/shared';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';

type Output = z.output<typeof SavePricingPlanBodySchema>;

const emptyPlan: SavePricingPlanBody = {
  name: '',
  price: '',
  period: 'per user/month',
  description: '',
  features: [],
  isPopular: false,
  storageQuotaMb: String(FREE_STORAGE_QUOTA_MB),
};

/** "= 100 GB" beside the megabytes typed, when they are a whole positive number. */
function storageHint(value: unknown) {
  const megabytes = Number(value);
  return Number.isInteger(megabytes) && megabytes > 0
    ? `= ${formatStorage(megabytes * 1024 * 1024)} of uploaded files per organization`
    : 'Uploaded files each organization on this plan may keep (1024 MB = 1 GB)';
}

/**
 * Add or edit a plan: name, price, period (the spec's four options), the storage an organization on it
 * may keep, features from the catalogue and "most popular". Editing saves that plan; Cancel resets the
 * form and closes it.
 */
export function PlanForm({
  plan,
  catalogue,
  onSubmit,
  onCancel,
}: {
  plan?: PricingPlan;
  catalogue: Feature[];
  onSubmit: (values: Output) => Promise<unknown>;
  onCancel: () => void;
}) {
  const defaults: SavePricingPlanBody = plan
    ? {
        name: plan.name,
        price: String(plan.price),
        period: plan.period,
        description: plan.description,
        features: plan.features,
        isPopular: plan.isPopular,
        storageQuotaMb: String(plan.storageQuotaMb),
      }
    : emptyPlan;
  const form = useApiForm<SavePricingPlanBody, Output>({
    schema: SavePricingPlanBodySchema,
    defaultValues: defaults,
    onSubmit,
  });
  const {
    register,
    reset,
    watch,
    formState: { errors },
  } = form;
  // Lines a plan lists that are not (or no longer) in the catalogue stay choosable.
  const names = new Set(catalogue.map((feature) => feature.name));
  const extra = (plan?.features ?? []).filter((name) => !names.has(name));
  const choices = [...catalogue.map((feature) => feature.name), ...extra];
  return (
    <ApiFormShell
      form={form}
      label={plan ? `Edit ${plan.name}` : 'Add plan'}
      submitLabel={plan ? 'Save plan' : 'Add plan'}
      bleed="card"
      onCancel={() => {
        reset(defaults);
        onCancel();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={requiredLabel('Plan name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={requiredLabel('Price (₹)')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField
          label="Period"
          choices={PRICING_PERIODS.map((period) => ({ id: period, label: period }))}
          error={errors.period?.message}
          {...register('period')}
        />
      </div>
      <TextField
        label="Storage per organization (MB)"
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
        hint={storageHint(watch('storageQuotaMb'))}
        error={errors.storageQuotaMb?.message}
        {...register('storageQuotaMb')}
      />
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Features</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {choices.map((name) => (
            <label key={name} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                value={name}
                className="mt-0.5 size-4 accent-brand-600"
                {...register('features')}
              />
              <span className="break-words">{name}</span>
            </label>
          ))}
        </div>
        {errors.features && (
          <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {errors.features.message}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('isPopular')} />
        Most popular (highlighted on the pricing page)
      </label>
    </ApiFormShell>
  );
}
