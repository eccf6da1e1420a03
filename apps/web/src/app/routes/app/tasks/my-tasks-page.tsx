import type { MyTasks, Task } from '@taskflow/shared';
import { clsx } from 'clsx';
import { CircleCheckBig, KanbanSquare, List, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { TaskIdChip, TaskPriorityBadge, TaskStatusBadge } from '../../../../components/task-badges';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useMyTasks } from '../../../../features/tasks/api/task-api';
import { useCan, useMe } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

/** The open statuses, as the Task List spells its status filter. */
const OPEN_STATUSES = 'Pending,In Progress,On Hold';

function MyTaskRow({ task, isOverdue }: { task: Task; isOverdue: boolean }) {
  const dates = useDates();
  return (
    <li className="grid gap-2 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
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
        <p className="mt-1 wrap-anywhere text-slate-600 dark:text-slate-400">
          {task.customer.name}
          {task.project && ` · ${task.project.name}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TaskStatusBadge status={task.status} />
        <TaskPriorityBadge priority={task.priority} />
        <span
          className={clsx(
            'whitespace-nowrap',
            isOverdue ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          Due {dates.calendarDate(task.dueDate)}
        </span>
      </div>
    </li>
  );
}

function MyTaskGroups({ mine }: { mine: MyTasks }) {
  const shown = mine.groups.filter((group) => group.tasks.length > 0);
  const listed = shown.reduce((sum, group) => sum + group.tasks.length, 0);
  return (
    <div className="grid gap-6">
      {shown.map((group) => (
        <section key={group.key} aria-labelledby={`my-tasks-${group.key}`} className="grid gap-2">
          <h2
            id={`my-tasks-${group.key}`}
            className={clsx(
              'flex items-baseline gap-2 text-lg font-semibold',
              group.key === 'overdue' && 'text-red-700 dark:text-red-300',
            )}
          >
            {group.label}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              {group.tasks.length}
              <span className="sr-only"> tasks</span>
            </span>
          </h2>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {group.tasks.map((task) => (
              <MyTaskRow key={task.id} task={task} isOverdue={group.key === 'overdue'} />
            ))}
          </ul>
        </section>
      ))}
      {mine.total > listed && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The first {listed} of your {mine.total} open tasks are shown; the Task List has them all.
        </p>
      )}
    </div>
  );
}

/**
 * My tasks: what the signed-in person has to do, open tasks assigned to them grouped Overdue, Today,
 * This week and Later (days in the organization's time zone, from the API). Live like the Task List.
 */
export default function MyTasksPage() {
  useDocumentTitle('My tasks');
  useWorkUpdates();
  const { data: me } = useMe();
  const canCreate = useCan('tasks.create');
  const mine = useMyTasks();
  const listUrl = `/app/tasks?${new URLSearchParams({ assigneeId: me?.id ?? '', status: OPEN_STATUSES })}`;
  const newTask = canCreate && me && (
    <Link to={`/app/tasks/new?assigneeId=${me.id}`} className={buttonClasses('primary')}>
      <Plus aria-hidden className="size-4" />
      Assign New Task
    </Link>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="My tasks"
        description="Your open tasks by due date, the most pressing first."
        actions={
          <>
            <Link to={listUrl} className={buttonClasses('secondary')}>
              <List aria-hidden className="size-4" />
              Open as list
            </Link>
            <Link to="/app/board?scope=mine" className={buttonClasses('secondary')}>
              <KanbanSquare aria-hidden className="size-4" />
              Board
            </Link>
            {newTask}
          </>
        }
      />
      {mine.isPending ? (
        <ListSkeleton label="Loading your tasks…" />
      ) : mine.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load your tasks. Try again later.
        </p>
      ) : mine.data.total === 0 ? (
        <EmptyState
          icon={CircleCheckBig}
          title="Nothing open"
          description="Tasks assigned to you appear here until they are completed."
          action={newTask}
        />
      ) : (
        <MyTaskGroups mine={mine.data} />
      )}
    </div>
  );
}
