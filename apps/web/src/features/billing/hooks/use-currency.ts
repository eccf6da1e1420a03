import { useCurrentOrganization } from '../../../lib/organization';

/** The organization's currency, which every amount of billing is in (INR until it has loaded). */
export function useBillingCurrency(): string {
  return useCurrentOrganization().data?.currency ?? 'INR';
}
