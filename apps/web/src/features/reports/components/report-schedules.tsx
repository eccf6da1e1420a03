import {
  REPORT_FILE_FORMAT_LABELS,
  REPORT_FILE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_FREQUENCY_LABELS,
  REPORT_SCHEDULE_STOPPED_LABELS,
  type ReportDefinition,
  type ReportFileFormat,
  type ReportScheduleFrequency,
} from '@taskflow/shared';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import {
  useCreateReportSchedule,
  useDeleteReportSchedule,
  useRecipientChoices,
  useReportSchedules,
} from '../api/dashboard';

/**
 * Email a saved report of mine weekly (Mondays) or monthly (the 1st) at 08:00 in the organization's zone,
 * to chosen members, as CSV, Excel or PDF. Each recipient receives the report run with their own
 * permissions; the server refuses people who may not receive the chosen file.
 */
export function ReportSchedules({ definition }: { definition: ReportDefinition }) {
  const [isOpen, setOpen] = useState(false);
  const schedules = useReportSchedules(definition.id, isOpen);
  const people = useRecipientChoices(isOpen);
  const create = useCreateReportSchedule();
  const remove = useDeleteReportSchedule();
  const dates = useDates();
  const [frequency, setFrequency] = useState<ReportScheduleFrequency>('weekly');
  const [format, setFormat] = useState<ReportFileFormat>('csv');
  const [recipientIds, setRecipientIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const id = useId();
  const formats = REPORT_FILE_FORMATS.filter((entry) => entry !== 'pdf' || definition.type !== 'detailed');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await create.mutateAsync({ definitionId: definition.id, frequency, format, recipientIds });
      toast.success(
        `${definition.name} will be emailed ${frequency === 'weekly' ? 'every week' : 'every month'}`,
      );
      setRecipientIds([]);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.fields.recipientIds ?? caught.fields.format ?? caught.message)
          : 'Could not schedule the report',
      );
    }
  };

  return (
    <details className="w-full text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer py-1">Email on a schedule</summary>
      {isOpen && (
        <div className="mt-2 space-y-3 pl-4">
          <ul className="space-y-1" aria-label={`Schedules of ${definition.name}`}>
            {(schedules.data ?? []).map((schedule) => (
              <li key={schedule.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {REPORT_SCHEDULE_FREQUENCY_LABELS[schedule.frequency]} ·{' '}
                  {REPORT_FILE_FORMAT_LABELS[schedule.format]} to{' '}
                  {schedule.recipients.map((person) => person.name).join(', ')} ·{' '}
                  {schedule.isActive
                    ? `next ${dates.dateTime(schedule.nextRunAt)}`
                    : schedule.stoppedReason
                      ? REPORT_SCHEDULE_STOPPED_LABELS[schedule.stoppedReason]
                      : 'stopped'}
                </span>
                <Button
                  variant="ghost"
                  aria-label={`Stop the ${schedule.frequency} email of ${definition.name}`}
                  onClick={() => remove.mutate(schedule.id)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
            {schedules.data?.length === 0 && (
              <li className="text-slate-600 dark:text-slate-400">Not scheduled.</li>
            )}
          </ul>
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <label className="grid gap-1">
              <span className="text-xs font-medium text-slate-600 dark:text-slate-300">How often</span>
              <select
                className={inputClasses(false)}
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as ReportScheduleFrequency)}
              >
                {REPORT_SCHEDULE_FREQUENCIES.map((entry) => (
                  <option key={entry} value={entry}>
                    {REPORT_SCHEDULE_FREQUENCY_LABELS[entry]}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1">
              <span className="text-xs font-medium text-slate-600 dark:text-slate-300">File</span>
              <select
                className={inputClasses(false)}
                value={format}
                onChange={(event) => setFormat(event.target.value as ReportFileFormat)}
              >
                {formats.map((entry) => (
                  <option key={entry} value={entry}>
                    {REPORT_FILE_FORMAT_LABELS[entry]}
                  </option>
                ))}
              </select>
            </label>
            <fieldset
              className="grid max-h-40 gap-1 overflow-y-auto"
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <legend className="text-xs font-medium text-slate-600 dark:text-slate-300">Send to</legend>
              {(people.data ?? []).map((person) => (
                <label key={person.id} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={recipientIds.includes(person.id)}
                    onChange={(event) => {
                      setError(undefined);
                      setRecipientIds((ids) =>
                        event.target.checked
                          ? [...ids, person.id]
                          : ids.filter((entry) => entry !== person.id),
                      );
                    }}
                  />
                  {person.name}
                </label>
              ))}
            </fieldset>
            <Button
              type="submit"
              variant="secondary"
              isLoading={create.isPending}
              disabled={recipientIds.length === 0}
            >
              Schedule
            </Button>
            <p className="w-full text-xs text-slate-600 dark:text-slate-400">
              Each person receives the rows their own permissions allow.
            </p>
            {error && (
              <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </form>
        </div>
      )}
    </details>
  );
}
