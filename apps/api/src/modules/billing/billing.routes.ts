/**
 * Billing a client (issue 42): the module's one plugin, registered under /api/v1 without a prefix. It
 * holds the settings, unbilled work and invoices, and registers the payments and balances routes of
 * payments.routes.ts and the PDF and mail routes of documents.routes.ts. Every route needs Rates and Billing (time.billing), checked by each service.
 */
import {
  BillingSettingsSchema,
  CreateCreditNoteSchema,
  CreateDraftSchema,
  InvoiceListQuerySchema,
  IssueInvoiceSchema,
  ListMetaSchema,
  MonthDraftsSchema,
  UnbilledQuerySchema,
  UpdateDraftSchema,
  VoidInvoiceSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import {
  BillingSettingsViewSchema,
  ClientUnbilledSchema,
  InvoiceSchema,
  InvoiceSummarySchema,
  MonthDraftsProgressSchema,
  UnbilledListSchema,
} from './billing.schemas';
import { getBillingSettings, setBillingSettings } from './billing-settings';
import { createCreditNote } from './credit-notes';
import { invoiceDocumentsRoutes } from './documents.routes';
import { createDraft, deleteDraft, updateDraft } from './invoice-drafts';
import { issueInvoice, voidInvoice } from './invoice-issue';
import { listInvoices, readInvoice } from './invoice-read';
import { monthDraftsProgress, startMonthDrafts } from './month-drafts.jobs';
import { balancesRoutes, paymentsRoutes } from './payments.routes';
import { clientUnbilled, unbilledList } from './unbilled';

const tags = ['billing'];
const InvoiceResponse = z.object({ data: InvoiceSchema });

/** /billing: the settings and the firm-wide unbilled list. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: "The organization's billing settings; isGst: its currency is INR (time.billing)",
        response: { 200: z.object({ data: BillingSettingsViewSchema }) },
      },
    },
    async (request) => ({ data: await getBillingSettings(app.db, authOf(request)) }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Replace the billing settings (the GSTIN sets the state; the two prefixes must differ) (time.billing)',
        body: BillingSettingsSchema,
        response: { 200: z.object({ data: BillingSettingsViewSchema }) },
      },
    },
    async (request) => ({ data: await setBillingSettings(app.db, authOf(request), request.body) }),
  );

  app.get(
    '/unbilled',
    {
      schema: {
        tags,
        summary:
          'Clients with unbilled work up to a day (default today): done fixed-fee jobs and approved billable time, by name, paged, with the total (q on the name) (time.billing)',
        querystring: UnbilledQuerySchema,
        response: { 200: UnbilledListSchema },
      },
    },
    (request) => unbilledList(app.db, authOf(request), request.query),
  );
};

/** /customers/:id/unbilled: one client's unbilled work. */
const customerUnbilledRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/unbilled',
    {
      schema: {
        tags,
        summary:
          "A client's unbilled work up to a day (default today): fees, time per person and rate, time awaiting approval (time.billing)",
        params: IdParams,
        querystring: z.object({ upTo: UnbilledQuerySchema.shape.upTo }),
        response: { 200: z.object({ data: ClientUnbilledSchema }) },
      },
    },
    async (request) => ({
      data: await clientUnbilled(app.db, authOf(request), request.params.id, request.query),
    }),
  );
};

/** /invoices: drafts, issue, void, credit notes, the month's drafts and the reads. */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Invoices and credit notes, drafts first then newest (customerId, status as shown: draft|issued|part_paid|paid|overdue|void, kind, q on the number or client, from/to; paged) (time.billing)',
        querystring: InvoiceListQuerySchema,
        response: { 200: z.object({ data: z.array(InvoiceSummarySchema), meta: ListMetaSchema }) },
      },
    },
    (request) => listInvoices(app.db, authOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          "A draft from the client's unbilled work up to a day (409 when there is none), or an empty one (fromUnbilled false) (time.billing)",
        body: CreateDraftSchema,
        response: { 201: InvoiceResponse },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const id = await createDraft(app.db, auth, request.body);
      return reply.status(201).send({ data: await readInvoice(app.db, auth, id) });
    },
  );

  app.post(
    '/month-drafts',
    {
      schema: {
        tags,
        summary:
          'Queue drafts for every client with unbilled work up to the last day of a month (409 while a run is going) (time.billing)',
        body: MonthDraftsSchema,
        response: { 202: z.object({ data: z.object({ jobId: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const jobId = await startMonthDrafts(app.db, authOf(request), request.body);
      return reply.status(202).send({ data: { jobId } });
    },
  );

  app.get(
    '/month-drafts/:jobId',
    {
      schema: {
        tags,
        summary: "How far a run of the month's drafts got (time.billing)",
        params: z.object({ jobId: z.string() }),
        response: { 200: z.object({ data: MonthDraftsProgressSchema }) },
      },
    },
    async (request) => ({ data: await monthDraftsProgress(app.db, authOf(request), request.params.jobId) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An invoice or credit note with its lines, payments and credit notes (time.billing)',
        params: IdParams,
        response: { 200: InvoiceResponse },
      },
    },
    async (request) => ({ data: await readInvoice(app.db, authOf(request), request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "Replace a draft's lines (a line with its id keeps its time and job; one left out gives them back), place of supply, due date and notes (409 once issued) (time.billing)",
        params: IdParams,
        body: UpdateDraftSchema,
        response: { 200: InvoiceResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await updateDraft(app.db, auth, request.params.id, request.body);
      return { data: await readInvoice(app.db, auth, request.params.id) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft: its time and job fees are unbilled again (409 once issued) (time.billing)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteDraft(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/issue',
    {
      schema: {
        tags,
        summary:
          'Issue a draft: the next number of the series for the financial year, its time billed, immutable after (time.billing)',
        params: IdParams,
        body: IssueInvoiceSchema,
        response: { 200: InvoiceResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await issueInvoice(app.db, auth, request.params.id, request.body);
      return { data: await readInvoice(app.db, auth, request.params.id) };
    },
  );

  app.post(
    '/:id/void',
    {
      schema: {
        tags,
        summary:
          'Void an issued invoice with nothing paid or credited: the number stays used, its time and fees are unbilled again (time.billing)',
        params: IdParams,
        body: VoidInvoiceSchema,
        response: { 200: InvoiceResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await voidInvoice(app.db, auth, request.params.id, request.body);
      return { data: await readInvoice(app.db, auth, request.params.id) };
    },
  );

  app.post(
    '/:id/credit-notes',
    {
      schema: {
        tags,
        summary:
          'A credit note against an issued invoice, issued at once (default: the whole invoice; never more than is owed) (time.billing)',
        params: IdParams,
        body: CreateCreditNoteSchema,
        response: { 201: InvoiceResponse },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const id = await createCreditNote(app.db, auth, request.params.id, request.body);
      return reply.status(201).send({ data: await readInvoice(app.db, auth, id) });
    },
  );
};

/** Registered under /api/v1 without a prefix: the module's routes and its helpers'. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes, { prefix: '/billing' });
  await app.register(customerUnbilledRoutes, { prefix: '/customers' });
  await app.register(invoicesRoutes, { prefix: '/invoices' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(balancesRoutes);
  await app.register(invoiceDocumentsRoutes);
};
