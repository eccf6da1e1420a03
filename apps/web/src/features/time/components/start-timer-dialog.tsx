import { TIME_WEEK_LOCKED } from '@taskflow/shared';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useToday } from '../../../lib/dates';
import { useRunningTimer, useStartTimer } from '../api/time-api';
import { useElapsed } from '../hooks/use-elapsed';
import { showTimeRefusal } from '../lib/locked-week';
import { TaskPicker } from './task-picker';
import { useStopTimerWithToast } from './timer-controls';

/**
 * "Start timer" from the command palette: choose a task, start. While a timer runs it says so and offers
 * to stop it first (the server refuses a second one), then the choice of task.
 */
export function StartTimerDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [taskId, setTaskId] = useState('');
  const [error, setError] = useState<string>();
  const start = useStartTimer();
  const today = useToday();
  const { data: running } = useRunningTimer(isOpen);
  const elapsed = useElapsed(isOpen ? (running?.startedAt ?? undefined) : undefined);
  const { onStop, isStopping } = useStopTimerWithToast();
  const onStart = async () => {
    if (!taskId) return setError('Task is required');
    try {
      const entry = await start.mutateAsync({ taskId });
      toast.success(`Timer started on ${entry.task.displayId}.`);
      setTaskId('');
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not start the timer.');
      // Today's week is submitted or approved: the refusal offers to ask for it to be reopened.
      if (caught instanceof ApiError && caught.message === TIME_WEEK_LOCKED)
        showTimeRefusal(caught.message, today);
    }
  };
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Start timer">
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-lg font-semibold">Start timer</h2>
        {running ? (
          <>
            <p role="status" className="text-sm wrap-anywhere">
              A timer is running on <strong>{running.task.displayId}</strong> {running.task.title} (
              <span className="font-mono tabular-nums">{elapsed}</span>). Stop it to start another.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={onStop} isLoading={isStopping}>
                <Square aria-hidden className="size-4 fill-current" />
                Stop timer on {running.task.displayId}
              </Button>
            </div>
          </>
        ) : (
          <>
            <TaskPicker
              value={taskId}
              onChange={(id) => {
                setTaskId(id);
                setError(undefined);
              }}
              error={error}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={onStart} isLoading={start.isPending}>
                Start timer
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
