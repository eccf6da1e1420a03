import {
  ADMIN_REQUIRED_PERMISSIONS,
  ADMIN_ROLE_LOCKED,
  ADMIN_ROLE_UNDELETABLE,
  type ListQuery,
  ROLE_NAME_TAKEN,
  type Role,
  type RoleFieldsParsed,
} from '@taskflow/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, roles, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { assertCanGrant, holdsRole, OWN_ROLE_MESSAGE } from '../../lib/role-guard';
import type { AuthContext } from '../../plugins/types';

type RoleRow = typeof roles.$inferSelect;

/**
 * Users holding the role; the users_role_idx index answers it. Qualified by hand: drizzle leaves
 * columns unqualified in a one-table select, which would compare users.role_id with users.id.
 */
const userCount = sql<number>`(select count(*)::int from "users" "holder" where "holder"."role_id" = "roles"."id")`;

function toRole(row: RoleRow, users: number): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    isAdmin: row.isAdmin,
    userCount: users,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The role of the caller's organization, or 404 (a role of another organization does not exist for them). */
export async function getRoleOrThrow(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(and(eq(roles.organizationId, orgId), eq(roles.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Role not found');
  return row;
}

export async function listRoles(db: Db, auth: AuthContext, query: ListQuery) {
  const orgId = requirePermission(auth, 'roles.view');
  const conditions: SQL[] = [eq(roles.organizationId, orgId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = or(ilike(roles.name, pattern), ilike(roles.description, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ role: roles, userCount, total: totalColumn(db, roles, where) })
        .from(roles)
        .where(where)
        .orderBy(desc(roles.isAdmin), asc(sql`lower(${roles.name})`), asc(roles.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, roles, where),
  );
  return { data: rows.map((row) => toRole(row.role, row.userCount)), meta };
}

export async function getRole(db: Db, auth: AuthContext, id: string): Promise<Role> {
  const orgId = requirePermission(auth, 'roles.view');
  const row = await getRoleOrThrow(db, orgId, id);
  return toRole(row.role, row.userCount);
}

/** The unique index on (organization, lower(name)) is the judge; two parallel saves cannot both win. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ name: ROLE_NAME_TAKEN });
    throw error;
  }
}

export async function createRole(db: Db, auth: AuthContext, fields: RoleFieldsParsed): Promise<Role> {
  const orgId = requirePermission(auth, 'roles.create');
  assertCanGrant(auth, fields.permissions);
  const [row] = await withUniqueName(() =>
    db
      .insert(roles)
      .values({ organizationId: orgId, ...fields, isAdmin: false })
      .returning(),
  );
  if (!row) throw new Error('Role insert returned no row');
  return toRole(row, 0);
}

export async function updateRole(
  db: Db,
  auth: AuthContext,
  id: string,
  fields: RoleFieldsParsed,
): Promise<Role> {
  const orgId = requirePermission(auth, 'roles.edit');
  const current = await getRoleOrThrow(db, orgId, id);
  // Both the role as it is (its holders may not outrank the editor) and as it will be.
  assertCanGrant(auth, current.role.permissions);
  assertCanGrant(auth, fields.permissions);
  if (
    current.role.isAdmin &&
    ADMIN_REQUIRED_PERMISSIONS.some((permission) => !fields.permissions.includes(permission))
  ) {
    throw AppError.invalid({ permissions: ADMIN_ROLE_LOCKED });
  }
  const [row] = await withUniqueName(() =>
    db
      .update(roles)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(roles.organizationId, orgId), eq(roles.id, id)))
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Role not found');
  return toRole(row, current.userCount);
}

function holdersMessage(holders: number): string {
  const who = holders === 1 ? '1 user has' : `${holders} users have`;
  return `${who} this role. Choose another role for them before deleting it.`;
}

/**
 * Deletes a role. One still held by users needs `reassignTo`: the users (and pending invitations)
 * move to that role in the same transaction as the delete, so nobody is ever left without a role.
 */
export async function deleteRole(
  db: Db,
  auth: AuthContext,
  id: string,
  options: { reassignTo?: string },
): Promise<{ reassigned: number }> {
  const orgId = requirePermission(auth, 'roles.delete');
  const current = await getRoleOrThrow(db, orgId, id);
  if (current.role.isAdmin) throw new AppError('CONFLICT', ADMIN_ROLE_UNDELETABLE);
  // Deleting a role moves its holders: the same rules as changing their role one by one.
  assertCanGrant(auth, current.role.permissions);
  if (holdsRole(auth, id)) throw new AppError('FORBIDDEN', OWN_ROLE_MESSAGE);
  if (options.reassignTo !== undefined) {
    if (options.reassignTo === id) {
      throw AppError.invalid({ reassignTo: 'Choose a different role to move its users to' });
    }
    // Another organization's role is as unknown here as a made-up id.
    const [target] = await db
      .select({ id: roles.id, permissions: roles.permissions })
      .from(roles)
      .where(and(eq(roles.organizationId, orgId), eq(roles.id, options.reassignTo)))
      .limit(1);
    if (!target) throw AppError.invalid({ reassignTo: 'The role to move users to was not found' });
    assertCanGrant(auth, target.permissions);
  } else if (current.userCount > 0) {
    throw new AppError('CONFLICT', holdersMessage(current.userCount));
  }
  try {
    return await db.transaction(async (tx) => {
      let reassigned = 0;
      if (options.reassignTo) {
        const moved = await tx
          .update(users)
          .set({ roleId: options.reassignTo, updatedAt: new Date() })
          .where(eq(users.roleId, id))
          .returning({ id: users.id });
        reassigned = moved.length;
        await tx
          .update(invitations)
          .set({ roleId: options.reassignTo })
          .where(and(eq(invitations.organizationId, orgId), eq(invitations.roleId, id)));
      }
      await tx.delete(roles).where(and(eq(roles.organizationId, orgId), eq(roles.id, id)));
      return { reassigned };
    });
  } catch (error) {
    // Someone was given the role between the count and the delete: users.role_id restricts it.
    if (isStillReferenced(error)) {
      const [holders] = await db.select({ n: count() }).from(users).where(eq(users.roleId, id));
      throw new AppError('CONFLICT', holdersMessage(holders?.n ?? 1));
    }
    throw error;
  }
}
