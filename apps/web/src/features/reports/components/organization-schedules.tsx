import {
  type OrganizationReportSchedule,
  REPORT_FILE_FORMAT_LABELS,
  REPORT_SCHEDULE_FREQUENCY_LABELS,
  REPORT_SCHEDULE_STOPPED_LABELS,
} from '@taskflow/shared';
import { MailX, Pause, Play, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import {
  useDeleteOrganizationSchedule,
  useOrganizationSchedules,
  usePauseSchedule,
  useResumeSchedule,
} from '../api/organization-schedules';

const messageOf = (caught: unknown, fallback: string) =>
  caught instanceof ApiError ? caught.message : fallback;

/**
 * Every scheduled email of the organization, whoever made it, for its administrators (Manage Settings):
 * who owns it, what it sends to whom, when next or why it stopped; pause, resume or delete it. The list
 * is read when the section is opened.
 */
export function OrganizationSchedules() {
  const [isOpen, setOpen] = useState(false);
  const schedules = useOrganizationSchedules(isOpen);
  const headingId = useId();
  return (
    <details
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold" id={headingId}>
        Scheduled emails of the organization
      </summary>
      {isOpen && (
        <section aria-labelledby={headingId} className="mt-3 space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Every saved report emailed on a schedule, whoever made it. A paused email sends nothing until it
            is resumed; one whose owner left or lost Generate Report stops by itself.
          </p>
          {schedules.isPending ? (
            <ListSkeleton rows={3} label="Loading the scheduled emails…" />
          ) : schedules.isError ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              Could not load the scheduled emails.
            </p>
          ) : schedules.data.length === 0 ? (
            <EmptyState
              icon={MailX}
              title="No scheduled emails"
              description="When someone emails a saved report on a schedule, it is listed here."
            />
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {schedules.data.map((schedule) => (
                <ScheduleItem key={schedule.id} schedule={schedule} />
              ))}
            </ul>
          )}
        </section>
      )}
    </details>
  );
}

function ScheduleItem({ schedule }: { schedule: OrganizationReportSchedule }) {
  const dates = useDates();
  const pause = usePauseSchedule();
  const resume = useResumeSchedule();
  const remove = useDeleteOrganizationSchedule();
  const [isDeleting, setDeleting] = useState(false);
  const name = `${schedule.definitionName} of ${schedule.owner.name}`;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch (caught) {
      toast.error(messageOf(caught, failed));
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {schedule.definitionName}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">by {schedule.owner.name}</span>
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {REPORT_SCHEDULE_FREQUENCY_LABELS[schedule.frequency]} ·{' '}
          {REPORT_FILE_FORMAT_LABELS[schedule.format]} to{' '}
          {schedule.recipients.map((person) => person.name).join(', ') || 'no one'}
        </p>
        <p className={schedule.isActive ? '' : 'text-amber-700 dark:text-amber-400'}>
          {schedule.isActive
            ? `Next: ${dates.dateTime(schedule.nextRunAt)}`
            : schedule.stoppedReason
              ? REPORT_SCHEDULE_STOPPED_LABELS[schedule.stoppedReason]
              : 'Stopped'}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {schedule.isActive ? (
          <Button
            variant="secondary"
            isLoading={pause.isPending}
            aria-label={`Pause ${name}`}
            onClick={() => run(() => pause.mutateAsync(schedule.id), `Paused ${name}`, 'Could not pause it')}
          >
            <Pause aria-hidden className="size-4" /> Pause
          </Button>
        ) : (
          <Button
            variant="secondary"
            isLoading={resume.isPending}
            aria-label={`Resume ${name}`}
            onClick={() =>
              run(() => resume.mutateAsync(schedule.id), `Resumed ${name}`, 'Could not resume it')
            }
          >
            <Play aria-hidden className="size-4" /> Resume
          </Button>
        )}
        <Button variant="ghost" aria-label={`Delete ${name}`} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isDeleting}
        title="Delete this scheduled email?"
        description={`${name} will no longer be emailed to ${schedule.recipients.length} ${
          schedule.recipients.length === 1 ? 'person' : 'people'
        }. Its owner can schedule it again.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          run(
            async () => {
              await remove.mutateAsync(schedule.id);
              setDeleting(false);
            },
            `Deleted ${name}`,
            'Could not delete it',
          )
        }
      />
    </li>
  );
}
