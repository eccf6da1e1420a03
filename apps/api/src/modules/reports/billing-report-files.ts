/**
 * The four billing reports as the routes (billing-reports.routes.ts) and the scheduled mails
 * (schedules.jobs.ts) run them: each one's query, its screen's answer and its table; and a report's file
 * (CSV, Excel or PDF) made from that table. Every file is refused without its own permission (checked
 * first), then without View Report or Rates and Billing (`billingReportContext`).
 */
import {
  BILLING_REPORT_LABELS,
  type BillingReport,
  formatDateTime,
  MissedBillingQuerySchema,
  MissedBillingSchema,
  REVENUE_GROUPING_LABELS,
  RealisationQuerySchema,
  RealisationReportSchema,
  type ReportFileFormat,
  RevenueReportQuerySchema,
  RevenueReportSchema,
  UnbilledReportQuerySchema,
  UnbilledReportSchema,
} from '@taskflow/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orgOf } from '../../lib/access';
import { pdfOffThread } from '../../lib/off-thread';
import { organizationCalendar } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { missedBilling } from './billing-missed.query';
import { realisationReport } from './billing-realisation.query';
import { revenueReport } from './billing-revenue.query';
import { unbilledReport } from './billing-unbilled.query';
import {
  type BillingNotation,
  type BillingTable,
  FILE_NOTATION,
  missedTable,
  PDF_NOTATION,
  realisationTable,
  revenueTable,
  unbilledTable,
} from './exports/billing-report-tables';
import { namedFilterLines } from './filter-names';
import { CONTENT_TYPES, requireFormat, tableFile } from './work-report.common';

interface BillingReportKind<Query> {
  summary: string;
  querystring: z.ZodType<Query, unknown>;
  response: z.ZodType;
  /** The screen's answer (missed billing's first rows of each list). */
  read: (db: Db, auth: AuthContext, query: Query) => Promise<unknown>;
  /**
   * The files' table (every row) in a notation, the files' base name, and the lines of the PDF's heading
   * that say what the report covers.
   */
  file: (
    db: Db,
    auth: AuthContext,
    query: Query,
    notation: BillingNotation,
  ) => Promise<{ table: BillingTable; base: string; filters: () => Promise<string[]> }>;
}

const clientLine = (db: Db, auth: AuthContext, customerId: string | undefined) =>
  namedFilterLines(db, orgOf(auth), { customerId });

export const BILLING_REPORT_KINDS: {
  revenue: BillingReportKind<z.output<typeof RevenueReportQuerySchema>>;
  unbilled: BillingReportKind<z.output<typeof UnbilledReportQuerySchema>>;
  missed: BillingReportKind<z.output<typeof MissedBillingQuerySchema>>;
  realisation: BillingReportKind<z.output<typeof RealisationQuerySchema>>;
} = {
  revenue: {
    summary:
      'Revenue: taxable amounts of issued invoices net of credit notes, by client, service, member, month',
    querystring: RevenueReportQuerySchema,
    response: RevenueReportSchema,
    read: revenueReport,
    file: async (db, auth, query, notation) => {
      const made = await revenueReport(db, auth, query);
      return {
        table: revenueTable(made, notation),
        base: `revenue-${made.from}-${made.to}`,
        filters: async () => [
          `Issued: ${made.from} to ${made.to}`,
          `Grouped by: ${made.groupBy.map((grouping) => REVENUE_GROUPING_LABELS[grouping]).join(', ')}`,
          ...(await clientLine(db, auth, query.customerId)),
        ],
      };
    },
  },
  unbilled: {
    summary:
      'Unbilled work (WIP) per client: done fixed-fee jobs not invoiced and approved time at the rates',
    querystring: UnbilledReportQuerySchema,
    response: UnbilledReportSchema,
    read: unbilledReport,
    file: async (db, auth, query, notation) => {
      const made = await unbilledReport(db, auth, query);
      return {
        table: unbilledTable(made, notation),
        base: `unbilled-work-${made.upTo}`,
        filters: async () => [`Work up to: ${made.upTo}`],
      };
    },
  },
  missed: {
    summary: 'Missed billing: done jobs with a fee and no invoice, time over a month old not invoiced',
    querystring: MissedBillingQuerySchema,
    response: MissedBillingSchema,
    read: (db, auth, query) => missedBilling(db, auth, query),
    file: async (db, auth, query, notation) => {
      const made = await missedBilling(db, auth, query, null);
      return {
        table: missedTable(made, notation),
        base: `missed-billing-${made.today}`,
        filters: async () => [
          `As of ${made.today}: time logged before ${made.timeBefore}`,
          ...(await clientLine(db, auth, query.customerId)),
        ],
      };
    },
  },
  realisation: {
    summary: 'Realisation: billed against the value of the time behind it, per client, member, fixed-fee job',
    querystring: RealisationQuerySchema,
    response: RealisationReportSchema,
    read: (db, auth, query) => realisationReport(db, auth, query),
    file: async (db, auth, query, notation) => {
      const made = await realisationReport(db, auth, query, null);
      return {
        table: realisationTable(made, notation),
        base: `realisation-${made.from}-${made.to}`,
        filters: async () => [
          `Issued: ${made.from} to ${made.to}`,
          ...(await clientLine(db, auth, query.customerId)),
        ],
      };
    },
  },
};

/**
 * A billing report's file for `query` (already read by its schema): CSV and Excel for spreadsheets, the
 * PDF written on the CPU pool in the screen's notation.
 */
export async function billingReportFile(
  db: Db,
  auth: AuthContext,
  report: BillingReport,
  query: unknown,
  format: ReportFileFormat,
) {
  requireFormat(auth, format);
  const kind = BILLING_REPORT_KINDS[report] as BillingReportKind<unknown>;
  const made = await kind.file(db, auth, query, format === 'pdf' ? PDF_NOTATION : FILE_NOTATION);
  if (format !== 'pdf') return tableFile(made.table, format, made.base);
  const calendar = await organizationCalendar(db, orgOf(auth));
  return {
    stream: pdfOffThread('billingReport', {
      title: `${BILLING_REPORT_LABELS[report]} report`,
      table: made.table,
      heading: {
        organizationName: calendar.name,
        filters: await made.filters(),
        generatedAt: formatDateTime(new Date(), { timeZone: calendar.zone }),
      },
    }),
    fileName: `${made.base}.pdf`,
    contentType: CONTENT_TYPES.pdf,
  };
}
