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
      requestBounds: { maxInProgress: 2, maxLagMs: Number.POSITIVE_INFINITY },
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

describe.runIf(isPglite)('a server running late behind PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requestBounds: { maxInProgress: 64, maxLagMs: 100 } });
  });
  afterAll(() => t.close());

  const session = () => t.app.inject({ url: '/api/v1/users/session' });

  // PGlite runs a query inside this process: the server can read nothing else meanwhile.
  const holdLoop = (seconds: number) => t.db.execute(sql`select pg_sleep(${seconds})`);
  const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 15));

  it('refuses new requests while the database keeps the event loop late, and serves once it keeps up', async () => {
    await holdLoop(0.3);
    await nextTurn();
    await holdLoop(0.3);
    const refused = await session();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await session()).statusCode).toBe(200);
  });

  it('one long query alone refuses nobody', async () => {
    await nextTurn();
    await nextTurn();
    await holdLoop(0.3);
    expect((await session()).statusCode).toBe(200);
  });

  it('a burst the database keeps up with refuses nobody', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, session));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
  });
});
