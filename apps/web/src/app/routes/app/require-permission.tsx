import type { Permission } from '@taskflow/shared';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../../../lib/auth';

// The refusal's page, with every permission's label, loads when someone is refused: the router holding it
// put the whole permission table into every page's first JavaScript, the public site's too.
const NoAccess = lazy(() => import('./no-access').then((module) => ({ default: module.NoAccess })));

/** A route element: its pages need `permission`; follows live role changes (the stream refetches me). */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { data: me } = useMe();
  if (!me?.permissions.includes(permission))
    return (
      <Suspense fallback={null}>
        <NoAccess permission={permission} />
      </Suspense>
    );
  return <Outlet />;
}
