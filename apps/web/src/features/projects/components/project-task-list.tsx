import type { Task } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { TaskIdChip, TaskPriorityBadge, TaskStatusBadge } from '../../../components/task-badges';
import { useDates } from '../../../lib/dates';

/** The project's tasks in brief: each row opens the task page; the full list is the Task List. */
export function ProjectTaskList({ tasks }: { tasks: Task[] }) {
  const dates = useDates();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {tasks.map((task) => (
        <li
          key={task.id}
          className="grid gap-2 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
        >
          <div className="min-w-0">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <TaskIdChip task={task} />
              <Link
                to={`/app/tasks/${task.displayId}`}
                className="min-w-0 font-medium wrap-anywhere text-slate-900 hover:underline dark:text-white"
              >
                {task.title}
              </Link>
            </div>
            <p className="mt-1 truncate text-slate-600 dark:text-slate-400" title={task.assignee.name}>
              {task.assignee.name}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <TaskStatusBadge status={task.status} />
            <TaskPriorityBadge priority={task.priority} />
            <span
              className={clsx(
                'whitespace-nowrap',
                task.isOverdue
                  ? 'font-semibold text-red-700 dark:text-red-300'
                  : 'text-slate-600 dark:text-slate-400',
              )}
            >
              Due {dates.calendarDate(task.dueDate)}
              {task.isOverdue && ' · Overdue'}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
