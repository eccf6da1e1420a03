import {
  SERVICE_FREQUENCIES,
  type ServiceDetail,
  type ServiceFields,
  ServiceFieldsSchema,
  type ServiceInput,
} from '@taskflow/shared';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { describeFrequency } from '../lib/describe';
import { RuleFields } from './rule-fields';
import { ServicePreview } from './service-preview';
import { StarterNote } from './starter-note';
import { StepRows } from './step-rows';

const toNumber = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));
const toNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A new service starts as GSTR-3B would: monthly, on the 20th of the next month, one step. */
const NEW_SERVICE: ServiceFields = {
  name: '',
  namePattern: '',
  description: null,
  frequency: 'monthly',
  everyMonths: null,
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1, adjust: 'none' },
  leadDays: 0,
  steps: [
    {
      title: '',
      workType: 'General Task',
      assigneeRule: 'responsible',
      assigneeId: null,
      estimateHours: null,
      startOffset: -5,
      startUnit: 'working_days',
      dueOffset: 0,
      dueUnit: 'days',
    },
  ],
};

/** The form's values of a saved service: its steps with their ids, so an edit keeps them. */
function valuesOf(service: ServiceDetail): ServiceFields {
  return {
    name: service.name,
    namePattern: service.namePattern,
    description: service.description,
    frequency: service.frequency,
    everyMonths: service.everyMonths,
    jobDateRule: { adjust: 'none', ...service.jobDateRule },
    leadDays: service.leadDays,
    sacCode: service.sacCode,
    steps: service.steps.map((step) => ({
      id: step.id,
      title: step.title,
      workType: step.workType,
      assigneeRule: step.assigneeRule,
      assigneeId: step.assignee?.id ?? null,
      estimateHours: step.estimateHours,
      startOffset: step.startOffset,
      startUnit: step.startUnit,
      dueOffset: step.dueOffset,
      dueUnit: step.dueUnit,
      requestTemplate: step.requestTemplate ?? null,
    })),
  };
}

/**
 * A service's editor: its name and job name, how often it recurs, when each job falls, the lead time, the
 * steps as rows, and beside them the next jobs as they would be made. Read-only for those who may only
 * view services.
 */
export function ServiceForm({
  service,
  isReadOnly = false,
  onSubmit,
  onCancel,
}: {
  service?: ServiceDetail;
  isReadOnly?: boolean;
  onSubmit: (fields: ServiceInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useApiForm<ServiceFields, ServiceInput>({
    schema: ServiceFieldsSchema,
    defaultValues: service ? valuesOf(service) : NEW_SERVICE,
    onSubmit,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const frequency = watch('frequency');
  const untypedForm = form as unknown as Parameters<typeof RuleFields>[0]['form'];
  return (
    <ApiFormShell
      form={form}
      label={service ? `Edit ${service.name}` : 'New service'}
      submitLabel={service ? 'Save service' : 'Create service'}
      onCancel={onCancel}
      bleed="card"
      isReadOnly={isReadOnly}
      className="grid gap-6"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          {service?.isStarter && <StarterNote />}
          <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isReadOnly}>
            <legend className="sr-only">The service</legend>
            <TextField
              label={requiredLabel('Service name')}
              placeholder="e.g. GSTR-3B (monthly)"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={requiredLabel('Job name')}
              placeholder="GSTR-3B – {period}"
              hint="{period} becomes the period (Nov 2026, Q3 FY 2026-27); {client} the client's name."
              error={errors.namePattern?.message}
              {...register('namePattern')}
            />
            <TextAreaField
              label="Description"
              className="sm:col-span-2"
              rows={3}
              error={errors.description?.message}
              {...register('description', { setValueAs: (value) => value || null })}
            />
            <TextField
              label="SAC code"
              inputMode="numeric"
              maxLength={6}
              placeholder="998222"
              hint="Printed on this service's invoice lines; empty: the firm's default SAC."
              error={errors.sacCode?.message}
              {...register('sacCode', { setValueAs: (value) => value || null })}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isReadOnly}>
            <legend className="mb-2 text-sm font-semibold">How often</legend>
            <SelectField
              label="Frequency"
              choices={SERVICE_FREQUENCIES.map((id) => ({ id, label: describeFrequency(id) }))}
              hint={
                service?.hasJobs
                  ? 'Fixed once jobs have been made: their periods are its periods.'
                  : 'Quarters, halves and years follow your financial year.'
              }
              disabled={service?.hasJobs}
              error={errors.frequency?.message}
              {...register('frequency')}
            />
            {frequency === 'every_n_months' ? (
              <TextField
                label={requiredLabel('Months in a period')}
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                disabled={service?.hasJobs}
                error={errors.everyMonths?.message}
                {...register('everyMonths', { setValueAs: toNumberOrNull })}
              />
            ) : (
              <TextField
                label="Lead time (days)"
                type="number"
                inputMode="numeric"
                min={0}
                max={366}
                hint="A job appears this many days before its first step starts."
                error={errors.leadDays?.message}
                {...register('leadDays', { setValueAs: toNumber })}
              />
            )}
            {frequency === 'every_n_months' && (
              <TextField
                label="Lead time (days)"
                type="number"
                inputMode="numeric"
                min={0}
                max={366}
                hint="A job appears this many days before its first step starts."
                error={errors.leadDays?.message}
                {...register('leadDays', { setValueAs: toNumber })}
              />
            )}
          </fieldset>
          <fieldset disabled={isReadOnly}>
            <RuleFields form={untypedForm} />
          </fieldset>
          <StepRows form={untypedForm} isReadOnly={isReadOnly} />
        </div>
        <aside className="min-w-0 lg:sticky lg:top-4">
          <ServicePreview control={form.control as never} />
        </aside>
      </div>
    </ApiFormShell>
  );
}
