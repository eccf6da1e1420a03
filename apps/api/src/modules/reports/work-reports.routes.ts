/**
 * Issue 23, items 4-6: the Time and money, Leave and Project health reports and their CSV and Excel
 * files (registered under /reports beside the Task Report). Each service checks its permission first;
 * nothing here is read-cached (reports are read afresh).
 */
import {
  LeaveReportQuerySchema,
  LeaveReportSchema,
  ProjectHealthQuerySchema,
  ProjectHealthReportSchema,
  TimeReportQuerySchema,
  TimeReportSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { leaveReport, leaveReportFile } from './leave-report.query';
import { projectHealth, projectHealthFile } from './project-health.query';
import { timeReport, timeReportFile } from './time-report.query';

const tags = ['reports'];

export const workReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/time',
    {
      config: { heavy: 'report' },
      schema: {
        tags,
        summary:
          'Time and money: hours by customer, project, person and work type per period, billable, billed and unbilled (amounts for time.billing), utilisation (reports.view)',
        querystring: TimeReportQuerySchema,
        response: { 200: z.object({ data: TimeReportSchema }) },
      },
    },
    async (request) => ({ data: await timeReport(app.heavyDb, authOf(request), request.query) }),
  );

  app.get(
    '/leave',
    {
      config: { heavy: 'report' },
      schema: {
        tags,
        summary:
          'Leave: taken, pending and remaining by person and type for a year, absence days per month, who was out (reports.view; per-type figures only for readers of the details)',
        querystring: LeaveReportQuerySchema,
        response: { 200: z.object({ data: LeaveReportSchema }) },
      },
    },
    async (request) => ({ data: await leaveReport(app.heavyDb, authOf(request), request.query) }),
  );

  app.get(
    '/project-health',
    {
      config: { heavy: 'report' },
      schema: {
        tags,
        summary:
          'Project health: progress, late milestones, overdue tasks, hours against estimate per project and for the portfolio (projects.report)',
        querystring: ProjectHealthQuerySchema,
        response: { 200: z.object({ data: ProjectHealthReportSchema }) },
      },
    },
    async (request) => ({ data: await projectHealth(app.heavyDb, authOf(request), request.query) }),
  );

  // Every file is the screen's rows and total; the Time report's PDF is written on the CPU pool.
  const files = [
    {
      path: '/time',
      querystring: TimeReportQuerySchema,
      make: timeReportFile,
      formats: ['csv', 'xlsx', 'pdf'],
    },
    { path: '/leave', querystring: LeaveReportQuerySchema, make: leaveReportFile, formats: ['csv', 'xlsx'] },
    {
      path: '/project-health',
      querystring: ProjectHealthQuerySchema,
      make: projectHealthFile,
      formats: ['csv', 'xlsx'],
    },
  ] as const;
  const FORMAT_SUMMARIES = {
    csv: 'CSV (reports.download)',
    xlsx: 'Excel (reports.export)',
    pdf: 'PDF, the same figures as the screen (reports.download; amounts for time.billing)',
  } as const;
  for (const file of files) {
    for (const format of file.formats) {
      app.get(
        `${file.path}/export.${format}`,
        {
          config: { heavy: 'export' },
          schema: {
            tags,
            summary: `The report as ${FORMAT_SUMMARIES[format]}`,
            querystring: file.querystring,
          },
        },
        async (request, reply) => {
          const made = await (file.make as (...args: unknown[]) => ReturnType<typeof timeReportFile>)(
            app.heavyDb,
            authOf(request),
            request.query,
            format,
          );
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
