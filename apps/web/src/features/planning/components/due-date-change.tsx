import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useScheduleTask, useTaskDependencies } from '../api/planning';
import { scheduledMessage, shiftableRefusal } from './schedule-dialog';

/**
 * A due date edited on the task page of a task others wait for: saved through the Gantt's schedule
 * (the task keeps its start date), and when it would pass a successor's start the server's refusal
 * names it and a dialog offers to shift the successors by working days, as a Gantt drag does. A task
 * nobody waits for saves through `saveAlone` as before.
 */
export function useDueDateChange(
  task: { id: string; displayId: string },
  saveAlone: (dueDate: string) => Promise<boolean>,
) {
  const dependencies = useTaskDependencies(task.id);
  const schedule = useScheduleTask();
  const [pending, setPending] = useState<{ dueDate: string; refusal: string } | null>(null);

  const send = async (dueDate: string, shiftSuccessors: boolean) => {
    notify(
      'success',
      scheduledMessage(await schedule.mutateAsync({ taskId: task.id, dueDate, shiftSuccessors })),
    );
  };

  const save = async (dueDate: string): Promise<boolean> => {
    if (!dependencies.data?.successors.length) return saveAlone(dueDate);
    try {
      await send(dueDate, false);
      return true;
    } catch (error) {
      const refusal = shiftableRefusal(error);
      if (refusal) setPending({ dueDate, refusal });
      else notify('error', error instanceof ApiError ? error.message : 'Could not change the due date.');
      // The field shows the saved date until the shift is confirmed.
      return false;
    }
  };

  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      tone="primary"
      title={`Shift the tasks waiting for ${task.displayId}?`}
      description={
        pending
          ? `${pending.refusal} Shifting moves each of them later by working days, keeping their length.`
          : ''
      }
      confirmLabel="Shift successors"
      cancelLabel="Keep the dates"
      isPending={schedule.isPending}
      onCancel={() => setPending(null)}
      onConfirm={async () => {
        if (!pending) return;
        try {
          await send(pending.dueDate, true);
          setPending(null);
        } catch (error) {
          notify('error', error instanceof ApiError ? error.message : 'Could not shift the successors.');
        }
      }}
    />
  );
  return { save, dialog };
}
