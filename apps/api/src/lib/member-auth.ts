import { isPermission, type Permission, type SessionUser } from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import type { AuthContext } from '../plugins/types';

/**
 * Active and inactive members of the organization among `ids`, with their role's permissions read just now:
 * who a scheduled report or a webhook delivery runs for.
 */
export async function membersWithPermissions(db: Db, orgId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isActive: users.isActive,
      roleId: users.roleId,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.organizationId, orgId)))
    .where(and(eq(users.organizationId, orgId), inArray(users.id, ids)));
  return rows.map((row) => ({
    ...row,
    permissions: new Set((row.permissions ?? []).filter(isPermission)) as ReadonlySet<Permission>,
  }));
}

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
