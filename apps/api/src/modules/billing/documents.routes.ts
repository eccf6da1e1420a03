import { SendInvoiceSchema, StatementQuerySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { invoicePdfFile, type PdfFile, statementPdfFile } from './documents.service';
import { sendInvoice } from './invoice-mail';

const tags = ['billing'];

/**
 * The documents of billing (registered without a prefix by the billing plugin): an invoice's PDF, its
 * sending by email, and a client's statement of account as PDF. Each PDF is drawn on the CPU pool and
 * streamed, as heavy work (limited per person and organization). Rates and Billing (time.billing).
 */
export const invoiceDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, storage: app.storage, mailer: app.mailer, config: app.config });
  const download = (file: PdfFile) => ({
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });

  app.get(
    '/invoices/:id/pdf',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary:
          'An invoice or credit note as the PDF the client receives: A4, the firm’s logo and particulars, GST details (time.billing)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await invoicePdfFile(deps(), authOf(request), request.params.id);
      return reply.headers(download(file)).send(file.stream);
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary:
          "Mail an issued invoice or credit note's PDF to the client: to contactIds (the client's contacts), else the contacts who receive requests, else the client's email; a draft or a void is 409 (time.billing)",
        params: IdParams,
        body: SendInvoiceSchema,
        response: { 200: z.object({ data: z.object({ sentTo: z.array(z.string()) }) }) },
      },
    },
    async (request) => ({
      data: await sendInvoice(deps(), authOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/customers/:id/statement.pdf',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary:
          'A client’s statement of account as PDF (from, to): opening balance, invoices, credit notes and payments with the running balance, closing balance, and what is owed today by age (time.billing)',
        params: IdParams,
        querystring: StatementQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await statementPdfFile(deps(), authOf(request), request.params.id, request.query);
      return reply.headers(download(file)).send(file.stream);
    },
  );
};
