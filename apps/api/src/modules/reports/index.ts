/** Reports: their routes (app.ts). */
export { billingReportsRoutes } from './billing-reports.routes';
export { reportsRoutes } from './reports.routes';
export { workReportsRoutes } from './work-reports.routes';
