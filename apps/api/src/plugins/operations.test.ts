/**
 * What operators and load balancers read: liveness and readiness (plugins/health.ts), Prometheus metrics
 * behind a token (plugins/metrics.ts) and the request id that ties a response to its log lines.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJobHandler, runDueJobs, scheduleJob } from '../lib/jobs';
import { capturedLogger } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
const captured = capturedLogger();
let t: TestApp;

defineJobHandler('test-logs-its-request', async ({ log }) => {
  log.info('test job ran');
});

beforeAll(async () => {
  t = await createTestApp({
    config: { metricsToken: TOKEN },
    logger: captured.logger,
    beforeReady(app) {
      app.post('/api/v1/test-only/schedule', { config: { isPublic: true } }, async () => {
        const key = `test-request-id:${randomUUID()}`;
        await scheduleJob(app.db, { kind: 'test-logs-its-request', key, runAt: new Date(Date.now() - 1000) });
        return { key };
      });
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz answers without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz is ready when the database answers and carries this build’s migrations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; checks: { name: string; ok: boolean }[] };
    expect(body.status).toBe('ready');
    expect(body.checks.map((check) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['migrations', true],
      ['listener', true],
    ]);
  });

  it('GET /readyz is not ready when the database lacks a migration of this build', async () => {
    const [latest] = (
      (await t.db.execute(
        sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; created_at: string }[] }
    ).rows;
    if (!latest) throw new Error('no migrations recorded');
    await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${latest.id}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toContainEqual({
        name: 'migrations',
        ok: false,
        detail: 'the database lacks migrations of this build',
      });
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${latest.created_at} where id = ${latest.id}`,
      );
    }
  });
});

describe('readiness at shutdown', () => {
  it('fails as soon as a graceful shutdown begins, while a request in progress still finishes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const closing = await createTestApp({
      beforeReady(app) {
        app.get('/api/v1/test-only/held', { config: { isPublic: true } }, async () => {
          await held;
          return { done: true };
        });
      },
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const address = closing.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const inProgress = fetch(`${base}/api/v1/test-only/held`);
      await delay(50);
      const closed = closing.app.close();
      const probe = await fetch(`${base}/readyz`).catch(() => null);
      // Refused (503) or, once the listener has stopped, not answered at all: never "ready".
      expect(probe?.status ?? 503).toBe(503);
      release();
      expect((await inProgress).status).toBe(200);
      await closed;
    } finally {
      release();
      await closing.database.close();
      await closing.database.drop();
    }
  });
});

describe('metrics', () => {
  it('refuse a scraper without the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('count requests by route (not by URL) and status, and show jobs, kept answers and the event loop', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/meta/country-codes' });
    await t.app.inject({ method: 'GET', url: '/api/v1/tasks/00000000-0000-4000-8000-000000000000' });
    await t.db.execute(
      sql`insert into jobs (kind, payload, run_at) values ('metrics-test-never-handled', '{}', now() - interval '1 minute')`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /taskflow_http_requests_total\{route="\/api\/v1\/meta\/country-codes",method="GET",status="200"\} 1/,
    );
    // The task's id is not a label: one series for the route, whatever the id.
    expect(text).toMatch(
      /taskflow_http_requests_total\{route="\/api\/v1\/tasks\/:id",method="GET",status="401"\} 1/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/taskflow_jobs\{state="waiting"\} [1-9]/);
    expect(text).toMatch(/taskflow_read_cache_lookups\{outcome="miss"\} \d+/);
    expect(text).toMatch(/taskflow_live_streams_open \d+/);
    expect(text).toContain('taskflow_nodejs_eventloop_lag_seconds');
    expect(text).toContain('taskflow_process_resident_memory_bytes');
    if (t.database.driver === 'postgres') {
      expect(text).toMatch(/taskflow_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/taskflow_db_query_duration_seconds_count [1-9]/);
    }
  });

  it('are absent unless a token is configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe('request id', () => {
  it('is returned in X-Request-Id and marks the request’s log lines', async () => {
    captured.lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tasks/00000000-0000-4000-8000-000000000000',
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await delay(10);
    const lines = captured.lines.map((line) => JSON.parse(line)).filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('follows a job the request scheduled: the job row keeps it and the job’s log lines carry it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test-only/schedule' });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    const [job] = (
      (await t.db.execute(
        sql`select request_id from jobs where key = ${response.json().key}`,
      )) as unknown as { rows: { request_id: string }[] }
    ).rows;
    expect(job?.request_id).toBe(id);
    captured.lines.length = 0;
    await runDueJobs(t.app);
    const logged = captured.lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'test job ran');
    expect(logged).toHaveLength(1);
    expect(logged[0].reqId).toBe(id);
  });

  it('keeps the id a proxy sent when it is a plain token, and replaces one that is not', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a.2' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'evil\nline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
