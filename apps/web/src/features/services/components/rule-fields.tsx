import {
  JOB_DATE_ADJUSTMENT_LABELS,
  JOB_DATE_ADJUSTMENTS,
  JOB_DATE_RULE_KINDS,
  JOB_DATE_RULE_LABELS,
  type JobDateRule,
  type JobDateRuleKind,
  type ServiceFields,
} from '@taskflow/shared';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { monthName } from '../lib/describe';

/** What a rule of each kind starts as when the kind is chosen (GSTR-3B's 20th; 31 July). */
const DEFAULT_RULES: Record<JobDateRuleKind, JobDateRule> = {
  day_after_period: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  last_working_day: { kind: 'last_working_day', monthsAfter: 0 },
  fixed_date: { kind: 'fixed_date', month: 7, day: 31 },
  client_year_end: { kind: 'client_year_end', monthsAfter: 6 },
};

const toNumber = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));

type RuleErrors = FieldErrors<{ day: number; month: number; monthsAfter: number; adjust: string }>;

/** The job date rule: its kind and that kind's own fields, and what a day off does to it. */
export function RuleFields({ form }: { form: UseFormReturn<ServiceFields, unknown, unknown> }) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const kind = watch('jobDateRule.kind');
  const ruleErrors = (errors.jobDateRule ?? {}) as RuleErrors & { kind?: { message?: string } };
  const monthsAfter = (label: string, hint: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={24}
      hint={hint}
      error={ruleErrors.monthsAfter?.message}
      {...register('jobDateRule.monthsAfter', { setValueAs: toNumber })}
    />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">When each job falls</legend>
      <SelectField
        label="Job date"
        className="sm:col-span-2"
        choices={JOB_DATE_RULE_KINDS.map((id) => ({ id, label: JOB_DATE_RULE_LABELS[id] }))}
        error={ruleErrors.kind?.message}
        {...register('jobDateRule.kind', {
          onChange: (event) => {
            const next = DEFAULT_RULES[event.target.value as JobDateRuleKind];
            if (next) setValue('jobDateRule', next, { shouldDirty: true, shouldValidate: true });
          },
        })}
      />
      {kind === 'day_after_period' && (
        <>
          <TextField
            label="Day of the month"
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            hint="31 is the month's last day in a shorter month."
            error={ruleErrors.day?.message}
            {...register('jobDateRule.day', { setValueAs: toNumber })}
          />
          {monthsAfter(
            'Months after the period',
            "1: the next month (GSTR-3B's 20th); 0: the period's last month.",
          )}
        </>
      )}
      {kind === 'last_working_day' &&
        monthsAfter('Months after the period', "0: the period's last month; 1: the next month.")}
      {kind === 'fixed_date' && (
        <>
          <SelectField
            label="Month"
            choices={Array.from({ length: 12 }, (_, index) => ({
              id: String(index + 1),
              label: monthName(index + 1),
            }))}
            error={ruleErrors.month?.message}
            {...register('jobDateRule.month', { setValueAs: toNumber })}
          />
          <TextField
            label="Day"
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            hint="The first such date after the period ends (31 July after the financial year)."
            error={ruleErrors.day?.message}
            {...register('jobDateRule.day', { setValueAs: toNumber })}
          />
        </>
      )}
      {kind === 'client_year_end' &&
        monthsAfter(
          "Months after the client's year end",
          "Each client's own financial year end, from the client's page.",
        )}
      <SelectField
        label="When the date is not a working day"
        className="sm:col-span-2"
        choices={JOB_DATE_ADJUSTMENTS.map((id) => ({ id, label: JOB_DATE_ADJUSTMENT_LABELS[id] }))}
        error={ruleErrors.adjust?.message}
        {...register('jobDateRule.adjust')}
      />
    </fieldset>
  );
}
