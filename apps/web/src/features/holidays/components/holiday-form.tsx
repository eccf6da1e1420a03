import { type Holiday, type HolidayFields, HolidayFieldsSchema } from '@taskflow/shared';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextField } from '../../../components/ui/field';

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
    formState: { errors },
  } = form;
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
    </ApiFormShell>
  );
}
