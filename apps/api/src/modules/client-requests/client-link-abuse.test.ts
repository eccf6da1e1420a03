/**
 * Abuse of the client link (issue 41, item 7): a token that opens nothing answers one 404 whatever the
 * reason (unknown, expired, revoked, the firm suspended, none sent), guessing from an address is cut off,
 * each address is rate-limited, and no answer is cached, sets a cookie or carries a Referer onwards.
 */
import { CLIENT_LINK_EXPIRED } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLinks, organizations } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueClientLink } from './client-links';

let t: TestApp;
let org: OrganizationFixture;
let customerId: string;
let address = 0;

const MISSES = 4;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      clientLink: { max: 6, timeWindow: 60_000 },
      clientLinkMisses: { max: MISSES, timeWindow: 60_000 },
    },
  });
  org = await newOrganization(t, 'Mehta & Associates');
  customerId = await org.customer('Kaveri Foods');
});
afterAll(() => t.close());

/** A fresh address per test: each test's counts start at nothing. */
const nextAddress = () => `10.41.${Math.floor(++address / 250)}.${address % 250}`;

function open(token: string | undefined, remoteAddress: string, url = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/client-link${url}`,
    remoteAddress,
    headers: token === undefined ? {} : { 'x-client-link': token },
  });
}

const newLink = () =>
  issueClientLink(t.db, { orgId: org.orgId, customerId, requestId: null, sentTo: '', createdById: null });

describe('a link that opens nothing', () => {
  it('answers the same 404 for no header, a short or unknown token, an expired, a revoked and a suspended firm’s link', async () => {
    const expired = await newLink();
    await t.db
      .update(clientLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(clientLinks.id, expired.id));
    const revoked = await newLink();
    await t.db.update(clientLinks).set({ revokedAt: sql`now()` }).where(eq(clientLinks.id, revoked.id));
    const elsewhere = await newOrganization(t, 'Suspended Firm');
    const suspended = await issueClientLink(t.db, {
      orgId: elsewhere.orgId,
      customerId: await elsewhere.customer('Their Client'),
      requestId: null,
      sentTo: '',
      createdById: null,
    });
    await t.db
      .update(organizations)
      .set({ suspendedAt: sql`now()` })
      .where(eq(organizations.id, elsewhere.orgId));

    const bodies = new Set<string>();
    for (const token of [undefined, 'short', newToken(), expired.token, revoked.token, suspended.token]) {
      const response = await open(token, nextAddress());
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(CLIENT_LINK_EXPIRED);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    // The same on every route of the page: a write learns no more than a read.
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/client-link/items/${crypto.randomUUID()}`,
      remoteAddress: nextAddress(),
      headers: { 'x-client-link': revoked.token },
      payload: { done: true },
    });
    expect(write.statusCode).toBe(404);
    expect(write.body).toBe([...bodies][0]);
  });

  it('never takes the token from the URL, and never stores it: only its hash is kept', async () => {
    const link = await newLink();
    const inQuery = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-link?token=${link.token}`,
      remoteAddress: nextAddress(),
    });
    expect(inQuery.statusCode).toBe(404);
    const [row] = await t.db.select().from(clientLinks).where(eq(clientLinks.id, link.id));
    expect(row?.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });
});

describe('guessing and flooding', () => {
  it(`cuts an address off after ${MISSES} wrong tokens, valid ones included, and leaves other addresses alone`, async () => {
    const link = await newLink();
    const guesser = nextAddress();
    for (let attempt = 0; attempt < MISSES; attempt++) {
      expect((await open(newToken(), guesser)).statusCode).toBe(404);
    }
    const cut = await open(newToken(), guesser);
    expect(cut.statusCode).toBe(429);
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open(link.token, guesser)).statusCode).toBe(429);
    expect((await open(link.token, nextAddress())).statusCode).toBe(200);
  });

  it('rate-limits each address on a valid link too (429 past the route limit)', async () => {
    const link = await newLink();
    const busy = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) statuses.push((await open(link.token, busy)).statusCode);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const refused = await open(link.token, busy);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sets no cookie and ignores a session: a staff cookie beside a link reaches nothing more', async () => {
    const link = await newLink();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client-link',
      remoteAddress: nextAddress(),
      headers: { 'x-client-link': link.token, cookie: org.admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().data.client.name).toBe('Kaveri Foods');
    const withoutLink = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client-link',
      remoteAddress: nextAddress(),
      headers: { cookie: org.admin.cookie },
    });
    expect(withoutLink.statusCode).toBe(404);
  });
});
