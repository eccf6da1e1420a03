import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedViews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid, reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

const toView = (row: typeof savedViews.$inferSelect) => ({
  id: row.id,
  name: row.name,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
});

/** Saved views are the caller's own: every query is scoped by organization and person. */
export async function listViews(db: Db, auth: AuthContext) {
  const reach = await reachOf(db, auth);
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.organizationId, reach.orgId), eq(savedViews.userId, auth.userId)))
    .orderBy(asc(savedViews.name))
    .limit(100);
  return rows.map(toView);
}

export async function createView(
  db: Db,
  auth: AuthContext,
  input: { name: string; query: Record<string, string> },
) {
  const reach = await reachOf(db, auth);
  const [row] = await db
    .insert(savedViews)
    .values({ organizationId: reach.orgId, userId: auth.userId, name: input.name, query: input.query })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.invalid({ name: 'You already have a view with this name' });
  return toView(row);
}

/** Renames a view or replaces its filters; a name another of my views has is refused on the field. */
export async function updateView(
  db: Db,
  auth: AuthContext,
  id: string,
  input: { name?: string; query?: Record<string, string> },
) {
  const reach = await reachOf(db, auth);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'View not found');
  const mine = and(
    eq(savedViews.id, id),
    eq(savedViews.organizationId, reach.orgId),
    eq(savedViews.userId, auth.userId),
  );
  try {
    const [row] = await db
      .update(savedViews)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.query && { query: input.query }),
      })
      .where(mine)
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'View not found');
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ name: 'You already have a view with this name' });
    throw error;
  }
}

export async function deleteView(db: Db, auth: AuthContext, id: string) {
  const reach = await reachOf(db, auth);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'View not found');
  const removed = await db
    .delete(savedViews)
    .where(
      and(
        eq(savedViews.id, id),
        eq(savedViews.organizationId, reach.orgId),
        eq(savedViews.userId, auth.userId),
      ),
    )
    .returning({ id: savedViews.id });
  if (!removed.length) throw new AppError('NOT_FOUND', 'View not found');
}
