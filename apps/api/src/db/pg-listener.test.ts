/**
 * The LISTEN connection's barrier (`awaitNotifications`), on a real PostgreSQL server: the session cache
 * answers from memory only after it, so it must prove that every notification committed before the call
 * has reached its handlers, whichever connection (process) committed it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { LISTENER_NAME } from './pg-listener';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let other: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  await t.database.listen('barrier_test', (payload) => heard.push(payload));
  const result = await t.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  // Another connection, as another server process would commit through.
  other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await t?.close();
});

describe.skipIf(!onPostgres)('awaitNotifications on PostgreSQL', () => {
  it('resolves only after every notification committed before the call has been handled', async () => {
    for (let index = 0; index < 200; index++) {
      await other.query(`NOTIFY barrier_test, 'one by one ${index}'`);
      expect(await t.database.awaitNotifications?.()).toBe(true);
      expect(heard.at(-1)).toBe(`one by one ${index}`);
    }
  });

  it('holds for callers that arrive while a round trip is already on the wire', async () => {
    const checks: Promise<void>[] = [];
    for (let index = 0; index < 100; index++) {
      await other.query(`NOTIFY barrier_test, 'overlapping ${index}'`);
      checks.push(
        (t.database.awaitNotifications?.() ?? Promise.resolve(false)).then((isCurrent) => {
          expect(isCurrent).toBe(true);
          expect(heard).toContain(`overlapping ${index}`);
        }),
      );
    }
    await Promise.all(checks);
  });

  it('since a mark: at once when a round trip sent after the mark has answered, otherwise after its own', async () => {
    const database = t.database;
    await database.awaitNotifications?.();
    const mark = database.notificationsMark?.() ?? 0;
    await other.query(`NOTIFY barrier_test, 'after the mark'`);
    // Nothing sent since the mark: it must make its own round trip, and hear the notification.
    expect(await database.awaitNotificationsSince?.(mark)).toBe(true);
    expect(heard.at(-1)).toBe('after the mark');
    // A round trip sent after the mark (this one's, above) already proves the moment of the mark.
    let isAtOnce = false;
    const since = database.awaitNotificationsSince?.(mark).then((isCurrent) => {
      isAtOnce = isCurrent;
    });
    await Promise.resolve();
    expect(isAtOnce).toBe(true);
    await since;
    // A newer mark is not proved by the older round trip.
    const later = database.notificationsMark?.() ?? 0;
    await other.query(`NOTIFY barrier_test, 'after the later mark'`);
    expect(await database.awaitNotificationsSince?.(later)).toBe(true);
    expect(heard.at(-1)).toBe('after the later mark');
  });

  it('answers false while the connection is down, and tells that notifications were lost', async () => {
    let losses = 0;
    t.database.onNotificationsLost?.(() => losses++);
    const errors: unknown[] = [];
    t.database.onConnectionError?.((error) => errors.push(error));
    await other.query(
      `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    // The drop is noticed when the dead connection is next used (or its socket closes).
    let isCurrent = await t.database.awaitNotifications?.();
    expect(isCurrent).toBe(false);
    expect(losses).toBeGreaterThanOrEqual(1);
    // The drop is reported (the app logs it), not swallowed.
    expect(errors.length).toBeGreaterThanOrEqual(1);
    // It reconnects and LISTENs again, and says so (anything notified in between went unheard).
    for (let attempt = 0; attempt < 100 && !isCurrent; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      isCurrent = await t.database.awaitNotifications?.();
    }
    expect(isCurrent).toBe(true);
    expect(losses).toBeGreaterThanOrEqual(2);
    await other.query(`NOTIFY barrier_test, 'after the return'`);
    expect(await t.database.awaitNotifications?.()).toBe(true);
    expect(heard.at(-1)).toBe('after the return');
  });

  it('answers false when the connection stops answering, and listens again on a new one', async (context) => {
    const { rows } = await other.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [LISTENER_NAME],
    );
    const pid = rows[0]?.pid;
    expect(pid).toBeDefined();
    // A stuck server, as a half-open socket would look: the backend stops (needs the right to signal it).
    try {
      process.kill(pid as number, 'SIGSTOP');
    } catch {
      context.skip();
    }
    try {
      expect(await t.database.awaitNotifications?.()).toBe(false);
    } finally {
      process.kill(pid as number, 'SIGCONT');
    }
    let isCurrent = false;
    for (let attempt = 0; attempt < 100 && !isCurrent; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      isCurrent = (await t.database.awaitNotifications?.()) ?? false;
    }
    expect(isCurrent).toBe(true);
    await other.query(`NOTIFY barrier_test, 'after the stuck one'`);
    expect(await t.database.awaitNotifications?.()).toBe(true);
    expect(heard.at(-1)).toBe('after the stuck one');
  });
});
