/**
 * Issue 38, items 1 and 2: heavy work is limited per person and organization outside the requests in
 * progress, probes answer whatever users do, and a streamed response whose client reads nothing is ended.
 */
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, newOrganization, type OrganizationFixture } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { STATEMENT_TIMED_OUT_MESSAGE } from './errors';
import { HEAVY_LIMITS, HEAVY_WORK_LIMIT_MESSAGES } from './heavy-work';
import { OVERLOADED_MESSAGE } from './overload';

describe('heavy work and the requests in progress', () => {
  let t: TestApp;
  let acme: OrganizationFixture;
  let globex: OrganizationFixture;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reportsRunning = 0;
  let mostReportsRunning = 0;

  beforeAll(async () => {
    t = await createTestApp({
      maxRequestsInProgress: 4,
      beforeReady(app) {
        app.get('/api/v1/test-only/slow', { config: { isPublic: true } }, async () => {
          await held;
          return { ok: true };
        });
        // What the heavy pool raises when a statement runs past its timeout (db/client.ts).
        app.get('/api/v1/test-only/timed-out', { config: { isPublic: true } }, async () => {
          throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
        });
        // Counted once the heavy slot is held (hooks added here run after the app's own).
        app.addHook('preHandler', async (request) => {
          if (request.routeOptions.url !== '/api/v1/reports/time' || request.auth?.orgId !== acme.orgId)
            return;
          reportsRunning++;
          mostReportsRunning = Math.max(mostReportsRunning, reportsRunning);
        });
        app.addHook('onResponse', async (request, reply) => {
          if (request.routeOptions.url === '/api/v1/reports/time' && reply.statusCode === 200)
            reportsRunning--;
        });
      },
    });
    acme = await newOrganization(t, 'Acme Advisors');
    globex = await newOrganization(t, 'Globex Audit');
  });
  afterAll(() => t.close());

  it("runs at most two of a person's 60 parallel reports, refuses the rest with Retry-After, and a colleague in another organization is served meanwhile", async () => {
    const burst = Array.from({ length: 60 }, () =>
      call(t, acme.admin.cookie, 'GET', '/reports/time?from=2026-01-01&to=2026-12-31'),
    );
    const colleague = [
      call(t, globex.admin.cookie, 'GET', '/users/me'),
      call(t, globex.admin.cookie, 'GET', '/reports/time?from=2026-01-01&to=2026-12-31'),
    ];
    const answers = await Promise.all(burst);
    const [light, report] = await Promise.all(colleague);
    expect(light?.statusCode).toBe(200);
    expect(report?.statusCode).toBe(200);

    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length + answers.filter((answer) => answer.statusCode === 200).length).toBe(60);
    expect(refused.length).toBeGreaterThan(30);
    expect(refused[0]?.headers['retry-after']).toBe('5');
    expect(refused[0]?.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: HEAVY_WORK_LIMIT_MESSAGES.report,
    });
    expect(mostReportsRunning).toBeLessThanOrEqual(HEAVY_LIMITS.report.perPerson);
    expect(t.app.heavySlots.report.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('answers the probes while every request in progress is taken', async () => {
    const slow = Array.from({ length: 4 }, () => t.app.inject({ url: '/api/v1/test-only/slow' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await t.app.inject({ url: '/api/v1/users/session' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(OVERLOADED_MESSAGE);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // Heavy work has slots of its own: a report is still answered.
    const report = await call(t, globex.admin.cookie, 'GET', '/reports/leave?year=2026');
    expect(report.statusCode).toBe(200);
    release();
    for (const answer of await Promise.all(slow)) expect(answer.statusCode).toBe(200);
  });

  it('answers a report statement that ran out of time with 503 and how to narrow it', async () => {
    const answer = await t.app.inject({ url: '/api/v1/test-only/timed-out' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toEqual({ code: 'OVERLOADED', message: STATEMENT_TIMED_OUT_MESSAGE });
  });

  it('marks every export, import, report and search route as heavy work', () => {
    const unmarked = t.app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/api/v1/') &&
          /(\.(csv|xlsx|pdf)$|\/import$|\/bulk$|^\/api\/v1\/reports\/(tasks|time|leave|project-health)|^\/api\/v1\/search\/$)/.test(
            route.url,
          ) &&
          !route.config.heavy,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(unmarked).toEqual([]);
  });
});

describe('a download whose client reads nothing', () => {
  let t: TestApp;
  let acme: OrganizationFixture;
  let globex: OrganizationFixture;
  let port = 0;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      maxRequestsInProgress: 1,
      downloadStallMs: 3_000,
      beforeReady(app) {
        // An export that never ends: only its client's reading moves it on.
        app.get('/api/v1/test-only/endless.csv', { config: { heavy: 'export' } }, async (_request, reply) => {
          const line = `${'x'.repeat(1023)}\n`;
          async function* lines() {
            for (;;) yield line;
          }
          return reply.header('content-type', 'text/csv').send(Readable.from(lines()));
        });
      },
    });
    acme = await newOrganization(t, 'Acme Advisors');
    globex = await newOrganization(t, 'Globex Audit');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  /** Asks for the endless export and never reads: answers when the server closes the socket. */
  function stalledDownload(cookie: string) {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    const firstBytes = new Promise<string>((resolve) =>
      socket.once('data', (chunk) => resolve(String(chunk))),
    );
    socket.write(
      `GET /api/v1/test-only/endless.csv HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nAccept-Encoding: identity\r\n\r\n`,
    );
    void firstBytes.then(() => socket.pause());
    /** Reads again (a paused client sees no end) and answers once the server has closed the socket. */
    const closed = () => {
      const whenClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.resume();
      return whenClosed;
    };
    return { firstBytes, closed };
  }

  it('leaves the requests in progress once it streams, holds its export slot, and is ended when nothing moves', async () => {
    const first = stalledDownload(acme.admin.cookie);
    const second = stalledDownload(acme.admin.cookie);
    expect(await first.firstBytes).toMatch(/^HTTP\/1\.1 200/);
    expect(await second.firstBytes).toMatch(/^HTTP\/1\.1 200/);

    // One request in progress is the bound, yet others are answered: the downloads hold none.
    expect((await call(t, globex.admin.cookie, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // The person's two export slots are held: a third is refused at once.
    const third = stalledDownload(acme.admin.cookie);
    expect(await third.firstBytes).toMatch(/^HTTP\/1\.1 429/);
    expect(t.app.heavySlots.export.stats().running).toBe(2);

    // Nothing moved for the stall time: the server ended both and gave their slots back.
    await vi.waitFor(() => expect(t.app.heavySlots.export.stats()).toEqual({ running: 0, waiting: 0 }), {
      timeout: 20_000,
      interval: 100,
    });
    await Promise.all([first.closed(), second.closed()]);
  });

  it("refuses an organization's fifth export after a wait, while another organization's goes ahead", async () => {
    const slots = t.app.heavySlots.export;
    const held = await Promise.all(
      ['a', 'b', 'c', 'd'].map((person) => slots.acquire({ person, organization: acme.orgId })),
    );
    const fifth = stalledDownload(acme.admin.cookie);
    const other = stalledDownload(globex.admin.cookie);
    expect(await other.firstBytes).toMatch(/^HTTP\/1\.1 200/);
    for (const releaseSlot of held) releaseSlot();
    // The waiting one got a freed slot rather than a refusal.
    expect(await fifth.firstBytes).toMatch(/^HTTP\/1\.1 200/);
    await vi.waitFor(() => expect(slots.stats()).toEqual({ running: 0, waiting: 0 }), {
      timeout: 20_000,
      interval: 100,
    });
    await Promise.all([fifth.closed(), other.closed()]);
  });
});
