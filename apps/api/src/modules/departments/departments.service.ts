import {
  DEPARTMENT_NAME_TAKEN,
  type Department,
  type DepartmentFieldsParsed as DepartmentFields,
  type ListQuery,
} from '@taskflow/shared';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, invitations, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';

type DepartmentRow = typeof departments.$inferSelect;

/** People in the department; the users_department_idx index answers it (qualified by hand, see roles.service). */
const memberCount = sql<number>`(select count(*)::int from "users" "member" where "member"."department_id" = "departments"."id")`;

function toDepartment(row: DepartmentRow, members: number): Department {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The department of the caller's organization, or 404 (another organization's does not exist for them). */
export async function getDepartmentOrThrow(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ department: departments, memberCount })
    .from(departments)
    .where(and(eq(departments.organizationId, orgId), eq(departments.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Department not found');
  return row;
}

export async function listDepartments(db: Db, auth: AuthContext, query: ListQuery) {
  const orgId = requirePermission(auth, 'departments.view');
  const conditions: SQL[] = [eq(departments.organizationId, orgId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = or(ilike(departments.name, pattern), ilike(departments.description, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ department: departments, memberCount, total: totalColumn(db, departments, where) })
        .from(departments)
        .where(where)
        .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, departments, where),
  );
  return { data: rows.map((row) => toDepartment(row.department, row.memberCount)), meta };
}

export async function getDepartment(db: Db, auth: AuthContext, id: string): Promise<Department> {
  const orgId = requirePermission(auth, 'departments.view');
  const row = await getDepartmentOrThrow(db, orgId, id);
  return toDepartment(row.department, row.memberCount);
}

/** The unique index on (organization, lower(name)) is the judge, so "Tax" and "tax " cannot both exist. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ name: DEPARTMENT_NAME_TAKEN });
    throw error;
  }
}

export async function createDepartment(
  db: Db,
  auth: AuthContext,
  fields: DepartmentFields,
): Promise<Department> {
  const orgId = requirePermission(auth, 'departments.create');
  const [row] = await withUniqueName(() =>
    db
      .insert(departments)
      .values({ organizationId: orgId, name: fields.name, description: fields.description ?? null })
      .returning(),
  );
  if (!row) throw new Error('Department insert returned no row');
  return toDepartment(row, 0);
}

export async function updateDepartment(
  db: Db,
  auth: AuthContext,
  id: string,
  fields: DepartmentFields,
): Promise<Department> {
  const orgId = requirePermission(auth, 'departments.edit');
  const current = await getDepartmentOrThrow(db, orgId, id);
  const [row] = await withUniqueName(() =>
    db
      .update(departments)
      .set({ name: fields.name, description: fields.description ?? null, updatedAt: new Date() })
      .where(and(eq(departments.organizationId, orgId), eq(departments.id, id)))
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Department not found');
  return toDepartment(row, current.memberCount);
}

function membersMessage(members: number): string {
  const who = members === 1 ? '1 person is' : `${members} people are`;
  return `${who} in this department. Move them to another department or leave them without one before deleting it.`;
}

/**
 * Deletes a department. One with members needs a decision about them: `moveTo` another department
 * or `unassign` them; both happen in the same transaction as the delete.
 */
export async function deleteDepartment(
  db: Db,
  auth: AuthContext,
  id: string,
  options: { moveTo?: string; unassign: boolean },
): Promise<{ moved: number }> {
  const orgId = requirePermission(auth, 'departments.delete');
  const current = await getDepartmentOrThrow(db, orgId, id);
  if (options.moveTo !== undefined) {
    if (options.moveTo === id) {
      throw AppError.invalid({ moveTo: 'Choose a different department to move its members to' });
    }
    const [target] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.organizationId, orgId), eq(departments.id, options.moveTo)))
      .limit(1);
    if (!target) throw AppError.invalid({ moveTo: 'The department to move members to was not found' });
  } else if (!options.unassign && current.memberCount > 0) {
    throw new AppError('CONFLICT', membersMessage(current.memberCount));
  }
  const targetId = options.moveTo ?? null;
  try {
    return await db.transaction(async (tx) => {
      let moved = 0;
      if (targetId || options.unassign) {
        const changed = await tx
          .update(users)
          .set({ departmentId: targetId, updatedAt: new Date() })
          .where(eq(users.departmentId, id))
          .returning({ id: users.id });
        moved = changed.length;
        await tx
          .update(invitations)
          .set({ departmentId: targetId })
          .where(and(eq(invitations.organizationId, orgId), eq(invitations.departmentId, id)));
      }
      await tx.delete(departments).where(and(eq(departments.organizationId, orgId), eq(departments.id, id)));
      return { moved };
    });
  } catch (error) {
    // Someone joined between the count and the delete: users.department_id restricts it.
    if (isStillReferenced(error)) {
      const [members] = await db.select({ n: count() }).from(users).where(eq(users.departmentId, id));
      throw new AppError('CONFLICT', membersMessage(members?.n ?? 1));
    }
    throw error;
  }
}
