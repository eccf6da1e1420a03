import { JOB_STATE_LABELS, type JobViewState } from '@taskflow/shared';
import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';

/** Each state's colours, light and dark; the chip always says its state in words too. */
export const JOB_STATE_CLASSES: Record<JobViewState, string> = {
  not_started: 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-800 dark:text-slate-200',
  in_progress: 'bg-sky-50 text-sky-800 ring-sky-600/25 dark:bg-sky-950/60 dark:text-sky-200',
  waiting_on_client:
    'bg-violet-50 text-violet-800 ring-violet-600/25 dark:bg-violet-950/60 dark:text-violet-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-950/60 dark:text-emerald-200',
  overdue: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/60 dark:text-red-200',
};

/** A job's state as a coloured chip with its name ("Overdue"), optionally with a mark of an extension. */
export function JobStateChip({
  state,
  isExtended = false,
  className,
}: {
  state: JobViewState;
  isExtended?: boolean;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        JOB_STATE_CLASSES[state],
        className,
      )}
    >
      {JOB_STATE_LABELS[state]}
      {isExtended && (
        <>
          <CalendarClock aria-hidden className="size-3" />
          <span className="sr-only">, extended</span>
        </>
      )}
    </span>
  );
}
