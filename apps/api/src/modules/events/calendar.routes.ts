import { CalendarFeedSchema, CalendarItemSchema, DateRangeQuerySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../plugins/auth';
import { isFeedTokenLive } from '../sessions';
import { buildFeed, getCalendarItems, getFeedUrl, resetFeedUrl } from './calendar.service';

const FeedResponse = z.object({ data: CalendarFeedSchema });

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['calendar'],
        summary: 'Events, holidays and customer anniversaries between from and to, as your role allows',
        querystring: DateRangeQuerySchema,
        response: { 200: z.object({ data: z.array(CalendarItemSchema) }) },
      },
    },
    async (request) => ({ data: await getCalendarItems(app.db, authOf(request), request.query) }),
  );

  app.get(
    '/feed-url',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Your secret iCalendar feed URL (created on first use)',
        response: { 200: FeedResponse },
      },
    },
    async (request) => ({ data: await getFeedUrl(app, authOf(request)) }),
  );

  app.post(
    '/feed-url',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Replace your feed URL with a new one; the old one stops working',
        response: { 200: FeedResponse },
      },
    },
    async (request) => ({ data: await resetFeedUrl(app, authOf(request)) }),
  );

  app.get(
    '/feed/:token.ics',
    {
      config: { isPublic: true },
      schema: {
        tags: ['calendar'],
        summary: 'A personal iCalendar feed; the secret token in the URL is the only credential',
        params: z.object({ token: z.string() }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      // The URL is a credential like a session: it dies with its person's deactivation or their
      // organization's suspension (issue 5). The same 404 as an unknown token.
      if (!(await isFeedTokenLive(app.db, request.params.token)))
        throw new AppError('NOT_FOUND', 'Calendar not found');
      const body = await buildFeed(app, request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="taskflow.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
};
