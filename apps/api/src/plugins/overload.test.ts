/** On PGlite, requests past the bound are answered at once with 503 and Retry-After, not queued. */
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
      maxRequestsInProgress: 2,
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
