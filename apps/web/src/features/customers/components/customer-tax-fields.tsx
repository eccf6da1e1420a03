import {
  CUSTOMER_ENTITY_TYPE_LABELS,
  CUSTOMER_ENTITY_TYPES,
  GST_STATE_CODES,
  gstinParts,
  gstinProblem,
  normaliseTaxId,
} from '@taskflow/shared';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import type { CustomerFormValues } from './customer-form-schema';

const ENTITY_CHOICES = CUSTOMER_ENTITY_TYPES.map((type) => ({
  id: type,
  label: CUSTOMER_ENTITY_TYPE_LABELS[type],
}));
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_CHOICES = MONTH_NAMES.map((name, index) => ({ id: String(index + 1), label: name }));
const DAY_CHOICES = Array.from({ length: 31 }, (_, index) => ({
  id: String(index + 1),
  label: String(index + 1),
}));

/**
 * What a GSTIN says as it is typed: its state and PAN once it is whole and valid, its problem once it
 * is 15 characters and is not.
 */
export function gstinReading(value: string): { note?: string; problem?: string } {
  const gstin = normaliseTaxId(value);
  if (gstin.length < 15) return {};
  const problem = gstinProblem(gstin);
  if (problem) return { problem };
  const { stateCode, pan } = gstinParts(gstin);
  return { note: `${GST_STATE_CODES[stateCode]} (${stateCode}) · PAN ${pan}` };
}

/** Entity type, PAN, GSTIN (checked as typed, its state shown, its PAN filling an empty PAN), TAN, year end. */
export function CustomerTaxFields({
  register,
  watch,
  setValue,
  errors,
}: {
  register: UseFormRegister<CustomerFormValues>;
  watch: UseFormWatch<CustomerFormValues>;
  setValue: UseFormSetValue<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}) {
  const gstin = watch('gstin') ?? '';
  const reading = gstinReading(gstin);
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="mb-3 text-base font-semibold">Tax and compliance</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Entity type"
          empty="Not said"
          choices={ENTITY_CHOICES}
          error={errors.entityType?.message}
          {...register('entityType')}
        />
        <TextField
          label="PAN"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCPE1234F"
          className="[&_input]:uppercase"
          error={errors.pan?.message}
          {...register('pan')}
        />
        <TextField
          label="GSTIN"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="27ABCPE1234F1Z5"
          className="[&_input]:uppercase"
          hint={reading.note ?? 'The state code and PAN inside it are checked as you type.'}
          error={errors.gstin?.message ?? reading.problem}
          {...register('gstin', {
            onBlur: () => {
              const value = normaliseTaxId(gstin);
              if (reading.note && !watch('pan'))
                setValue('pan', gstinParts(value).pan, { shouldDirty: true });
            },
          })}
        />
        <TextField
          label="TAN"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="MUMA12345B"
          className="[&_input]:uppercase"
          error={errors.tan?.message}
          {...register('tan')}
        />
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Financial year ends
        </legend>
        <div className="grid max-w-sm grid-cols-[5rem_1fr] gap-3">
          <SelectField
            label={<span className="sr-only">Year-end day</span>}
            aria-label="Year-end day"
            choices={DAY_CHOICES}
            error={errors.fyEndDay?.message}
            {...register('fyEndDay')}
          />
          <SelectField
            label={<span className="sr-only">Year-end month</span>}
            aria-label="Year-end month"
            choices={MONTH_CHOICES}
            error={errors.fyEndMonth?.message}
            {...register('fyEndMonth')}
          />
        </div>
      </fieldset>
    </fieldset>
  );
}
