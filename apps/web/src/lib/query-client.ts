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
        sessionEnded();
      }
    } catch {
      /* offline: the next request tries again */
    } finally {
      checking = undefined;
    }
  })();
  return checking;
}

/** Nothing of the ended session stays behind for whoever logs in next, and the person is told why. */
function sessionEnded() {
  queryClient.removeQueries({ predicate: (query) => !isMe(query.queryKey) });
  notify('error', SESSION_ENDED_MESSAGE);
}

const isMe = (key: readonly unknown[]) => key.join('/') === ME_KEY.join('/');

setUnauthorizedHandler(() => void checkSessionEnded());

// The session can also be found ended by a read of who is signed in (the live stream reopening reads every
// query again) before any 401 reaches checkSessionEnded: the same then, once. Logging out sets it by hand.
let isSignedIn = false;
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success' || !isMe(event.query.queryKey)) return;
  const wasSignedIn = isSignedIn;
  isSignedIn = Boolean(event.action.data);
  if (wasSignedIn && !isSignedIn && !event.action.manual) sessionEnded();
});
