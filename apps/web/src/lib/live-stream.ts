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
 * This page's id, sent with its stream: the server lets a new stream of the same tab replace the old
 * one (a connection that broke unseen would otherwise hold one of the few places a session has). Kept
 * in memory, not sessionStorage, which a duplicated tab would copy; random bytes, not randomUUID,
 * which plain-HTTP pages lack.
 */
const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

/**
 * EventSource reconnects by itself after a dropped connection, but gives up on an answer other than a
 * stream (429 past the server's bounds, 503 when busy) and cannot read its Retry-After: the page tries
 * again after the server's usual delay (30 s), doubling up to 5 minutes, spread so that pages refused
 * together do not all come back at once.
 */
export const REOPEN_AFTER_MS = 30_000;
const MAX_REOPEN_AFTER_MS = 5 * 60_000;

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
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenAfterMs = REOPEN_AFTER_MS;
    const forward = (kind: string) => (message: MessageEvent<string>) => {
      for (const listener of listeners.get(kind) ?? []) listener(message.data);
    };
    const handlers = KINDS.map((kind) => [kind, forward(kind)] as const);
    const readOthers = () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.join('/') !== meQueryOptions.queryKey.join('/'),
      });
    const onAccess = async () => {
      await queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
      await readOthers();
    };
    /**
     * The page read who is signed in before its stream was there to hear a change of role: it is read
     * once more, and the rest only when it changed (the query keeps its answer's identity when equal).
     */
    const onFirstOpen = async () => {
      const before = queryClient.getQueryData(meQueryOptions.queryKey);
      await queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
      const after = queryClient.getQueryData(meQueryOptions.queryKey);
      if (before && after && after !== before) await readOthers();
    };
    let hasOpened = false;
    const onOpen = () => {
      reopenAfterMs = REOPEN_AFTER_MS;
      // Opened again (after a drop, a restart, or on another process): events sent meanwhile were not
      // heard here, so everything on screen is read again.
      if (hasOpened) void queryClient.invalidateQueries();
      else void onFirstOpen();
      hasOpened = true;
    };
    const onError = () => {
      void checkSessionEnded();
      if (source?.readyState !== EventSource.CLOSED) return;
      close();
      reopenTimer = setTimeout(open, reopenAfterMs * (0.75 + Math.random() / 2));
      reopenAfterMs = Math.min(reopenAfterMs * 2, MAX_REOPEN_AFTER_MS);
    };
    function open() {
      source = new EventSource(`${API_BASE}/stream?tab=${TAB_ID}`, { withCredentials: true });
      for (const [kind, handler] of handlers) source.addEventListener(kind, handler);
      source.addEventListener('access', onAccess);
      source.addEventListener('open', onOpen);
      source.addEventListener('error', onError);
    }
    function close() {
      if (!source) return;
      for (const [kind, handler] of handlers) source.removeEventListener(kind, handler);
      source.removeEventListener('access', onAccess);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      source.close();
      source = undefined;
    }
    open();
    return () => {
      clearTimeout(reopenTimer);
      close();
    };
  }, [isEnabled, queryClient]);
}
