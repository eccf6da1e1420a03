import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { migrationsDir } from '../paths';

/** How long a readiness probe waits for the database or the LISTEN round trip before calling it down. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The `when` of the newest migration this build carries (drizzle records it as `created_at`). */
function latestMigrationOfBuild(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

function withinTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Check = { name: 'database' | 'migrations' | 'listener'; ok: boolean; detail?: string };

/**
 * What a load balancer asks (outside /api/v1, no session, no cookies):
 * - GET /healthz: the process is alive and its event loop turns (200, nothing else checked);
 * - GET /readyz: it can serve: the database answers, its migrations are those of this build, and (on
 *   PostgreSQL) the LISTEN connection carries notifications; 503 with the failing checks otherwise. From
 *   the moment a graceful shutdown begins, Fastify answers every new request, this one too, 503 while
 *   requests in progress finish (lib/shutdown.ts): the balancer stops sending before the process goes.
 */
async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const buildMigration = latestMigrationOfBuild();

  async function check(name: Check['name'], run: () => Promise<string | undefined>): Promise<Check> {
    try {
      const problem = await withinTimeout(run(), name);
      return problem ? { name, ok: false, detail: problem } : { name, ok: true };
    } catch (error) {
      return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  app.get(
    '/healthz',
    { config: { isPublic: true, isProbe: true }, logLevel: 'warn' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  app.get(
    '/readyz',
    { config: { isPublic: true, isProbe: true }, logLevel: 'warn' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = await Promise.all([
        check('database', async () => {
          await database.db.execute(sql`select 1`);
          return undefined;
        }),
        check('migrations', async () => {
          const result = await database.db.execute(
            sql`select coalesce(max(created_at), 0)::bigint as latest from drizzle.__drizzle_migrations`,
          );
          const latest = Number((result as unknown as { rows: { latest: string }[] }).rows[0]?.latest ?? 0);
          return latest >= buildMigration ? undefined : 'the database lacks migrations of this build';
        }),
        check('listener', async () => {
          // PGlite hears its own notifications in-process; PostgreSQL proves the LISTEN round trip.
          if (!database.awaitNotifications) return undefined;
          return (await database.awaitNotifications()) ? undefined : 'not listening';
        }),
      ]);
      const isReady = checks.every((item) => item.ok);
      return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ready' : 'not ready', checks });
    },
  );
}

/** Not encapsulated: its hooks see every route of the app. */
export const healthPlugin = fp(healthRoutes);
