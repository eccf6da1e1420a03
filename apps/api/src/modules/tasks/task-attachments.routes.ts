/** A task's attachments: list, upload, download, remove. */

import { AttachmentSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { streamMultipartForm } from '../../lib/multipart-form';
import { IdParams } from '../../lib/route-params';
import { declaredBytesOf } from '../../lib/upload-allowance';
import { authOf } from '../../plugins/auth';
import { addAttachment, getAttachmentFile, listAttachments, removeAttachment } from './attachments.service';
import { tags } from './task-route-schemas';

export const taskAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary: 'Attachments (tasks.view)',
        params: IdParams,
        response: { 200: z.object({ data: z.array(AttachmentSchema) }) },
      },
    },
    async (request) => ({ data: await listAttachments(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary:
          "Attach a file (multipart: fileName, file; up to the organization's attachmentMaxMb, streamed; checked by content: programs, HTML and scripted SVG refused; 409 past the organization's storage quota, 429 past the person's upload rate) (tasks.edit)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: z.object({ data: AttachmentSchema }) },
      },
    },
    async (request, reply) => {
      const attachment = await addAttachment(
        app,
        authOf(request),
        request.params.id,
        async (maxBytes, store) => {
          const { file, fields } = await streamMultipartForm(request, 'file', maxBytes, store);
          return { file, fileName: fields.fileName || file?.fileName };
        },
        declaredBytesOf(request.headers),
      );
      return reply.status(201).send({ data: attachment });
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Download an attachment (tasks.view)',
        params: z.object({ id: z.string(), attachmentId: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await getAttachmentFile(
        app.db,
        authOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      // Opened before any header is set: a storage failure answers as an error, not as this file.
      const body = await app.storage.open(file.file);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.safeName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', file.sizeBytes)
        .send(body);
    },
  );

  app.delete(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Remove an attachment (tasks.edit)',
        params: z.object({ id: z.string(), attachmentId: z.string() }),
      },
    },
    async (request, reply) => {
      await removeAttachment(app, authOf(request), request.params.id, request.params.attachmentId);
      return reply.status(204).send();
    },
  );
};
