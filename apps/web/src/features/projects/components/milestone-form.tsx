import {
  type CreateMilestoneBody,
  CreateMilestoneBodySchema,
  MILESTONE_SUGGESTIONS,
  type Milestone,
} from '@taskflow/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { TextField } from '../../../components/ui/field';
import { peopleSource } from '../../../lib/choice-sources';

export type MilestoneValues = z.output<typeof CreateMilestoneBodySchema>;

/** Add or edit a milestone: name (the spec's kickoff, phases, reviews, delivery offered), date, owner. */
export function MilestoneForm({
  milestone,
  onSubmit,
  onCancel,
}: {
  milestone?: Milestone;
  onSubmit: (values: MilestoneValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const suggestionsId = useId();
  const form = useApiForm<CreateMilestoneBody, MilestoneValues>({
    schema: CreateMilestoneBodySchema,
    defaultValues: {
      name: milestone?.name ?? '',
      date: milestone?.date ?? '',
      ownerId: milestone?.owner?.id ?? null,
      isDone: milestone?.isDone ?? false,
    },
    onSubmit,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <ApiFormShell
      form={form}
      label={milestone ? 'Edit milestone' : 'Add milestone'}
      submitLabel={milestone ? 'Save' : 'Add milestone'}
      onCancel={onCancel}
    >
      <TextField
        label={requiredLabel('Milestone')}
        list={suggestionsId}
        placeholder="e.g. Kickoff"
        hint="Kickoff, development phases, review points, final delivery, or any name."
        error={errors.name?.message}
        {...register('name')}
      />
      <datalist id={suggestionsId}>
        {MILESTONE_SUGGESTIONS.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={requiredLabel('Date')}
          type="date"
          error={errors.date?.message}
          {...register('date')}
        />
        <Controller
          control={control}
          name="ownerId"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label="Owner"
              source={peopleSource}
              fallback={milestone?.owner}
              value={field.value ?? ''}
              onChange={(id) => field.onChange(id || null)}
              inline
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              placeholder="Type a name"
              buttonLabel="Show people"
              emptyChoice="No owner"
            />
          )}
        />
      </div>
    </ApiFormShell>
  );
}
