import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { createPgListener } from './pg-listener';
import { readTrackingLogger } from './read-tracking';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction, as `db.transaction` hands it to its callback. It is a Db as well: a function that takes
 * a Db runs inside the caller's transaction when given one. A function takes a Tx when its work must be
 * inside one (rows it locks, writes that commit or roll back with the caller's).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Contrib extensions the migrations create (btree_gist: time entries' no-overlap constraint); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { btree_gist };

export interface Database {
  db: Db;
  /**
   * Where heavy work reads (reports and exports): on PostgreSQL a small pool of its own whose statements
   * end after `heavyStatementTimeoutMs`, so reports never take the connections light requests need and
   * none runs for ever; on PGlite the one database.
   */
  heavyDb: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel (of every process sharing the database); resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only (PGlite runs LISTEN handlers during the COMMIT itself): resolves true once every
   * notification committed before the call has reached its handlers, false when not listening.
   */
  awaitNotifications?(): Promise<boolean>;
  /** PostgreSQL only: a mark of this moment, and `awaitNotifications` for a moment so marked. */
  notificationsMark?(): number;
  awaitNotificationsSince?(mark: number): Promise<boolean>;
  /** PostgreSQL only: `handler` runs when the LISTEN connection drops or returns (notifications missed). */
  onNotificationsLost?(handler: () => void): () => void;
  /** PostgreSQL only: `handler` hears connections that died or could not be opened (to log them). */
  onConnectionError?(handler: (error: unknown) => void): () => void;
  /** PostgreSQL only: the pool's connections (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL only: `handler` hears how long each query of the pool took, in seconds (for metrics). */
  onQueryTimed?(handler: (seconds: number) => void): () => void;
  /**
   * Runs `work` while no other process of this database runs its own (PostgreSQL: a session advisory
   * lock on a connection of its own; PGlite: one process only). Processes starting at the same moment
   * apply the migrations and the first seed once: the first migrates, the others wait and find it done.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** NOTIFY a channel; payloads must stay under 8000 bytes. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How a worker thread opens connections of its own that read as a Db does (PostgreSQL only: an embedded
 * PGlite belongs to the thread that opened it). A large export's rows are read there, so the event loop
 * neither parses them nor hands them over (lib/off-thread.ts).
 */
export interface WorkerConnection {
  url: string;
  /** The connection's statement_timeout; 0 for none. */
  statementTimeoutMs: number;
}

const workerConnections = new WeakMap<Db, WorkerConnection>();

/** How a worker thread reads as `db` does; undefined for PGlite (and a Db not opened here). */
export function workerConnectionOf(db: Db): WorkerConnection | undefined {
  return workerConnections.get(db);
}

/** Connections of the heavy pool per process: below the heavy work's slots, which then wait for one. */
export const HEAVY_POOL_SIZE = 4;
/** How long one report or export statement may run (REPORT_STATEMENT_TIMEOUT_MS overrides it). */
export const DEFAULT_HEAVY_STATEMENT_TIMEOUT_MS = 20_000;

/** The advisory lock key of startup work (migrations, first seed): any fixed bigint, unique to the app. */
const STARTUP_LOCK_KEY = 7_263_118_404;

/** PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  pglite?: PGlite;
  heavyStatementTimeoutMs?: number;
}): Promise<Database> {
  if (options.url) {
    // JIT off for the app's connections: its queries answer people in milliseconds, and a plan whose
    // estimate crosses jit_above_cost spends far longer compiling than running (550 ms of JIT on an 85 ms
    // report, decision 017). A server's own setting still applies to every other client.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    const errorHandlers = new Set<(error: unknown) => void>();
    const reportError = (error: unknown) => {
      for (const handler of errorHandlers) handler(error);
    };
    // An idle connection that dies (the server restarted, an administrator ended it) is dropped by the
    // pool, which then emits 'error': unheard, that would end the process. The next query connects anew.
    pool.on('error', reportError);
    const queryTimers = new Set<(seconds: number) => void>();
    // Each pooled connection's queries are timed as they settle (transactions' included); only promise
    // calls are, and nothing is done unless someone listens (metrics are off by default).
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (queryTimers.size === 0 || !(result instanceof Promise)) return result;
        const started = performance.now();
        const done = () => {
          for (const timer of queryTimers) timer((performance.now() - started) / 1000);
        };
        result.then(done, done);
        return result;
      };
    });
    const db = drizzlePg({ client: pool, schema, logger: readTrackingLogger });
    const timeoutMs = options.heavyStatementTimeoutMs ?? DEFAULT_HEAVY_STATEMENT_TIMEOUT_MS;
    const heavyPool = new pg.Pool({
      connectionString: options.url,
      max: HEAVY_POOL_SIZE,
      options: `-c jit=off -c statement_timeout=${Math.round(timeoutMs)}`,
    });
    heavyPool.on('error', reportError);
    const heavyDb = drizzlePg({ client: heavyPool, schema, logger: readTrackingLogger });
    workerConnections.set(db as unknown as Db, { url: options.url, statementTimeoutMs: 0 });
    workerConnections.set(heavyDb as unknown as Db, {
      url: options.url,
      statementTimeoutMs: Math.round(timeoutMs),
    });
    const listener = createPgListener(pool, reportError);
    return {
      db: db as unknown as Db,
      heavyDb: heavyDb as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      awaitNotifications: listener.awaitNotifications,
      notificationsMark: listener.notificationsMark,
      awaitNotificationsSince: listener.awaitNotificationsSince,
      onNotificationsLost: listener.onNotificationsLost,
      onConnectionError: (handler) => {
        errorHandlers.add(handler);
        return () => errorHandlers.delete(handler);
      },
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      withStartupLock: async (work) => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          holder.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onQueryTimed: (handler) => {
        queryTimers.add(handler);
        return () => queryTimers.delete(handler);
      },
      close: async () => {
        await listener.close();
        await Promise.all([pool.end(), heavyPool.end()]);
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  }
  const owned = client;
  const db = drizzlePglite({ client: takingTurns(client), schema, logger: readTrackingLogger });
  return {
    db: db as unknown as Db,
    heavyDb: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onPayload) => {
      const unlisten = await owned.listen(channel, onPayload);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await owned.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    withStartupLock: (work) => work(),
    close: () => owned.close(),
  };
}

/**
 * PGlite runs each query on this thread, and when one finishes it starts the next waiting one at once,
 * in a microtask: a queue of queries drains without the event loop turning, so while it drains no
 * request is read, no answer that needs no query is sent and no overload is refused (decision 008).
 * Here queries (and whole transactions) take turns in arrival order, and the loop turns between turns.
 */
export function takingTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const turnOf =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const result = last
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => run(...args));
      last = result.catch(() => {});
      return result;
    };
  const query = turnOf(client.query.bind(client));
  const exec = turnOf(client.exec.bind(client));
  const transaction = turnOf(client.transaction.bind(client));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
