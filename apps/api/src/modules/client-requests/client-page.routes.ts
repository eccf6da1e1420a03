import { ClientItemUpdateSchema, ClientPageViewSchema, RequestItemViewSchema } from '@taskflow/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { streamMultipartForm } from '../../lib/multipart-form';
import { declaredBytesOf } from '../../lib/upload-allowance';
import { CLIENT_LINK_HEADER } from './client-links';
import {
  addClientFile,
  getClientPage,
  getFirmLogo,
  openLinkOrThrow,
  removeClientFile,
  touchLink,
  updateClientItem,
} from './client-page.service';

const tags = ['client page'];
const ItemParams = z.object({ itemId: z.string() });
const FileParams = z.object({ itemId: z.string(), fileId: z.string() });
const ItemResponse = z.object({ data: RequestItemViewSchema });
const HEADER_NOTE = `the link's token in the ${CLIENT_LINK_HEADER} header; public, no session`;

/**
 * The client page's public routes (registered under /client-link): the token in the x-client-link
 * header, never in the URL, so no log holds it. No session is used or made; every answer, refusals too,
 * is kept out of caches and sends no Referer onwards.
 */
export const clientPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { isPublic: true, rateLimit: app.rateLimits.clientLink };
  const linkOf = (request: FastifyRequest) => {
    const token = request.headers[CLIENT_LINK_HEADER];
    return openLinkOrThrow(app, typeof token === 'string' ? token : undefined, request.ip);
  };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return payload;
  });

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: `The client's open requests (and those complete in the last 30 days) with their items and the files sent, the firm's name and the client's (${HEADER_NOTE})`,
        response: { 200: z.object({ data: ClientPageViewSchema }) },
      },
    },
    async (request) => {
      const link = await linkOf(request);
      await touchLink(app.db, link);
      return { data: await getClientPage(app.db, link) };
    },
  );

  app.get(
    '/logo',
    { config, schema: { tags, summary: `The firm's logo (${HEADER_NOTE})` } },
    async (request, reply) => {
      const logo = await getFirmLogo(app.db, await linkOf(request));
      const body = await app.storage.read(logo.file);
      return reply
        .header('content-type', logo.mime)
        .header('content-disposition', 'inline; filename="logo"')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.post(
    '/items/:itemId/files',
    {
      config,
      schema: {
        tags,
        summary: `Send a file for an item (multipart: file; the attachment rules: up to the firm's attachmentMaxMb, checked by content, 409 past its storage quota, 429 past the link's upload rate; refused once the firm accepted the item) (${HEADER_NOTE})`,
        consumes: ['multipart/form-data'],
        params: ItemParams,
        response: { 201: ItemResponse },
      },
    },
    async (request, reply) => {
      const link = await linkOf(request);
      const item = await addClientFile(
        app,
        link,
        request.params.itemId,
        async (maxBytes, store) => {
          const { file } = await streamMultipartForm(request, 'file', maxBytes, store);
          return { file, fileName: file?.fileName };
        },
        declaredBytesOf(request.headers),
      );
      return reply.status(201).send({ data: item });
    },
  );

  app.delete(
    '/items/:itemId/files/:fileId',
    {
      config,
      schema: {
        tags,
        summary: `Remove a file the client sent (not once the firm accepted the item) (${HEADER_NOTE})`,
        params: FileParams,
        response: { 200: ItemResponse },
      },
    },
    async (request) => ({
      data: await removeClientFile(app, await linkOf(request), request.params.itemId, request.params.fileId),
    }),
  );

  app.patch(
    '/items/:itemId',
    {
      config,
      schema: {
        tags,
        summary: `The client's note on an item, and/or done: true (sent without a file; a note says why when a file was asked) (${HEADER_NOTE})`,
        params: ItemParams,
        body: ClientItemUpdateSchema,
        response: { 200: ItemResponse },
      },
    },
    async (request) => ({
      data: await updateClientItem(app, await linkOf(request), request.params.itemId, request.body),
    }),
  );
};
