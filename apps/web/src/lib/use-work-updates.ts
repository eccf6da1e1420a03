import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvent } from './live-stream';

/** Task and project queries: lists, boards, dashboards, project pages (the keys their features use). */
const WORK_KEYS = [['tasks'], ['projects']] as const;
/** Changes arrive in bursts (a bulk edit, a board move and its neighbours): refetch once per burst. */
const SETTLE_MS = 300;

/**
 * Keeps open task and project views current while others change work: the stream's `work` event
 * carries ids only, and the page refetches through the API, so permissions decide what it shows.
 * `isPaused` holds the refetch back (a card being dragged must not move under the pointer).
 */
export function useWorkUpdates(isPaused: () => boolean = () => false) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pausedRef = useRef(isPaused);
  pausedRef.current = isPaused;

  useEffect(() => () => clearTimeout(timer.current), []);

  useLiveEvent('work', () => {
    const refresh = () => {
      if (pausedRef.current()) {
        timer.current = setTimeout(refresh, SETTLE_MS);
        return;
      }
      for (const queryKey of WORK_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    };
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, SETTLE_MS);
  });
}
