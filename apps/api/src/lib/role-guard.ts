/**
 * The one rule about who may hand out which permissions (issue 9, item 2). People, roles and
 * invitations call it; a new module that grants roles or changes people must call it too.
 *
 * - Nobody grants, assigns or reassigns to a role whose permissions are not a subset of their own.
 * - Nobody edits, deactivates, reactivates or changes the role of a person who holds a permission they lack.
 * - Nobody changes their own role.
 * - The organization always keeps at least one active person holding the protected Admin role
 *   (`roles.is_admin`), checked inside the write's transaction with the holders' rows locked.
 */
import { isPermission } from '@taskflow/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { roles, users } from '../db/schema';
import type { AuthContext } from '../plugins/types';
import { AppError } from './app-error';

export const GRANT_EXCEEDS_OWN_MESSAGE = 'You cannot give out permissions you do not have yourself';
export const PERSON_OUTRANKS_MESSAGE = 'You cannot change someone who has permissions you do not have';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another administrator';
export const LAST_ACTIVE_ADMIN_MESSAGE =
  'Your organization needs at least one active Admin. Make someone else Admin first';

/** The catalogue permissions of `permissions` that the caller does not hold (unknown keys grant nothing). */
export function permissionsBeyond(auth: AuthContext, permissions: readonly string[]): string[] {
  return permissions.filter((key) => isPermission(key) && !auth.permissions.has(key));
}

/** Refuses a role (to create, edit into, assign, reassign to or invite with) that exceeds the caller's own. */
export function assertCanGrant(auth: AuthContext, permissions: readonly string[]): void {
  if (permissionsBeyond(auth, permissions).length > 0)
    throw new AppError('FORBIDDEN', GRANT_EXCEEDS_OWN_MESSAGE);
}

/** Refuses any change to a person who holds a permission the caller lacks. */
export function assertCanManage(auth: AuthContext, personPermissions: readonly string[]): void {
  if (permissionsBeyond(auth, personPermissions).length > 0)
    throw new AppError('FORBIDDEN', PERSON_OUTRANKS_MESSAGE);
}

/** Refuses changing the caller's own role, whether directly or by moving the holders of a role they hold. */
export function assertNotOwnRole(auth: AuthContext, personId: string): void {
  if (personId === auth.userId) throw new AppError('FORBIDDEN', OWN_ROLE_MESSAGE);
}

/** A person of the organization with their role's permissions and whether that role is the Admin role. */
export async function personWithRole(db: Db | Tx, orgId: string, personId: string) {
  const [row] = await db
    .select({
      id: users.id,
      isActive: users.isActive,
      roleId: users.roleId,
      permissions: roles.permissions,
      isAdmin: roles.isAdmin,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, personId), eq(users.organizationId, orgId)))
    .limit(1);
  if (!row) return undefined;
  return { ...row, permissions: row.permissions ?? [], isAdmin: row.isAdmin ?? false };
}

/**
 * Locks the rows of the organization's active Admin-role holders (FOR UPDATE, in id order so two callers
 * cannot deadlock) and answers their ids. A concurrent transaction doing the same waits for this one to
 * commit and then sees the holders as they are after it, so two demotions cannot both see "another admin".
 */
export async function lockActiveAdmins(tx: Tx, orgId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true), eq(roles.isAdmin, true)))
    .orderBy(asc(users.id))
    .for('update', { of: users });
  return rows.map((row) => row.id);
}

/**
 * Call inside the transaction, before a write that makes `personId` stop being an active Admin
 * (deactivation, or a role that is not the Admin role): locks the holders, and refuses when `personId`
 * is one of them and nobody else would remain. Someone who is not an active Admin passes.
 */
export async function assertAdminRemainsWithout(tx: Tx, orgId: string, personId: string): Promise<void> {
  const admins = await lockActiveAdmins(tx, orgId);
  if (admins.includes(personId) && admins.length === 1)
    throw new AppError('CONFLICT', LAST_ACTIVE_ADMIN_MESSAGE);
}

/** The organization's role by id, or undefined. */
export async function roleOf(db: Db | Tx, orgId: string, roleId: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, orgId)))
    .limit(1);
  return role;
}

/** Whether the caller holds `roleId` (used to refuse moving the holders of one's own role). */
export const holdsRole = (auth: AuthContext, roleId: string) => auth.roleId === roleId;
