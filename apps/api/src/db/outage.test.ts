/**
 * The database going away under a running app (a restart, a failover, an administrator ending its
 * connections), on a real PostgreSQL server: requests fail cleanly with 503 and Retry-After while it is
 * away, and work again when it is back, without restarting the app.
 */
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { createTestApp, type TestApp } from '../test/test-app';

const url = process.env.TEST_DATABASE_URL;
let t: TestApp;
let databaseName = '';

beforeAll(async () => {
  if (!url) return;
  t = await createTestApp();
  const result = await t.db.execute(sql`select current_database() as name`);
  databaseName = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
});
afterAll(() => t?.close());

async function endEveryConnectionOfTheApp() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const ended = await admin.query(
      'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) x',
      [databaseName],
    );
    return ended.rows[0].n as number;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!url)('the database going away', () => {
  it('ends every connection of the app: the next requests work again, none answers 500', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(await endEveryConnectionOfTheApp()).toBeGreaterThan(0);
    // The pool replaces its dead connections at once; LISTEN reconnects after a short pause, and until
    // it is back the process is not ready (its live updates would be missed).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60 && statuses.at(-1) !== 200; attempt++) {
      if (attempt > 0) await delay(250);
      statuses.push((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode);
    }
    expect(statuses).not.toContain(500);
    expect(statuses.at(-1)).toBe(200);
  });

  it('unreachable: a request that needs it answers 503 with Retry-After, not 500', async () => {
    // A port where nothing listens stands for the server while it restarts.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${closed}/x` });
    const failure = await unreachable.query('select 1').catch((error: unknown) => error);
    await unreachable.end();
    // The app's own error handler, given that failure from a route.
    const probe = await createTestApp({
      beforeReady(app) {
        app.get('/api/v1/test-only/needs-database', { config: { isPublic: true } }, async () => {
          throw failure;
        });
      },
    });
    try {
      const response = await probe.app.inject({ method: 'GET', url: '/api/v1/test-only/needs-database' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    } finally {
      await probe.close();
    }
  });
});
