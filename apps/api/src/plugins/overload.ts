import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.';

/** How much the server takes on at once; see `limitRequestsInProgress`. */
export interface RequestBounds {
  /** Never more API requests in progress than this. */
  maxInProgress: number;
  /** New requests are refused while the event loop keeps running this many milliseconds late. */
  maxLagMs: number;
}

export const PGLITE_BOUNDS: RequestBounds = { maxInProgress: 64, maxLagMs: 150 };

const HEARTBEAT_MS = 10;

/**
 * Bounds what the server takes on at once. PGlite runs inside this process: each query holds the
 * event loop while it runs, and PGlite hands its lock from one queued query to the next without
 * letting the loop turn, so a burst of 50 list requests runs to its end (a quarter of a second at
 * 5 ms each) before the server reads another request, and the next burst queues behind that. A
 * count of requests in progress never sees that queue; how late the loop runs does. A heartbeat
 * timer measures it, and while the loop keeps running more than `maxLagMs` late new requests are
 * answered at once with 503 and Retry-After instead of joining the next burst; those admitted
 * answer within about that time. Built pages and assets never touch the database and pass.
 */
export function limitRequestsInProgress(app: FastifyInstance, bounds: RequestBounds) {
  let inProgress = 0;
  const counted = new WeakSet<FastifyRequest>();
  // How late the last two heartbeats ran.
  let lastLagMs = 0;
  let previousLagMs = 0;
  let heartbeatDue = performance.now() + HEARTBEAT_MS;
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => {
    const now = performance.now();
    previousLagMs = lastLagMs;
    lastLagMs = Math.max(0, now - heartbeatDue);
    heartbeatDue = now + HEARTBEAT_MS;
    heartbeat = setTimeout(beat, HEARTBEAT_MS).unref();
  };
  app.addHook('onReady', async () => {
    heartbeatDue = performance.now() + HEARTBEAT_MS;
    heartbeat = setTimeout(beat, HEARTBEAT_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(heartbeat));

  // Running late is two late turns in a row, among the last two heartbeats and the one overdue now
  // (a request read right after a long query runs before the timer that would notice it): one slow
  // query alone (a large export) refuses nobody, a queue that keeps the loop late does.
  const isLate = () =>
    [previousLagMs, lastLagMs, performance.now() - heartbeatDue].filter((lag) => lag > bounds.maxLagMs)
      .length >= 2;
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inProgress--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url || request.routeOptions.config.isWebAsset) return;
    if (inProgress >= bounds.maxInProgress || isLate()) {
      reply.header('retry-after', '1');
      throw new AppError('OVERLOADED', OVERLOADED_MESSAGE);
    }
    inProgress++;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
