import {
  type Feature,
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
};

/**
 * Add or edit a plan: name, price, period (the spec's four options), features from the catalogue and
 * "most popular". Editing saves that plan; Cancel resets the form and closes it.
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
