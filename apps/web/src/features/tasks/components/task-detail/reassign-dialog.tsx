import type { TaskDetail, UpdateTaskBody } from '@taskflow/shared';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import type { Choice } from '../../../../lib/choice-search';
import { loadToast, notify } from '../../../../lib/notify';
import { UNDO_WINDOW_MS } from '../../../../lib/undoable-delete';
import { useUpdateTask } from '../../api/task-api';

/** Open subtasks still with the task's current assignee: the ones that follow the task to someone else. */
export function subtasksToMove(task: TaskDetail) {
  return task.subtasks.filter((subtask) => !subtask.isDone && subtask.assignee?.id === task.assignee.id);
}

/**
 * Saves a new assignee (and the open subtasks that move with it), then confirms in a toast whose Undo
 * gives the task, and exactly those subtasks, back to the previous assignee.
 */
export function useReassign(task: TaskDetail) {
  const update = useUpdateTask(task.id);
  const reassign = async (assignee: Choice, moveSubtaskIds: string[]) => {
    const previous = task.assignee;
    const ids = moveSubtaskIds.length ? moveSubtaskIds : undefined;
    const body: UpdateTaskBody = { assigneeId: assignee.id, moveSubtaskIds: ids };
    await update.mutateAsync(body);
    const withSubtasks = ids ? ` with ${ids.length} open subtask${ids.length === 1 ? '' : 's'}` : '';
    const toast = await loadToast();
    toast.success(`${task.displayId} reassigned to ${assignee.name}${withSubtasks}.`, {
      duration: UNDO_WINDOW_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          update.mutateAsync({ assigneeId: previous.id, moveSubtaskIds: ids }).then(
            () => notify('success', `${task.displayId} is back with ${previous.name}.`),
            (error) =>
              notify('error', error instanceof ApiError ? error.message : 'Could not undo the reassignment.'),
          );
        },
      },
    });
  };
  return { reassign, isPending: update.isPending };
}

/**
 * Asks before a task changes hands: what the new assignee's leave means for the due date (`notice`,
 * the leave feature's warning, composed by the page) and whether the open subtasks go along too.
 */
export function ReassignDialog({
  task,
  assignee,
  notice,
  onClose,
}: {
  task: TaskDetail;
  /** The person chosen in the picker; the dialog is closed while null. */
  assignee: Choice | null;
  notice?: ReactNode;
  onClose: () => void;
}) {
  const { reassign, isPending } = useReassign(task);
  const movable = subtasksToMove(task);
  const [isMovingSubtasks, setMovingSubtasks] = useState(true);
  const checkboxId = useId();
  return (
    <ConfirmDialog
      isOpen={assignee !== null}
      tone="primary"
      title={`Reassign ${task.displayId}?`}
      description={
        assignee ? `${task.title} goes from ${task.assignee.name} to ${assignee.name}.` : task.title
      }
      confirmLabel="Reassign"
      isPending={isPending}
      onCancel={onClose}
      onConfirm={async () => {
        if (!assignee) return;
        try {
          await reassign(assignee, isMovingSubtasks ? movable.map((subtask) => subtask.id) : []);
          onClose();
        } catch (error) {
          notify('error', error instanceof ApiError ? error.message : 'Could not reassign the task.');
        }
      }}
    >
      <div className="mt-4 grid gap-3">
        {notice}
        {movable.length > 0 && assignee && (
          <label htmlFor={checkboxId} className="flex items-start gap-2 text-sm">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 dark:border-slate-600"
              checked={isMovingSubtasks}
              onChange={(event) => setMovingSubtasks(event.target.checked)}
            />
            <span>
              Also move {movable.length} open subtask{movable.length === 1 ? '' : 's'} of {task.assignee.name}{' '}
              to {assignee.name}
            </span>
          </label>
        )}
      </div>
    </ConfirmDialog>
  );
}
