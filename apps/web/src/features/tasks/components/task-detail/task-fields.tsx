import {
  BUILT_IN_WORK_TYPES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPE_MAX,
  type TaskDetail,
  type UpdateTaskBody,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { CustomerLink } from '../../../../components/customer-link';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { TaskPriorityBadge, TaskStatusBadge } from '../../../../components/task-badges';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import type { Choice, ChoiceSource } from '../../../../lib/choice-search';
import { customerSource, peopleSource, projectSource } from '../../../../lib/choice-sources';
import { useDates } from '../../../../lib/dates';
import { useStopRecurrence, useUpdateTask } from '../../api/task-api';
import { useTaskChoices, useTaskPickerAccess } from '../task-choices';

/** Saves one in-place edit; a refusal is told in a toast naming the field (the value goes back). */
export function useSaveTaskField(taskId: string) {
  const update = useUpdateTask(taskId);
  return async (body: UpdateTaskBody): Promise<boolean> => {
    try {
      await update.mutateAsync(body);
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (Object.values(error.fields)[0] ?? error.message)
          : 'Something went wrong. Try again later.';
      toast.error(message);
      return false;
    }
  };
}

/**
 * The draft of a value edited in place: it saves when the field is left or Enter is pressed (not on
 * every keystroke, so a typed date is not saved half-way), and Escape puts the saved value back.
 * Another person's change (live) or a saved value replaces the draft unless it is being typed.
 */
function useInlineDraft(value: string, onSave: (value: string) => Promise<boolean>) {
  const [draft, setDraft] = useState(value);
  const [isEditing, setEditing] = useState(false);
  useEffect(() => {
    if (!isEditing) setDraft(value);
  }, [value, isEditing]);
  return {
    value: draft,
    onFocus: () => setEditing(true),
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: async () => {
      setEditing(false);
      if (draft.trim() === value.trim()) return;
      if (!(await onSave(draft))) setDraft(value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        event.currentTarget.blur();
      } else if (event.key === 'Escape') {
        // Leave without saving: the blur that follows finds nothing changed.
        event.currentTarget.value = value;
        setDraft(value);
        setEditing(false);
      }
    },
  };
}

/** A text, date or number edited in place (see useInlineDraft). */
export function InlineInput({
  label,
  value,
  type = 'text',
  onSave,
  isDisabled,
  inputProps,
  className,
}: {
  label: string;
  value: string;
  type?: 'text' | 'date' | 'number';
  onSave: (value: string) => Promise<boolean>;
  isDisabled?: boolean;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}) {
  const draft = useInlineDraft(value, onSave);
  return (
    <input
      aria-label={label}
      type={type}
      disabled={isDisabled}
      className={className ?? inputClasses(false)}
      {...draft}
      {...inputProps}
    />
  );
}

/** A one-paragraph text edited in place that grows with its text (a task's title wraps, never hides). */
export function InlineTextArea({
  label,
  value,
  onSave,
  maxLength,
  className,
}: {
  label: string;
  value: string;
  onSave: (value: string) => Promise<boolean>;
  maxLength?: number;
  className?: string;
}) {
  const draft = useInlineDraft(value, onSave);
  return (
    <textarea
      aria-label={label}
      rows={1}
      maxLength={maxLength}
      className={clsx('field-sizing-content resize-none', className)}
      {...draft}
    />
  );
}

const FIELD_LABEL = 'text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** One fact of a description list: a term and its value (only inside a <dl>). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className={FIELD_LABEL}>{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

/** One field edited in place: its label over its control (the edit form is not a description list). */
function Field({ label, children, labelFor }: { label: string; children: ReactNode; labelFor?: string }) {
  return (
    <div className="grid gap-1">
      {labelFor ? (
        <label htmlFor={labelFor} className={FIELD_LABEL}>
          {label}
        </label>
      ) : (
        <span className={FIELD_LABEL}>{label}</span>
      )}
      <div className="min-w-0 text-sm">{children}</div>
    </div>
  );
}

function InlineSelect<T extends string>({
  label,
  value,
  values,
  onSave,
  isDisabled,
}: {
  label: string;
  value: T;
  values: readonly T[];
  onSave: (value: T) => Promise<boolean>;
  isDisabled?: boolean;
}) {
  const id = useId();
  return (
    <Field label={label} labelFor={id}>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        className={inputClasses(false)}
        onChange={(event) => void onSave(event.target.value as T)}
      >
        {values.map((entry) => (
          <option key={entry}>{entry}</option>
        ))}
      </select>
    </Field>
  );
}

/** A picker that saves as soon as something else is chosen (or none, where the field is optional). */
function InlineChoice({
  label,
  current,
  choices,
  source,
  isEnabled,
  onSave,
  emptyChoice,
  offersMe,
}: {
  label: string;
  current: Choice | null;
  onSave: (id: string | null, choice: Choice | null) => Promise<boolean>;
  emptyChoice?: string;
  offersMe?: boolean;
} & (
  | { choices: readonly Choice[]; source?: never; isEnabled?: never }
  | { source: ChoiceSource; isEnabled?: boolean; choices?: never }
)) {
  return (
    <ChoiceSelect
      label={<span className={FIELD_LABEL}>{label}</span>}
      buttonLabel={`Show choices for ${label}`}
      {...(source ? { source, isEnabled } : { choices: choices ?? [] })}
      value={current?.id ?? ''}
      fallback={current}
      emptyChoice={emptyChoice}
      offersMe={offersMe}
      onChange={(id, choice) => {
        if (id === (current?.id ?? '')) return;
        if (!id && !emptyChoice) return;
        void onSave(id || null, choice);
      }}
    />
  );
}

/**
 * The task's fields beside its description, each edited in place by those who may edit it. The page
 * may take over a new assignee (to ask first: leave, subtasks) and a new due date (to offer shifting
 * the tasks that wait for it).
 */
export function TaskFields({
  task,
  canEdit,
  onReassign,
  saveDueDate,
}: {
  task: TaskDetail;
  canEdit: boolean;
  onReassign?: (assignee: Choice) => void;
  saveDueDate?: (dueDate: string) => Promise<boolean>;
}) {
  const dates = useDates();
  const save = useSaveTaskField(task.id);
  const choices = useTaskChoices();
  const access = useTaskPickerAccess();
  const canReassign = useCan('tasks.create');
  const workTypes = choices.workTypes.length
    ? choices.workTypes.map((type) => type.name)
    : [...BUILT_IN_WORK_TYPES];
  if (!workTypes.includes(task.workType)) workTypes.push(task.workType);

  if (!canEdit) {
    return (
      <dl className="grid gap-4">
        <Row label="Status">
          <TaskStatusBadge status={task.status} />
        </Row>
        <Row label="Priority">
          <TaskPriorityBadge priority={task.priority} />
        </Row>
        <Row label="Assign To">{task.assignee.name}</Row>
        <Row label="Customer">
          <CustomerLink customer={task.customer} />
        </Row>
        <Row label="Project">{task.project?.name ?? '—'}</Row>
        <Row label="Department">{task.department?.name ?? '—'}</Row>
        <Row label="Work Type">{task.workType}</Row>
        <Row label="Task Type">{task.taskType ?? '—'}</Row>
        <Row label="Start Date">{task.startDate ? dates.calendarDate(task.startDate) : '—'}</Row>
        <Row label="Due Date">{dates.calendarDate(task.dueDate)}</Row>
        <Row label="Estimate (hours)">{task.estimateHours ?? '—'}</Row>
        <TaskTimes task={task} canEdit={false} />
      </dl>
    );
  }

  return (
    <div className="grid gap-4">
      <InlineSelect
        label="Status"
        value={task.status}
        values={TASK_STATUSES}
        onSave={(status) => save({ status })}
      />
      <InlineSelect
        label="Priority"
        value={task.priority}
        values={TASK_PRIORITIES}
        onSave={(priority) => save({ priority })}
      />
      {/* Reassigning needs Create Task (employees update their work, they do not hand it on): the
          server refuses it otherwise, so the field is read-only here. */}
      {canReassign ? (
        <InlineChoice
          label="Assign To"
          current={task.assignee}
          source={peopleSource}
          isEnabled={access.people}
          offersMe
          onSave={async (id, choice) => {
            if (!id) return false;
            if (!onReassign || !choice) return save({ assigneeId: id });
            onReassign(choice);
            return true;
          }}
        />
      ) : (
        <dl>
          <Row label="Assign To">{task.assignee.name}</Row>
        </dl>
      )}
      <div className="grid gap-1">
        <InlineChoice
          label="Customer"
          current={task.customer}
          source={customerSource}
          isEnabled={access.customers}
          onSave={(id) => (id ? save({ customerId: id }) : Promise.resolve(false))}
        />
        <CustomerLink
          customer={task.customer}
          className="justify-self-start text-sm text-brand-700 dark:text-brand-300"
        />
      </div>
      <InlineChoice
        label="Project"
        current={task.project ? { id: task.project.id, name: task.project.name } : null}
        source={projectSource}
        emptyChoice="No project"
        onSave={(projectId) => save({ projectId })}
      />
      <InlineChoice
        label="Department"
        current={task.department}
        choices={choices.departments}
        emptyChoice="No department"
        onSave={(departmentId) => save({ departmentId })}
      />
      <InlineSelect
        label="Work Type"
        value={task.workType}
        values={workTypes}
        onSave={(workType) => save({ workType })}
      />
      <Field label="Task Type">
        <InlineInput
          label="Task Type"
          value={task.taskType ?? ''}
          inputProps={{ maxLength: TASK_TYPE_MAX }}
          onSave={(taskType) => save({ taskType: taskType.trim() || null })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Start Date">
          <InlineInput
            label="Start Date"
            type="date"
            value={task.startDate ?? ''}
            onSave={(startDate) => save({ startDate: startDate || null })}
          />
        </Field>
        <Field label="Due Date">
          <InlineInput
            label="Due Date"
            type="date"
            value={task.dueDate}
            onSave={(dueDate) => (saveDueDate ? saveDueDate(dueDate) : save({ dueDate }))}
          />
        </Field>
      </div>
      <Field label="Estimate (hours)">
        <InlineInput
          label="Estimate (hours)"
          type="number"
          value={task.estimateHours === null ? '' : String(task.estimateHours)}
          inputProps={{ min: 0, step: 0.25, inputMode: 'decimal' }}
          onSave={(hours) => save({ estimateHours: hours.trim() === '' ? null : Number(hours) })}
        />
      </Field>
      <dl className="grid gap-4">
        <TaskTimes task={task} canEdit />
      </dl>
    </div>
  );
}

/** Created, by whom, and completed (once Completed: status changes stamp the time). */
function TaskTimes({ task, canEdit }: { task: TaskDetail; canEdit: boolean }) {
  const dates = useDates();
  return (
    <>
      <Row label="Created">
        <time dateTime={task.createdAt}>{dates.dateTime(task.createdAt)}</time>
        {task.createdBy && (
          <span className="text-slate-600 dark:text-slate-400"> by {task.createdBy.name}</span>
        )}
      </Row>
      {task.status === 'Completed' && task.completedAt && (
        <Row label="Completed">
          <time dateTime={task.completedAt}>{dates.dateTime(task.completedAt)}</time>
        </Row>
      )}
      {task.recurrence && (
        <Row label="Repeats">
          {task.recurrence.isActive ? describeRecurrence(task.recurrence) : 'No longer repeats'}
          {task.recurrence.isActive &&
            task.recurrence.endDate &&
            `, until ${dates.calendarDate(task.recurrence.endDate)}`}
          {canEdit && task.recurrence.isActive && <StopRepeating taskId={task.id} />}
        </Row>
      )}
    </>
  );
}

/** Ends the series after a confirmation: later occurrences are not created, this task stays. */
function StopRepeating({ taskId }: { taskId: string }) {
  const [isAsking, setAsking] = useState(false);
  const stop = useStopRecurrence(taskId);
  return (
    <>
      <button
        type="button"
        className="ml-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        onClick={() => setAsking(true)}
      >
        Stop repeating
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Stop repeating this task?"
        description="No further occurrences will be created. This task and earlier ones stay as they are."
        confirmLabel="Stop repeating"
        isPending={stop.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          stop.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success('The task no longer repeats.');
            },
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : 'Could not stop the repetition.'),
          })
        }
      />
    </>
  );
}

const UNITS = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;

/** "Every month", "Every 2 weeks", "Every month, on the last working day". */
function describeRecurrence(recurrence: NonNullable<TaskDetail['recurrence']>): string {
  const unit = UNITS[recurrence.frequency];
  const every = recurrence.interval > 1 ? `Every ${recurrence.interval} ${unit}s` : `Every ${unit}`;
  if (recurrence.isLastWorkingDay) return `${every}, on the last working day`;
  if (recurrence.monthDay) return `${every}, on day ${recurrence.monthDay}`;
  return every;
}
