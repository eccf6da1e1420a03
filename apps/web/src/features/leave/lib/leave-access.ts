import type { Permission } from '@taskflow/shared';

/** Any of these opens the leave calendar and a leave application's page; the API narrows what is seen. */
export const LEAVE_PERMISSIONS: Permission[] = ['leave.apply', 'leave.view', 'leave.accept'];

export const hasLeaveAccess = (permissions: readonly string[] | undefined) =>
  LEAVE_PERMISSIONS.some((permission) => permissions?.includes(permission));
