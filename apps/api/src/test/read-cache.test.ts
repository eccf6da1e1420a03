/**
 * Answers of read routes kept in memory (lib/read-cache.ts, decision 014): a repeated read is answered
 * from memory, byte for byte, and the next read after any change to what it read, made by whoever (the
 * app, plain SQL, another server process), is read afresh.
 */
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, notifications, organizations, roles, sessions, tasks, users } from '../db/schema';
import { ANNOUNCED_TABLES, UNANNOUNCED_TABLES } from '../lib/read-cache';
import { call, newOrganization, type OrganizationFixture } from './org-fixture';
import { queryRows } from './sql';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

let t: TestApp;
let acme: OrganizationFixture;
let lexicon: OrganizationFixture;
let customerId: string;
let employee: Awaited<ReturnType<OrganizationFixture['member']>>;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      // A read of a table no trigger announces (sessions): its answer must never be kept.
      app.get('/api/v1/test-unannounced', { config: { readCache: true } }, async () => {
        const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
        return { n: row?.n ?? 0 };
      });
      // A read that sets a header of its own: given again from memory, it would come without it.
      app.get('/api/v1/test-own-header', { config: { readCache: true } }, async (_request, reply) => {
        const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(customers);
        reply.header('content-disposition', 'attachment; filename="customers.json"');
        return { n: row?.n ?? 0 };
      });
    },
  });
  acme = await newOrganization(t, 'Acme Advisory LLP');
  lexicon = await newOrganization(t, 'Lexicon Legal LLP');
  customerId = await acme.customer('Sahyadri Textiles');
  employee = await acme.member('Employee', { name: 'Asha Employee' });
  for (const [title, assigneeId] of [
    ['File GST return', employee.id],
    ['Audit the ledger', acme.admin.id],
  ] as const) {
    const created = await call(t, acme.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId,
      title,
      dueDate: '2031-05-20',
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(() => t.close());

/** Reads `url` twice; the second must come from memory, identical to the first. */
async function readTwice(cookie: string, url: string) {
  // The setup's own changes are heard first, or they would keep the first read out of memory.
  await t.app.live.awaitEvents();
  const first = await call(t, cookie, 'GET', url);
  expect(first.statusCode, first.body).toBe(200);
  const hits = t.app.readCache.hits;
  const second = await call(t, cookie, 'GET', url);
  expect(t.app.readCache.hits).toBe(hits + 1);
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  return first.json();
}

describe('the read cache', () => {
  it('is held to the triggers: every announced table has its three, and no other table has any', async () => {
    const rows = await queryRows<{ table: string; triggers: number }>(
      t.db,
      sql`select c.relname as "table", count(*)::int as triggers from pg_trigger g
          join pg_class c on c.oid = g.tgrelid where g.tgname like '%rows_changed%' group by c.relname`,
    );
    expect(new Set(rows.map((row) => row.table))).toEqual(ANNOUNCED_TABLES);
    expect(rows.every((row) => row.triggers === 3)).toBe(true);
  });

  it('knows every table of the schema: announced, or listed with the reason it is not', async () => {
    const rows = await queryRows<{ name: string }>(
      t.db,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    const unannounced = Object.keys(UNANNOUNCED_TABLES);
    expect(unannounced.filter((table) => ANNOUNCED_TABLES.has(table))).toEqual([]);
    expect(rows.map((row) => row.name).sort()).toEqual([...ANNOUNCED_TABLES, ...unannounced].sort());
  });

  it('answers a repeated read from memory, byte for byte, compressed like the first', async () => {
    // Enough rows to pass the compression threshold (1 KB).
    for (let i = 1; i <= 12; i++) await acme.customer(`Zenith Traders ${i}`);
    await readTwice(acme.admin.cookie, '/customers?pageSize=50');
    const readCompressed = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/customers?pageSize=50',
        headers: { cookie: acme.admin.cookie, 'accept-encoding': 'br' },
      });
    const hits = t.app.readCache.hits;
    const compressed = await readCompressed();
    expect(t.app.readCache.hits).toBe(hits + 1);
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await call(t, acme.admin.cookie, 'GET', '/customers?pageSize=50');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('reads afresh after a change made with plain SQL, behind the app', async () => {
    const before = await readTwice(acme.admin.cookie, '/customers?pageSize=50');
    expect(before.data.map((row: { businessName: string }) => row.businessName)).toContain(
      'Sahyadri Textiles',
    );
    await t.db.update(customers).set({ businessName: 'Sahyadri Mills' }).where(eq(customers.id, customerId));
    const after = (await call(t, acme.admin.cookie, 'GET', '/customers?pageSize=50')).json();
    expect(after.data.map((row: { businessName: string }) => row.businessName)).toContain('Sahyadri Mills');
  });

  it('reads afresh when a name shown from the name directory changes', async () => {
    // Another read puts the names in the directory: the kept read below then makes no query of customers.
    await call(t, acme.admin.cookie, 'GET', '/tasks?pageSize=1');
    const before = await readTwice(acme.admin.cookie, '/tasks?pageSize=50');
    expect(
      before.data.every((row: { customer: { name: string } }) => row.customer.name === 'Sahyadri Mills'),
    ).toBe(true);
    await t.db.update(customers).set({ businessName: 'Sahyadri Looms' }).where(eq(customers.id, customerId));
    const after = (await call(t, acme.admin.cookie, 'GET', '/tasks?pageSize=50')).json();
    expect(after.data[0].customer.name).toBe('Sahyadri Looms');
  });

  it("keeps a person's notification count when a colleague is notified, not when they are", async () => {
    const notify = (userId: string, title: string) =>
      t.db
        .insert(notifications)
        .values({ organizationId: acme.orgId, userId, kind: 'announcement', title, body: '' });
    const countOf = async () =>
      (await call(t, acme.admin.cookie, 'GET', '/notifications/unread-count')).json().data.count as number;
    const before = (await readTwice(acme.admin.cookie, '/notifications/unread-count')).data.count as number;

    // The trigger names the colleague (migration 0028): the admin's count stays kept, and right.
    await notify(employee.id, 'For Asha');
    await t.app.live.awaitEvents();
    let hits = t.app.readCache.hits;
    expect(await countOf()).toBe(before);
    expect(t.app.readCache.hits).toBe(hits + 1);

    // A notice to the admin is theirs: read afresh. So is a change naming no one (by hand).
    await notify(acme.admin.id, 'For Ada');
    hits = t.app.readCache.hits;
    expect(await countOf()).toBe(before + 1);
    expect(t.app.readCache.hits).toBe(hits);
    await t.db.execute(sql`select announce_rows_changed('notifications', array[${acme.orgId}], false)`);
    hits = t.app.readCache.hits;
    expect(await countOf()).toBe(before + 1);
    expect(t.app.readCache.hits).toBe(hits);
  });

  it("keeps an organization's answers when another organization changes", async () => {
    await readTwice(acme.admin.cookie, '/customers?pageSize=50');
    await lexicon.customer('Kaveri Software');
    await t.app.live.awaitEvents();
    const hits = t.app.readCache.hits;
    await call(t, acme.admin.cookie, 'GET', '/customers?pageSize=50');
    expect(t.app.readCache.hits).toBe(hits + 1);
  });

  it('gives each caller their own answer', async () => {
    const mine = await readTwice(employee.cookie, '/tasks?pageSize=50');
    const all = await readTwice(acme.admin.cookie, '/tasks?pageSize=50');
    expect(mine.data.map((row: { title: string }) => row.title)).toEqual(['File GST return']);
    expect(all.data).toHaveLength(2);
  });

  it('drops every answer when access changes: a permission taken from a role narrows the next read', async () => {
    const lead = await acme.memberWith(['tasks.view', 'tasks.view_all']);
    expect((await readTwice(lead.cookie, '/tasks?pageSize=50')).data).toHaveLength(2);
    const [person] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, lead.id));
    await t.db
      .update(roles)
      .set({ permissions: ['tasks.view'] })
      .where(eq(roles.id, person?.roleId ?? ''));
    expect((await call(t, lead.cookie, 'GET', '/tasks?pageSize=50')).json().data).toHaveLength(0);
  });

  it("reads afresh when a project's progress changes: counts kept by triggers on tasks are read as tasks", async () => {
    const project = await call(t, acme.admin.cookie, 'POST', '/projects', {
      name: 'GST compliance 2031',
      customerId,
      leadId: acme.admin.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json().data.id;
    const task = await call(t, acme.admin.cookie, 'POST', '/tasks', {
      customerId,
      projectId,
      assigneeId: acme.admin.id,
      title: 'Reconcile input credit',
      dueDate: '2031-05-20',
    });
    expect(task.statusCode, task.body).toBe(201);
    const progressOf = (body: { data: { id: string; progress: { completed: number } }[] }) =>
      body.data.find((row) => row.id === projectId)?.progress.completed;
    expect(progressOf(await readTwice(acme.admin.cookie, '/projects?pageSize=50'))).toBe(0);
    await t.db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, task.json().data.id));
    expect(progressOf((await call(t, acme.admin.cookie, 'GET', '/projects?pageSize=50')).json())).toBe(1);
  });

  it('never keeps an answer that read a table no trigger announces', async () => {
    await t.app.live.awaitEvents();
    const hits = t.app.readCache.hits;
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/test-unannounced',
        headers: { cookie: acme.admin.cookie },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(t.app.readCache.hits).toBe(hits);
  });

  it('never keeps an answer whose handler set a header of its own', async () => {
    await t.app.live.awaitEvents();
    const hits = t.app.readCache.hits;
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/test-own-header',
        headers: { cookie: acme.admin.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="customers.json"');
    }
    expect(t.app.readCache.hits).toBe(hits);
  });

  it('reads afresh after a change made through another server process', async () => {
    const other = await secondAppOnSameDatabase(t);
    try {
      await readTwice(employee.cookie, '/tasks?pageSize=50');
      const [task] = await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.assigneeId, employee.id));
      const moved = await other.app.inject({
        method: 'PATCH',
        url: `/api/v1/tasks/${task?.id}`,
        headers: { cookie: acme.admin.cookie },
        payload: { status: 'In Progress' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = (await call(t, employee.cookie, 'GET', '/tasks?pageSize=50')).json();
      expect(after.data[0].status).toBe('In Progress');
    } finally {
      await other.close();
    }
  });
});

describe('the organizations kept in memory (zone, work week)', () => {
  it('a change of zone made behind the app applies to the next request: the current week moves', async () => {
    const firm = await newOrganization(t, 'Kiribati Line Works');
    await t.db.update(organizations).set({ timeZone: 'UTC' }).where(eq(organizations.id, firm.orgId));
    // Sunday noon in UTC is Monday 02:00 at Kiritimati (UTC+14), the first day of the next week.
    const now = new Date('2026-03-08T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const weekOf = async () =>
        (await call(t, firm.admin.cookie, 'GET', '/time/timesheet')).json().data.weekStart as string;
      expect(await weekOf()).toBe('2026-03-02');
      await t.db
        .update(organizations)
        .set({ timeZone: 'Pacific/Kiritimati' })
        .where(eq(organizations.id, firm.orgId));
      expect(await weekOf()).toBe('2026-03-09');
    } finally {
      vi.useRealTimers();
    }
  });
});
