import { BUILT_IN_WORK_TYPES, WORK_TYPE_EXISTS_MESSAGE, type WorkType } from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskSeries, tasks, taskWorkTypes } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid, reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

export const WORK_TYPE_NOT_FOUND = 'Work type not found';

const isBuiltInName = (name: string) =>
  (BUILT_IN_WORK_TYPES as readonly string[]).some((builtIn) => builtIn.toLowerCase() === name.toLowerCase());

/** The built-in work types, then the organization's own by name. */
export async function listWorkTypes(db: Db, auth: AuthContext) {
  const reach = await reachOf(db, auth);
  const rows = await db
    .select({ id: taskWorkTypes.id, name: taskWorkTypes.name })
    .from(taskWorkTypes)
    .where(eq(taskWorkTypes.organizationId, reach.orgId))
    .orderBy(asc(taskWorkTypes.name))
    .limit(200);
  return [
    ...BUILT_IN_WORK_TYPES.map((name) => ({ id: null, name, isBuiltIn: true })),
    ...rows.map((row) => ({ ...row, isBuiltIn: false })),
  ];
}

/** Adds one of the organization's own work types; a name it already has (built in or its own) is refused. */
export async function addWorkType(db: Db, auth: AuthContext, name: string) {
  const reach = await reachOf(db, auth, undefined, 'tasks.create');
  if (isBuiltInName(name)) throw AppError.invalid({ name: WORK_TYPE_EXISTS_MESSAGE });
  const [row] = await db
    .insert(taskWorkTypes)
    .values({ organizationId: reach.orgId, name })
    .onConflictDoNothing()
    .returning({ id: taskWorkTypes.id, name: taskWorkTypes.name });
  if (!row) throw AppError.invalid({ name: WORK_TYPE_EXISTS_MESSAGE });
  return { ...row, isBuiltIn: false };
}

/**
 * Renames one of the organization's own work types (the built-in three are constants, not rows, and
 * keep their names). Tasks store the type by name, so the tasks and recurring series that carry the
 * old name take the new one in the same transaction: no task is left with a type that no longer exists.
 */
export async function renameWorkType(db: Db, auth: AuthContext, id: string, name: string): Promise<WorkType> {
  const orgId = requirePermission(auth, 'tasks.create');
  if (!isUuid(id)) throw new AppError('NOT_FOUND', WORK_TYPE_NOT_FOUND);
  if (isBuiltInName(name)) throw AppError.invalid({ name: WORK_TYPE_EXISTS_MESSAGE });
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: taskWorkTypes.name })
        .from(taskWorkTypes)
        .where(and(eq(taskWorkTypes.id, id), eq(taskWorkTypes.organizationId, orgId)))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', WORK_TYPE_NOT_FOUND);
      const [row] = await tx
        .update(taskWorkTypes)
        .set({ name })
        .where(and(eq(taskWorkTypes.id, id), eq(taskWorkTypes.organizationId, orgId)))
        .returning({ id: taskWorkTypes.id, name: taskWorkTypes.name });
      if (current.name !== name) {
        await tx
          .update(tasks)
          .set({ workType: name })
          .where(
            and(eq(tasks.organizationId, orgId), sql`lower(${tasks.workType}) = lower(${current.name})`),
          );
        await tx
          .update(taskSeries)
          .set({ template: sql`jsonb_set(${taskSeries.template}, '{workType}', to_jsonb(${name}::text))` })
          .where(
            and(
              eq(taskSeries.organizationId, orgId),
              sql`lower(${taskSeries.template}->>'workType') = lower(${current.name})`,
            ),
          );
      }
      return { id: row?.id ?? id, name: row?.name ?? name, isBuiltIn: false };
    });
  } catch (error) {
    // Another of the organization's types already has the name (the unique index on lower(name)).
    if (isUniqueViolation(error)) throw AppError.invalid({ name: WORK_TYPE_EXISTS_MESSAGE });
    throw error;
  }
}
