import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiFetch } from './api-client';
import { loadToast } from './notify';

/** How long a deletion can be undone. */
export const UNDO_WINDOW_MS = 6_000;

/** Deletions waiting for their undo window to pass, by path; sent at once when the page goes away. */
const pending = new Map<string, () => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const send of [...pending.values()]) send();
  });
}

type Row = { id: string };
type ListShape = Row[] | { data: Row[] };

/** Takes a row out of every cached list under `queryKey` (arrays, or `{ data: [...] }` pages). */
function hideRow(queryClient: QueryClient, queryKey: QueryKey, id: string) {
  queryClient.setQueriesData<ListShape>({ queryKey }, (list) => {
    if (Array.isArray(list)) return list.filter((row) => row?.id !== id);
    if (list && Array.isArray(list.data)) return { ...list, data: list.data.filter((row) => row?.id !== id) };
    return list;
  });
}

export interface UndoableDelete {
  id: string;
  /** The API path that deletes the row, e.g. `/holidays/<id>`. */
  path: string;
  /** What the toast says: "Diwali was removed from the holiday list." */
  message: string;
  /** After the row is really deleted (e.g. step back a page that became empty). */
  onDeleted?: () => void;
}

/**
 * Deletion with Undo, for rows whose deletion is safe to hold back (decision: the DELETE is sent only
 * when the undo window ends, so the server never holds a half-deleted row and a reload during the
 * window shows the row still there; leaving the page sends it at once). The row disappears from the
 * lists under `queryKey` immediately; Undo, or a refusal from the server, brings it back.
 */
export function useUndoableDelete(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ id, path, message, onDeleted }: UndoableDelete) => {
      hideRow(queryClient, queryKey, id);
      const toastId = `undo-${path}`;
      const refresh = () => queryClient.invalidateQueries({ queryKey });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const send = async () => {
        if (!pending.delete(path)) return;
        clearTimeout(timer);
        void loadToast().then((toast) => toast.dismiss(toastId));
        try {
          await apiFetch<void>(path, { method: 'DELETE', keepalive: true });
          onDeleted?.();
        } catch (error) {
          const reason = error instanceof ApiError ? error.message : 'Please try again.';
          void loadToast().then((toast) => toast.error(`Could not delete: ${reason}`));
        }
        await refresh();
      };
      pending.set(path, () => void send());
      // The window starts when the toast shows, so the Undo button is there for all of it.
      void loadToast().then((toast) => {
        if (!pending.has(path)) return;
        timer = setTimeout(send, UNDO_WINDOW_MS);
        toast.success(message, {
          id: toastId,
          duration: UNDO_WINDOW_MS,
          action: {
            label: 'Undo',
            onClick: () => {
              if (!pending.delete(path)) return;
              clearTimeout(timer);
              void refresh();
            },
          },
        });
      });
    },
    [queryClient, queryKey],
  );
}
