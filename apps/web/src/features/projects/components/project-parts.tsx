import type { ProjectProgress, ProjectStatus } from '@taskflow/shared';
import { clsx } from 'clsx';

const STATUS_CLASSES: Record<ProjectStatus, string> = {
  Planned: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  Active: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-200',
  'On Hold': 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  Completed: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  Cancelled: 'bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-200',
};

export function ProjectStatusBadge({
  status,
  isArchived = false,
}: {
  status: ProjectStatus;
  isArchived?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={clsx(
          'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
          STATUS_CLASSES[status],
        )}
      >
        {status}
      </span>
      {isArchived && (
        <span className="inline-flex items-center rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-600 dark:border-slate-600 dark:text-slate-300">
          Archived
        </span>
      )}
    </span>
  );
}

/** The project key, as Task IDs carry it (GST-12). */
export function ProjectKey({ value }: { value: string }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-brand-700 dark:bg-slate-800 dark:text-brand-200">
      {value}
    </span>
  );
}

/** Completed share of the project's tasks, with the counts in words for screen readers. */
export function ProgressBar({ progress, className }: { progress: ProjectProgress; className?: string }) {
  const label = progress.total
    ? `${progress.percent}% done: ${progress.completed} of ${progress.total} tasks completed`
    : 'No tasks yet';
  return (
    <div className={clsx('min-w-0', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {progress.total
          ? `${progress.percent}% · ${progress.completed}/${progress.total} tasks`
          : 'No tasks yet'}
        {progress.overdue > 0 && (
          <span className="font-medium text-red-700 dark:text-red-300"> · {progress.overdue} overdue</span>
        )}
      </p>
    </div>
  );
}
