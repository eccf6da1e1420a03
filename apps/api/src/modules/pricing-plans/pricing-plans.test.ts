import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingPlans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPricingPlans } from './pricing-plans.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /pricing-plans', () => {
  it('answers an empty list before seeding, publicly', async () => {
    const response = await t.app.inject({ url: '/api/v1/pricing-plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('answers the section 9 plans in display order once seeded, and seeds only once', async () => {
    expect(await seedPricingPlans(t.db)).toBe(true);
    expect(await seedPricingPlans(t.db)).toBe(false);
    const response = await t.app.inject({ url: '/api/v1/pricing-plans' });
    const plans = response.json().data;
    expect(
      plans.map((plan: { name: string; price: number; period: string; isPopular: boolean }) => plan),
    ).toMatchObject([
      { name: 'Personal', price: 0, period: 'Free forever', isPopular: false },
      { name: 'Starter', price: 899, period: 'per user/month', isPopular: true },
      { name: 'Advanced', price: 2049, period: 'per user/month', isPopular: false },
    ]);
    expect(plans[0].features).toContain('Up to 10 teammates');
    expect(plans[0].features).toContain('100MB per file');
    expect(plans[1].features).toContain('250 AI actions/month');
    expect(plans[2].features).toEqual(
      expect.arrayContaining(['100 portfolios', '25,000 automation actions/month']),
    );
  });

  it('reads what is in the database, so an admin edit shows', async () => {
    await t.db.update(pricingPlans).set({ price: 999 });
    const response = await t.app.inject({ url: '/api/v1/pricing-plans' });
    expect(response.json().data.every((plan: { price: number }) => plan.price === 999)).toBe(true);
  });
});
