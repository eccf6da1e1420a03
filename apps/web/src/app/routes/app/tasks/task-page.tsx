import { TASK_TITLE_MAX, type TaskDetail } from '@taskflow/shared';
import { SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  OverdueBadge,
  TaskIdChip,
  TaskPriorityBadge,
  TaskStatusBadge,
} from '../../../../components/task-badges';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { AssigneeLeaveWarning } from '../../../../features/leave/components/assignee-leave-warning';
import { useDueDateChange } from '../../../../features/planning/components/due-date-change';
import { TaskDependencies } from '../../../../features/planning/components/task-dependencies';
import { useDeleteTask, useTask, useTaskIdOf } from '../../../../features/tasks/api/task-api';
import { ReassignDialog } from '../../../../features/tasks/components/task-detail/reassign-dialog';
import { TaskAttachments } from '../../../../features/tasks/components/task-detail/task-attachments';
import { TaskComments } from '../../../../features/tasks/components/task-detail/task-comments';
import { TaskDescription } from '../../../../features/tasks/components/task-detail/task-description';
import {
  InlineTextArea,
  TaskFields,
  useSaveTaskField,
} from '../../../../features/tasks/components/task-detail/task-fields';
import { TaskHistory } from '../../../../features/tasks/components/task-detail/task-history';
import { TaskSubtasks } from '../../../../features/tasks/components/task-detail/task-subtasks';
import { TaskWatchers, WatchButton } from '../../../../features/tasks/components/task-detail/task-watchers';
import { TaskTimerButton } from '../../../../features/time/components/task-timer-button';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import type { Choice } from '../../../../lib/choice-search';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

function NotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Task not found"
      description="It does not exist, was deleted, or is not among the tasks you may see."
      action={
        <Link to="/app/tasks" className={buttonClasses('secondary')}>
          Go to the Task List
        </Link>
      }
    />
  );
}

/** A task's page, addressed by its Task ID (`/app/tasks/ACM-42`) or its id. */
export default function TaskPage() {
  const { taskId: ref = '' } = useParams();
  useWorkUpdates();
  const resolved = useTaskIdOf(ref);
  const task = useTask(resolved.id ?? '', { enabled: Boolean(resolved.id) });
  useDocumentTitle(task.data ? `${task.data.displayId} ${task.data.title}` : 'Task');

  const isMissing =
    (!resolved.isPending && !resolved.id && !resolved.isError) ||
    (task.error instanceof ApiError && task.error.status === 404);
  if (isMissing) return <NotFound />;
  if (resolved.isError || task.isError)
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        Could not load the task. Try again later.
      </p>
    );
  if (!task.data)
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the task…
        </span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48" />
      </div>
    );
  return <TaskView task={task.data} />;
}

function TaskView({ task }: { task: TaskDetail }) {
  const navigate = useNavigate();
  const mayEdit = useCan('tasks.edit');
  const canEdit = task.canEdit && mayEdit;
  const canDelete = task.canDelete;
  const saveField = useSaveTaskField(task.id);
  const remove = useDeleteTask();
  const [isDeleting, setDeleting] = useState(false);
  // A new assignee is asked about first (their leave on the due date, the open subtasks), as on Assign New Task.
  const [reassignTo, setReassignTo] = useState<Choice | null>(null);
  const dueDate = useDueDateChange(task, (value) => saveField({ dueDate: value }));

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Breadcrumb items={[{ label: 'Tasks', to: '/app/tasks' }, { label: task.displayId }]} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 basis-full gap-2 md:basis-0">
            <div className="flex flex-wrap items-center gap-2">
              <TaskIdChip task={task} asLink={false} />
              <TaskStatusBadge status={task.status} />
              <TaskPriorityBadge priority={task.priority} />
              {task.isOverdue && <OverdueBadge />}
              {task.project && (
                <Link
                  to={`/app/projects/${task.project.id}`}
                  className="truncate text-sm text-slate-600 hover:underline dark:text-slate-400"
                >
                  {task.project.key} · {task.project.name}
                </Link>
              )}
            </div>
            {canEdit ? (
              <h1 className="min-w-0">
                {/* The heading's name for assistive technology; the field below edits it. */}
                <span className="sr-only">{task.title}</span>
                <InlineTextArea
                  label="Task Title"
                  value={task.title}
                  maxLength={TASK_TITLE_MAX}
                  onSave={(title) => saveField({ title })}
                  className="w-full rounded-lg border border-transparent bg-transparent px-2 py-1 -ml-2 text-2xl font-bold tracking-tight hover:border-slate-300 focus:border-brand-500 dark:hover:border-slate-700"
                />
              </h1>
            ) : (
              <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{task.title}</h1>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <TaskTimerButton taskId={task.id} displayId={task.displayId} />
            <WatchButton task={task} />
            {canDelete && (
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            )}
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <div className={CARD}>
            <TaskDescription task={task} canEdit={canEdit} />
          </div>
          <div className={CARD}>
            <TaskSubtasks task={task} canEdit={canEdit} />
          </div>
          <div className={CARD}>
            <TaskAttachments taskId={task.id} canEdit={canEdit} />
          </div>
          <div className={CARD}>
            <TaskComments taskId={task.id} />
          </div>
          <section id="history" aria-labelledby="history-heading" className={CARD}>
            <h2 id="history-heading" className="mb-2 text-lg font-semibold">
              History
            </h2>
            <TaskHistory taskId={task.id} />
          </section>
        </div>
        <aside aria-label="Task details" className="grid min-w-0 content-start gap-6">
          <div className={CARD}>
            <TaskFields task={task} canEdit={canEdit} onReassign={setReassignTo} saveDueDate={dueDate.save} />
          </div>
          <div className={CARD}>
            <TaskWatchers task={task} canEdit={canEdit} />
          </div>
          <div className={CARD}>
            <TaskDependencies taskId={task.id} projectId={task.project?.id ?? null} />
          </div>
        </aside>
      </div>

      <ReassignDialog
        task={task}
        assignee={reassignTo}
        notice={
          reassignTo && (
            <AssigneeLeaveWarning
              assigneeId={reassignTo.id}
              assigneeName={reassignTo.name}
              dueDate={task.dueDate}
            />
          )
        }
        onClose={() => setReassignTo(null)}
      />
      {dueDate.dialog}
      <ConfirmDialog
        isOpen={isDeleting}
        title={`Delete ${task.displayId}?`}
        description="The task is removed with its subtasks, comments, attachments and history. This cannot be undone."
        confirmLabel="Delete task"
        isPending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(task.id);
            toast.success(`${task.displayId} deleted`);
            navigate('/app/tasks');
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : 'Could not delete the task.');
          }
        }}
      />
    </div>
  );
}
