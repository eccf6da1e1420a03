import {
  type ScheduleBody,
  ScheduleBodySchema,
  type ScheduleResult,
  SHIFT_SUCCESSORS_FIELD,
} from '@taskflow/shared';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useScheduleTask } from '../api/planning';

export interface SchedulableTask {
  id: string;
  displayId: string;
  title: string;
  startDate: string;
  dueDate: string;
}

/** The refusal a move met that shifting successors would resolve, or none. */
export function shiftableRefusal(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fields[SHIFT_SUCCESSORS_FIELD] : undefined;
}

export function scheduledMessage(result: ScheduleResult) {
  const moved = `${result.task.displayId} rescheduled.`;
  if (!result.shifted.length) return moved;
  const names = result.shifted.map((task) => task.displayId).join(', ');
  return `${moved} Shifted along: ${names}.`;
}

/**
 * Change a task's start and due dates from the keyboard (or after a drag the server refused): the
 * dates as a form; when later tasks wait on this one, the refusal names them and offers to shift
 * them along by working days.
 */
export function ScheduleDialog({
  task,
  proposal,
  refusal: initialRefusal,
  onClose,
}: {
  task: SchedulableTask | null;
  /** Dates a drag asked for, when the dialog opens on the server's refusal of them. */
  proposal?: { startDate: string; dueDate: string };
  refusal?: string;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={task !== null}
      onClose={onClose}
      title={task ? `Reschedule ${task.displayId}` : 'Reschedule'}
    >
      {task && (
        <ScheduleForm
          key={`${task.id}:${proposal?.startDate}:${proposal?.dueDate}`}
          task={task}
          proposal={proposal}
          initialRefusal={initialRefusal}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ScheduleForm({
  task,
  proposal,
  initialRefusal,
  onDone,
}: {
  task: SchedulableTask;
  proposal?: { startDate: string; dueDate: string };
  initialRefusal?: string;
  onDone: () => void;
}) {
  const schedule = useScheduleTask();
  const [refusal, setRefusal] = useState(initialRefusal);

  const send = async (values: ScheduleBody) => {
    const result = await schedule.mutateAsync({ taskId: task.id, ...values });
    notify('success', scheduledMessage(result));
    onDone();
  };

  const form = useApiForm<ScheduleBody, ScheduleBody>({
    schema: ScheduleBodySchema as never,
    defaultValues: {
      startDate: proposal?.startDate ?? task.startDate,
      dueDate: proposal?.dueDate ?? task.dueDate,
      shiftSuccessors: false,
    },
    onSubmit: async (values) => {
      setRefusal(undefined);
      try {
        await send({ ...values, shiftSuccessors: false });
      } catch (error) {
        const message = shiftableRefusal(error);
        if (!message) throw error;
        setRefusal(message);
      }
    },
  });
  const { errors } = form.formState;

  const shift = async () => {
    try {
      await send({ ...form.getValues(), shiftSuccessors: true });
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : 'Could not reschedule the task.');
    }
  };

  return (
    <div className="p-6">
      <h2 className="pr-10 text-lg font-semibold">Reschedule {task.displayId}</h2>
      <p className="mt-1 mb-5 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">{task.title}</p>
      <ApiFormShell form={form} label={`Reschedule ${task.displayId}`} onCancel={onDone}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={requiredLabel('Start Date')}
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <TextField
            type="date"
            label={requiredLabel('Due Date')}
            error={errors.dueDate?.message}
            {...form.register('dueDate')}
          />
        </div>
        {refusal && (
          <div
            role="alert"
            className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <p className="flex gap-2 wrap-anywhere">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {refusal}
            </p>
            <div>
              <Button variant="secondary" isLoading={schedule.isPending} onClick={shift}>
                Shift successors
              </Button>
            </div>
          </div>
        )}
      </ApiFormShell>
    </div>
  );
}
