import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../../lib/auth';

/** Module pages need an organization; a user without one is led to set it up first. */
export function RequireOrganization() {
  const { data: me } = useMe();
  if (!me?.organizationId) return <Navigate to="/app/setup" replace />;
  return <Outlet />;
}
