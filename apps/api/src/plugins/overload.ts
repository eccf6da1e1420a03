import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseQueue } from '../db/pglite-queue';
import { AppError } from '../lib/app-error';

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.';

/** How much the server takes on at once; see `limitRequestsInProgress`. */
export interface RequestBounds {
  /** Never more API requests in progress than this. */
  maxInProgress: number;
  /** From this many database calls pending on, a new request is refused while the oldest has waited… */
  busyFrom: number;
  /** …longer than this many milliseconds: a new request would wait at least as long. */
  maxQueueMs: number;
}

export const PGLITE_BOUNDS: RequestBounds = { maxInProgress: 64, busyFrom: 8, maxQueueMs: 200 };

/**
 * Bounds what the server takes on at once. PGlite runs inside this process and answers one call at a
 * time, so a burst of requests queues behind it and every one of them waits: 50 list requests queue
 * for a second behind a database that takes 5 ms each. A count of requests alone does not bound that
 * wait, so the queue decides: once several calls are pending and the oldest has waited longer than
 * `maxQueueMs`, new requests are answered at once with 503 and Retry-After instead of joining a queue
 * that only grows, and those admitted answer within about that time. A single long call (an import)
 * with little behind it refuses nobody. Built pages and assets never touch the database and pass.
 */
export function limitRequestsInProgress(app: FastifyInstance, bounds: RequestBounds, queue: DatabaseQueue) {
  let inProgress = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inProgress--;
  };
  const isBusy = () =>
    inProgress >= bounds.maxInProgress ||
    (queue.size >= bounds.busyFrom && queue.oldestWaitMs(performance.now()) > bounds.maxQueueMs);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url || request.routeOptions.config.isWebAsset) return;
    if (isBusy()) {
      reply.header('retry-after', '1');
      throw new AppError('OVERLOADED', OVERLOADED_MESSAGE);
    }
    inProgress++;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
