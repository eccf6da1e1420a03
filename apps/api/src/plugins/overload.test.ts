/**
 * On both drivers, requests past the bound are answered at once with 503 and Retry-After, not queued;
 * and the server bounds how long a client may hold a socket and how many it may hold.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { createTestApp, type TestApp } from '../test/test-app';
import { OVERLOADED_MESSAGE } from './overload';

describe('requests in progress', () => {
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

  it('bounds header, body and keep-alive time, and keeps connections below the open-file limit', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(15_000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.maxConnections).toBe(t.config.maxConnections);
    const limit = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    if (limit) expect(loadConfig({}).maxConnections).toBeLessThanOrEqual(Number(limit) - 1024);
    expect(loadConfig({ MAX_CONNECTIONS: '500' }).maxConnections).toBe(500);
    expect(loadConfig({ MAX_REQUESTS_IN_PROGRESS: '32' }).maxRequestsInProgress).toBe(32);
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(500);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '50' }).maxConnectionsPerAddress).toBe(50);
  });
});
