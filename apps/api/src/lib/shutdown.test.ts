/** A shutdown while requests are in progress: they finish on an open database, then it closes. */
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { shutDown } from './shutdown';

let t: TestApp;
let base: string;
const captured = capturedLogger();
const { lines } = captured;
let handlersStarted = 0;
let handlersFinished = 0;

beforeAll(async () => {
  t = await createTestApp({
    logger: captured.logger,
    beforeReady(app) {
      // A query, a pause, another query: the second runs after the shutdown has begun.
      app.get('/api/v1/test-only/slow', { config: { isPublic: true } }, async () => {
        handlersStarted++;
        await app.db.execute(sql`select 1`);
        await delay(300);
        await app.db.execute(sql`select 2`);
        handlersFinished++;
        return { done: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
// shutDown closed the app and the database; only the test database itself is left to remove.
afterAll(() => t.database.drop());

describe('shutdown under load', () => {
  it('lets requests in progress finish, those of clients gone too, before closing the database', async () => {
    const answered = Array.from({ length: 8 }, () =>
      fetch(`${base}/api/v1/test-only/slow`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      })),
    );
    // Clients that hang up: their handlers still run and query after the pause.
    const controllers = Array.from({ length: 4 }, () => new AbortController());
    const abandoned = controllers.map((controller) =>
      fetch(`${base}/api/v1/test-only/slow`, { signal: controller.signal }).catch(() => 'gone'),
    );
    // The shutdown begins once every request is in its handler (on a busy machine some take longer
    // than a fixed pause to arrive, and one arriving after the close is rightly refused).
    while (handlersStarted < 12) await delay(10);
    for (const controller of controllers) controller.abort();

    const started = performance.now();
    await shutDown({ app: t.app, database: t.database, graceMs: 5_000 });
    // Not held up by the clients' kept-alive connections until the grace runs out.
    expect(performance.now() - started).toBeLessThan(3_000);

    const responses = await Promise.all(answered);
    expect(responses).toEqual(Array.from({ length: 8 }, () => ({ status: 200, body: '{"done":true}' })));
    expect(await Promise.all(abandoned)).toEqual(['gone', 'gone', 'gone', 'gone']);
    expect(handlersFinished).toBe(12);
    const log = lines.join('');
    expect(log).not.toMatch(/Cannot use a pool|PGlite is closed|"level":50/);
    // No longer accepting.
    await expect(fetch(`${base}/api/v1/test-only/slow`)).rejects.toThrow();
  });
});
