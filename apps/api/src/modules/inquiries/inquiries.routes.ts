import {
  AdminInquiryFilterSchema,
  AdminInquiryListSchema,
  AdminInquirySchema,
  AdminListInquiriesQuerySchema,
  CreateContactMessageBodySchema,
  CreateDemoRequestBodySchema,
  InquiryListSchema,
  InquirySchema,
  ListInquiriesQuerySchema,
  UpdateInquiryBodySchema,
} from '@taskflow/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformAdminOf } from '../../plugins/auth';
import {
  adminListInquiries,
  createContactMessage,
  createDemoRequest,
  exportInquiriesCsv,
  listInquiries,
  updateInquiry,
} from './inquiries.service';

const CreatedResponse = z.object({ data: InquirySchema, message: z.string() });

const originOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Demo requests and contact messages: public writes (validated, honeypot, per-IP limit), admin reads. */
export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicForm = { isPublic: true, rateLimit: app.rateLimits.publicForm };

  app.post(
    '/demo',
    {
      config: publicForm,
      schema: {
        tags: ['inquiries'],
        summary: 'Book a demo (public; requires isHuman and an empty honeypot field "website")',
        body: CreateDemoRequestBodySchema,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const inquiry = await createDemoRequest(app.db, request.body, originOf(request));
      return reply.status(201).send({ data: inquiry, message: 'Demo form submitted successfully!' });
    },
  );

  app.post(
    '/contact',
    {
      config: publicForm,
      schema: {
        tags: ['inquiries'],
        summary: 'Send a contact message (public; requires notRobot and an empty honeypot field "website")',
        body: CreateContactMessageBodySchema,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const inquiry = await createContactMessage(app.db, request.body, originOf(request));
      return reply.status(201).send({ data: inquiry, message: 'Message sent!' });
    },
  );

  app.get(
    '/',
    {
      config: { isPlatformAdminOnly: true },
      schema: {
        tags: ['inquiries'],
        summary: 'List demo requests and contact messages, newest first (platform admin)',
        querystring: ListInquiriesQuerySchema,
        response: { 200: InquiryListSchema },
      },
    },
    async (request) => listInquiries(app.db, platformAdminOf(request), request.query),
  );
};

const admin = { isPlatformAdminOnly: true } as const;
const InquiryParams = z.object({ id: z.uuid('Unknown inquiry') });

/** The admin Inquiry table: list, follow up (status and notes) and export (platform admin). */
export const adminInquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Search, filter, sort and page the inquiries',
        querystring: AdminListInquiriesQuerySchema,
        response: { 200: AdminInquiryListSchema },
      },
    },
    async (request) => adminListInquiries(app.db, platformAdminOf(request), request.query),
  );

  app.get(
    '/export.csv',
    {
      config: { ...admin, heavy: 'export' },
      schema: {
        tags: ['admin'],
        summary: 'The filtered inquiries as CSV, in the table order',
        querystring: AdminInquiryFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = exportInquiriesCsv(app.heavyDb, platformAdminOf(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inquiries-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.patch(
    '/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Set the status (new, contacted, closed) and notes of an inquiry',
        params: InquiryParams,
        body: UpdateInquiryBodySchema,
        response: { 200: z.object({ data: AdminInquirySchema }) },
      },
    },
    async (request) => ({
      data: await updateInquiry(app.db, platformAdminOf(request), request.params.id, request.body),
    }),
  );
};
