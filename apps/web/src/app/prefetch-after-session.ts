import type { Permission } from '@taskflow/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '../lib/auth';
import { queryClient } from '../lib/query-client';

/**
 * A route loader that asks for its page's first reads while the router is still loading the page's code,
 * instead of after the page has rendered: one round trip less before the page shows its data, on a first
 * visit and on every navigation. It waits for the session (read once, shared with RequireAuth), so a
 * signed-out visit, a person outside an organization or one without `permission` (the page's own, which
 * its RequirePermission checks on screen and the API on every read) asks for nothing else. It never holds
 * the navigation: it answers at once and the page reads the same queries from the cache, or in flight.
 */
export function prefetchAfterSession(
  permission: Permission,
  prefetch: (args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return (args: LoaderFunctionArgs) => {
    void queryClient
      .fetchQuery(meQueryOptions)
      .then((me) => (me?.organizationId && me.permissions.includes(permission) ? prefetch(args) : undefined))
      // The page asks again, and shows the error, if this attempt failed.
      .catch(() => undefined);
    return null;
  };
}
