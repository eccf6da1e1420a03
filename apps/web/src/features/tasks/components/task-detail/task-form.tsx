import {
  BUILT_IN_WORK_TYPES,
  CreateTaskBodySchema,
  type CreateTaskInput,
  RECURRENCE_FREQUENCIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPE_MAX,
} from '@taskflow/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../../components/forms/api-form';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { inputClasses, SelectField, TextField } from '../../../../components/ui/field';
import { useChoiceById } from '../../../../lib/choice-search';
import { customerSource, peopleSource, projectSource } from '../../../../lib/choice-sources';
import { useTaskChoices, useTaskPickerAccess } from '../task-choices';
import { MarkdownEditor } from './markdown-editor';
import { WorkTypeDialog } from './work-type-dialog';

/** The form's values as typed (every field a string); the shared schema judges them on the way out. */
export interface TaskFormValues {
  customerId: string;
  assigneeId: string;
  workType: string;
  title: string;
  priority: string;
  taskType: string;
  description: string;
  dueDate: string;
  projectId: string;
  departmentId: string;
  startDate: string;
  estimateHours: string;
  /** Pending unless the form was opened from a board column, which gives its own. */
  status: string;
  /** '' does not repeat; otherwise daily, weekly, monthly or yearly. */
  repeat: string;
  /** Every how many days, weeks, months or years (3 months: quarterly). */
  repeatEvery: string;
  isLastWorkingDay: boolean;
  repeatUntil: string;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * Typed strings become the API's body (empty optional pickers none, the estimate a number), then
 * CreateTaskBodySchema checks them with the spec's messages, on the same field names.
 */
const TaskFormSchema = z
  .object({
    customerId: z.string(),
    assigneeId: z.string(),
    workType: z.string(),
    title: z.string(),
    priority: z.string(),
    taskType: z.string(),
    description: z.string(),
    dueDate: z.string(),
    projectId: z.string(),
    departmentId: z.string(),
    startDate: z.string(),
    estimateHours: z.string(),
    status: z.string(),
    repeat: z.string(),
    repeatEvery: z.string(),
    isLastWorkingDay: z.boolean(),
    repeatUntil: z.string(),
  })
  .transform(({ repeat, repeatEvery, isLastWorkingDay, repeatUntil, ...values }) => ({
    ...values,
    // A project's task may leave Customer empty: the API gives it the project's.
    customerId: blankToNull(values.customerId) ?? undefined,
    projectId: blankToNull(values.projectId),
    departmentId: blankToNull(values.departmentId),
    estimateHours: values.estimateHours.trim() === '' ? null : Number(values.estimateHours),
    recurrence: repeat
      ? {
          frequency: repeat,
          // Blank is every one; anything else is the schema's to refuse ("Repeat at least every 1").
          interval: repeatEvery.trim() === '' ? 1 : Number(repeatEvery),
          isLastWorkingDay: repeat === 'monthly' && isLastWorkingDay,
          endDate: blankToNull(repeatUntil),
        }
      : null,
  }))
  // biome-ignore lint/suspicious/noExplicitAny: the strings are the shared schema's input once transformed
  .pipe(CreateTaskBodySchema as z.ZodType<CreateTaskInput, any>);

export const EMPTY_TASK_FORM: TaskFormValues = {
  customerId: '',
  assigneeId: '',
  workType: 'General Task',
  title: '',
  priority: 'Medium',
  taskType: '',
  description: '',
  dueDate: '',
  projectId: '',
  departmentId: '',
  startDate: '',
  estimateHours: '',
  status: 'Pending',
  repeat: '',
  repeatEvery: '1',
  isLastWorkingDay: false,
  repeatUntil: '',
};

/** The unit of "Every N …" for each frequency, plural past one. */
const REPEAT_UNITS: Record<string, string> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

const REPEAT_CHOICES = [
  { id: '', label: 'Does not repeat' },
  ...RECURRENCE_FREQUENCIES.map((frequency) => ({
    id: frequency,
    label: frequency[0]?.toUpperCase() + frequency.slice(1),
  })),
];

/** Guide "Task Management": Assign New Task, plus the project, department, start date and estimate. */
export function TaskForm({
  initial,
  onSubmit,
  onCancel,
  dueDateNotice,
}: {
  initial?: Partial<TaskFormValues>;
  onSubmit: (body: CreateTaskInput) => Promise<unknown>;
  onCancel: () => void;
  /** Shown under the dates for the chosen assignee and due date (the page adds leave's warning). */
  dueDateNotice?: (chosen: { assigneeId: string; assigneeName?: string; dueDate: string }) => ReactNode;
}) {
  const choices = useTaskChoices();
  const access = useTaskPickerAccess();
  // The chosen assignee's name, for the leave notice (the picker answers it with the id).
  const [assigneeName, setAssigneeName] = useState<string>();
  const form = useApiForm<TaskFormValues, CreateTaskInput>({
    schema: TaskFormSchema,
    defaultValues: { ...EMPTY_TASK_FORM, ...initial },
    onSubmit,
  });
  const {
    register,
    control,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  // A refused form focuses its first refused field as the page shows them. react-hook-form goes by
  // registration order, where the pickers come last (it would pick the title over an empty Customer),
  // and focuses again on a timer: this runs after that.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount === 0) return;
    const timer = setTimeout(() =>
      fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => clearTimeout(timer);
  }, [submitCount]);
  // The schema checks the recurrence it builds from the Repeats fields under that name.
  const recurrenceErrors = (
    errors as { recurrence?: Record<'frequency' | 'interval' | 'endDate', { message?: string }> }
  ).recurrence;
  const [isAddingWorkType, setAddingWorkType] = useState(false);
  const workTypes = choices.workTypes.length
    ? choices.workTypes.map((type) => type.name)
    : [...BUILT_IN_WORK_TYPES];
  // Opened from a project (its "Assign New Task"), the customer is the project's: filled in once known.
  const presetProject = useChoiceById(
    projectSource,
    initial?.projectId ?? '',
    Boolean(initial?.projectId && !initial.customerId),
  );
  useEffect(() => {
    const project = presetProject.data;
    if (project && getValues('projectId') === project.id && !getValues('customerId'))
      setValue('customerId', project.customerId, { shouldValidate: form.formState.isSubmitted });
  }, [presetProject.data, getValues, setValue, form.formState.isSubmitted]);
  // A type just added is chosen before the list has refetched it.
  const workType = watch('workType');
  if (workType && !workTypes.includes(workType)) workTypes.push(workType);

  return (
    <ApiFormShell
      form={form}
      label="Assign New Task"
      submitLabel="Assign Task"
      onCancel={onCancel}
      bleed="card"
    >
      <div ref={fieldsRef} className="contents">
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="customerId"
            render={({ field }) => (
              <ChoiceSelect
                label={requiredLabel('Customer')}
                source={customerSource}
                isEnabled={access.customers}
                buttonLabel="Show choices for Customer"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.customerId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="assigneeId"
            render={({ field }) => (
              <ChoiceSelect
                label={requiredLabel('Assign To')}
                source={peopleSource}
                isEnabled={access.people}
                offersMe
                buttonLabel="Show choices for Assign To"
                value={field.value}
                onChange={(id, person) => {
                  field.onChange(id);
                  setAssigneeName(person?.name);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.assigneeId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="projectId"
            render={({ field }) => (
              <ChoiceSelect
                label="Project"
                source={projectSource}
                value={field.value}
                onBlur={field.onBlur}
                inputRef={field.ref}
                emptyChoice="No project"
                hint="A task in a project is for the project's customer."
                error={errors.projectId?.message}
                onChange={(id, project) => {
                  field.onChange(id);
                  // The project's customer is the task's, unless the person picks another on purpose.
                  if (project && getValues('customerId') !== project.customerId)
                    setValue('customerId', project.customerId, { shouldDirty: true, shouldValidate: true });
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="departmentId"
            render={({ field }) => (
              <ChoiceSelect
                label="Department"
                choices={choices.departments}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                emptyChoice="No department"
                error={errors.departmentId?.message}
              />
            )}
          />
        </div>
        <TextField label={requiredLabel('Task Title')} error={errors.title?.message} {...register('title')} />
        <div className="grid gap-5 sm:grid-cols-3">
          {/* Controlled, so a type added in the dialog is selected once its option is there. */}
          <Controller
            control={control}
            name="workType"
            render={({ field }) => (
              <SelectField
                label="Work Type"
                choices={workTypes.map((name) => ({ id: name, label: name }))}
                error={errors.workType?.message}
                hint={
                  <button
                    type="button"
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    onClick={() => setAddingWorkType(true)}
                  >
                    Add a work type
                  </button>
                }
                {...field}
              />
            )}
          />
          <SelectField
            label="Priority"
            choices={TASK_PRIORITIES.map((priority) => ({ id: priority, label: priority }))}
            error={errors.priority?.message}
            {...register('priority')}
          />
          {/* Opened from a board column: the task starts in that column's status, shown so it can be changed. */}
          {initial?.status && (
            <SelectField
              label="Status"
              choices={TASK_STATUSES.map((status) => ({ id: status, label: status }))}
              error={errors.status?.message}
              {...register('status')}
            />
          )}
          <TextField
            label="Task Type"
            maxLength={TASK_TYPE_MAX}
            placeholder="e.g. Filing, Review"
            error={errors.taskType?.message}
            {...register('taskType')}
          />
        </div>
        <MarkdownEditor label="Description" value={watch('description')} error={errors.description?.message}>
          {(control) => (
            <textarea {...control} rows={5} className={inputClasses(false)} {...register('description')} />
          )}
        </MarkdownEditor>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Start Date"
            type="date"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label={requiredLabel('Due Date')}
            type="date"
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
          <TextField
            label="Estimate (hours)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.25}
            error={errors.estimateHours?.message}
            {...register('estimateHours')}
          />
        </div>
        {/* Recurring work (a monthly filing per customer): the next occurrence follows on completion or on schedule. */}
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Repeats"
            choices={REPEAT_CHOICES}
            error={recurrenceErrors?.frequency?.message}
            {...register('repeat')}
          />
          {watch('repeat') ? (
            <TextField
              label="Every"
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step={1}
              hint={`${REPEAT_UNITS[watch('repeat')] ?? ''}${Number(watch('repeatEvery')) === 1 ? '' : 's'}: every 3 months is quarterly`}
              error={recurrenceErrors?.interval?.message}
              {...register('repeatEvery')}
            />
          ) : null}
          {watch('repeat') ? (
            <TextField
              label="Repeat until"
              type="date"
              hint="Leave empty to repeat until stopped"
              error={recurrenceErrors?.endDate?.message}
              {...register('repeatUntil')}
            />
          ) : null}
          {watch('repeat') === 'monthly' ? (
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input type="checkbox" className="size-4 accent-brand-600" {...register('isLastWorkingDay')} />
              On the last working day of the month
            </label>
          ) : null}
        </div>
        {dueDateNotice?.({
          assigneeId: watch('assigneeId'),
          assigneeName,
          dueDate: watch('dueDate'),
        })}
        <WorkTypeDialog
          isOpen={isAddingWorkType}
          onClose={() => setAddingWorkType(false)}
          onAdded={(name) => {
            setValue('workType', name, { shouldDirty: true });
            setAddingWorkType(false);
          }}
          onRenamed={(from, to) => {
            if (getValues('workType') === from) setValue('workType', to, { shouldDirty: true });
          }}
        />
      </div>
    </ApiFormShell>
  );
}
