import { describe, expect, it } from 'vitest';
import { formatRupees } from '../format';
import { DEFAULT_PRICING_PLANS } from './pricing-plans';

describe('pricing plans', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(899)).toBe('₹899');
    expect(formatRupees(2049)).toBe('₹2,049');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });

  it('starts with the section 9 plans', () => {
    expect(DEFAULT_PRICING_PLANS.map((plan) => [plan.name, plan.price, plan.period, plan.isPopular])).toEqual(
      [
        ['Personal', 0, 'Free forever', false],
        ['Starter', 899, 'per user/month', true],
        ['Advanced', 2049, 'per user/month', false],
      ],
    );
  });

  it('carries the storage quotas migration 0032 gives the seeded plans (1 GB, 100 GB, 500 GB)', () => {
    expect(DEFAULT_PRICING_PLANS.map((plan) => [plan.name, plan.storageQuotaMb])).toEqual([
      ['Personal', 1024],
      ['Starter', 102400],
      ['Advanced', 512000],
    ]);
  });
});
