/**
 * Responses are written by serializers compiled from the route schemas (lib/serializer.ts). This walks
 * every JSON GET route of the demo organization, as its Admin and as the platform admin, and proves the
 * compiled serializer writes byte for byte what the zod serializer wrote before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { sessionOf } from './accounts';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

/** Routes that answer a stream, a file or a calendar rather than JSON. */
const NOT_JSON = /\/stream$|\/avatar$|\/logo$|\.ics$|\/ics$|\.(csv|xlsx|pdf)$|\/oidc\/(start|callback)$/;

let t: TestApp;
let zodApp: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;
let callers: { name: string; cookie: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  zodApp = await secondAppOnSameDatabase(t, { responseSerializer: 'zod' });
  callers = [
    {
      name: 'organization admin',
      cookie: await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD }),
    },
    { name: 'employee', cookie: await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD }) },
    {
      name: 'platform admin',
      cookie: await sessionOf(t, { email: 'platform@taskflow.demo', password: DEMO_PASSWORD }),
    },
  ];
});
afterAll(async () => {
  await zodApp?.close();
  await t.close();
});

/** Reports say when they were generated: two requests a moment apart differ only there. */
const withoutClock = (body: string) => body.replace(/"generatedAt":"[^"]*"/g, '"generatedAt":"…"');

function jsonGetRoutes() {
  return t.app.routeTable.filter(
    (route) => route.method === 'GET' && route.url.startsWith('/api/v1/') && !NOT_JSON.test(route.url),
  );
}

describe('compiled response serializers', () => {
  it('write exactly what zod wrote, for every JSON GET route of the demo organization', async () => {
    const routes = jsonGetRoutes();
    expect(routes.length).toBeGreaterThan(20);
    // Ids for routes like /customers/:id come from the first row of the route's list.
    const firstIdOf = new Map<string, string>();
    let compared = 0;
    for (const caller of callers) {
      for (const route of [...routes].sort((a, b) => a.url.split(':').length - b.url.split(':').length)) {
        const base = route.url.split('/:')[0] ?? route.url;
        const id = firstIdOf.get(base);
        if (route.url.includes(':') && (!id || !/^\/api\/v1\/[a-z-]+\/:id$/.test(route.url))) continue;
        const url = route.url.replace(':id', id ?? '');
        const compiled = await t.app.inject({ url, headers: { cookie: caller.cookie } });
        const viaZod = await zodApp.app.inject({ url, headers: { cookie: caller.cookie } });
        expect(compiled.statusCode, `${caller.name} ${url}`).toBe(viaZod.statusCode);
        expect(withoutClock(compiled.body), `${caller.name} ${url}`).toBe(withoutClock(viaZod.body));
        if (compiled.statusCode === 200 && String(compiled.headers['content-type']).includes('json')) {
          compared++;
          const data = compiled.json().data;
          const first = Array.isArray(data) ? data[0] : undefined;
          if (first?.id && !firstIdOf.has(route.url)) firstIdOf.set(route.url, first.id);
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});
