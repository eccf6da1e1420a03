import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@taskflow/shared';
import { API_BASE, ApiError, setUnauthorizedHandler } from './api-client';
import { notify } from './notify';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

const ME_KEY = ['users', 'me'];
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Log in again to continue where you were.';

let checking: Promise<void> | undefined;

/**
 * A 401 from any request while signed in: if the session really ended (revoked, expired, the person
 * deactivated), the page signs out, and the guard sends the person to log in and back here. A 401
 * that is an answer (wrong password, another account's invitation) leaves the session alone.
 */
export function checkSessionEnded(): Promise<void> {
  if (!queryClient.getQueryData<SessionUser | null>(ME_KEY)) return Promise.resolve();
  checking ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/users/session`, {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      const body = (await response.json().catch(() => undefined)) as
        | { data?: SessionUser | null }
        | undefined;
      if (response.ok && !body?.data) {
        queryClient.setQueryData(ME_KEY, null);
        // Nothing of the ended session stays behind for whoever logs in next.
        queryClient.removeQueries({ predicate: (query) => query.queryKey.join('/') !== ME_KEY.join('/') });
        notify('error', SESSION_ENDED_MESSAGE);
      }
    } catch {
      /* offline: the next request tries again */
    } finally {
      checking = undefined;
    }
  })();
  return checking;
}

setUnauthorizedHandler(() => void checkSessionEnded());
