import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orgOf } from '../../lib/access';
import type { UserLiveEvent } from '../../lib/live-events';
import { authOf, SESSION_COOKIE } from '../../plugins/auth';
import { resolveSession } from '../sessions/sessions.service';
import { countUnread, getOwnNotifications } from './notifications.service';

/** Comments keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** setTimeout's ceiling (about 24.8 days); a longer session is re-checked by the heartbeat anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * GET /api/v1/stream: the caller's live events as server-sent events. Any process can serve it:
 * events reach it through the app's LISTEN (see lib/live-events.ts), never through memory
 * shared with the process that caused them.
 */
export const streamRoutes: FastifyPluginAsyncZod = async (app, options: { heartbeatMs?: number }) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  app.get(
    '/',
    {
      // A compressor buffers; events must leave at once.
      compress: false,
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events for the signed-in user: `event: notification` with { notification, unreadCount }',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const orgId = orgOf(auth);
      const canSeeNotifications = auth.permissions.has('notifications.view');
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const raw = reply.raw;

      // Headers set by hooks (security headers, cookies) still apply to the hijacked response.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      reply.hijack();
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n\n');

      let isOpen = true;
      let queue = Promise.resolve();
      const send = (event: string, data: unknown) => {
        if (isOpen) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // One event at a time, in the order they were heard.
      const enqueue = (work: () => Promise<void>) => {
        queue = queue
          .then(work)
          .catch((error) => request.log.error({ err: error }, 'Live stream event failed'));
      };

      const onEvent = (event: UserLiveEvent) => {
        if (!canSeeNotifications) return;
        enqueue(async () => {
          const unreadCount = await countUnread(app.db, orgId, auth.userId);
          if (event.type === 'notification') {
            const fresh = await getOwnNotifications(app.db, orgId, auth.userId, event.notificationIds);
            for (const notification of fresh.reverse()) send('notification', { notification, unreadCount });
          } else {
            send('notification', { notification: null, unreadCount });
          }
        });
      };
      const unsubscribe = app.live.subscribe(auth.userId, onEvent);
      const closeOnShutdown = app.live.onClosing(() => raw.end());
      // Task and project changes travel as ids only; the page refetches, so permissions decide what it sees.
      const stopHearingWork = app.live.onWorkChanged(orgId, (event) =>
        send('work', { kind: event.kind, ids: event.ids }),
      );

      // A stream ends with its session: at once when it is revoked or its person deactivated (any
      // process; the database announces it), and at its absolute expiry. Other access changes (a new
      // role, edited permissions) are passed on, so the page refreshes what it offers.
      let roleId = auth.roleId;
      const endIfSessionEnded = async () => {
        const current = await resolveSession(app.db, token);
        if (!current) {
          raw.end();
          return undefined;
        }
        return current;
      };
      const stopHearingAccess = app.live.onAccessChanged((event) => {
        const isMine = event.userIds?.includes(auth.userId) || (roleId && event.roleIds?.includes(roleId));
        if (!isMine) return;
        enqueue(async () => {
          const current = await endIfSessionEnded();
          if (!current) return;
          roleId = current.roleId;
          send('access', { changed: true });
        });
      });
      const expiry = setTimeout(
        () => raw.end(),
        Math.min(Math.max(auth.sessionExpiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
      );

      // The current count first, so a reconnecting client catches up on what it missed.
      onEvent({ type: 'notifications_changed' });

      const heartbeat = setInterval(() => {
        enqueue(async () => {
          // Also keeps the session from idling out while the page is open.
          if (!(await endIfSessionEnded())) return;
          if (isOpen) raw.write(': heartbeat\n\n');
        });
      }, heartbeatMs);

      raw.on('close', () => {
        isOpen = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stopHearingAccess();
        stopHearingWork();
        unsubscribe();
        closeOnShutdown();
      });
    },
  );
};
