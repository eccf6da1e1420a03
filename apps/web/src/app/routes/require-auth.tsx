import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/auth';

/**
 * Signed-out visits to /app or /admin go to the login page and come back afterwards.
 * `whilePending` is drawn while the session is read (the app's frame under /app).
 */
export function RequireAuth({ whilePending = <PageSpinner /> }: { whilePending?: ReactNode }) {
  const { data: me, isPending, isError } = useMe();
  const location = useLocation();
  if (isPending) return whilePending;
  if (isError || !me) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
