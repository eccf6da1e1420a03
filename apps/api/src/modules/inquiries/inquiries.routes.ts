import {
  CreateContactMessageBodySchema,
  CreateDemoRequestBodySchema,
  InquiryListSchema,
  InquirySchema,
  ListInquiriesQuerySchema,
} from '@taskflow/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformAdminOf } from '../../plugins/auth';
import { createContactMessage, createDemoRequest, listInquiries } from './inquiries.service';

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
