import {
  ClientLinkSettingsSchema,
  ClientLinkViewSchema,
  CreateRequestSchema,
  isItemOpen,
  ListMetaSchema,
  REQUEST_NO_EMAIL,
  REQUEST_NOT_SENT,
  REQUEST_NOTHING_OWED,
  RemindersPausedSchema,
  RequestDetailSchema,
  RequestListQuerySchema,
  RequestSendResultSchema,
  RequestViewSchema,
  ReturnItemSchema,
  UpdateRequestSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../plugins/auth';
import type { AuthContext } from '../../plugins/types';
import { mayReadContactNumbers } from '../customers';
import { cancelRequest, createRequest, setRemindersPaused, updateRequest } from './request-commands.service';
import { getLinkSettings, listClientLinks, revokeClientLink, setLinkSettings } from './request-links.service';
import { acceptItem, returnItem } from './request-review';
import { checkReachable, type SendResult, sendReminder, sendRequest } from './request-send';
import {
  getRequest,
  getRequestFile,
  listRequests,
  requestDetail,
  requestNotOpen,
  requestOrThrow,
} from './requests.service';
// The queue's daily run of templates and reminders: its handler is defined when this module loads.
import './request-reminders.jobs';
import { IdParams } from '../../lib/route-params';

const tags = ['requests'];
const ItemParams = z.object({ id: z.string(), itemId: z.string() });
const DetailResponse = z.object({ data: RequestDetailSchema });
const SendResponse = z.object({ data: RequestDetailSchema, sent: RequestSendResultSchema });
const SettingsResponse = z.object({ data: ClientLinkSettingsSchema });

/**
 * The send's answer as staff read it: the WhatsApp links carry the contacts' numbers, which only those
 * who may read clients' numbers (customers.edit) see.
 */
function sentFor(auth: AuthContext, sent: SendResult) {
  return {
    sentTo: sent.sentTo,
    linkUrl: sent.linkUrl,
    expiresAt: sent.expiresAt.toISOString(),
    whatsapp: mayReadContactNumbers(auth) ? sent.whatsapp : [],
  };
}

/** Staff routes of requests to clients (registered under /requests): requests.view reads, requests.manage changes. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, config: app.config };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Requests to clients, soonest due first (customerId, jobId, status open|complete|cancelled|all, toReview, q on the title or client name; paged) (requests.view)',
        querystring: RequestListQuerySchema,
        response: { 200: z.object({ data: z.array(RequestViewSchema), meta: ListMetaSchema }) },
      },
    },
    (request) => listRequests(app.db, authOf(request), request.query),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'How many days a new client link works (requests.view)',
        response: { 200: SettingsResponse },
      },
    },
    async (request) => ({ data: await getLinkSettings(app.db, authOf(request)) }),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        summary: `How many days a new client link works, 1-365 (links already sent keep theirs) (requests.manage)`,
        body: ClientLinkSettingsSchema,
        response: { 200: SettingsResponse },
      },
    },
    async (request) => ({
      data: await setLinkSettings(app.db, authOf(request), request.body.clientLinkDays),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          "Ask a client for items (customerId, jobId of that client's, title, message, dueOn, items [{name, note, wantsFile}], contactIds of the client's with an email (default: those who receive requests, else the client's email), remindDaysBefore, remindEveryDaysAfter, send: mail it now (default)) (requests.manage)",
        body: CreateRequestSchema,
        response: { 201: z.object({ data: RequestDetailSchema, sent: RequestSendResultSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { id } = await createRequest(
        app.db,
        auth,
        request.body,
        request.body.send
          ? (tx, orgId, id) => checkReachable(tx, orgId, id, app.config).then(() => {})
          : undefined,
      );
      const sent = request.body.send ? await sendRequest(deps, auth.orgId as string, id, auth.userId) : null;
      return reply.status(201).send({
        data: await requestDetail(app.db, auth.orgId as string, id),
        sent: sent ? sentFor(auth, sent) : null,
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A request with its items, their files and its history (requests.view)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await getRequest(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a request not cancelled (title, message, dueOn, contactIds, reminders; items replace the list, kept by id: an item with files or accepted stays) (requests.manage)',
        params: IdParams,
        body: UpdateRequestSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await updateRequest(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a request: off the client page, no more reminders (requests.manage)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await cancelRequest(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/send',
    {
      schema: {
        tags,
        summary:
          "Send or send again: a new client link mailed to the request's contacts; answers the link (only here: copy it now) and WhatsApp click-to-chat links (requests.manage)",
        params: IdParams,
        response: { 200: SendResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const orgId = requirePermission(auth, 'requests.manage');
      const sent = await sendRequest(deps, orgId, request.params.id, auth.userId);
      return { data: await requestDetail(app.db, orgId, request.params.id), sent: sentFor(auth, sent) };
    },
  );

  app.post(
    '/:id/nudge',
    {
      schema: {
        tags,
        summary: 'Remind the client now of what they still owe, with a new link (requests.manage)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const orgId = requirePermission(auth, 'requests.manage');
      const { id } = request.params;
      if (!(await sendReminder(deps, orgId, id, 'nudged', auth.userId))) {
        throw await whyNoReminder(orgId, id);
      }
      return { data: await requestDetail(app.db, orgId, id) };
    },
  );

  /** The reason a nudge mailed nothing, read after the fact (the reminder itself decided under lock). */
  async function whyNoReminder(orgId: string, id: string) {
    const request = await requestOrThrow(app.db, orgId, id);
    if (request.status === 'cancelled') return requestNotOpen();
    if (!request.sentAt) return new AppError('CONFLICT', REQUEST_NOT_SENT);
    const detail = await requestDetail(app.db, orgId, id);
    if (!detail.items.some((item) => isItemOpen(item.status))) {
      return new AppError('CONFLICT', REQUEST_NOTHING_OWED);
    }
    return AppError.invalid({ contactIds: REQUEST_NO_EMAIL });
  }

  app.post(
    '/:id/reminders',
    {
      schema: {
        tags,
        summary: "Pause or resume the queue's reminders (paused: true|false) (requests.manage)",
        params: IdParams,
        body: RemindersPausedSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await setRemindersPaused(app.db, authOf(request), request.params.id, request.body.paused),
    }),
  );

  app.get(
    '/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Download a file the client sent (requests.view)',
        params: z.object({ id: z.string(), fileId: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await getRequestFile(app.db, authOf(request), request.params.id, request.params.fileId);
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

  app.post(
    '/:id/items/:itemId/accept',
    {
      schema: {
        tags,
        summary:
          "Accept what the client sent for an item: final for the client; its files are copied to the job's task; once every item is accepted the client gets one receipt (requests.manage)",
        params: ItemParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await acceptItem({ ...deps, storage: app.storage }, auth, request.params.id, request.params.itemId);
      return { data: await requestDetail(app.db, auth.orgId as string, request.params.id) };
    },
  );

  app.post(
    '/:id/items/:itemId/return',
    {
      schema: {
        tags,
        summary:
          'Return an item to the client with a reason they read (mailed, with a new link) (requests.manage)',
        params: ItemParams,
        body: ReturnItemSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await returnItem(deps, auth, request.params.id, request.params.itemId, request.body.reason);
      return { data: await requestDetail(app.db, auth.orgId as string, request.params.id) };
    },
  );
};

/** A client's links (registered under /customers): list and revoke. */
export const customerClientLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/client-links',
    {
      schema: {
        tags,
        summary:
          "A client's links, newest first: to whom, when, until when, last used, live or not (never the link itself) (requests.view)",
        params: IdParams,
        response: { 200: z.object({ data: z.array(ClientLinkViewSchema) }) },
      },
    },
    async (request) => ({ data: await listClientLinks(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/client-links/:linkId/revoke',
    {
      schema: {
        tags,
        summary: 'End a client link at once (requests.manage)',
        params: z.object({ id: z.string(), linkId: z.string() }),
        response: { 200: z.object({ data: ClientLinkViewSchema }) },
      },
    },
    async (request) => ({
      data: await revokeClientLink(app.db, authOf(request), request.params.id, request.params.linkId),
    }),
  );
};
