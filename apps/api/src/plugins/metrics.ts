import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The route as registered (`/api/v1/tasks/:id`), never the URL: ids would make a series per task. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set, and only for a scraper that
 * sends it as a bearer token (the answer names routes and volumes: not for the public). One registry per
 * app, so tests that build several apps do not share series. What it shows, and where each figure is read:
 * requests by route, method and status with their durations (onResponse), the database pool and its
 * query times (PostgreSQL: pg's counts, each pooled query timed in db/client.ts), kept-answer hits and
 * misses (plugins/read-cache.ts), jobs waiting and failed (the jobs table, counted when scraped), live
 * streams open (the live hub), and Node's own: event-loop delay, memory, CPU, handles (prom-client).
 */
async function metricsRoutes(
  app: FastifyInstance,
  { database, token }: { database: Database; token: string },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'taskflow_' });

  const requests = new Counter({
    name: 'taskflow_http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'taskflow_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'taskflow_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const queryTimes = new Histogram({
    name: 'taskflow_db_query_duration_seconds',
    help: 'Time of each PostgreSQL query of the pool, from sending to its answer; absent on PGlite.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const stopTiming = database.onQueryTimed?.((seconds) => queryTimes.observe(seconds));
  app.addHook('onClose', async () => stopTiming?.());
  new Gauge({
    name: 'taskflow_read_cache_lookups',
    help: 'Kept-answer lookups of this process since it started, by outcome (hit or miss).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.set({ outcome: 'hit' }, app.readCache.hits);
      this.set({ outcome: 'miss' }, app.readCache.misses);
    },
  });
  new Gauge({
    name: 'taskflow_live_streams_open',
    help: 'Live event streams this process holds.',
    registers: [registry],
    collect() {
      this.set(app.live.openStreams());
    },
  });
  new Gauge({
    name: 'taskflow_jobs',
    help: 'Background jobs of every process: due and waiting for a worker, or failed for good.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const result = await database.db.execute(sql`select
          count(*) filter (where completed_at is null and run_at <= now())::int as waiting,
          count(*) filter (where completed_at is not null and last_error is not null)::int as failed
        from jobs`);
      const row = (result as unknown as { rows: { waiting: number; failed: number }[] }).rows[0];
      this.set({ state: 'waiting' }, row?.waiting ?? 0);
      this.set({ state: 'failed' }, row?.failed ?? 0);
    },
  });

  app.get(
    '/metrics',
    { config: { isPublic: true, isProbe: true }, logLevel: 'warn' },
    async (request, reply) => {
      if (!tokenMatches(request, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}

/** Not encapsulated: its hooks see every route of the app. */
export const metricsPlugin = fp(metricsRoutes);
