import {
  formatMinutes,
  isoToZonedInput,
  parseHours,
  TIME_DATE_REQUIRED,
  TIME_DURATION_INVALID,
  TIME_END_BEFORE_START,
  TIME_END_INVALID,
  TIME_NOTE_MAX,
  TIME_START_INVALID,
  TIME_TASK_REQUIRED,
  type TimeEntry,
  type TimeEntryBody,
  todayIn,
  zonedInputToIso,
} from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { TaskPicker } from './task-picker';

const FormSchema = z
  .object({
    taskId: z.string().min(1, TIME_TASK_REQUIRED),
    date: z.string().min(1, TIME_DATE_REQUIRED),
    mode: z.enum(['range', 'duration']),
    start: z.string(),
    end: z.string(),
    duration: z.string(),
    note: z.string().max(TIME_NOTE_MAX, `Note must be at most ${TIME_NOTE_MAX} characters`),
    isBillable: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.mode === 'duration') {
      const minutes = parseHours(values.duration);
      if (!minutes || minutes > 24 * 60)
        context.addIssue({ code: 'custom', path: ['duration'], message: TIME_DURATION_INVALID });
      return;
    }
    if (!/^\d{2}:\d{2}$/.test(values.start))
      context.addIssue({ code: 'custom', path: ['start'], message: TIME_START_INVALID });
    if (!/^\d{2}:\d{2}$/.test(values.end))
      context.addIssue({ code: 'custom', path: ['end'], message: TIME_END_INVALID });
    else if (values.end <= values.start)
      context.addIssue({ code: 'custom', path: ['end'], message: TIME_END_BEFORE_START });
  });
type Values = z.infer<typeof FormSchema>;

/** Form values as the API takes them: wall-clock times in the viewer's zone become instants. */
export function toEntryBody(values: Values, timeZone: string): TimeEntryBody {
  const common = {
    taskId: values.taskId,
    note: values.note.trim() || undefined,
    isBillable: values.isBillable,
  };
  if (values.mode === 'duration')
    return { ...common, date: values.date, durationMinutes: parseHours(values.duration) ?? 0 };
  return {
    ...common,
    startedAt: zonedInputToIso(`${values.date}T${values.start}`, timeZone),
    endedAt: zonedInputToIso(`${values.date}T${values.end}`, timeZone),
  };
}

/** Add or edit a time entry: a task, a day, a start and end or a duration, a note, billable or not. */
export function EntryForm({
  entry,
  timeZone,
  onSubmit,
  onCancel,
}: {
  entry?: TimeEntry;
  timeZone: string;
  onSubmit: (body: TimeEntryBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useApiForm<Values, Values>({
    schema: FormSchema,
    defaultValues: entry
      ? {
          taskId: entry.task.id,
          // A typed duration has no clock times: it is edited as a day and a duration.
          date: entry.startedAt ? isoToZonedInput(entry.startedAt, timeZone).slice(0, 10) : entry.date,
          mode: entry.startedAt ? 'range' : 'duration',
          start: entry.startedAt ? isoToZonedInput(entry.startedAt, timeZone).slice(11, 16) : '09:00',
          end: entry.endedAt ? isoToZonedInput(entry.endedAt, timeZone).slice(11, 16) : '',
          duration: entry.startedAt ? '' : formatMinutes(entry.minutes),
          note: entry.note ?? '',
          isBillable: entry.isBillable,
        }
      : {
          taskId: '',
          date: todayIn(timeZone),
          mode: 'range',
          start: '09:00',
          end: '10:00',
          duration: '',
          note: '',
          isBillable: true,
        },
    onSubmit: (values) => onSubmit(toEntryBody(values, timeZone)),
    serverFields: { startedAt: 'start', endedAt: 'end', durationMinutes: 'duration' },
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  return (
    <ApiFormShell form={form} label={entry ? 'Edit time entry' : 'Add time entry'} onCancel={onCancel}>
      <Controller
        control={form.control}
        name="taskId"
        render={({ field }) => (
          <TaskPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.taskId?.message}
            extra={
              entry
                ? {
                    id: entry.task.id,
                    displayId: entry.task.displayId,
                    title: entry.task.title,
                    customer: { name: entry.task.customerName },
                  }
                : undefined
            }
          />
        )}
      />
      <TextField label="Date" type="date" error={errors.date?.message} {...form.register('date')} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Time</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="range" {...form.register('mode')} /> Start and end
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="duration" {...form.register('mode')} /> Duration
          </label>
        </div>
      </fieldset>
      {mode === 'range' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Start" type="time" error={errors.start?.message} {...form.register('start')} />
          <TextField label="End" type="time" error={errors.end?.message} {...form.register('end')} />
        </div>
      ) : (
        <TextField
          label="Duration"
          placeholder="1:30 or 1.5"
          hint="Hours and minutes; placed after your last entry of that day."
          error={errors.duration?.message}
          {...form.register('duration')}
        />
      )}
      <TextAreaField label="Note" rows={2} error={errors.note?.message} {...form.register('note')} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isBillable')} /> Billable
      </label>
    </ApiFormShell>
  );
}
