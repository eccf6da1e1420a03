import { Play, Square } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { useRunningTimer, useStopTimer } from '../api/time-api';
import { useElapsed } from '../hooks/use-elapsed';

/**
 * Stops the caller's running timer and says what was logged: every Stop control (the top bar, the Time
 * page, the Start timer dialog) does it the same way.
 */
export function useStopTimerWithToast() {
  const stop = useStopTimer();
  const onStop = async () => {
    try {
      const entry = await stop.mutateAsync();
      toast.success(
        `Timer stopped: ${Math.floor(entry.minutes / 60)}h ${entry.minutes % 60}m on ${entry.task.displayId}.`,
      );
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not stop the timer.');
      return false;
    }
  };
  return { onStop, isStopping: stop.isPending };
}

/**
 * The Time page's timer button (issue 39): Start timer while none runs, and while one runs, Stop with its
 * task and time so far, never a Start the server would refuse.
 */
export function TimerAction({ onStart }: { onStart: () => void }) {
  const canTrack = useCan('time.track');
  const { data: running, isPending } = useRunningTimer(canTrack);
  const elapsed = useElapsed(running?.startedAt ?? undefined);
  const { onStop, isStopping } = useStopTimerWithToast();
  if (!canTrack) return null;
  if (running)
    return (
      <Button
        onClick={onStop}
        isLoading={isStopping}
        title={`${running.task.displayId} ${running.task.title}`}
      >
        <Square aria-hidden className="size-4 fill-current" />
        Stop timer on <span className="font-mono">{running.task.displayId}</span>
        {/* The time so far ticks every second: shown, not part of the button's name. */}
        <span aria-hidden className="font-mono tabular-nums">
          {elapsed}
        </span>
      </Button>
    );
  return (
    <Button onClick={onStart} disabled={isPending}>
      <Play aria-hidden className="size-4" />
      Start timer
    </Button>
  );
}
