import {
  DEFAULT_PRICING_PLANS,
  type PricingPeriod,
  type PricingPlan,
  type SavePricingPlanBodySchema,
} from '@taskflow/shared';
import { asc, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { snapshot, writeAudit } from '../audit-log';

type Row = typeof pricingPlans.$inferSelect;

export function toPricingPlan(row: Row): PricingPlan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    period: row.period as PricingPeriod,
    description: row.description,
    features: row.features,
    isPopular: row.isPopular,
    badgeText: row.badgeText,
    badgeSubtext: row.badgeSubtext,
    buttonText: row.buttonText,
    sortOrder: row.sortOrder,
    storageQuotaMb: row.storageQuotaMb,
  };
}

export async function listPricingPlans(db: Pick<Db, 'select'>): Promise<PricingPlan[]> {
  const rows = await db
    .select()
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.createdAt));
  return rows.map(toPricingPlan);
}

/** Inserts the section 9 plans when there are none. Returns whether it did. */
export async function seedPricingPlans(db: Db): Promise<boolean> {
  const [existing] = await db.select({ plans: count() }).from(pricingPlans);
  if ((existing?.plans ?? 0) > 0) return false;
  await db.insert(pricingPlans).values(DEFAULT_PRICING_PLANS.map((plan) => ({ ...plan })));
  return true;
}

// ---------------------------------------------------------------- admin

const NOT_FOUND = 'Plan not found';

/** Adds a plan at the end of the list, with its audit row. */
export async function createPricingPlan(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof SavePricingPlanBodySchema>,
): Promise<PricingPlan> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ max: max(pricingPlans.sortOrder) }).from(pricingPlans);
    const [row] = await tx
      .insert(pricingPlans)
      .values({ ...planValues(body), sortOrder: (last?.max ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('Plan insert returned no row');
    await writeAudit(tx, auth, {
      action: 'pricing-plan.create',
      entityType: 'pricing-plan',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toPricingPlan(row);
  });
}

function planValues(body: z.output<typeof SavePricingPlanBodySchema>) {
  return {
    name: body.name,
    price: body.price,
    period: body.period,
    description: body.description,
    features: [...new Set(body.features)],
    isPopular: body.isPopular,
    // The badge follows "popular": the pricing page shows it on that plan only.
    badgeText: body.isPopular ? 'Most popular' : null,
    ...(body.buttonText ? { buttonText: body.buttonText } : {}),
    // A form that predates the quota leaves it as it was (a new plan takes the column's 1 GB).
    ...(body.storageQuotaMb !== undefined ? { storageQuotaMb: body.storageQuotaMb } : {}),
  };
}

/** Saves an existing plan (the one being edited, not a new one). */
export async function updatePricingPlan(
  db: Db,
  auth: AuthContext,
  id: string,
  body: z.output<typeof SavePricingPlanBodySchema>,
): Promise<PricingPlan> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pricingPlans).where(eq(pricingPlans.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    const values = planValues(body);
    const [row] = await tx
      .update(pricingPlans)
      .set({
        ...values,
        badgeSubtext: body.isPopular ? before.badgeSubtext : null,
        updatedAt: new Date(),
      })
      .where(eq(pricingPlans.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await writeAudit(tx, auth, {
      action: 'pricing-plan.update',
      entityType: 'pricing-plan',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return toPricingPlan(row);
  });
}

export async function deletePricingPlan(db: Db, auth: AuthContext, id: string): Promise<void> {
  requirePlatformAdmin(auth);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(pricingPlans).where(eq(pricingPlans.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await writeAudit(tx, auth, {
      action: 'pricing-plan.delete',
      entityType: 'pricing-plan',
      entityId: id,
      before: snapshot(row),
      after: null,
    });
  });
}

/** Sets the display order to the given ids (every plan, once each), in one transaction. */
export async function reorderPricingPlans(db: Db, auth: AuthContext, ids: string[]): Promise<PricingPlan[]> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(pricingPlans)
      .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.createdAt))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || !ids.every((id) => known.has(id))) {
      throw AppError.invalid({ ids: 'Give every plan exactly once, in the new order' });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(pricingPlans)
        .set({ sortOrder: index + 1 })
        .where(eq(pricingPlans.id, id));
    }
    await writeAudit(tx, auth, {
      action: 'pricing-plan.reorder',
      entityType: 'pricing-plan',
      entityId: null,
      before: rows.map((row) => ({ id: row.id, name: row.name })),
      after: ids.map((id) => ({ id, name: rows.find((row) => row.id === id)?.name })),
    });
    return listPricingPlans(tx);
  });
}
