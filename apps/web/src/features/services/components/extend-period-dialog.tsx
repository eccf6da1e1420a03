import {
  type ExtendPeriodBody,
  ExtendPeriodBodySchema,
  type ExtendPeriodInput,
  type ExtensionResult,
  formatCalendarDate,
  type MatrixPeriod,
} from '@taskflow/shared';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { useExtendPeriod } from '../api/client-jobs';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What the toast says: how many jobs moved to which date, and who was told. */
export function extensionMessage(result: ExtensionResult): string {
  const moved = `${plural(result.jobsMoved, 'job')} of ${result.periodLabel} moved to ${formatCalendarDate(result.extendedTo)}`;
  if (result.peopleNotified === 0) return `${moved}.`;
  return `${moved}; ${result.peopleNotified === 1 ? '1 person' : `${result.peopleNotified} people`} told.`;
}

/** Periods a government may extend: those with jobs not done, the latest first. */
function extendable(periods: MatrixPeriod[]) {
  return periods
    .filter(
      (period) =>
        period.counts.not_started +
          period.counts.in_progress +
          period.counts.waiting_on_client +
          period.counts.overdue >
        0,
    )
    .reverse();
}

function ExtendForm({
  serviceId,
  serviceName,
  periods,
  onDone,
}: {
  serviceId: string;
  serviceName: string;
  periods: MatrixPeriod[];
  onDone: () => void;
}) {
  const extend = useExtendPeriod(serviceId);
  const choices = extendable(periods);
  const form = useApiForm<ExtendPeriodInput, ExtendPeriodBody>({
    schema: ExtendPeriodBodySchema,
    defaultValues: { periodKey: choices[0]?.key ?? '', extendedTo: '', note: '' },
    onSubmit: async (values) => {
      const result = await extend.mutateAsync(values);
      notify('success', extensionMessage(result));
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <ApiFormShell
      form={form}
      label={`Extend a due date of ${serviceName}`}
      submitLabel="Extend"
      onCancel={onDone}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Every job of the period that is not done gets the new date and the note, and its open tasks move by as
        many days. Done jobs and completed tasks stay as they are. The assignees of the moved tasks are told.
      </p>
      <SelectField
        label={requiredLabel('Period')}
        choices={choices.map((period) => ({ id: period.key, label: period.label }))}
        empty={choices.length === 0 ? 'No period here has open jobs' : undefined}
        error={errors.periodKey?.message}
        {...form.register('periodKey')}
      />
      <TextField
        label={requiredLabel('New due date')}
        type="date"
        error={errors.extendedTo?.message}
        {...form.register('extendedTo')}
      />
      <TextAreaField
        label={requiredLabel('Note')}
        hint="Which notification or circular extended it, as the job will show it."
        error={errors.note?.message}
        {...form.register('note')}
      />
    </ApiFormShell>
  );
}

/** Extends a service's period by the government's new date (Manage Services). */
export function ExtendPeriodDialog({
  isOpen,
  onClose,
  serviceId,
  serviceName,
  periods,
}: {
  isOpen: boolean;
  onClose: () => void;
  serviceId: string;
  serviceName: string;
  periods: MatrixPeriod[];
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={`Extend a due date of ${serviceName}`}>
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-xl font-semibold">Extend a due date</h2>
        <ExtendForm serviceId={serviceId} serviceName={serviceName} periods={periods} onDone={onClose} />
      </div>
    </Modal>
  );
}
