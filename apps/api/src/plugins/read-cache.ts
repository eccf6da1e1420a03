import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { narrowReads, trackingReads } from '../db/read-tracking';
import { createReachMemo, keepReaches } from '../lib/reach-memo';
import { createReadCache, type ReadTicket } from '../lib/read-cache';
import { markArrival, memoArrival } from '../lib/request-context';

const JSON_TYPE = 'application/json; charset=utf-8';

interface PendingRead {
  key: string;
  org: string;
  user: string;
  ticket: ReadTicket;
  /** The headers the reply had before the handler ran: a kept answer is sent without the handler's own. */
  headersBefore: Set<string>;
}

/** Headers a kept answer is sent with again (its type; its length follows from its bytes). */
const RESENT_HEADERS = new Set(['content-type', 'content-length']);

/** An answer is only ever given again to the caller, in the organization and for the URL, it was made for. */
export function readCacheKey(org: string, userId: string, url: string): string {
  return `${org}\n${userId}\n${url}`;
}

/**
 * Routes whose config says `readCache` answer a repeated read from memory (lib/read-cache.ts). Only the
 * handler is replaced: authentication, validation and the route's own hooks run on every request, and
 * the key holds the organization, the caller and the URL, so an answer is only ever given again to the
 * caller it was made for. Register before compression: answers are kept before they are compressed.
 */
export const readCachePlugin = fp(async (app) => {
  const cache = createReadCache(app.live);
  app.decorate('readCache', cache);
  const pending = new WeakMap<FastifyRequest, PendingRead>();
  // The reporting trees and led projects of callers, kept for reads (lib/reach-memo.ts).
  keepReaches(app.db, createReachMemo(app.live));

  // Before the session lookup (registered ahead of the auth plugin): the wait for events that the lookup
  // makes after this mark also proves what a kept answer or a kept reach needs, and is not made twice.
  app.addHook('onRequest', async () => {
    markArrival(app.live.eventsMark());
  });

  app.addHook('onRoute', (route) => {
    const config = route.config?.readCache;
    if (!config) return;
    const ownRows = config === true ? [] : config.ownRows;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function answerFromMemory(
      this: unknown,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const org = request.auth?.orgId;
      // A token's answers are narrower than its person's (its scopes): never given one kept for the person.
      if (!org || !request.auth || request.auth.tokenId) return handler.call(this as never, request, reply);
      const key = readCacheKey(org, request.auth.userId, request.url);
      const body = await cache.get(key, memoArrival() ?? app.live.eventsMark());
      if (body !== undefined) return reply.type(JSON_TYPE).send(body);
      const ticket = cache.begin();
      pending.set(request, {
        key,
        org,
        user: request.auth.userId,
        ticket,
        headersBefore: new Set(Object.keys(reply.getHeaders())),
      });
      const userId = request.auth.userId;
      return trackingReads(ticket, () => {
        for (const table of ownRows) narrowReads(table, [`u:${userId}`]);
        return handler.call(this as never, request, reply);
      });
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = pending.get(request);
    // An answer whose handler set a header of its own (a download's name, a cache rule) is not kept: the
    // header would be missing when the answer is given again.
    const ownHeaders =
      read &&
      Object.keys(reply.getHeaders()).some(
        (name) => !read.headersBefore.has(name) && !RESENT_HEADERS.has(name),
      );
    if (read && !ownHeaders && reply.statusCode === 200 && typeof payload === 'string') {
      // Kept encoded: a repeated answer is sent without encoding it again, and its size is its bytes.
      const body = Buffer.from(payload);
      cache.store(read.key, read.org, read.ticket, body, read.user);
      return body;
    }
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read whose answer is kept in memory until a table it read changes (plugins/read-cache.ts).
     * `ownRows`: tables of KEYED_TABLES of which the handler reads only the caller's own rows (keyed 'u:'),
     * so a change to someone else's rows there leaves the answer kept. Handlers that know which rows they
     * read only once they run say so with `narrowReads` (db/read-tracking.ts).
     */
    readCache?: true | { ownRows: readonly string[] };
  }
}
