import {
  SERVICE_STEPS_MAX,
  type ServiceFields,
  STEP_ASSIGNEE_RULE_LABELS,
  STEP_ASSIGNEE_RULES,
  STEP_OFFSET_UNITS,
} from '@taskflow/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { requiredLabel } from '../../../components/forms/api-form';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { RequestTemplateFields } from '../../../components/forms/request-template-fields';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses, SelectField, TextField } from '../../../components/ui/field';
import { useCan } from '../../../lib/auth';
import { useWorkTypes } from '../../../lib/work-types';

const UNIT_LABELS = { days: 'days', working_days: 'working days' } as const;
const toNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

type Form = UseFormReturn<ServiceFields, unknown, unknown>;

/**
 * A step's start or due date as "n [days | working days] [before | after] the job date": the amount and
 * the direction make the signed offset the API keeps (−2 is two before).
 */
function OffsetField({ form, index, which }: { form: Form; index: number; which: 'start' | 'due' }) {
  const name = `steps.${index}.${which}Offset` as const;
  const label = which === 'start' ? 'Starts' : 'Due';
  const legend = `${label}, from the job date`;
  const error = form.formState.errors.steps?.[index]?.[`${which}Offset`]?.message;
  const errorId = `step-${index}-${which}-error`;
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
            <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2 sm:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)]">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={366}
                aria-label={`Step ${index + 1} ${label.toLowerCase()}: how many`}
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
                aria-label={`Step ${index + 1} ${label.toLowerCase()}: days or working days`}
                className={inputClasses(false)}
                {...form.register(`steps.${index}.${which}Unit`)}
              >
                {STEP_OFFSET_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {UNIT_LABELS[unit]}
                  </option>
                ))}
              </select>
              <select
                aria-label={`Step ${index + 1} ${label.toLowerCase()}: before or after the job date`}
                className={`${inputClasses(false)} col-span-2 sm:col-span-1`}
                value={direction}
                onChange={(event) =>
                  field.onChange(event.target.value === 'after' ? Math.abs(value) : -Math.abs(value))
                }
              >
                <option value="before">before</option>
                <option value="after">after</option>
              </select>
            </div>
          );
        }}
      />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The steps as editable rows: each a task of every job; added, removed and moved up or down. */
export function StepRows({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
  const { register, control, watch } = form;
  const steps = useFieldArray({ control, name: 'steps' });
  const workTypes = useWorkTypes();
  // A template mails clients by itself: only Manage Client Requests holders set it (the server checks too);
  // for others it stays as saved, sent back unchanged.
  const canTemplate = useCan('requests.manage');
  const rules = watch('steps');
  const errors = form.formState.errors.steps;
  return (
    <fieldset className="grid gap-3" disabled={isReadOnly}>
      <legend className="mb-1 text-sm font-semibold">Steps</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Each step is a task of every job, dated from the job date. With several steps, a task is named after
        its job and its step.
      </p>
      <ol className="grid gap-3">
        {steps.fields.map((step, index) => {
          const rule = rules?.[index]?.assigneeRule ?? 'responsible';
          const stepErrors = errors?.[index];
          const typeNames = (workTypes.data ?? []).map((type) => type.name);
          const current = rules?.[index]?.workType;
          if (current && !typeNames.includes(current)) typeNames.push(current);
          return (
            <li
              key={step.id}
              aria-label={`Step ${index + 1}`}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                  Step {index + 1}
                </span>
                {!isReadOnly && (
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      aria-label={`Move step ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => steps.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Move step ${index + 1} down`}
                      disabled={index === steps.fields.length - 1}
                      onClick={() => steps.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove step ${index + 1}`}
                      disabled={steps.fields.length === 1}
                      onClick={() => steps.remove(index)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_6rem]">
                <TextField
                  label={requiredLabel('Title')}
                  placeholder="e.g. Reconcile with GSTR-2B"
                  error={stepErrors?.title?.message}
                  {...register(`steps.${index}.title`)}
                />
                <SelectField
                  label="Work type"
                  choices={(typeNames.length ? typeNames : ['General Task']).map((name) => ({
                    id: name,
                    label: name,
                  }))}
                  error={stepErrors?.workType?.message}
                  {...register(`steps.${index}.workType`)}
                />
                <TextField
                  label="Estimate (h)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.25}
                  error={stepErrors?.estimateHours?.message}
                  {...register(`steps.${index}.estimateHours`, { setValueAs: toNumberOrNull })}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label="Who does it"
                  choices={STEP_ASSIGNEE_RULES.map((id) => ({ id, label: STEP_ASSIGNEE_RULE_LABELS[id] }))}
                  error={stepErrors?.assigneeRule?.message}
                  {...register(`steps.${index}.assigneeRule`)}
                />
                {rule === 'responsible' ? (
                  <p className="self-end pb-2 text-sm text-slate-600 dark:text-slate-400">
                    Or the assignee given when the service is applied.
                  </p>
                ) : (
                  <Controller
                    control={control}
                    name={`steps.${index}.assigneeId`}
                    render={({ field }) => (
                      <ColleagueField
                        label={requiredLabel(rule === 'member' ? 'Member' : 'Member (their manager does it)')}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={stepErrors?.assigneeId?.message}
                        emptyChoice="Choose a member"
                      />
                    )}
                  />
                )}
              </div>
              <div className="grid gap-3">
                <OffsetField form={form} index={index} which="start" />
                <OffsetField form={form} index={index} which="due" />
              </div>
              {canTemplate && (
                <RequestTemplateFields
                  form={form as unknown as Parameters<typeof RequestTemplateFields>[0]['form']}
                  name={`steps.${index}`}
                  stepNumber={index + 1}
                />
              )}
            </li>
          );
        })}
      </ol>
      {errors?.message && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.message}
        </p>
      )}
      {!isReadOnly && (
        <div>
          <Button
            variant="secondary"
            disabled={steps.fields.length >= SERVICE_STEPS_MAX}
            onClick={() =>
              steps.append({
                title: '',
                workType: rules?.at(-1)?.workType ?? 'General Task',
                assigneeRule: 'responsible',
                assigneeId: null,
                estimateHours: null,
                startOffset: 0,
                startUnit: 'days',
                dueOffset: 0,
                dueUnit: 'days',
              })
            }
          >
            <Plus aria-hidden className="size-4" />
            Add step
          </Button>
        </div>
      )}
    </fieldset>
  );
}
