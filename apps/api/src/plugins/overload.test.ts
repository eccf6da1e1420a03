/** On PGlite, requests past the bounds are answered at once with 503 and Retry-After, not queued. */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { OVERLOADED_MESSAGE } from './overload';

const isPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(isPglite)('requests in progress on PGlite', () => {
  let t: TestApp;
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    t = await createTestApp({
      requestBounds: { maxInProgress: 2, busyFrom: 1_000, maxQueueMs: Number.POSITIVE_INFINITY },
      beforeReady(app) {
        app.get('/api/v1/test-only/slow', { config: { isPublic: true } }, async () => {
          await held;
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  const slow = () => t.app.inject({ url: '/api/v1/test-only/slow' });

  it('answers 503 with Retry-After past the bound, and serves again once requests finish', async () => {
    const first = slow();
    const second = slow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await t.app.inject({ url: '/api/v1/users/session' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error).toEqual({ code: 'OVERLOADED', message: OVERLOADED_MESSAGE });

    release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    held = Promise.resolve();
    expect((await t.app.inject({ url: '/api/v1/users/session' })).statusCode).toBe(200);
    // Refused and finished requests were all released: two more fit again.
    const [a, b] = await Promise.all([slow(), slow()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });
});

describe.runIf(isPglite)('the queue behind PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requestBounds: { maxInProgress: 64, busyFrom: 2, maxQueueMs: 100 } });
  });
  afterAll(() => t.close());

  const holdDatabase = (ms: number) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, ms));
    });

  it('refuses new requests while calls have waited longer than the bound, and serves once it drains', async () => {
    // A transaction holding the database (its own work awaits, so this process stays free to answer)
    // and one call waiting behind it: the queue is two calls long.
    const slow = holdDatabase(400);
    // Drizzle runs a query when it is awaited: `then` sends it now.
    const behind = t.db.execute(sql`select 1`).then(() => {});
    expect((await t.app.inject({ url: '/api/v1/users/session' })).statusCode).not.toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await t.app.inject({ url: '/api/v1/users/session' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    await Promise.all([slow, behind]);
    expect((await t.app.inject({ url: '/api/v1/users/session' })).statusCode).toBe(200);
  });

  it('a single long call with nothing behind it refuses nobody', async () => {
    const slow = holdDatabase(300);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const response = t.app.inject({ url: '/api/v1/users/session' });
    await slow;
    expect((await response).statusCode).toBe(200);
  });
});
