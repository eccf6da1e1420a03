/** Billing a client: its routes (app.ts), an issued invoice as other modules read it, and the rate of an entry in SQL. */

export { billingRoutes } from './billing.routes';
export { rateMinorSql } from './billing-common';
export { readInvoice } from './invoice-read';
