import { Play, Square } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useCan } from '../../lib/auth';
import { useToday } from '../../lib/dates';
import { showTimeRefusal } from './locked-week';
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
  const today = useToday();
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
    >
      {isRunningHere ? <Square aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
      {isRunningHere ? `Stop timer (${elapsed})` : 'Start timer'}
    </Button>
  );
}
