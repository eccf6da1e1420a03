/** Applying for leave and reading it: the document's upload, the preview, the application, the lists and CSV, one request and its document. */

import {
  ApplyLeaveBodySchema,
  LeaveApplicationSchema,
  LeaveAttachmentSchema,
  LeaveListQuerySchema,
  LeavePreviewBodySchema,
  LeavePreviewSchema,
  listResponse,
  MyLeaveQuerySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { IdParams } from '../../lib/route-params';
import { declaredBytesOf } from '../../lib/upload-allowance';
import { authOf } from '../../plugins/auth';
import { getLeaveAttachment, uploadLeaveAttachment } from './leave-documents.service';
import { exportLeaveCsv, getLeaveDetail, listAllLeave, listMyLeave, listPendingForMe } from './leave-queries';
import { applyForLeave, previewLeave } from './leave-requests.service';
import { DetailResponse, tags } from './leave-route-schemas';

const RequestList = listResponse(LeaveApplicationSchema);

export const leaveRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/attachments',
    {
      schema: {
        tags,
        summary:
          "Upload a supporting document (multipart: file, fileName; 5 MB, checked by content; within the organization's storage quota and the person's upload rate) (leave.apply)",
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: LeaveAttachmentSchema }) },
      },
    },
    async (request, reply) => {
      const attachment = await uploadLeaveAttachment(
        app,
        authOf(request),
        async (maxBytes) => {
          const { file, fields } = await readMultipartForm(request, 'file', maxBytes);
          return { file, fileName: fields.fileName };
        },
        declaredBytesOf(request.headers),
      );
      return reply.status(201).send({ data: attachment });
    },
  );
  app.post(
    '/requests/preview',
    {
      schema: {
        tags,
        summary: 'What an application would cost, its warnings and refusals (leave.apply)',
        body: LeavePreviewBodySchema,
        response: { 200: z.object({ data: LeavePreviewSchema }) },
      },
    },
    async (request) => ({ data: await previewLeave(app.db, authOf(request), request.body) }),
  );
  app.post(
    '/requests',
    {
      schema: {
        tags,
        summary: 'Apply for Leave (leave.apply)',
        body: ApplyLeaveBodySchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await applyForLeave(app, authOf(request), request.body) }),
  );

  // ------------------------------------------------------------ lists
  app.get(
    '/requests/mine',
    {
      schema: {
        tags,
        summary: 'Leave Status: the caller’s applications (leave.apply)',
        querystring: MyLeaveQuerySchema,
        response: { 200: RequestList },
      },
    },
    async (request) => listMyLeave(app.db, authOf(request), request.query),
  );
  app.get(
    '/requests/pending',
    {
      schema: {
        tags,
        summary: 'Pending Leave Applications waiting for the caller’s decision (leave.accept)',
        querystring: MyLeaveQuerySchema,
        response: { 200: RequestList },
      },
    },
    async (request) => listPendingForMe(app.db, authOf(request), request.query),
  );
  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: 'All leave of the organization with filters (leave.view)',
        querystring: LeaveListQuerySchema,
        response: { 200: RequestList },
      },
    },
    async (request) => listAllLeave(app.db, authOf(request), request.query),
  );
  app.get(
    '/requests.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: 'All leave as CSV with the same filters, streamed (leave.view)',
        querystring: LeaveListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const stream = exportLeaveCsv(app.heavyDb, authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leave.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  // ------------------------------------------------------------ one request
  app.get(
    '/requests/:id',
    {
      schema: {
        tags,
        summary:
          'One leave application with its steps and the tasks due during it (applicant, approvers, leave.view)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await getLeaveDetail(app.db, authOf(request), request.params.id) }),
  );
  app.get(
    '/requests/:id/attachment',
    { schema: { tags, summary: 'The supporting document (as the request)', params: IdParams } },
    async (request, reply) => {
      const document = await getLeaveAttachment(app.db, authOf(request), request.params.id);
      const body = await app.storage.read(document.file);
      return reply
        .header('content-type', document.mime)
        .header('content-disposition', `attachment; filename="${document.safeName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
