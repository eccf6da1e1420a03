import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A load balancer's or scraper's question (health, readiness, metrics): answered outside the bound. */
    isProbe?: boolean;
  }
}

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.';

/**
 * API requests in progress at once, by driver, unless MAX_REQUESTS_IN_PROGRESS says otherwise. PGlite
 * runs inside this process and answers one query at a time: 64 keep its queue short. PostgreSQL's pool
 * (10 connections per process) works on several at once; 256 waiting on it still answer within about
 * a second, and a burst past that is refused at once instead of holding memory and sockets.
 */
export const DEFAULT_MAX_REQUESTS_IN_PROGRESS = { pglite: 64, postgres: 256 } as const;

/** How each counted request gives its place back (a second call does nothing). */
const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * Bounds the API requests in progress at once, on both drivers: past the bound, a request is answered
 * at once with 503 and Retry-After instead of joining a queue (of PGlite's turns, or of the pool's
 * connections) that only grows. Not counted: built pages and assets (they never touch the database),
 * the probes (a load balancer must never drain an instance because its users are busy), and heavy work,
 * which has bounds of its own per person and organization (plugins/heavy-work.ts).
 */
export function limitRequestsInProgress(app: FastifyInstance, maxInProgress: number) {
  let inProgress = 0;
  const release = async (request: FastifyRequest) => stopCounting(request);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.isWebAsset || config.isProbe || config.heavy) return;
    if (inProgress >= maxInProgress) {
      reply.header('retry-after', '1');
      throw new AppError('OVERLOADED', OVERLOADED_MESSAGE);
    }
    inProgress++;
    releases.set(request, () => {
      if (releases.delete(request)) inProgress--;
    });
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

/**
 * A live stream stops counting once it is open: it lasts as long as its page, and its own bounds
 * (`admitStream`) hold it; counted, a few dozen open tabs would refuse every other request.
 */
export function stopCounting(request: FastifyRequest) {
  releases.get(request)?.();
}
