import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import type { RateLimits } from '../plugins/types';
import { withDatabase } from './global-setup';

const GENEROUS = { max: 10_000, timeWindow: 60_000 };

/** A fresh copy of the migrated template: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `taskflow_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      async drop() {
        // pool.end() resolves before its connections have closed; FORCE-terminating one that is still
        // closing surfaces as an uncaught "terminating connection" error in the test run.
        await waitForNoConnections(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  return { ...database, drop: async () => {} };
}

async function waitForNoConnections(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  config?: Partial<AppConfig>;
  /** The server's logger options (default: no logging). */
  logger?: BuildAppOptions['logger'];
  mailTransport?: BuildAppOptions['mailTransport'];
  maxRequestsInProgress?: BuildAppOptions['maxRequestsInProgress'];
  downloadStallMs?: BuildAppOptions['downloadStallMs'];
  streamLimits?: BuildAppOptions['streamLimits'];
  /** Adds test-only routes or hooks before the app is made ready. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/** The real app on a real database, for `app.inject`. Call `close` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'taskflow-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') }),
    ...options.config,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger,
    mailTransport: options.mailTransport,
    maxRequestsInProgress: options.maxRequestsInProgress,
    downloadStallMs: options.downloadStallMs,
    streamLimits: options.streamLimits,
    rateLimits: {
      register: GENEROUS,
      passwordReset: GENEROUS,
      publicForm: GENEROUS,
      publicToken: GENEROUS,
      ...options.rateLimits,
    },
  });
  await options.beforeReady?.(app);
  await app.ready();
  settleAfterAnswers(app);
  return {
    app,
    db: database.db,
    /** The database itself, for tests of shutdown; `close` closes it too. */
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `app.inject` resolves once the work each request queued for after its answer (notices, their mail) has
 * run, as a person reading the page a moment later finds it: tests read its results without polling.
 * lib/after-answer.test.ts proves the real answer does not wait for it.
 */
function settleAfterAnswers(app: App) {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  const settled = async (options: unknown) => {
    const response = await inject(options);
    // The onResponse hook that hands the work over runs just after the response has finished.
    await new Promise((resolve) => setImmediate(resolve));
    await app.afterAnswer.idle();
    return response;
  };
  app.inject = settled as App['inject'];
}

/**
 * A second API instance on a test app's database, as a second server process would be: its own `pg`
 * pool and LISTEN connection on PostgreSQL; on PGlite, the same embedded database (one process, still a
 * separate app and live hub).
 */
export async function secondAppOnSameDatabase(
  t: TestApp,
  {
    config,
    ...options
  }: Pick<BuildAppOptions, 'responseSerializer' | 'rateLimits'> & {
    /** Settings of this process that differ from the first's (e.g. a fuller disk's floor). */
    config?: Partial<AppConfig>;
  } = {},
) {
  let database: Database;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const result = await t.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    database = await openDatabase({ url: withDatabase(url, row?.name ?? '') });
  } else {
    const shared = await openDatabase({ pglite: (t.db as unknown as { $client: PGlite }).$client });
    database = { ...shared, close: async () => {} };
  }
  const app = await buildApp({ config: { ...t.config, ...config }, database, ...options });
  await app.ready();
  settleAfterAnswers(app);
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
