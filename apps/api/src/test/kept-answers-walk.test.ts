/**
 * Walks every route whose answers are kept in memory (`config: { readCache: true }`, plugins/read-cache.ts)
 * on the demo organization: each must be kept (a repeated read is a hit), and for each table its answer
 * read, a change to that table in the organization must make the next read fresh. The routes come from
 * the server's own route table, so a route marked later is walked without touching this file; one that
 * needs an id or a query gets it below, or this test says so.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { KEYED_TABLES, KEYS_ON_CHANGE_OF } from '../lib/read-cache';
import { readCacheKey } from '../plugins/read-cache';
import { sessionOf } from './accounts';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from './test-app';

/** Ids in kept routes' paths, by the path segment before them: a real row of the demo organization. */
const ID_TABLES: Record<string, string> = { customers: 'customers', projects: 'projects', tasks: 'tasks' };

/** Queries the routes need (a window of days, a week, a person's own tasks). */
const QUERIES: Record<string, string> = {
  '/api/v1/task-calendar': 'from=2026-11-01&to=2026-12-31',
  '/api/v1/calendar': 'from=2026-11-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z',
  '/api/v1/tasks': 'scope=mine',
};

/** Tables that name their organization through a parent row, as their triggers do (migration 0017). */
const VIA_PARENT: Record<string, { column: string; parent: string }> = {
  event_attendees: { column: 'event_id', parent: 'events' },
  notification_preferences: { column: 'user_id', parent: 'users' },
};

/** Rows that may never change (their triggers refuse it): their change is an insert, announced alike. */
const APPEND_ONLY = new Set(['task_history', 'leave_ledger']);

/**
 * Keys announced only when some columns change (KEYS_ON_CHANGE_OF): a change to their rows is one of
 * those columns moved and moved back, each an announcement of its own.
 */
const MOVES: Record<string, { column: string; there: string; back: string }> = {
  tasks: { column: 'due_date', there: 'due_date + 1', back: 'due_date - 1' },
};

let t: TestApp;
let orgId: string;
let adminId: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const [admin] = await queryRows<{ id: string; organization_id: string }>(
    t.db,
    sql`select id, organization_id from users where email = 'admin@acme.demo'`,
  );
  if (!admin) throw new Error('No demo admin');
  orgId = admin.organization_id;
  adminId = admin.id;
  cookie = await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
});
afterAll(() => t.close());

async function urlOf(route: string): Promise<string> {
  let url = route;
  for (const match of route.matchAll(/\/([a-z-]+)\/:(\w+)/g)) {
    const table = ID_TABLES[match[1] as string];
    if (!table) throw new Error(`${route}: say which table its :${match[2]} comes from (ID_TABLES)`);
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from ${sql.identifier(table)} where organization_id = ${orgId} order by created_at limit 1`,
    );
    if (!row) throw new Error(`${route}: the demo organization has no ${table}`);
    url = url.replace(`:${match[2]}`, row.id);
  }
  const query = QUERIES[route];
  return query ? `${url}?${query}` : url;
}

/** Rows of a keyed table named by one of `keys` (`within`), or by none of them (`outside`). */
type KeyedRows = { within: readonly string[] } | { outside: readonly string[] };

function rowsOf(table: string, rows: KeyedRows) {
  const columns = KEYED_TABLES[table];
  if (!columns) throw new Error(`${table} is not a keyed table`);
  const tests = ('within' in rows ? rows.within : rows.outside).map((key) => {
    const [prefix, id] = key.split(':') as [string, string];
    const column = columns[prefix];
    if (!column) throw new Error(`${table} names no key ${prefix}:`);
    return 'within' in rows
      ? sql`${sql.identifier(column)} = ${id}`
      : sql`${sql.identifier(column)} is distinct from ${id}`;
  });
  if (tests.length === 0) return sql`${'within' in rows ? false : true}`;
  return sql.join(tests, sql` ${'within' in rows ? sql`or` : sql`and`} `);
}

/**
 * A change to `table` in the organization, as its trigger announces it: a row of the organization (of the
 * keys given, for keyed tables) rewritten as it is, or, where there is no such row or rows may not
 * change, the announcement the trigger would make.
 */
async function changeIn(table: string, keyed?: KeyedRows) {
  if (APPEND_ONLY.has(table)) return announce(table);
  const onChangeOf = KEYS_ON_CHANGE_OF[table] ?? {};
  if (keyed && 'within' in keyed && keyed.within.some((key) => (key.split(':')[0] ?? '') in onChangeOf))
    return moveThereAndBack(table, keyed.within);
  const parent = VIA_PARENT[table];
  const owned =
    table === 'organizations'
      ? sql`id = ${orgId}`
      : parent
        ? sql`${sql.identifier(parent.column)} in (select id from ${sql.identifier(parent.parent)} where organization_id = ${orgId})`
        : sql`organization_id = ${orgId} and (${keyed ? rowsOf(table, keyed) : sql`true`})`;
  const column = sql.identifier(table === 'organizations' ? 'id' : (parent?.column ?? 'organization_id'));
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`with touched as (
          update ${sql.identifier(table)} set ${column} = ${column} where ctid = (
            select ctid from ${sql.identifier(table)} where ${owned} limit 1)
          returning 1)
        select count(*)::int as n from touched`,
  );
  if (rows[0]?.n) return;
  if (keyed && 'outside' in keyed) await announceElsewhere(table);
  else if (keyed) await announceKeys(table, keyed.within);
  else await announce(table);
}

async function moveThereAndBack(table: string, keys: readonly string[]) {
  const move = MOVES[table];
  if (!move) throw new Error(`${table}: say how its rows move (MOVES)`);
  for (const [prefix, columns] of Object.entries(KEYS_ON_CHANGE_OF[table] ?? {}))
    expect(columns, `${table}'s ${prefix}: keys`).toContain(move.column);
  const column = sql.identifier(move.column);
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`update ${sql.identifier(table)} set ${column} = ${sql.raw(move.there)} where id = (
          select id from ${sql.identifier(table)}
          where organization_id = ${orgId} and ${column} is not null and (${rowsOf(table, { within: keys })})
          limit 1)
        returning id`,
  );
  if (!row) return announceKeys(table, keys);
  await t.db.execute(
    sql`update ${sql.identifier(table)} set ${column} = ${sql.raw(move.back)} where id = ${row.id}`,
  );
}

