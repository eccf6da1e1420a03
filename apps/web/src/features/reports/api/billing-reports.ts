import { useQuery } from '@tanstack/react-query';
import {
  BILLING_REPORTS,
  type BillingReport,
  type MissedBilling,
  type RealisationReport,
  type RevenueReport,
  type UnbilledReport,
} from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';

/** The billing reports' paths (issue 42, item 6), by the page's `report` parameter. */
export const BILLING_REPORT_PATHS: Record<BillingReport, string> = {
  revenue: '/reports/billing/revenue',
  unbilled: '/reports/billing/unbilled',
  missed: '/reports/billing/missed',
  realisation: '/reports/billing/realisation',
};
/** Each billing report's answer. */
export type BillingAnswers = {
  revenue: RevenueReport;
  unbilled: UnbilledReport;
  missed: MissedBilling;
  realisation: RealisationReport;
};

/** The billing report the page's URL names (`report`; revenue when absent or unknown). */
export function billingReportOf(params: URLSearchParams): BillingReport {
  const report = params.get('report');
  return (BILLING_REPORTS as readonly string[]).includes(report ?? '')
    ? (report as BillingReport)
    : 'revenue';
}

/** The page's URL query as the report's: without the page's own `kind` and `report`. */
export function billingReportSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('kind');
  next.delete('report');
  return next.toString();
}

export function useBillingReport<R extends BillingReport>(report: R, search: string) {
  return useQuery({
    queryKey: ['reports', 'billing', report, search],
    queryFn: ({ signal }) =>
      apiFetch<{ data: BillingAnswers[R] }>(`${BILLING_REPORT_PATHS[report]}${search ? `?${search}` : ''}`, {
        signal,
      }),
    // The previous answer stays while new filters load, never another report's (its shape differs).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === report ? previous : undefined,
    // Reports are read afresh.
    staleTime: 0,
  });
}
