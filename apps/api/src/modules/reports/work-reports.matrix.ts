/**
 * The permission matrix's cases for the Time, Leave and Project health reports (work-reports.routes.ts),
 * spread into `reportRouteCases`. Each is allowed with `needs` (beside reports.view and `alsoNeeds`) and
 * refused without `needs`.
 */
import type { Permission } from '@taskflow/shared';

type Response = { statusCode: number; body: string };

export function workReportRouteCases(context: {
  call: (method: 'GET', url: string) => Promise<Response>;
}): { route: string; needs: Permission; alsoNeeds?: Permission[]; run: () => Promise<Response> }[] {
  const get = (url: string) => () => context.call('GET', `/api/v1${url}`);
  return [
    { route: 'GET /reports/time', needs: 'reports.view', run: get('/reports/time?groupBy=user&period=week') },
    {
      route: 'GET /reports/time/export.csv',
      needs: 'reports.download',
      run: get('/reports/time/export.csv'),
    },
    {
      route: 'GET /reports/time/export.xlsx',
      needs: 'reports.export',
      run: get('/reports/time/export.xlsx'),
    },
    {
      route: 'GET /reports/time/export.pdf',
      needs: 'reports.download',
      run: get('/reports/time/export.pdf'),
    },
    { route: 'GET /reports/leave', needs: 'reports.view', run: get('/reports/leave') },
    {
      route: 'GET /reports/leave/export.csv',
      needs: 'reports.download',
      run: get('/reports/leave/export.csv'),
    },
    {
      route: 'GET /reports/leave/export.xlsx',
      needs: 'reports.export',
      run: get('/reports/leave/export.xlsx'),
    },
    { route: 'GET /reports/project-health', needs: 'projects.report', run: get('/reports/project-health') },
    {
      route: 'GET /reports/project-health/export.csv',
      needs: 'reports.download',
      alsoNeeds: ['projects.report'],
      run: get('/reports/project-health/export.csv'),
    },
    {
      route: 'GET /reports/project-health/export.xlsx',
      needs: 'reports.export',
      alsoNeeds: ['projects.report'],
      run: get('/reports/project-health/export.xlsx'),
    },
  ];
}
