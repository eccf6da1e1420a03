/** Billing a client: an issued invoice as other modules read it, and the rate of an entry in SQL. */
export { rateMinorSql } from './billing-common';
export { readInvoice } from './invoice-read';
