import {
  CreateReportScheduleBodySchema,
  DashboardSchema,
  DETAILED_REPORT_PAGE_MAX,
  DetailedReportRowSchema,
  OrganizationReportScheduleSchema,
  ReportDefinitionSchema,
  ReportScheduleSchema,
  SaveReportDefinitionBodySchema,
  TaskReportQuerySchema,
  TaskReportSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { dashboardPdfFile, getDashboard } from './dashboard.service';
import { createDefinition, deleteDefinition, listDefinitions, updateDefinition } from './definitions.service';
import {
  deleteOrganizationSchedule,
  listOrganizationSchedules,
  pauseSchedule,
  resumeSchedule,
} from './organization-schedules.service';
import { runDetailedPage, runTaskReport, taskReportFile } from './reports.service';
import { createSchedule, deleteSchedule, listSchedules } from './schedules.service';
// Registers the scheduled-delivery job handler with the job runner.
import './schedules.jobs';
import { IdParams } from '../../lib/route-params';

const tags = ['reports'];
const DefinitionResponse = z.object({ data: ReportDefinitionSchema });
const DetailedQuerySchema = TaskReportQuerySchema.and(
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(DETAILED_REPORT_PAGE_MAX).default(100),
  }),
);

/** Reports are read afresh on every request: no route here is marked config.readCache. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      config: { heavy: 'report' },
      schema: {
        tags,
        summary:
          'Task Report (Summary: company and user; Custom: groupBy, columns) with its grand total (reports.view; custom: reports.generate)',
        querystring: TaskReportQuerySchema,
        response: { 200: z.object({ data: TaskReportSchema }) },
      },
    },
    async (request) => ({ data: await runTaskReport(app.heavyDb, authOf(request), request.query) }),
  );

  app.get(
    '/tasks/rows',
    {
      config: { heavy: 'report' },
      schema: {
        tags,
        summary: 'Detailed Task Report: one row per task, a page at a time (reports.view)',
        querystring: DetailedQuerySchema,
        response: {
          200: z.object({
            data: z.array(DetailedReportRowSchema),
            meta: z.object({ page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
          }),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, hasMore } = await runDetailedPage(
        app.heavyDb,
        authOf(request),
        request.query,
        page,
        pageSize,
      );
      return { data: rows, meta: { page, pageSize, hasMore } };
    },
  );

  for (const format of ['csv', 'xlsx', 'pdf'] as const) {
    app.get(
      `/tasks/export.${format}`,
      {
        config: { heavy: 'export' },
        schema: {
          tags,
          summary: `The Task Report as ${format.toUpperCase()}, streamed (${format === 'xlsx' ? 'reports.export' : 'reports.download'})`,
          querystring: TaskReportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await taskReportFile(app.heavyDb, authOf(request), request.query, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  }

  app.get(
    '/definitions',
    {
      schema: {
        tags,
        summary: 'Saved reports: my own and those shared with the organization (reports.view)',
        response: { 200: z.object({ data: z.array(ReportDefinitionSchema) }) },
      },
    },
    async (request) => ({ data: await listDefinitions(app.db, authOf(request)) }),
  );

  app.post(
    '/definitions',
    {
      schema: {
        tags,
        summary: 'Save a report definition, private or shared (reports.generate)',
        body: SaveReportDefinitionBodySchema,
        response: { 201: DefinitionResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createDefinition(app.db, authOf(request), request.body) }),
  );

  app.put(
    '/definitions/:id',
    {
      schema: {
        tags,
        summary: 'Change a saved report of mine (reports.generate)',
        params: IdParams,
        body: SaveReportDefinitionBodySchema,
        response: { 200: DefinitionResponse },
      },
    },
    async (request) => ({
      data: await updateDefinition(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/definitions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved report of mine (reports.generate)',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDefinition(app.db, authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary:
          "The app home's dashboard: my numbers, and my reporting tree's (reports.team_task) or the organization's (reports.view_all_users) (reports.view)",
        response: { 200: z.object({ data: DashboardSchema }) },
      },
    },
    async (request) => ({ data: await getDashboard(app.db, authOf(request)) }),
  );

  app.get(
    '/dashboard.pdf',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary:
          "The app home's dashboard as PDF, the same sections and numbers, streamed (reports.view and reports.download)",
      },
    },
    async (request, reply) => {
      const file = await dashboardPdfFile(app.heavyDb, authOf(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/schedules',
    {
      schema: {
        tags,
        summary: 'Scheduled deliveries of my saved reports (reports.generate)',
        querystring: z.object({ definitionId: z.string().optional() }),
        response: { 200: z.object({ data: z.array(ReportScheduleSchema) }) },
      },
    },
    async (request) => ({
      data: await listSchedules(app.db, authOf(request), request.query.definitionId),
    }),
  );

  app.post(
    '/schedules',
    {
      schema: {
        tags,
        summary:
          'Email a saved report of mine weekly or monthly to chosen members, each run as its recipient (reports.generate; recipients need the file’s permission)',
        body: CreateReportScheduleBodySchema,
        response: { 201: z.object({ data: ReportScheduleSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSchedule(app.db, authOf(request), request.body) }),
  );

  app.delete(
    '/schedules/:id',
    {
      schema: {
        tags,
        summary: 'Stop a scheduled delivery of my saved report (reports.generate)',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSchedule(app.db, authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const OrganizationScheduleResponse = z.object({ data: OrganizationReportScheduleSchema });

  app.get(
    '/organization-schedules',
    {
      schema: {
        tags,
        summary:
          'Every scheduled delivery of the organization, with its owner, report, recipients and whether and why it stopped (organization.manage)',
        response: { 200: z.object({ data: z.array(OrganizationReportScheduleSchema) }) },
      },
    },
    async (request) => ({ data: await listOrganizationSchedules(app.db, authOf(request)) }),
  );

  app.post(
    '/organization-schedules/:id/pause',
    {
      schema: {
        tags,
        summary: "Pause anyone's scheduled delivery; its pending mails are cancelled (organization.manage)",
        params: IdParams,
        response: { 200: OrganizationScheduleResponse },
      },
    },
    async (request) => ({ data: await pauseSchedule(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/organization-schedules/:id/resume',
    {
      schema: {
        tags,
        summary:
          'Resume a paused or stopped delivery, when its owner is active and holds Generate Report and the organization has room for its recipients (organization.manage)',
        params: IdParams,
        response: { 200: OrganizationScheduleResponse },
      },
    },
    async (request) => ({ data: await resumeSchedule(app.db, authOf(request), request.params.id) }),
  );

  app.delete(
    '/organization-schedules/:id',
    {
      schema: {
        tags,
        summary: "Delete anyone's scheduled delivery (organization.manage)",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOrganizationSchedule(app.db, authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
