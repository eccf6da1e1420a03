import {
  BillingBatchSchema,
  BillingPreviewSchema,
  BillingRangeSchema,
  HourlyRateSchema,
  ListMetaSchema,
  ListQuerySchema,
  listResponse,
  ReopenRequestBodySchema,
  ReturnTimesheetBodySchema,
  SetRateBodySchema,
  StartTimerBodySchema,
  SubmitTimesheetBodySchema,
  TeamTimesheetRowSchema,
  TeamTimesheetsQuerySchema,
  TimeEntryBodySchema,
  TimeEntryListQuerySchema,
  TimeEntrySchema,
  TimePersonSchema,
  TimeSummaryQuerySchema,
  TimeSummarySchema,
  TimesheetCellBodySchema,
  TimesheetQuerySchema,
  TimesheetSchema,
  WithdrawTimesheetBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import {
  billingCsv,
  listBatches,
  listPersonRates,
  listProjectRates,
  markBilled,
  previewBilling,
  setRate,
  timeSummary,
} from './billing.service';
import {
  createEntry,
  deleteEntry,
  getEntry,
  getRunningTimer,
  listEntries,
  setTimesheetCell,
  startTimer,
  stopTimer,
  updateEntry,
} from './entries.service';
import { teamTimesheets, timePeople } from './team-timesheets.service';
import { decideTimesheet } from './timesheet-decisions.service';
import { requestReopen, submitTimesheet, withdrawTimesheet } from './timesheet-submit.service';
import { getTimesheet } from './timesheets.service';

const tags = ['time'];
const EntryResponse = z.object({ data: TimeEntrySchema });
const TimesheetResponse = z.object({ data: TimesheetSchema });

/** Timers, time entries, weekly timesheets and billable time (issue 13). */
export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------------------------------------------------------------- timer
  app.get(
    '/timer',
    {
      schema: {
        tags,
        summary: "The caller's running timer, or null (time.track)",
        response: { 200: z.object({ data: TimeEntrySchema.nullable() }) },
      },
    },
    async (request) => ({ data: await getRunningTimer(app.db, authOf(request)) }),
  );

  app.post(
    '/timer',
    {
      schema: {
        tags,
        summary: 'Start a timer on a task; refused (409, naming the task) while another runs (time.track)',
        body: StartTimerBodySchema,
        response: { 201: EntryResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await startTimer(app.db, authOf(request), request.body) }),
  );

  app.post(
    '/timer/stop',
    {
      schema: {
        tags,
        summary: "Stop the caller's running timer (time.track)",
        response: { 200: EntryResponse },
      },
    },
    async (request) => ({ data: await stopTimer(app.db, authOf(request)) }),
  );

  // ---------------------------------------------------------------- entries
  app.get(
    '/entries',
    {
      schema: {
        tags,
        summary:
          'Time entries of the caller, or of a person within reach (userId), newest first (time.track)',
        querystring: TimeEntryListQuerySchema,
        response: { 200: listResponse(TimeEntrySchema) },
      },
    },
    async (request) => listEntries(app.db, authOf(request), request.query),
  );

  app.post(
    '/entries',
    {
      schema: {
        tags,
        summary: 'Add a time entry: startedAt and endedAt, or date and durationMinutes (time.track)',
        body: TimeEntryBodySchema,
        response: { 201: EntryResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createEntry(app.db, authOf(request), request.body) }),
  );

  app.get(
    '/entries/:id',
    {
      schema: {
        tags,
        summary: 'One time entry within reach (time.track)',
        params: IdParams,
        response: { 200: EntryResponse },
      },
    },
    async (request) => ({ data: await getEntry(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/entries/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of your time entries (same body as adding one; time.track)',
        params: IdParams,
        body: TimeEntryBodySchema,
        response: { 200: EntryResponse },
      },
    },
    async (request) => ({
      data: await updateEntry(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/entries/:id',
    { schema: { tags, summary: 'Delete one of your time entries (time.track)', params: IdParams } },
    async (request, reply) => {
      await deleteEntry(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- timesheets
  app.get(
    '/timesheet',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          "A person's week (default: the caller's current week): rows by task, columns by day (time.track)",
        querystring: TimesheetQuerySchema,
        response: { 200: TimesheetResponse },
      },
    },
    async (request) => ({ data: await getTimesheet(app.db, authOf(request), request.query) }),
  );

  app.put(
    '/timesheet/cells',
    {
      schema: {
        tags,
        summary:
          "Set the caller's minutes on a task for a day: stored as a typed duration on that day, no clock times; future days only when the organization allows them (time.track)",
        body: TimesheetCellBodySchema,
        response: { 200: TimesheetResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await setTimesheetCell(app.db, auth, request.body);
      return { data: await getTimesheet(app.db, auth, { week: request.body.date }) };
    },
  );

  app.post(
    '/timesheet/submit',
    {
      schema: {
        tags,
        summary: "Submit the caller's week for approval; it is locked until returned (time.track)",
        body: SubmitTimesheetBodySchema,
        response: { 200: TimesheetResponse },
      },
    },
    async (request) => ({ data: await submitTimesheet(app, authOf(request), request.body.week) }),
  );

  app.post(
    '/timesheet/withdraw',
    {
      schema: {
        tags,
        summary:
          "Withdraw the caller's submitted week before their manager decides; it is open again (time.track)",
        body: WithdrawTimesheetBodySchema,
        response: { 200: TimesheetResponse },
      },
    },
    async (request) => ({ data: await withdrawTimesheet(app, authOf(request), request.body.week) }),
  );

  app.post(
    '/timesheet/reopen-request',
    {
      schema: {
        tags,
        summary:
          "Ask the caller's approvers to reopen their submitted or approved week (a reason is optional); they are told with a link to the week (time.track)",
        body: ReopenRequestBodySchema,
        response: { 200: TimesheetResponse },
      },
    },
    async (request) => ({ data: await requestReopen(app, authOf(request), request.body) }),
  );

  for (const decision of ['approve', 'reopen'] as const) {
    app.post(
      `/timesheets/:id/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? "Approve a report's submitted week; it stays locked (time.approve)"
              : "Reopen a report's approved week so its entries can change; recorded (time.approve)",
          params: IdParams,
          response: { 200: TimesheetResponse },
        },
      },
      async (request) => ({
        data: await decideTimesheet(app, authOf(request), request.params.id, decision),
      }),
    );
  }

  app.post(
    '/timesheets/:id/return',
    {
      schema: {
        tags,
        summary: "Return a report's submitted week with a comment (required; time.approve)",
        params: IdParams,
        body: ReturnTimesheetBodySchema,
        response: { 200: TimesheetResponse },
      },
    },
    async (request) => ({
      data: await decideTimesheet(app, authOf(request), request.params.id, 'return', request.body.comment),
    }),
  );

  app.get(
    '/team-timesheets',
    {
      schema: {
        tags,
        summary: "The caller's reports × the four weeks up to `week`: status and hours (time.approve)",
        querystring: ListQuerySchema.omit({ q: true }).extend(TeamTimesheetsQuerySchema.shape),
        response: {
          200: z.object({
            data: z.array(TeamTimesheetRowSchema),
            weeks: z.array(z.string()),
            meta: ListMetaSchema,
          }),
        },
      },
    },
    async (request) => teamTimesheets(app.db, authOf(request), request.query),
  );

  app.get(
    '/people',
    {
      schema: {
        tags,
        summary:
          'People whose time the caller may read besides themselves, by name: reporting tree or all with View All Tasks (time.track)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(TimePersonSchema) },
      },
    },
    async (request) => timePeople(app.db, authOf(request), request.query),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary:
          'Totals per task, project and customer, billable and not (time.track); with amounts only for time.billing',
        querystring: TimeSummaryQuerySchema,
        response: { 200: z.object({ data: TimeSummarySchema }) },
      },
    },
    async (request) => ({ data: await timeSummary(app.db, authOf(request), request.query) }),
  );

  // ---------------------------------------------------------------- rates and billing
  app.get(
    '/rates/projects',
    {
      schema: {
        tags,
        summary: 'Projects with their hourly rates (time.billing)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(HourlyRateSchema) },
      },
    },
    async (request) => listProjectRates(app.db, authOf(request), request.query),
  );

  app.get(
    '/rates/people',
    {
      schema: {
        tags,
        summary: 'People with their hourly rates (time.billing)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(HourlyRateSchema) },
      },
    },
    async (request) => listPersonRates(app.db, authOf(request), request.query),
  );

  app.put(
    '/rates',
    {
      schema: {
        tags,
        summary: "Set or remove (null) a project's or a person's hourly rate (time.billing)",
        body: SetRateBodySchema,
        response: { 200: z.object({ data: HourlyRateSchema }) },
      },
    },
    async (request) => ({ data: await setRate(app.db, authOf(request), request.body) }),
  );

  app.get(
    '/billing/preview',
    {
      schema: {
        tags,
        summary: "A customer's unbilled billable time in a date range (time.billing)",
        querystring: BillingRangeSchema,
        response: { 200: z.object({ data: BillingPreviewSchema }) },
      },
    },
    async (request) => ({ data: await previewBilling(app.db, authOf(request), request.query) }),
  );

  app.post(
    '/billing/batches',
    {
      schema: {
        tags,
        summary: "Mark a customer's billable time in a date range as billed; it is locked (time.billing)",
        body: BillingRangeSchema,
        response: { 201: z.object({ data: BillingBatchSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await markBilled(app.db, authOf(request), request.body) }),
  );

  app.get(
    '/billing/batches',
    {
      schema: {
        tags,
        summary: 'What has been marked as billed, newest first (time.billing)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(BillingBatchSchema) },
      },
    },
    async (request) => listBatches(app.db, authOf(request), request.query),
  );

  app.get(
    '/billing/export.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: "A customer's billable time in a period as CSV, for invoicing (time.billing)",
        querystring: BillingRangeSchema,
      },
    },
    async (request, reply) => {
      const csv = await billingCsv(app.heavyDb, authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="billable-time-${request.query.from}-${request.query.to}.csv"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );
};
