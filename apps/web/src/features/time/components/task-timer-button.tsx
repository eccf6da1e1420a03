import { Play, Square } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { useToday } from '../../../lib/dates';
import { useRunningTimer, useStartTimer, useStopTimer } from '../api/time-api';
import { useElapsed } from '../hooks/use-elapsed';
import { showTimeRefusal } from '../lib/locked-week';

/**
 * Start or stop the caller's timer on one task. While another task's timer runs it offers to switch:
 * that timer stops (its time is logged) and this task's starts, never a Start the server would refuse.
 */
export function TaskTimerButton({ taskId, displayId }: { taskId: string; displayId: string }) {
  const canTrack = useCan('time.track');
  const { data: running, isPending } = useRunningTimer(canTrack);
  const start = useStartTimer();
  const stop = useStopTimer();
  const today = useToday();
  const isRunningHere = running?.task.id === taskId;
  const runsElsewhere = running && !isRunningHere ? running.task.displayId : null;
  const elapsed = useElapsed(isRunningHere ? (running?.startedAt ?? undefined) : undefined);
  if (!canTrack) return null;

  const onClick = async () => {
    try {
      if (isRunningHere) {
        await stop.mutateAsync();
        toast.success(`Timer stopped on ${displayId}.`);
      } else {
        if (runsElsewhere) await stop.mutateAsync();
        await start.mutateAsync({ taskId });
        toast.success(
          runsElsewhere
            ? `Timer stopped on ${runsElsewhere} and started on ${displayId}.`
            : `Timer started on ${displayId}.`,
        );
      }
    } catch (error) {
      // A submitted or approved week's refusal offers to ask for it to be reopened.
      if (error instanceof ApiError) showTimeRefusal(error.message, today);
      else toast.error('Could not change the timer.');
    }
  };

  return (
    <Button
      variant={isRunningHere ? 'primary' : 'secondary'}
      onClick={onClick}
      disabled={isPending || start.isPending || stop.isPending}
      title={runsElsewhere ? `Stops the timer on ${runsElsewhere} and starts one on ${displayId}` : undefined}
    >
      {isRunningHere ? <Square aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
      {isRunningHere
        ? `Stop timer (${elapsed})`
        : runsElsewhere
          ? `Switch timer from ${runsElsewhere}`
          : 'Start timer'}
    </Button>
  );
}
