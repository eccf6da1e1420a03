import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICING_PLANS, type PricingPlan } from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';
import { embeddedSiteData } from '../../../lib/site-data';

export const pricingPlansQueryOptions = queryOptions({
  queryKey: ['pricing-plans'],
  queryFn: async () => (await apiFetch<{ data: PricingPlan[] }>('/pricing-plans')).data,
  // /pricing arrives with the saved plans in its HTML and its data block (api public-pages.ts); the
  // prerenderer renders the defaults, which the server replaces on every request.
  initialData: () =>
    embeddedSiteData()?.plans ??
    (import.meta.env.SSR
      ? DEFAULT_PRICING_PLANS.map((plan, index) => ({ ...plan, id: `default-${index + 1}` }))
      : undefined),
  staleTime: 60_000,
});

export function usePricingPlans() {
  return useQuery(pricingPlansQueryOptions);
}
