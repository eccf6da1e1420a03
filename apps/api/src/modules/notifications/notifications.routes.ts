import {
  listResponse,
  NotificationListQuerySchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  SendNotificationBodySchema,
  SendNotificationResultSchema,
  UnreadCountSchema,
  UpdateNotificationPreferencesBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import './notice-delivery.jobs';
import {
  deleteNotification,
  getPreferences,
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  sendAnnouncement,
  updatePreferences,
} from './notifications.service';

const Params = z.object({ id: z.uuid('Notification not found') });
const TAGS = ['notifications'];

/** Both reads name only the caller's notifications: a colleague's new notice leaves their answers kept. */
const OWN_NOTIFICATIONS = { readCache: { ownRows: ['notifications'] } } as const;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: OWN_NOTIFICATIONS,
      schema: {
        tags: TAGS,
        summary: 'Your notifications, newest first (?unread=true, ?kind, ?q; needs notifications.view)',
        querystring: NotificationListQuerySchema,
        response: { 200: listResponse(NotificationSchema) },
      },
    },
    async (request) => listNotifications(app.db, authOf(request), request.query),
  );

  app.get(
    '/unread-count',
    {
      config: OWN_NOTIFICATIONS,
      schema: {
        tags: TAGS,
        summary: 'How many of your notifications are unread',
        response: { 200: z.object({ data: UnreadCountSchema }) },
      },
    },
    async (request) => ({ data: await getUnreadCount(app.db, authOf(request)) }),
  );

  app.post(
    '/read-all',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark all your notifications read',
        response: { 200: z.object({ data: z.object({ updated: z.number() }) }) },
      },
    },
    async (request) => ({ data: await markAllNotificationsRead(app.db, authOf(request)) }),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark one of your notifications read',
        params: Params,
        response: { 200: z.object({ data: NotificationSchema }) },
      },
    },
    async (request) => ({ data: await markNotificationRead(app.db, authOf(request), request.params.id) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one of your notifications (needs notifications.delete)',
        params: Params,
      },
    },
    async (request, reply) => {
      await deleteNotification(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags: TAGS,
        summary: 'Which kinds of notification you also get by email',
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => ({ data: await getPreferences(app.db, authOf(request)) }),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags: TAGS,
        summary: 'Turn email on or off per kind of notification',
        body: UpdateNotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => ({ data: await updatePreferences(app.db, authOf(request), request.body) }),
  );

  app.post(
    '/send',
    {
      schema: {
        tags: TAGS,
        summary: 'Send an announcement to everyone, a department or chosen people (needs notifications.send)',
        body: SendNotificationBodySchema,
        response: { 201: z.object({ data: SendNotificationResultSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await sendAnnouncement(app, authOf(request), request.body) }),
  );
};
