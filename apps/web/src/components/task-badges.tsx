import type { TaskPriority, TaskStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronsUp, Equal } from 'lucide-react';
import { Link } from 'react-router';

/** One colour per status, shared by the list, the task page, the board and the dashboard. */
export const TASK_STATUS_STYLE: Record<TaskStatus, string> = {
  Pending: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  'In Progress': 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  Completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'On Hold': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export const TASK_PRIORITY_STYLE: Record<TaskPriority, string> = {
  Critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  High: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  Medium: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  Low: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

// Priority carries an icon too, so it does not rely on colour alone.
const PRIORITY_ICON: Record<TaskPriority, typeof ArrowUp> = {
  Critical: ChevronsUp,
  High: ArrowUp,
  Medium: Equal,
  Low: ArrowDown,
};

const BADGE = 'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs';

export function TaskStatusBadge({ status, className }: { status: TaskStatus; className?: string }) {
  return <span className={clsx(BADGE, 'font-semibold', TASK_STATUS_STYLE[status], className)}>{status}</span>;
}

export function TaskPriorityBadge({ priority, className }: { priority: TaskPriority; className?: string }) {
  const Icon = PRIORITY_ICON[priority];
  return (
    <span className={clsx(BADGE, 'font-medium', TASK_PRIORITY_STYLE[priority], className)}>
      <Icon aria-hidden className="size-3" />
      {priority}
    </span>
  );
}

/** Shown beside a due date that has passed on an open task. */
export function OverdueBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        BADGE,
        'font-semibold bg-red-600 text-white dark:bg-red-700 dark:text-white',
        className,
      )}
    >
      Overdue
    </span>
  );
}

/** The task's readable id (`ACM-42`), a link to its page unless `asLink` is false. */
export function TaskIdChip({
  task,
  asLink = true,
  className,
}: {
  task: { id: string; displayId: string };
  asLink?: boolean;
  className?: string;
}) {
  const classes = clsx(
    'inline-flex shrink-0 whitespace-nowrap rounded-md border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs font-medium text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
    className,
  );
  if (!asLink) return <span className={classes}>{task.displayId}</span>;
  return (
    <Link
      to={`/app/tasks/${task.displayId}`}
      className={clsx(classes, 'hover:border-brand-500 hover:text-brand-700 dark:hover:text-brand-300')}
    >
      {task.displayId}
    </Link>
  );
}
