import { clsx } from 'clsx';
import { Square, Timer } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useFloatingDockSlot } from '../../../components/layouts/floating-dock';
import { useCan } from '../../../lib/auth';
import { useRunningTimer, useTimeUpdates } from '../api/time-api';
import { useElapsed } from '../hooks/use-elapsed';
import { useStopTimerWithToast } from './timer-controls';

const WIDE = '(min-width: 640px)';
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWideScreen = () => window.matchMedia(WIDE).matches;

/**
 * The running timer in the app's top bar, on every page: its task (Task ID and title, linking to it),
 * the time so far, and Stop. It is a row on the server, so it survives reloads, other tabs (live
 * stream, refetch on focus) and restarts. Renders nothing while no timer runs.
 */
export function TopBarTimer() {
  const canTrack = useCan('time.track');
  useTimeUpdates();
  const { data: running } = useRunningTimer(canTrack);
  const { onStop, isStopping } = useStopTimerWithToast();
  const elapsed = useElapsed(running?.startedAt ?? undefined);
  const isWide = useSyncExternalStore(subscribeToWidth, isWideScreen, () => true);
  const dockSlot = useFloatingDockSlot();
  if (!canTrack || !running) return null;

  const timer = (
    <section
      aria-label="Running timer"
      className={clsx(
        'flex shrink-0 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm whitespace-nowrap dark:border-brand-800 dark:bg-brand-950',
        !isWide && 'shadow-lg',
      )}
    >
      <Timer aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
      <Link
        to={`/app/tasks/${running.task.displayId}`}
        title={`${running.task.displayId} ${running.task.title}`}
        className="hidden min-w-0 truncate font-medium hover:underline sm:block sm:max-w-48 lg:max-w-72"
      >
        <span className="font-mono">{running.task.displayId}</span> {running.task.title}
      </Link>

      <span className="font-mono tabular-nums" data-testid="timer-elapsed">
        <span className="sr-only">Elapsed </span>
        {elapsed}
      </span>
      <button
        type="button"
        onClick={onStop}
        disabled={isStopping}
        aria-label={`Stop timer on ${running.task.displayId}`}
        className="flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        <Square aria-hidden className="size-3 fill-current" />
        <span className="hidden sm:inline">Stop</span>
      </button>
    </section>
  );
  // On a phone the header has no room left: there the timer joins the floating dock at the bottom right
  // of every page, beside the assistant's button rather than beneath it.
  if (isWide) return timer;
  return dockSlot ? createPortal(timer, dockSlot) : null;
}
