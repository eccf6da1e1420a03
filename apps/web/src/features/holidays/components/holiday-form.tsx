import {
  type Holiday,
  type HolidayFields,
  HolidayFieldsSchema,
  holidayImpactMessage,
} from '@taskflow/shared';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextField } from '../../../components/ui/field';
import { useHolidayImpact } from '../api/holidays';

/** Add or edit one holiday: a date and a name. */
export function HolidayForm({
  holiday,
  defaultDate = '',
  onSubmit,
  onCancel,
}: {
  holiday?: Holiday;
  defaultDate?: string;
  onSubmit: (fields: HolidayFields) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useApiForm<HolidayFields>({
    schema: HolidayFieldsSchema,
    defaultValues: { date: holiday?.date ?? defaultDate, name: holiday?.name ?? '' },
    onSubmit,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  // Said before saving: leave over the old and the new date is counted again.
  const date = watch('date');
  const changesDate = Boolean(date) && date !== holiday?.date;
  const impact = useHolidayImpact(holiday?.id, changesDate ? date : undefined);
  const count = changesDate ? impact.data?.applications : undefined;
  return (
    <ApiFormShell form={form} label={holiday ? 'Edit Holiday' : 'Add Holiday'} onCancel={onCancel}>
      <TextField
        label={requiredLabel('Date')}
        type="date"
        error={errors.date?.message}
        {...register('date')}
      />
      <TextField
        label={requiredLabel('Holiday name')}
        placeholder="e.g. Republic Day"
        error={errors.name?.message}
        {...register('name')}
      />
      <p role="status" className="text-sm text-amber-800 dark:text-amber-200" data-testid="holiday-impact">
        {count ? `${holidayImpactMessage(count)} Their applicants and approvers will be told.` : ''}
      </p>
    </ApiFormShell>
  );
}
