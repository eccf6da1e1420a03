import type { DraggableProvided } from '@hello-pangea/dnd';
import { type BoardCard as Card, TASK_STATUSES, type TaskStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Building2, CalendarClock, CheckCircle2, GripVertical, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { TaskIdChip, TaskPriorityBadge } from '../../../../components/task-badges';
import { useDates } from '../../../../lib/dates';

/** One card: Task ID, title, customer, assignee, priority, due date (overdue highlighted), completion stamp. */
export function BoardCard({
  task,
  provided,
  isDragging,
  canMove,
  onMoveTo,
}: {
  task: Card;
  provided: DraggableProvided;
  isDragging: boolean;
  canMove: boolean;
  /** The same move without dragging: for a column off screen (a phone) or a touch screen. */
  onMoveTo: (status: TaskStatus) => void;
}) {
  const dates = useDates();
  return (
    <article
      ref={provided.innerRef}
      {...provided.draggableProps}
      aria-label={`${task.displayId} ${task.title}`}
      className={clsx(
        'flex gap-2 rounded-xl border bg-white p-3 text-sm shadow-sm dark:bg-slate-900',
        task.isOverdue ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-700',
        isDragging && 'shadow-lg ring-2 ring-brand-500',
      )}
    >
      {canMove && (
        <button
          type="button"
          {...provided.dragHandleProps}
          aria-label={`Move ${task.displayId}`}
          className="-my-1 -ml-1 flex w-6 shrink-0 cursor-grab items-start justify-center rounded-md pt-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <TaskIdChip task={task} />
          <TaskPriorityBadge priority={task.priority} />
        </div>
        <Link
          to={`/app/tasks/${task.displayId}`}
          className="font-medium wrap-anywhere text-slate-900 hover:underline dark:text-white"
        >
          {task.title}
        </Link>
        <p className="flex min-w-0 items-center gap-1.5 text-slate-600 dark:text-slate-400">
          <Building2 aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">Customer </span>
          <span className="truncate" title={task.customer.name}>
            {task.customer.name}
          </span>
        </p>
        <p className="flex min-w-0 items-center gap-1.5 text-slate-600 dark:text-slate-400">
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">Assigned to </span>
          <span className="truncate" title={task.assignee.name}>
            {task.assignee.name}
          </span>
        </p>
        {task.status === 'Completed' && task.completedAt ? (
          <p className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 aria-hidden className="size-3.5 shrink-0" />
            <span>Completed {dates.dateTime(task.completedAt)}</span>
          </p>
        ) : (
          <p
            className={clsx(
              'flex flex-wrap items-center gap-1.5',
              task.isOverdue
                ? 'font-semibold text-red-700 dark:text-red-300'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            <CalendarClock aria-hidden className="size-3.5 shrink-0" />
            <span>
              Due {dates.calendarDate(task.dueDate)}
              {task.isOverdue && ' · Overdue'}
            </span>
          </p>
        )}
        {canMove && (
          <select
            aria-label={`Status of ${task.displayId}`}
            value={task.status}
            onChange={(event) => onMoveTo(event.target.value as TaskStatus)}
            className="w-fit rounded-md border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
          >
            {TASK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </div>
    </article>
  );
}
