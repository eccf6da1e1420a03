import type { Permission } from '@taskflow/shared';
import type { AuthContext } from '../plugins/types';
import { AppError } from './app-error';

export const NO_PERMISSION_MESSAGE = 'You do not have permission to do this';

/** The caller's organization, for services that only make sense inside one. */
export function orgOf(auth: AuthContext): string {
  if (!auth.orgId) throw new AppError('FORBIDDEN', 'Create or join an organization first');
  return auth.orgId;
}

/** Checks one permission of the caller's role and returns the organization it applies to. */
export function requirePermission(auth: AuthContext, permission: Permission): string {
  const orgId = orgOf(auth);
  if (!auth.permissions.has(permission)) throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  return orgId;
}

export const NOT_PLATFORM_ADMIN_MESSAGE = 'Only platform administrators can do this';

/** Platform-admin services check their caller themselves too, not only the route's config. */
export function requirePlatformAdmin(auth: AuthContext): AuthContext {
  if (!auth.isPlatformAdmin) throw new AppError('FORBIDDEN', NOT_PLATFORM_ADMIN_MESSAGE);
  return auth;
}
