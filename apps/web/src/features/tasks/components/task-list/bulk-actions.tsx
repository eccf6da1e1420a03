import {
  type BulkUpdateResult,
  type BulkUpdateTasksBody,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
} from '@taskflow/shared';
import { Trash2, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import type { Choice } from '../../../../lib/choice-search';
import { peopleSource } from '../../../../lib/choice-sources';
import { loadToast, notify } from '../../../../lib/notify';
import { UNDO_WINDOW_MS } from '../../../../lib/undoable-delete';
import { useBulkDeleteTasks, useBulkUpdateTasks } from '../../api/task-api';

const plural = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);
const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again later.';
/** The leave warnings a bulk reassignment shows: one per due date among the selected rows, at most this many. */
const NOTICE_DATES_MAX = 5;

/**
 * Changes for the selected rows: status, assignee, priority, due date, or delete. Each is one request
 * that changes all of them or none (the API runs it in one transaction). A reassignment asks first,
 * with the new assignee's leave on the rows' due dates (`leaveNotice`, composed by the page), and
 * can be undone from its toast.
 */
export function BulkActions({
  taskIds,
  tasks,
  leaveNotice,
  canEdit,
  canDelete,
  onDone,
}: {
  taskIds: string[];
  /** The selected rows, for their due dates and the assignees an undo gives them back to. */
  tasks: Pick<Task, 'id' | 'dueDate' | 'assignee'>[];
  leaveNotice?: (assignee: Choice, dueDate: string) => ReactNode;
  canEdit: boolean;
  canDelete: boolean;
  onDone: () => void;
}) {
  const update = useBulkUpdateTasks();
  const remove = useBulkDeleteTasks();
  const canListPeople = useCan('users.view');
  // Reassigning needs Create Task on the server as well as Edit.
  const canReassign = useCan('tasks.create');
  const [dueDate, setDueDate] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const [reassignTo, setReassignTo] = useState<Choice | null>(null);
  const [isMovingSubtasks, setMovingSubtasks] = useState(true);
  const subtasksId = useId();
  const count = taskIds.length;
  const dueDates = [...new Set(tasks.map((task) => task.dueDate))].sort().slice(0, NOTICE_DATES_MAX);

  /**
   * Each task goes back to its own previous assignee with exactly the subtasks that moved: one
   * all-or-nothing request per person.
   */
  const undoReassign = async (
    previous: Pick<Task, 'id' | 'assignee'>[],
    moved: BulkUpdateResult['movedSubtasks'],
  ) => {
    const byAssignee = new Map<string, string[]>();
    for (const task of previous)
      byAssignee.set(task.assignee.id, [...(byAssignee.get(task.assignee.id) ?? []), task.id]);
    try {
      for (const [assigneeId, ids] of byAssignee) {
        const moveSubtaskIds = moved
          .filter((entry) => ids.includes(entry.taskId))
          .flatMap((entry) => entry.subtaskIds);
        await update.mutateAsync({
          taskIds: ids,
          changes: { assigneeId, ...(moveSubtaskIds.length ? { moveSubtaskIds } : {}) },
        });
      }
      notify('success', `${plural(previous.length)} back with their previous assignees`);
    } catch (error) {
      notify('error', failure(error));
    }
  };

  const reassign = async (assignee: Choice) => {
    const previous = tasks.filter((task) => taskIds.includes(task.id) && task.assignee.id !== assignee.id);
    try {
      const { updated, movedSubtasks } = await update.mutateAsync({
        taskIds,
        changes: { assigneeId: assignee.id, moveOpenSubtasks: isMovingSubtasks },
      });
      setReassignTo(null);
      onDone();
      const subtaskCount = movedSubtasks.reduce((sum, entry) => sum + entry.subtaskIds.length, 0);
      const withSubtasks = subtaskCount
        ? ` with ${subtaskCount} open subtask${subtaskCount === 1 ? '' : 's'}`
        : '';
      const toaster = await loadToast();
      toaster.success(`${plural(updated)} assigned to ${assignee.name}${withSubtasks}`, {
        duration: UNDO_WINDOW_MS,
        action: { label: 'Undo', onClick: () => void undoReassign(previous, movedSubtasks) },
      });
    } catch (error) {
      toast.error(failure(error));
    }
  };

  const apply = async (changes: BulkUpdateTasksBody['changes'], what: string) => {
    try {
      const { updated } = await update.mutateAsync({ taskIds, changes });
      toast.success(`${what} for ${plural(updated)}`);
      onDone();
    } catch (error) {
      toast.error(failure(error));
    }
  };

  const deleteAll = async () => {
    try {
      const { deleted } = await remove.mutateAsync(taskIds);
      toast.success(`${plural(deleted)} deleted`);
      setConfirming(false);
      onDone();
    } catch (error) {
      toast.error(failure(error));
    }
  };

  return (
    <section
      aria-label="Bulk actions"
      className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold" role="status">
          {plural(count)} selected
        </p>
        <Button variant="ghost" className="min-h-9 px-2" onClick={onDone}>
          <X aria-hidden className="size-4" />
          Clear selection
        </Button>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {canEdit && (
          <>
            <label className="grid gap-1 text-sm font-medium">
              Set status
              <select
                className={inputClasses(false)}
                value=""
                disabled={update.isPending}
                onChange={(event) => {
                  const status = event.target.value as (typeof TASK_STATUSES)[number];
                  if (status) void apply({ status }, `Status set to ${status}`);
                }}
              >
                <option value="">Choose…</option>
                {TASK_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium">
              Set priority
              <select
                className={inputClasses(false)}
                value=""
                disabled={update.isPending}
                onChange={(event) => {
                  const priority = event.target.value as (typeof TASK_PRIORITIES)[number];
                  if (priority) void apply({ priority }, `Priority set to ${priority}`);
                }}
              >
                <option value="">Choose…</option>
                {TASK_PRIORITIES.map((priority) => (
                  <option key={priority}>{priority}</option>
                ))}
              </select>
            </label>
            {canReassign && (
              <ChoiceSelect
                label="Reassign to"
                source={peopleSource}
                isEnabled={canListPeople}
                offersMe
                value=""
                onChange={(_id, person) => {
                  if (person) setReassignTo(person);
                }}
              />
            )}
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (dueDate) void apply({ dueDate }, 'Due date changed');
              }}
            >
              <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
                Set due date
                <input
                  type="date"
                  className={inputClasses(false)}
                  value={dueDate}
                  onChange={(event) => setDueDate(event.target.value)}
                />
              </label>
              <Button type="submit" variant="secondary" disabled={!dueDate} isLoading={update.isPending}>
                Apply
              </Button>
            </form>
          </>
        )}
        {canDelete && (
          <Button variant="danger" onClick={() => setConfirming(true)} className="lg:justify-self-end">
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={reassignTo !== null}
        tone="primary"
        title={`Reassign ${plural(count)}?`}
        description={reassignTo ? `They go to ${reassignTo.name}.` : ''}
        confirmLabel="Reassign"
        isPending={update.isPending}
        onCancel={() => setReassignTo(null)}
        onConfirm={() => reassignTo && void reassign(reassignTo)}
      >
        <div className="mt-4 grid gap-2">
          {reassignTo &&
            leaveNotice &&
            dueDates.map((dueDate) => <div key={dueDate}>{leaveNotice(reassignTo, dueDate)}</div>)}
          <label htmlFor={subtasksId} className="flex items-start gap-2 text-sm">
            <input
              id={subtasksId}
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 dark:border-slate-600"
              checked={isMovingSubtasks}
              onChange={(event) => setMovingSubtasks(event.target.checked)}
            />
            <span>Also move their open subtasks that are with the current assignees</span>
          </label>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Delete ${plural(count)}?`}
        description="They are removed with their subtasks, comments, attachments and history. This cannot be undone."
        confirmLabel={`Delete ${plural(count)}`}
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={deleteAll}
      />
    </section>
  );
}