async function announce(table: string) {
  await t.db.execute(sql`select announce_rows_changed(${table}, array[${orgId}], false)`);
}

/** What a keyed table's trigger announces for a change to rows of `keys` (0029). */
async function announceKeys(table: string, keys: readonly string[]) {
  const event = { type: 'rows_changed', table, orgs: [orgId], keys };
  await t.db.execute(sql`select pg_notify('taskflow_events', ${JSON.stringify(event)})`);
}

/** ... and for a change to rows of other keys: a person, task and project that are none of the answer's. */
async function announceElsewhere(table: string) {
  const other = '00000000-0000-4000-8000-000000000000';
  await announceKeys(table, [`u:${other}`, `t:${other}`, `p:${other}`]);
}

async function read(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response;
}

describe('kept answers, route by route', () => {
  it('every kept route is kept, and a change to any table it read makes its next answer fresh', {
    timeout: 120_000,
  }, async () => {
    const routes = t.app.routeTable.filter((route) => route.method === 'GET' && route.config.readCache);
    expect(routes.length).toBeGreaterThan(10);
    const stale: string[] = [];
    // Answers dropped by a change they do not show (other rows of a table they read only some rows of).
    const dropped: string[] = [];
    const narrowedRoutes = new Set<string>();
    for (const route of routes) {
      const url = await urlOf(route.url);
      // What the setup (and the last route's changes) wrote is heard first.
      await t.app.live.awaitEvents();
      await read(url);
      const key = readCacheKey(orgId, adminId, url);
      const tables = t.app.readCache.tablesOf(key);
      const narrowed = t.app.readCache.narrowedOf(key);
      expect(tables.length, `${route.url} was not kept`).toBeGreaterThan(0);
      for (const table of tables) {
        let hits = t.app.readCache.hits;
        await read(url);
        expect(t.app.readCache.hits, `${route.url} was not answered from memory`).toBe(hits + 1);
        const keys = narrowed.get(table);
        if (keys) {
          narrowedRoutes.add(route.url);
          // Rows of a table the answer reads only some rows of, none of them its own: still kept.
          await changeIn(table, { outside: keys });
          hits = t.app.readCache.hits;
          await read(url);
          if (t.app.readCache.hits !== hits + 1) dropped.push(`${route.url} after other rows of ${table}`);
          // It read none of the table's rows (an empty week's tasks): no change can concern it.
          if (keys.length === 0) continue;
        }
        await changeIn(table, keys ? { within: keys } : undefined);
        hits = t.app.readCache.hits;
        await read(url);
        if (t.app.readCache.hits !== hits) stale.push(`${route.url} after a change to ${table}`);
      }
    }
    expect(stale).toEqual([]);
    expect(dropped).toEqual([]);
    // The narrower rule was walked: the notifications (the caller's own), the projects list (its projects'
    // progress), a task's page (that task), the Task List (the caller's own and watched tasks) and a
    // timesheet (its person's entries).
    expect([...narrowedRoutes].sort()).toEqual(
      expect.arrayContaining([
        '/api/v1/notifications',
        '/api/v1/notifications/unread-count',
        '/api/v1/projects',
        '/api/v1/tasks',
        '/api/v1/tasks/:id',
        '/api/v1/time/timesheet',
      ]),
    );
  });
});
