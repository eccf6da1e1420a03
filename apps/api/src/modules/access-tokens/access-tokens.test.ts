/**
 * Personal access tokens (issue 43, item 1): a token acts as its person within its scopes, never more;
 * revoked, expired, a deactivated person's and a suspended organization's tokens answer 401; writes are
 * audited; guessing is throttled per address. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_STRINGS, ALL_PERMISSIONS, accessTokenAreaOf } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, personalAccessTokens, roles, users } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

const GENEROUS = { max: 10_000, timeWindow: 60_000 };

let t: TestApp;
let org: OrganizationFixture;
let employee: Account;
let customerId: string;
let adminTaskId: string;
let employeeTaskId: string;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function bearer(token: string, method: Method, url: string, payload?: unknown, headers = {}) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createToken(
  cookie: string,
  scopes: string[],
  expiresInDays: string = '30',
): Promise<{ id: string; token: string; prefix: string }> {
  const response = await call(t, cookie, 'POST', '/access-tokens', {
    name: unique('Integration'),
    scopes,
    expiresInDays,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function newTask(assigneeId: string) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId,
    title: unique('Token task'),
    dueDate: '2031-04-01',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { accessTokenMisses: GENEROUS } });
  org = await newOrganization(t);
  employee = await org.member('Employee');
  customerId = await org.customer('Token Traders');
  adminTaskId = await newTask(org.admin.id);
  employeeTaskId = await newTask(employee.id);
});
afterAll(() => t.close());

describe('creating, listing and revoking', () => {
  it('shows the token once, stores only its SHA-256, and lists it by prefix with creation and last use', async () => {
    const created = await createToken(employee.cookie, ['tasks:read']);
    expect(created.token).toMatch(/^tfp_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 12));
    const [row] = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(12));

    const listed = await call(t, employee.cookie, 'GET', '/access-tokens');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(created.token.slice(12));
    const entry = listed.json().data.find((token: { id: string }) => token.id === created.id);
    expect(entry).toMatchObject({ prefix: created.prefix, scopes: ['tasks:read'], lastUsedAt: null });
    expect(entry.createdAt).toEqual(expect.any(String));
    expect(entry.expiresAt).toEqual(expect.any(String));

    expect((await bearer(created.token, 'GET', '/tasks')).statusCode).toBe(200);
    const after = await call(t, employee.cookie, 'GET', '/access-tokens');
    const used = after.json().data.find((token: { id: string }) => token.id === created.id);
    expect(used.lastUsedAt).toEqual(expect.any(String));
  });

  it('offers only areas the person can see, and no expiry only to administrators (with a warning string)', async () => {
    const listed = await call(t, employee.cookie, 'GET', '/access-tokens');
    expect(listed.json().areas).toContain('tasks');
    expect(listed.json().areas).not.toContain('invoices');
    expect(listed.json().canCreateWithoutExpiry).toBe(false);
    const beyond = await call(t, employee.cookie, 'POST', '/access-tokens', {
      name: 'Billing',
      scopes: ['invoices:read'],
      expiresInDays: '30',
    });
    expect(beyond.statusCode, beyond.body).toBe(400);
    expect(beyond.json().error.details.fields.scopes).toBe(ACCESS_TOKEN_STRINGS.scopeNotHeld);
    const forever = await call(t, employee.cookie, 'POST', '/access-tokens', {
      name: 'Forever',
      scopes: ['tasks:read'],
      expiresInDays: 'none',
    });
    expect(forever.statusCode, forever.body).toBe(400);
    expect(forever.json().error.details.fields.expiresInDays).toBe(ACCESS_TOKEN_STRINGS.noExpiryAdminsOnly);

    const adminList = await call(t, org.admin.cookie, 'GET', '/access-tokens');
    expect(adminList.json().canCreateWithoutExpiry).toBe(true);
    const adminToken = await createToken(org.admin.cookie, ['tasks:read'], 'none');
    const [row] = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, adminToken.id));
    expect(row?.expiresAt).toBeNull();
  });

  it('refuses a name with control characters, no scopes and unknown scopes', async () => {
    for (const body of [
      { name: 'Bad\u0000name', scopes: ['tasks:read'], expiresInDays: '30' },
      { name: 'Empty', scopes: [], expiresInDays: '30' },
      { name: 'Unknown', scopes: ['roles:write'], expiresInDays: '30' },
      { name: 'Odd expiry', scopes: ['tasks:read'], expiresInDays: '3650' },
    ]) {
      const response = await call(t, employee.cookie, 'POST', '/access-tokens', body);
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('a revoked token answers 401 at once, with the one message', async () => {
    const created = await createToken(employee.cookie, ['tasks:read']);
    expect((await bearer(created.token, 'GET', '/tasks')).statusCode).toBe(200);
    const revoked = await call(t, employee.cookie, 'DELETE', `/access-tokens/${created.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const after = await bearer(created.token, 'GET', '/tasks');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ACCESS_TOKEN_STRINGS.invalid);
    expect(after.headers['www-authenticate']).toContain('invalid_token');
    const listed = await call(t, employee.cookie, 'GET', '/access-tokens');
    expect(listed.json().data.map((token: { id: string }) => token.id)).not.toContain(created.id);
  });

  it('an expired token answers 401', async () => {
    const created = await createToken(employee.cookie, ['tasks:read'], '7');
    expect((await bearer(created.token, 'GET', '/tasks')).statusCode).toBe(200);
    await t.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, created.id));
    const after = await bearer(created.token, 'GET', '/tasks');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ACCESS_TOKEN_STRINGS.invalid);
  });

  it('unknown, malformed and empty bearer tokens answer the same 401', async () => {
    for (const token of ['tfp_not-a-real-token-at-all', 'abc', '', `tfp_${'A'.repeat(43)}`]) {
      const response = await bearer(token, 'GET', '/tasks');
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toBe(ACCESS_TOKEN_STRINGS.invalid);
    }
  });
});

describe('scopes', () => {
  it('a read token lists and cannot write', async () => {
    const { token } = await createToken(employee.cookie, ['tasks:read']);
    const list = await bearer(token, 'GET', '/tasks');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(employeeTaskId);
    const write = await bearer(token, 'PATCH', `/tasks/${employeeTaskId}`, {
      title: 'Renamed by a read token',
    });
    expect(write.statusCode, write.body).toBe(403);
    expect(write.json().message).toBe('This access token needs the tasks:write scope');
    const task = await call(t, employee.cookie, 'GET', `/tasks/${employeeTaskId}`);
    expect(task.json().data.title).not.toBe('Renamed by a read token');
  });

  it('scope escape: a tasks:read token cannot read time, leave, clients or people (403 naming the scope)', async () => {
    const { token } = await createToken(employee.cookie, ['tasks:read']);
    const time = await bearer(token, 'GET', '/time/entries');
    expect(time.statusCode, time.body).toBe(403);
    expect(time.json().message).toBe('This access token needs the time:read scope');
    expect((await bearer(token, 'GET', '/leave/requests/mine')).statusCode).toBe(403);
    expect((await bearer(token, 'GET', '/customers')).statusCode).toBe(403);
    expect((await bearer(token, 'GET', '/people')).statusCode).toBe(403);
    // The router's decoding does not walk around it: the route that matched decides.
    expect((await bearer(token, 'GET', '/%74ime/entries')).statusCode).toBe(403);
  });

  it('a token cannot reach tokens, sessions, password, roles, organization settings or platform admin', async () => {
    const { token } = await createToken(org.admin.cookie, [
      'tasks:write',
      'people:write',
      'clients:write',
      'calendar:write',
    ]);
    const refused: [Method, string, unknown?][] = [
      ['GET', '/access-tokens'],
      ['POST', '/access-tokens', { name: 'Child', scopes: ['tasks:write'], expiresInDays: 'none' }],
      ['GET', '/organizations/current/access-tokens'],
      ['GET', '/sessions'],
      ['PATCH', '/users/me', { name: 'Renamed by a token' }],
      ['POST', '/users/me/password', { currentPassword: 'x', newPassword: 'y' }],
      ['GET', '/roles'],
      ['PATCH', '/organizations/current', {}],
      ['POST', '/invitations', { email: 'new@tokens.test' }],
      ['GET', '/admin/organizations'],
      ['GET', '/calendar/feed-url'],
      ['GET', '/search?q=Token'],
    ];
    for (const [method, url, body] of refused) {
      const response = await bearer(token, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    const rows = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, org.admin.id));
    expect(rows.some((row) => row.name === 'Child')).toBe(false);
  });

  it('a bearer POST with no Origin works with a write scope; a cross-site Origin changes nothing', async () => {
    const { token } = await createToken(org.admin.cookie, ['people:write']);
    const created = await bearer(token, 'POST', '/departments', { name: unique('Integration desk') });
    expect(created.statusCode, created.body).toBe(201);
    const crossSite = await bearer(
      token,
      'POST',
      '/departments',
      { name: unique('Cross-site desk') },
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode, crossSite.body).toBe(201);
    // The same cross-site write with the cookie alone is still refused.
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: { cookie: org.admin.cookie, origin: 'https://evil.test' },
      payload: { name: unique('Forged desk') },
    });
    expect(cookieOnly.statusCode).toBe(403);
  });

  it('with a bearer header the cookie is ignored: a bad token with a good cookie is 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tasks',
      headers: { cookie: org.admin.cookie, authorization: 'Bearer tfp_wrong' },
    });
    expect(response.statusCode).toBe(401);
    // And an employee's token with the admin's cookie acts as the employee.
    const { token } = await createToken(employee.cookie, ['tasks:read']);
    const asEmployee = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tasks/${adminTaskId}`,
      headers: { cookie: org.admin.cookie, authorization: `Bearer ${token}` },
    });
    expect(asEmployee.statusCode).toBe(404);
  });

  it('every write made with a token is in the audit log, refused ones included', async () => {
    const { id, token } = await createToken(org.admin.cookie, ['people:write', 'tasks:read']);
    await bearer(token, 'POST', '/departments', { name: unique('Audited desk') });
    await bearer(token, 'PATCH', `/tasks/${adminTaskId}`, { title: 'Refused' });
    await bearer(token, 'GET', '/tasks');
    const rows = (await queryRows(
      t.db,
      sql`select actor_id, entity_type, entity_id, after from audit_log where entity_id = ${id} order by created_at`,
    )) as { actor_id: string; entity_type: string; after: Record<string, unknown> }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor_id: org.admin.id, entity_type: 'access-token' });
    expect(rows[0]?.after).toMatchObject({ method: 'POST', route: '/api/v1/departments', status: 201 });
    expect(rows[0]?.after.tokenName).toEqual(expect.stringContaining('Integration'));
    expect(rows[1]?.after).toMatchObject({ method: 'PATCH', route: '/api/v1/tasks/:id', status: 403 });
  });
});

describe('a token never sees more than its person', () => {
  it("an employee's token sees the employee's tasks, not the admin's", async () => {
    const { token } = await createToken(employee.cookie, ['tasks:write']);
    const list = await bearer(token, 'GET', '/tasks');
    expect(list.body).toContain(employeeTaskId);
    expect(list.body).not.toContain(adminTaskId);
    expect((await bearer(token, 'GET', `/tasks/${adminTaskId}`)).statusCode).toBe(404);
    const session = await call(t, employee.cookie, 'GET', '/tasks');
    expect(
      list
        .json()
        .data.map((task: { id: string }) => task.id)
        .sort(),
    ).toEqual(
      session
        .json()
        .data.map((task: { id: string }) => task.id)
        .sort(),
    );
  });

  it("a write scope does not give a permission the person lacks (an employee's people:write)", async () => {
    const { token } = await createToken(employee.cookie, ['people:write']);
    const response = await bearer(token, 'PATCH', `/people/${org.admin.id}`, { jobTitle: 'Hijacked' });
    expect(response.statusCode, response.body).toBe(403);
  });

  it('any token reads who it acts as (GET /users/me), with only the permissions its scopes keep', async () => {
    const { token } = await createToken(org.admin.cookie, ['tasks:read']);
    const me = await bearer(token, 'GET', '/users/me');
    expect(me.statusCode, me.body).toBe(200);
    const { id, permissions } = me.json().data as { id: string; permissions: string[] };
    expect(id).toBe(org.admin.id);
    expect(permissions).toContain('tasks.view');
    expect(permissions).not.toContain('users.edit');
    expect(permissions).not.toContain('organization.manage');
  });

  it("an admin's token keeps only the permissions of its areas (no amounts without invoices)", async () => {
    const { token } = await createToken(org.admin.cookie, ['time:read']);
    const rates = await bearer(token, 'GET', '/time/rates/people');
    expect(rates.statusCode).toBe(403);
    expect(rates.json().message).toBe('This access token needs the invoices:read scope');
  });

  it('a role losing a permission takes it from the token at once', async () => {
    const [role] = await t.db
      .insert(roles)
      .values({
        organizationId: org.orgId,
        name: unique('Token role'),
        description: 'Test',
        permissions: ['tasks.view', 'customers.view'],
      })
      .returning();
    const person = await org.member(role?.id);
    const { token } = await createToken(person.cookie, ['tasks:read', 'clients:read']);
    expect((await bearer(token, 'GET', '/customers')).statusCode).toBe(200);
    await t.db
      .update(roles)
      .set({ permissions: ['tasks.view'] })
      .where(eq(roles.id, role?.id as string));
    expect((await bearer(token, 'GET', '/customers')).statusCode).toBe(403);
  });

  it('deactivating the person answers 401 at once (and revokes their tokens); so does suspending the organization', async () => {
    const person = await org.member('Employee');
    const { token, id } = await createToken(person.cookie, ['tasks:read']);
    expect((await bearer(token, 'GET', '/tasks')).statusCode).toBe(200);
    const deactivated = await call(t, org.admin.cookie, 'POST', `/people/${person.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await bearer(token, 'GET', '/tasks')).statusCode).toBe(401);
    const [row] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
    expect(row?.revokedByUserId).toBe(org.admin.id);

    // Direct deactivation (no revocation) is refused by the lookup too.
    const other = await org.member('Employee');
    const second = await createToken(other.cookie, ['tasks:read']);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    expect((await bearer(second.token, 'GET', '/tasks')).statusCode).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, other.id));
    expect((await bearer(second.token, 'GET', '/tasks')).statusCode).toBe(200);

    await t.db.update(organizations).set({ suspendedAt: new Date() }).where(eq(organizations.id, org.orgId));
    try {
      expect((await bearer(second.token, 'GET', '/tasks')).statusCode).toBe(401);
    } finally {
      await t.db.update(organizations).set({ suspendedAt: null }).where(eq(organizations.id, org.orgId));
    }
  });
});

describe('administrators', () => {
  it("an admin lists and revokes another person's token; an employee sees only their own", async () => {
    const created = await createToken(employee.cookie, ['tasks:read']);
    const listed = await call(
      t,
      org.admin.cookie,
      'GET',
      '/organizations/current/access-tokens?pageSize=100',
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const entry = listed.json().data.find((token: { id: string }) => token.id === created.id);
    expect(entry.owner).toMatchObject({ id: employee.id, email: employee.email });
    expect(listed.body).not.toContain(created.token.slice(12));

    expect((await call(t, employee.cookie, 'GET', '/organizations/current/access-tokens')).statusCode).toBe(
      403,
    );
    const adminToken = await createToken(org.admin.cookie, ['tasks:read']);
    expect((await call(t, employee.cookie, 'DELETE', `/access-tokens/${adminToken.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, employee.cookie, 'DELETE', `/organizations/current/access-tokens/${adminToken.id}`))
        .statusCode,
    ).toBe(403);
    const own = await call(t, employee.cookie, 'GET', '/access-tokens');
    expect(own.body).not.toContain(adminToken.id);

    const revoked = await call(
      t,
      org.admin.cookie,
      'DELETE',
      `/organizations/current/access-tokens/${created.id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await bearer(created.token, 'GET', '/tasks')).statusCode).toBe(401);
  });

  it("another organization's admin can neither list nor revoke this organization's tokens", async () => {
    const created = await createToken(employee.cookie, ['tasks:read']);
    const other = await newOrganization(t, 'Other Firm LLP');
    const listed = await call(t, other.admin.cookie, 'GET', '/organizations/current/access-tokens');
    expect(listed.body).not.toContain(created.id);
    const revoke = await call(
      t,
      other.admin.cookie,
      'DELETE',
      `/organizations/current/access-tokens/${created.id}`,
    );
    expect(revoke.statusCode).toBe(404);
    expect((await bearer(created.token, 'GET', '/tasks')).statusCode).toBe(200);
  });
});

describe('the area table', () => {
  it('puts every API route in an area or leaves it closed, as listed', () => {
    const byArea = new Map<string, string[]>();
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api/v1/') || route.method === 'HEAD') continue;
      const area = accessTokenAreaOf(route.url.slice('/api/v1'.length)) ?? 'closed';
      byArea.set(area, [...(byArea.get(area) ?? []), `${route.method} ${route.url}`]);
    }
    const closed = byArea.get('closed') ?? [];
    for (const route of ['GET /api/v1/access-tokens', 'GET /api/v1/sessions', 'GET /api/v1/roles']) {
      expect(closed).toContain(route);
    }
    expect(byArea.get('invoices')).toContain('GET /api/v1/customers/:id/statement.pdf');
    expect(byArea.get('clients')).toContain('GET /api/v1/customers/:id/overview');
    expect(byArea.get('time')).toContain('GET /api/v1/time/entries');
    expect(byArea.get('invoices')).toContain('GET /api/v1/time/rates/people');
    expect(ALL_PERMISSIONS.length).toBeGreaterThan(0);
  });
});

describe('throttles', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        accessTokenMisses: { max: 3, timeWindow: 60_000 },
        accessToken: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(() => limited.close());

  it('guessing: past the misses of an address, even a right token is refused with 429', async () => {
    const fixture = await newOrganization(limited, 'Throttle LLP');
    const response = await call(limited, fixture.admin.cookie, 'POST', '/access-tokens', {
      name: 'Real',
      scopes: ['tasks:read'],
      expiresInDays: '30',
    });
    const { token } = response.json().data;
    const guess = (value: string, remoteAddress = '203.0.113.9') =>
      limited.app.inject({
        url: '/api/v1/tasks',
        headers: { authorization: `Bearer ${value}` },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await guess(`tfp_guess${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await guess(token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not held back by this one's misses.
    expect((await guess(token, '198.51.100.7')).statusCode).toBe(200);
    // Per token: past its rate, the token is refused with 429 from any address.
    expect((await guess(token, '198.51.100.8')).statusCode).toBe(200);
    expect((await guess(token, '198.51.100.9')).statusCode).toBe(429);
  });
});
