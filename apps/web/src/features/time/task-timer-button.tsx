import { Play, Square } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useCan } from '../../lib/auth';
import { useRunningTimer, useStartTimer, useStopTimer } from './time-api';
import { useElapsed } from './use-elapsed';

/**
 * Start or stop the caller's timer on one task. Starting while another task's timer runs is refused
 * by the server, whose message names the running task.
 */
export function TaskTimerButton({ taskId, displayId }: { taskId: string; displayId: string }) {
  const canTrack = useCan('time.track');
  const { data: running, isPending } = useRunningTimer(canTrack);
  const start = useStartTimer();
  const stop = useStopTimer();
  const isRunningHere = running?.task.id === taskId;
  const elapsed = useElapsed(isRunningHere ? (running?.startedAt ?? undefined) : undefined);
  if (!canTrack) return null;

  const onClick = async () => {
    try {
      if (isRunningHere) {
        await stop.mutateAsync();
        toast.success(`Timer stopped on ${displayId}.`);
      } else {
        await start.mutateAsync({ taskId });
        toast.success(`Timer started on ${displayId}.`);
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not change the timer.');
    }
  };

  return (
    <Button
      variant={isRunningHere ? 'primary' : 'secondary'}
      onClick={onClick}
      disabled={isPending || start.isPending || stop.isPending}
    >
      {isRunningHere ? <Square aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
      {isRunningHere ? `Stop timer (${elapsed})` : 'Start timer'}
    </Button>
  );
}
