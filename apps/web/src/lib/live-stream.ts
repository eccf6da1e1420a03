import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API_BASE } from './api-client';
import { meQueryOptions } from './auth';
import { checkSessionEnded } from './query-client';

type Listener = (data: string) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * Hears one kind of event of the live stream (/api/v1/stream) while mounted. The stream itself is
 * opened once per page by `useLiveStream` in the app shell; features add their listeners here.
 */
export function useLiveEvent(kind: string, onEvent: (data: string) => void) {
  const ref = useRef(onEvent);
  ref.current = onEvent;
  useEffect(() => {
    const listener: Listener = (data) => ref.current(data);
    let set = listeners.get(kind);
    if (!set) {
      set = new Set();
      listeners.set(kind, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [kind]);
}

/** Kinds the shell forwards to listeners (`work`: a task or project changed; lib/use-work-updates.ts). */
const KINDS = ['notification', 'access', 'work'] as const;

/**
 * The one live stream of a signed-in page. `access` (the person's role or its permissions changed)
 * refetches who they are, so the sidebar, buttons and page guards follow at once, and every other
 * query, since what a person may see decides what the lists hold. When the stream breaks, the
 * session may have ended: that is checked, and the page signs out if so.
 */
export function useLiveStream(isEnabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/stream`, { withCredentials: true });
    const forward = (kind: string) => (message: MessageEvent<string>) => {
      for (const listener of listeners.get(kind) ?? []) listener(message.data);
    };
    const handlers = KINDS.map((kind) => [kind, forward(kind)] as const);
    for (const [kind, handler] of handlers) source.addEventListener(kind, handler);
    const onAccess = async () => {
      await queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.join('/') !== meQueryOptions.queryKey.join('/'),
      });
    };
    const onError = () => void checkSessionEnded();
    source.addEventListener('access', onAccess);
    source.addEventListener('error', onError);
    return () => {
      for (const [kind, handler] of handlers) source.removeEventListener(kind, handler);
      source.removeEventListener('access', onAccess);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [isEnabled, queryClient]);
}
