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
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Contrib extensions the migrations create (btree_gist: time entries' no-overlap constraint); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { btree_gist };

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel (of every process sharing the database); resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only (PGlite runs LISTEN handlers during the COMMIT itself): resolves true once every
   * notification committed before the call has reached its handlers, false when not listening.
   */
  awaitNotifications?(): Promise<boolean>;
  /** PostgreSQL only: `handler` runs when the LISTEN connection drops or returns (notifications missed). */
  onNotificationsLost?(handler: () => void): () => void;
  /** NOTIFY a channel; payloads must stay under 8000 bytes. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that dies (the server restarted, an administrator ended it) is dropped by the
    // pool, which then emits 'error': unheard, that would end the process. The next query connects anew.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    const listener = createPgListener(pool);
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      awaitNotifications: listener.awaitNotifications,
      onNotificationsLost: listener.onNotificationsLost,
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite({ client, schema });
  const owned = client;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onPayload) => {
      const unlisten = await owned.listen(channel, onPayload);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await owned.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => owned.close(),
  };
}
