import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingPlan } from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';

export const pricingPlansQueryOptions = queryOptions({
  queryKey: ['pricing-plans'],
  queryFn: async () => (await apiFetch<{ data: PricingPlan[] }>('/pricing-plans')).data,
  staleTime: 60_000,
});

export function usePricingPlans() {
  return useQuery(pricingPlansQueryOptions);
}
