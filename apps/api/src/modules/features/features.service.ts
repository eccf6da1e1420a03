import {
  ADMIN_MESSAGES,
  type AddFeatureBodySchema,
  type CreateFeatureBodySchema,
  type Feature,
  slugify,
} from '@taskflow/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { features, pricingPlans } from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { snapshot, writeAudit } from '../audit-log';

type Row = typeof features.$inferSelect;

function toFeature(row: Row, planCount: number): Feature {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isDefault: row.isDefault,
    planCount,
  };
}

/** Defaults first in the spec's order, then custom features in the order they were added. */
export async function listFeatures(db: Db, auth: AuthContext): Promise<Feature[]> {
  requirePlatformAdmin(auth);
  const rows = await db
    .select({
      feature: features,
      // Plans listing it, by name (jsonb `?`); the plans table holds a handful of rows.
      planCount: sql<number>`(select count(*)::int from pricing_plans p where p.features ? features.name)`,
    })
    .from(features)
    .orderBy(sql`${features.isDefault} desc`, asc(features.sortOrder), asc(features.createdAt));
  return rows.map((row) => toFeature(row.feature, row.planCount));
}

async function insertFeature(
  tx: Db,
  auth: AuthContext,
  values: { name: string; slug: string; description: string },
): Promise<Feature> {
  const [sameName] = await tx
    .select({ id: features.id })
    .from(features)
    .where(sql`lower(${features.name}) = lower(${values.name})`)
    .limit(1);
  if (sameName)
    throw new AppError('CONFLICT', ADMIN_MESSAGES.featureExists, { name: ADMIN_MESSAGES.featureExists });
  const [sameSlug] = await tx
    .select({ id: features.id })
    .from(features)
    .where(eq(features.slug, values.slug))
    .limit(1);
  if (sameSlug)
    throw new AppError('CONFLICT', ADMIN_MESSAGES.slugExists, { slug: ADMIN_MESSAGES.slugExists });
  const [row] = await tx
    .insert(features)
    .values({ ...values, isDefault: false })
    // A concurrent add of the same name loses here, on the unique index, instead of failing with 500.
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError('CONFLICT', ADMIN_MESSAGES.featureExists, { name: ADMIN_MESSAGES.featureExists });
  await writeAudit(tx, auth, {
    action: 'feature.create',
    entityType: 'feature',
    entityId: row.id,
    before: null,
    after: snapshot(row),
  });
  return toFeature(row, 0);
}

/** A custom feature added by name; its slug follows from the name. */
export async function addFeature(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof AddFeatureBodySchema>,
): Promise<Feature> {
  requirePlatformAdmin(auth);
  const slug = slugify(body.name);
  if (!slug) throw AppError.invalid({ name: 'Use at least one letter or digit in the feature name' });
  return db.transaction((tx) => insertFeature(tx, auth, { name: body.name, slug, description: '' }));
}

/** The features modal: title, slug and description. */
export async function createFeature(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof CreateFeatureBodySchema>,
): Promise<Feature> {
  requirePlatformAdmin(auth);
  return db.transaction((tx) =>
    insertFeature(tx, auth, { name: body.title, slug: body.slug, description: body.description }),
  );
}

/** Deletes a custom feature and takes it off every plan, in one transaction; defaults stay. */
export async function deleteFeature(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<{ plansChanged: number }> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(features).where(eq(features.id, id)).for('update').limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Feature not found');
    if (row.isDefault) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.defaultFeature);
    const plans = await tx
      .select()
      .from(pricingPlans)
      .where(sql`${pricingPlans.features} ? ${row.name}`)
      .for('update');
    for (const plan of plans) {
      const remaining = plan.features.filter((name) => name !== row.name);
      await tx
        .update(pricingPlans)
        .set({ features: remaining, updatedAt: new Date() })
        .where(eq(pricingPlans.id, plan.id));
    }
    await tx.delete(features).where(eq(features.id, id));
    await writeAudit(tx, auth, {
      action: 'feature.delete',
      entityType: 'feature',
      entityId: row.id,
      before: { ...snapshot(row), plans: plans.map((plan) => plan.name) },
      after: null,
    });
    return { plansChanged: plans.length };
  });
}
