import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { prefetchAfterSession } from './prefetch-after-session';

const MEMBER = { id: 'u1', name: 'Asha', organizationId: 'o1', permissions: ['customers.view'] };

/** The API as seen by fetch: the session's answer, and a record of every path asked for. */
function serveSession(session: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = url.endsWith('/users/session') ? { data: session } : { data: [] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

// What the router hands a loader; the helper passes it on untouched.
const loaderArgs = {
  params: { id: 'c1' },
  request: new Request('http://app.local/app/customers/c1'),
  context: {},
} as unknown as LoaderFunctionArgs;

describe('prefetchAfterSession', () => {
  beforeEach(() => queryClient.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('answers at once, then asks for the page’s reads once the session names an organization', async () => {
    const asked = serveSession(MEMBER);
    const prefetch = vi.fn(async () => {
      await fetch('/api/v1/customers/c1');
    });
    expect(prefetchAfterSession('customers.view', prefetch)(loaderArgs)).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(loaderArgs));
    expect(asked).toEqual(['/api/v1/users/session', '/api/v1/customers/c1']);
  });

  it('asks for nothing else when nobody is signed in, the person has no organization yet, or not the page’s permission', async () => {
    const outsiders = [null, { ...MEMBER, organizationId: null }, { ...MEMBER, permissions: ['tasks.view'] }];
    for (const session of outsiders) {
      queryClient.clear();
      const asked = serveSession(session);
      const prefetch = vi.fn(async () => undefined);
      prefetchAfterSession('customers.view', prefetch)(loaderArgs);
      await vi.waitFor(() => expect(asked).toEqual(['/api/v1/users/session']));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(prefetch).not.toHaveBeenCalled();
    }
  });

  it('reads the session once for the guard and every loader', async () => {
    const asked = serveSession(MEMBER);
    const prefetch = vi.fn(async () => undefined);
    prefetchAfterSession('customers.view', prefetch)(loaderArgs);
    prefetchAfterSession('customers.view', prefetch)(loaderArgs);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
    expect(asked).toEqual(['/api/v1/users/session']);
  });

  it('lets a failed read go: the page asks again and shows the error', async () => {
    // Refused (a 4xx is not retried), so the session's read fails at once.
    const refused = vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN' } }), { status: 403 }),
    );
    vi.stubGlobal('fetch', refused);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const prefetch = vi.fn(async () => undefined);
      expect(prefetchAfterSession('customers.view', prefetch)(loaderArgs)).toBeNull();
      await vi.waitFor(() => expect(refused).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(queryClient.getQueryState(['users', 'me'])?.status).toBe('error');
      expect(prefetch).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
