import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.';

const counted = new WeakSet<FastifyRequest>();

/**
 * Bounds the API requests in progress at once. PGlite runs inside this process and answers one query
 * at a time, so a burst of requests queues up behind it and every one of them waits: past the bound,
 * a request is answered at once with 503 and Retry-After instead of joining a queue that only grows.
 * Built pages and assets never touch the database and are not counted.
 */
export function limitRequestsInProgress(app: FastifyInstance, maxInProgress: number) {
  let inProgress = 0;
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inProgress--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url || request.routeOptions.config.isWebAsset) return;
    if (inProgress >= maxInProgress) {
      reply.header('retry-after', '1');
      throw new AppError('OVERLOADED', OVERLOADED_MESSAGE);
    }
    inProgress++;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
