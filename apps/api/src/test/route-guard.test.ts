/**
 * Authentication is decided from the route that matched, not from how its URL was spelled. Walks the
 * server's own route table (so routes added later are covered) with the spellings that reach the same
 * route: as registered, with percent-encoded letters, and as an absolute-form request target.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import type { RouteEntry } from '../plugins/types';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function privateRoutes(): RouteEntry[] {
  return t.app.routeTable.filter(
    (route) => !route.config.isPublic && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
}

function withIds(url: string) {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID());
}

/** `/api/v1/x` → `/%61pi/v1/x`, and every segment's first letter encoded. */
function encodedSpellings(path: string): string[] {
  const encode = (segment: string) =>
    segment.length > 0 && /^[a-z]/i.test(segment)
      ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`
      : segment;
  const segments = path.split('/');
  return [
    path.replace('/api/', '/%61pi/'),
    segments.map(encode).join('/'),
    path.replace('/api/', '/%61%70%69/'),
  ];
}

/** Sends a raw request with an absolute-form target (`GET http://host/api/v1/x HTTP/1.1`). */
function sendAbsoluteForm(method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}/`,
      { method, path: `${origin}${path}`, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(method === 'GET' || method === 'DELETE' ? undefined : '{}');
  });
}

describe('routes are guarded by the route that matched, however its URL is spelled', () => {
  it('the route table has private API routes to walk', () => {
    expect(privateRoutes().length).toBeGreaterThan(30);
    // Every private route is an API route: the web build, docs and robots.txt are marked public.
    expect(privateRoutes().filter((route) => !route.url.startsWith('/api/v1/'))).toEqual([]);
  });

  it('answers 401 without a session for every private route, as registered and percent-encoded', async () => {
    const leaks: string[] = [];
    for (const route of privateRoutes()) {
      const path = withIds(route.url);
      for (const url of [path, ...encodedSpellings(path)]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 401) leaks.push(`${route.method} ${url}: ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401 without a session for every private route as an absolute-form request target', async () => {
    const leaks: string[] = [];
    for (const route of privateRoutes()) {
      const path = withIds(route.url);
      for (const url of [path, path.replace('/api/', '/%61pi/')]) {
        const status = await sendAbsoluteForm(route.method, url);
        if (status !== 401) leaks.push(`${route.method} ${origin}${url}: ${status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a cross-site write however its URL is spelled', async () => {
    for (const url of ['/%61pi/v1/users/login', '/api/v1/users/%6cogin']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { email: 'someone@example.com', password: 'whatever-it-is' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
  });

  it('every private handler takes its caller through the guarded accessor (401 even with no hook in front)', async () => {
    const leaks: string[] = [];
    const reply = {
      status: () => reply,
      header: () => reply,
      type: () => reply,
      send: () => reply,
      hijack: () => reply,
      getHeaders: () => ({}),
      raw: {},
    } as unknown as FastifyReply;
    for (const route of privateRoutes()) {
      const params = Object.fromEntries(
        [...route.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, randomUUID()]),
      );
      const request = {
        auth: null,
        params,
        query: {},
        body: {},
        headers: {},
        cookies: {},
        ip: '127.0.0.1',
        log: t.app.log,
        isMultipart: () => false,
      } as unknown as FastifyRequest;
      try {
        await route.handler.call(t.app, request, reply);
        leaks.push(`${route.method} ${route.url}: answered without a caller`);
      } catch (error) {
        const code = error instanceof AppError ? error.code : String(error);
        if (code !== 'UNAUTHENTICATED') leaks.push(`${route.method} ${route.url}: ${code}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
