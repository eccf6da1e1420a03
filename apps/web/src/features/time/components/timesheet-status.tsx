import { TIMESHEET_STATUS_LABELS, type TimesheetStatus } from '@taskflow/shared';
import { clsx } from 'clsx';

const TONES: Record<TimesheetStatus, string> = {
  open: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  submitted: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  returned: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  reopened: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {TIMESHEET_STATUS_LABELS[status]}
    </span>
  );
}
