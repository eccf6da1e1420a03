/**
 * Issue 42, item 6: the billing reports under /reports/billing (registered under /reports beside the
 * other reports) and their CSV and Excel files. Every one is amounts: View Report and Rates and Billing
 * (`time.billing`) for the screen, and the file's own permission for a file (Download for CSV, Export
 * Report for Excel). Read afresh, as every report.
 */
import {
  MissedBillingQuerySchema,
  MissedBillingSchema,
  RealisationQuerySchema,
  RealisationReportSchema,
  RevenueReportQuerySchema,
  RevenueReportSchema,
  UnbilledReportQuerySchema,
  UnbilledReportSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authOf } from '../../plugins/auth';
import type { AuthContext } from '../../plugins/types';
import { missedBilling } from './billing-missed.query';
import { realisationReport } from './billing-realisation.query';
import { revenueReport } from './billing-revenue.query';
import { unbilledReport } from './billing-unbilled.query';
import { missedTable, realisationTable, revenueTable, unbilledTable } from './exports/billing-report-tables';
import type { Table } from './exports/table';
import { requireFormat, tableFile } from './work-report.common';

const tags = ['reports'];
const FORMAT_SUMMARIES = { csv: 'CSV (reports.download)', xlsx: 'Excel (reports.export)' } as const;

export const billingReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A report's JSON route and its files: `read` answers the screen's report, `file` the table of the files
   * (missed billing's files carry every row, the screen the first ones).
   */
  function report<Query>(options: {
    path: string;
    summary: string;
    querystring: z.ZodType<Query, unknown>;
    response: z.ZodType;
    read: (db: Db, auth: AuthContext, query: Query) => Promise<unknown>;
    file: (db: Db, auth: AuthContext, query: Query) => Promise<{ table: Table; base: string }>;
  }) {
    app.get(
      options.path,
      {
        config: { heavy: 'report' },
        schema: {
          tags,
          summary: `${options.summary} (reports.view and time.billing)`,
          querystring: options.querystring,
          response: { 200: z.object({ data: options.response }) },
        },
      },
      async (request) => ({
        data: await options.read(app.heavyDb, authOf(request), request.query as Query),
      }),
    );
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(
        `${options.path}/export.${format}`,
        {
          config: { heavy: 'export' },
          schema: {
            tags,
            summary: `${options.summary} as ${FORMAT_SUMMARIES[format]} (and reports.view, time.billing)`,
            querystring: options.querystring,
          },
        },
        async (request, reply) => {
          const auth = authOf(request);
          requireFormat(auth, format);
          const { table, base } = await options.file(app.heavyDb, auth, request.query as Query);
          const made = tableFile(table, format, base);
          return reply
            .header('content-type', made.contentType)
            .header('content-disposition', `attachment; filename="${made.fileName}"`)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'no-store')
            .send(made.stream);
        },
      );
    }
  }

  report({
    path: '/billing/revenue',
    summary:
      'Revenue: taxable amounts of issued invoices net of credit notes, by client, service, member, month',
    querystring: RevenueReportQuerySchema,
    response: RevenueReportSchema,
    read: revenueReport,
    file: async (db, auth, query) => {
      const made = await revenueReport(db, auth, query);
      return { table: revenueTable(made), base: `revenue-${made.from}-${made.to}` };
    },
  });

  report({
    path: '/billing/unbilled',
    summary:
      'Unbilled work (WIP) per client: done fixed-fee jobs not invoiced and approved time at the rates',
    querystring: UnbilledReportQuerySchema,
    response: UnbilledReportSchema,
    read: unbilledReport,
    file: async (db, auth, query) => {
      const made = await unbilledReport(db, auth, query);
      return { table: unbilledTable(made), base: `unbilled-work-${made.upTo}` };
    },
  });

  report({
    path: '/billing/missed',
    summary: 'Missed billing: done jobs with a fee and no invoice, time over a month old not invoiced',
    querystring: MissedBillingQuerySchema,
    response: MissedBillingSchema,
    read: (db, auth, query) => missedBilling(db, auth, query),
    file: async (db, auth, query) => {
      const made = await missedBilling(db, auth, query, null);
      return { table: missedTable(made), base: `missed-billing-${made.today}` };
    },
  });

  report({
    path: '/billing/realisation',
    summary: 'Realisation: billed against the value of the time behind it, per client, member, fixed-fee job',
    querystring: RealisationQuerySchema,
    response: RealisationReportSchema,
    read: realisationReport,
    file: async (db, auth, query) => {
      const made = await realisationReport(db, auth, query);
      return { table: realisationTable(made), base: `realisation-${made.from}-${made.to}` };
    },
  });
};
