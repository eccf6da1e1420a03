import type { Permission, SessionUser } from '@taskflow/shared';
import type { AuthContext } from '../plugins/types';

/**
 * A member as the caller of a service, outside any request (a scheduled report's recipient, a webhook
 * endpoint's owner at delivery): their role's permissions read just now, no session. The services read
 * only these fields.
 */
export function authOfMember(
  member: {
    id: string;
    name: string;
    email: string;
    roleId: string | null;
    permissions: ReadonlySet<Permission>;
  },
  orgId: string,
): AuthContext {
  return {
    userId: member.id,
    sessionId: '',
    sessionExpiresAt: new Date(0),
    orgId,
    roleId: member.roleId,
    permissions: member.permissions,
    isPlatformAdmin: false,
    sessionUser: { id: member.id, name: member.name, email: member.email } as unknown as SessionUser,
  };
}
