import { type Blackout, type BlackoutBody, BlackoutBodySchema } from '@taskflow/shared';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useOrgOptions } from '../api/leave';

export type BlackoutFields = z.output<typeof BlackoutBodySchema>;

export const BLACKOUT_EFFECT_LABEL = {
  refuse: 'Leave is refused',
  extra_approval: 'Leave needs an extra approval',
} as const;

/** A blackout period: dates, the department it holds for (or everyone), its effect and the reason shown. */
export function BlackoutForm(props: BlackoutFormProps) {
  // A select shows its saved value only if its options are there when the form starts.
  const options = useOrgOptions();
  if (options.isPending) return <ListSkeleton rows={3} label="Loading…" />;
  return <BlackoutFormFields {...props} departments={options.data?.departments ?? []} />;
}

interface BlackoutFormProps {
  blackout?: Blackout;
  onSubmit: (fields: BlackoutFields) => Promise<unknown>;
  onCancel: () => void;
}

function BlackoutFormFields({
  blackout,
  onSubmit,
  onCancel,
  departments,
}: BlackoutFormProps & { departments: { id: string; name: string }[] }) {
  const form = useApiForm<BlackoutBody, BlackoutFields>({
    schema: BlackoutBodySchema,
    defaultValues: {
      startDate: blackout?.startDate ?? '',
      endDate: blackout?.endDate ?? '',
      departmentId: blackout?.department?.id ?? null,
      effect: blackout?.effect ?? 'extra_approval',
      reason: blackout?.reason ?? '',
    },
    onSubmit,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  return (
    <ApiFormShell
      form={form}
      label={blackout ? 'Edit blackout period' : 'Add blackout period'}
      onCancel={onCancel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={requiredLabel('Start Date')}
          type="date"
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label={requiredLabel('End Date')}
          type="date"
          min={watch('startDate') || undefined}
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <SelectField
        label="Department"
        empty="The whole organization"
        choices={departments.map((d) => ({ id: d.id, label: d.name }))}
        error={errors.departmentId?.message}
        {...register('departmentId', { setValueAs: (value) => value || null })}
      />
      <SelectField
        label={requiredLabel('Effect')}
        choices={Object.entries(BLACKOUT_EFFECT_LABEL).map(([id, label]) => ({ id, label }))}
        error={errors.effect?.message}
        {...register('effect')}
      />
      <TextAreaField
        label={requiredLabel('Reason')}
        rows={2}
        placeholder="e.g. Statutory audit season: filing deadline 30 September"
        hint="Shown to people who apply for leave on these dates."
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ApiFormShell>
  );
}
