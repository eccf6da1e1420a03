/**
 * The permission matrix's cases for the billing reports (billing-reports.routes.ts), spread into the
 * report routes' cases. Every one is amounts: the screen is allowed with Rates and Billing (beside
 * reports.view) and refused without it; a file (CSV, PDF, Excel) with its own permission and Rates and
 * Billing, refused without the former (billing-reports.test.ts and billing-report-files.test.ts refuse each
 * without the latter).
 */
import type { Permission } from '@taskflow/shared';

type Response = { statusCode: number; body: string };

const REPORTS = ['revenue', 'unbilled', 'missed', 'realisation'] as const;

export function billingReportRouteCases(context: {
  call: (method: 'GET', url: string) => Promise<Response>;
}): { route: string; needs: Permission; alsoNeeds?: Permission[]; run: () => Promise<Response> }[] {
  const get = (url: string) => () => context.call('GET', `/api/v1${url}`);
  return REPORTS.flatMap((name) => {
    const path = `/reports/billing/${name}`;
    return [
      { route: `GET ${path}`, needs: 'time.billing' as const, run: get(path) },
      {
        route: `GET ${path}/export.csv`,
        needs: 'reports.download' as const,
        alsoNeeds: ['time.billing' as const],
        run: get(`${path}/export.csv`),
      },
      {
        route: `GET ${path}/export.pdf`,
        needs: 'reports.download' as const,
        alsoNeeds: ['time.billing' as const],
        run: get(`${path}/export.pdf`),
      },
      {
        route: `GET ${path}/export.xlsx`,
        needs: 'reports.export' as const,
        alsoNeeds: ['time.billing' as const],
        run: get(`${path}/export.xlsx`),
      },
    ];
  });
}
