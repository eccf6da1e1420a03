/**
 * Issue 42, item 6: the billing reports under /reports/billing (registered under /reports beside the
 * other reports) and their CSV, Excel and PDF files. Every one is amounts: View Report and Rates and
 * Billing (`time.billing`) for the screen, and the file's own permission for a file (Download for CSV and
 * PDF, Export Report for Excel). Read afresh, as every report. The reports themselves are
 * billing-report-files.ts (the scheduled mails run them too).
 */
import { BILLING_REPORTS, REPORT_FILE_FORMATS } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { BILLING_REPORT_KINDS, billingReportFile } from './billing-report-files';

const tags = ['reports'];
const FORMAT_SUMMARIES = {
  csv: 'CSV (reports.download)',
  xlsx: 'Excel (reports.export)',
  pdf: 'PDF, the figures as on the screen (reports.download)',
} as const;

export const billingReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const report of BILLING_REPORTS) {
    const kind = BILLING_REPORT_KINDS[report];
    const path = `/billing/${report}`;
    app.get(
      path,
      {
        config: { heavy: 'report' },
        schema: {
          tags,
          summary: `${kind.summary} (reports.view and time.billing)`,
          querystring: kind.querystring,
          response: { 200: z.object({ data: kind.response }) },
        },
      },
      async (request) => ({
        data: await (kind.read as (...args: unknown[]) => Promise<unknown>)(
          app.heavyDb,
          authOf(request),
          request.query,
        ),
      }),
    );
    for (const format of REPORT_FILE_FORMATS) {
      app.get(
        `${path}/export.${format}`,
        {
          config: { heavy: 'export' },
          schema: {
            tags,
            summary: `${kind.summary} as ${FORMAT_SUMMARIES[format]} (and reports.view, time.billing)`,
            querystring: kind.querystring,
          },
        },
        async (request, reply) => {
          const made = await billingReportFile(app.heavyDb, authOf(request), report, request.query, format);
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
};
