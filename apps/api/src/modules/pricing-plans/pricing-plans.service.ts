import { DEFAULT_PRICING_PLANS, type PricingPeriod, type PricingPlan } from '@taskflow/shared';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema';

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
  };
}

export async function listPricingPlans(db: Db): Promise<PricingPlan[]> {
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
