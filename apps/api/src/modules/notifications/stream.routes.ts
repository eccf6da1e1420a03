import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { addressKeyOf } from '../../lib/client-address';
import type { AccessChangedEvent, UserLiveEvent } from '../../lib/live-events';
import { reportingTree } from '../../lib/reach';
import { resolveSession } from '../../lib/session-lookup';
import { workNoticeFor } from '../../lib/work-audience';
import { authOf, SESSION_COOKIE } from '../../plugins/auth';
import { stopCounting } from '../../plugins/overload';
import { countUnread, getOwnNotifications } from './notifications.service';

/** Comments keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** setTimeout's ceiling (about 24.8 days); a longer session is re-checked by the heartbeat anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When a refused stream may try again: other tabs close, or the process sheds streams, in that time. */
export const STREAM_RETRY_AFTER_SECONDS = 30;
export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections are open. Close a tab or try again later.';

/**
 * Bytes written but not yet taken by the client at a heartbeat, past which it is taken not to be
 * reading: its stream is dropped rather than buffering every later event in this process's memory.
 */
const MAX_UNSENT_BYTES = 64 * 1024;

const StreamQuerySchema = z.object({
  /** The page's own id (random, per page load): its new stream replaces its old one. */
  tab: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/**
 * GET /api/v1/stream: the caller's live events as server-sent events. Any process can serve it:
 * events reach it through the app's LISTEN (see lib/live-events.ts), never through memory
 * shared with the process that caused them.
 */
export const streamRoutes: FastifyPluginAsyncZod<{ heartbeatMs?: number }> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  app.get(
    '/',
    {
      // A compressor buffers; events must leave at once.
      compress: false,
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events for the signed-in user: `event: notification` with { notification, unreadCount }; ' +
          '`event: work` with { kind, ids? } when work changes (ids only of rows the caller may read). ' +
          'A few streams per session and person, and a bounded number per server: past them, 429 with Retry-After. ' +
          'A stream opened with the `tab` of an open one replaces it.',
        querystring: StreamQuerySchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // The caller as of now: re-read whenever their access may have changed, and before every event.
      let auth = authOf(request);
      const orgId = orgOf(auth);
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const raw = reply.raw;

      const [members] = await app.db
        .select({ active: count() })
        .from(users)
        .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)));
      const admitted = app.live.admitStream({
        userId: auth.userId,
        sessionId: auth.sessionId,
        orgId,
        activeMembers: members?.active ?? 0,
        address: addressKeyOf(request.ip),
        tabId: request.query.tab,
        end: () => raw.end(),
      });
      if ('refused' in admitted) {
        request.log.warn({ refused: admitted.refused }, 'Live stream refused');
        reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
        throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS_MESSAGE);
      }
      stopCounting(request);

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

      const isOpen = () => !raw.writableEnded && !raw.destroyed;
      let queue = Promise.resolve();
      const send = (event: string, data: unknown) => {
        if (isOpen()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // One event at a time, in the order they were heard: an access change is re-checked before any
      // event heard after it is sent.
      const enqueue = (work: () => Promise<void>) => {
        queue = queue
          .then(() => (isOpen() ? work() : undefined))
          .catch((error) => request.log.error({ err: error }, 'Live stream event failed'));
      };

      /**
       * Reads the caller again through the session cache (decision 013: a database read only when a
       * change of access dropped the entry, or once a minute, which also keeps the session from idling
       * out while the page is open). The stream ends with its session: revoked, its person deactivated,
       * its organization suspended.
       */
      const recheck = async () => {
        const current = await resolveSession(app.db, token, app.sessionCache);
        if (current) auth = current;
        else raw.end();
        return current !== null;
      };

      const onEvent = (event: UserLiveEvent) => {
        enqueue(async () => {
          // Checked when the event is sent, not when the stream opened (a role may have lost it since).
          if (!auth.permissions.has('notifications.view')) return;
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
      // Work changes travel as the kind and ids only, and the page refetches, so permissions decide what it
      // sees; the ids only of rows this caller (as of now) may read, a bare hint or nothing otherwise.
      const treeOf = () => reportingTree(app.db, orgId, auth.userId, { asHeard: true });
      const stopHearingWork = app.live.onWorkChanged(orgId, (event) =>
        enqueue(async () => {
          const notice = await workNoticeFor(event, auth, treeOf);
          if (notice) send('work', notice);
        }),
      );

      // An access change of this person or their role (a session revoked, a person deactivated or given
      // another role, a role's permissions edited): the stream goes on with the access read afresh, or
      // ends with the session, and the page refreshes what it offers.
      const concernsMe = (event: AccessChangedEvent) =>
        event.userIds?.includes(auth.userId) ||
        (auth.roleId !== null && event.roleIds?.includes(auth.roleId));
      const stopHearingAccess = app.live.onAccessChanged((event) => {
        if (!concernsMe(event)) return;
        enqueue(async () => {
          if (await recheck()) send('access', { changed: true });
        });
      });
      // Access changes may have gone unheard: read the caller again before the next event.
      const stopHearingLoss = app.live.onEventsLost(() => enqueue(async () => void (await recheck())));

      const expiry = setTimeout(
        () => raw.end(),
        Math.min(Math.max(auth.sessionExpiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
      );

      // The current count first, so a reconnecting client catches up on what it missed.
      onEvent({ type: 'notifications_changed' });

      const heartbeat = setInterval(() => {
        if (raw.writableLength > MAX_UNSENT_BYTES) {
          raw.destroy();
          return;
        }
        enqueue(async () => {
          if ((await recheck()) && isOpen()) raw.write(': heartbeat\n\n');
        });
      }, heartbeatMs);

      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stopHearingAccess();
        stopHearingLoss();
        stopHearingWork();
        unsubscribe();
        admitted.release();
      };
      raw.on('close', cleanUp);
      // The client may have gone while the session was looked up: 'close' has then been and gone.
      if (raw.destroyed) cleanUp();
    },
  );
};
