/**
 * Walks every registered API route as the admin of another organization, with the ids of real rows of
 * the demo organization, and proves that none of those rows can be read or changed. The routes come from
 * the server's own route table, so a route added later is covered without touching this file.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed';
import { storeUpload } from '../lib/uploads';
import { probeDraftInvoice } from '../modules/billing/invoices.matrix';
import { probePayment } from '../modules/billing/payments.matrix';
import { probeRequest } from '../modules/client-requests/requests.matrix';
import { probeServiceWithJob } from '../modules/services/client-jobs.matrix';
import { sessionOf, signUp } from './accounts';
import { multipart, TINY_PNG } from './http';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from './test-app';

/** Tables whose rows belong to one organization, and how to find them. */
const TENANT_TABLES: { table: string; where: string }[] = [
  { table: 'organizations', where: 'id = $org' },
  { table: 'users', where: 'organization_id = $org' },
  { table: 'roles', where: 'organization_id = $org' },
  { table: 'departments', where: 'organization_id = $org' },
  { table: 'invitations', where: 'organization_id = $org' },
  { table: 'customers', where: 'organization_id = $org' },
  { table: 'events', where: 'organization_id = $org' },
  { table: 'event_guests', where: 'organization_id = $org' },
  { table: 'holidays', where: 'organization_id = $org' },
  { table: 'notifications', where: 'organization_id = $org' },
  // Its stored bytes: no route of another organization's may count against (or free) its quota.
  { table: 'organization_storage', where: 'organization_id = $org' },
  ...[
    'projects',
    'project_members',
    'milestones',
    'tasks',
    'task_counters',
    'task_work_types',
    'task_series',
    'subtasks',
    'task_comments',
    'task_attachments',
    'task_watchers',
    'task_dependencies',
    'task_history',
    'saved_views',
    'time_entries',
    'timesheets',
    'timesheet_events',
    'hourly_rates',
    'billing_batches',
    'leave_types',
    'leave_requests',
    'leave_request_steps',
    'leave_ledger',
    'leave_blackouts',
    'leave_delegations',
    'leave_attachments',
    'report_definitions',
    'report_schedules',
    'customer_contacts',
    'services',
    'service_steps',
    'client_services',
    'client_jobs',
    'service_extensions',
    'client_requests',
    'client_request_items',
    'client_request_files',
    'client_links',
    'client_request_events',
    'payments',
    'payment_allocations',
    'billing_settings',
    'invoice_counters',
    'invoices',
    'invoice_lines',
    'personal_access_tokens',
    'webhook_endpoints',
    'webhook_events',
    'webhook_deliveries',
    'webhook_attempts',
  ].map((table) => ({ table, where: 'organization_id = $org' })),
];

/** Values that pass most body schemas, so requests reach the row lookup instead of stopping at validation. */
const PROBE_FIELDS: Record<string, string> = {
  name: 'Isolation probe',
  title: 'Isolation probe',
  description: 'Written by the tenant isolation test',
  message: 'Written by the tenant isolation test',
  businessName: 'Isolation Probe Ltd',
  email: 'probe@isolation.test',
  address: '1 Probe Street',
  phone: '9876543210',
  date: '2031-01-01',
  type: 'Meeting',
  startsAt: '2031-01-01T10:00:00.000Z',
  answer: 'yes',
  jobTitle: 'Probe',
  timeZone: 'UTC',
  workWeek: '1,2,3,4,5',
  currency: 'INR',
};

let t: TestApp;
let demoOrgId: string;
let outsider: string;

async function rowsOf(orgId: string) {
  const snapshot: Record<string, unknown[]> = {};
  for (const { table, where } of TENANT_TABLES) {
    const rows = await queryRows(
      t.db,
      sql.raw(`select * from ${table} where ${where.replace('$org', `'${orgId}'`)} order by 1`),
    );
    snapshot[table] = rows.map((row) => {
      // Touching a session is not a change of tenant data.
      const { last_seen_at: _seen, ...rest } = row as Record<string, unknown>;
      return rest;
    });
  }
  return snapshot;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const [demo] = await queryRows(t.db, sql`select id from organizations where name = 'Acme Advisory LLP'`);
  demoOrgId = (demo as { id: string }).id;
  // The demo seeds only the built-in work types; one of the organization's own gives the rename route a row.
  await t.db.execute(
    sql`insert into task_work_types (organization_id, name) values (${demoOrgId}, 'Isolation audit')`,
  );
  // A saved report of the demo admin's, emailed on a schedule: the schedule routes have a row to guard.
  await t.db.execute(sql`
    with definition as (
      insert into report_definitions (organization_id, owner_id, name, kind, params)
      select organization_id, id, 'Isolation audit report', 'task-summary', '{}'::jsonb
      from users where organization_id = ${demoOrgId} and email = 'admin@acme.demo'
      returning id, organization_id, owner_id
    )
    insert into report_schedules (organization_id, definition_id, frequency, format, recipient_ids, next_run_at)
    select organization_id, id, 'weekly', 'csv', array[owner_id], now() + interval '1 day' from definition`);
  // A service with a client's open job: the matrix, extension and job routes have rows to guard.
  await probeServiceWithJob(t.db, demoOrgId);
  // A request with an item, a client's file and a link: the request and client-link routes have rows to guard.
  const requestId = await probeRequest(t.db, t.app.storage, demoOrgId);
  await t.db.execute(
    sql`insert into client_request_events (organization_id, request_id, kind) values (${demoOrgId}, ${requestId}, 'sent')`,
  );
  // An issued invoice with a credit note and a payment allocated to it: the payment, balance and statement routes have rows to guard.
  await probePayment(t.db, demoOrgId);
  // A draft with a line, and the billing settings: the routes that change drafts have a row to guard.
  await probeDraftInvoice(t.db, demoOrgId);
  // A personal access token of the demo admin's (issue 43): the token routes have a row to guard.
  await t.db.execute(sql`
    insert into personal_access_tokens (organization_id, user_id, name, prefix, token_hash, scopes)
    select organization_id, id, 'Isolation token', 'tfp_isolatio', 'isolation-token-hash', array['tasks:read']
    from users where organization_id = ${demoOrgId} and email = 'admin@acme.demo'`);
  // A webhook endpoint of the demo admin's with a delivery and its attempt (issue 43): the webhook
  // routes have rows to guard, redelivery and test included.
  await t.db.execute(sql`
    with endpoint as (
      insert into webhook_endpoints (organization_id, created_by_user_id, url, kind, events, secret_encrypted)
      select organization_id, id, 'https://hooks.isolation.test/acme', 'standard', array['task.created'], 'v1.x.y.z'
      from users where organization_id = ${demoOrgId} and email = 'admin@acme.demo'
      returning id, organization_id
    ), event as (
      insert into webhook_events (organization_id, type, subject_id)
      select organization_id, 'task.created', gen_random_uuid() from endpoint
      returning id, organization_id
    ), delivery as (
      insert into webhook_deliveries (organization_id, endpoint_id, event_id, status, attempt_count)
      select endpoint.organization_id, endpoint.id, event.id, 'failed', 1 from endpoint, event
      returning id, organization_id
    )
    insert into webhook_attempts (organization_id, delivery_id, http_status, duration_ms, excerpt)
    select organization_id, id, 500, 12, 'Isolation' from delivery`);
  // Give the demo users a stored avatar, so the avatar route has a real file to guard.
  const avatar = await storeUpload(t.app.storage, 'avatars', TINY_PNG, 'image/png');
  await t.db.execute(
    sql`update users set avatar_file = ${avatar.file}, avatar_mime = ${avatar.mime} where organization_id = ${demoOrgId}`,
  );
  const account = await signUp(t);
  outsider = await sessionOf(t, account);
  const form = await multipart({
    name: 'Outsider LLP',
    timeZone: 'UTC',
    workWeek: '1,2,3,4,5',
    currency: 'INR',
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: { cookie: outsider, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t.close());

/** The live event stream never ends, so it cannot be read whole; its own tests cover who receives what. */
const STREAMS = new Set(['/api/v1/stream']);

function apiRoutes() {
  return t.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/v1/') &&
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !STREAMS.has(route.url),
  );
}

async function send(method: string, url: string) {
  const request = { method: method as 'GET', url, headers: { cookie: outsider } };
  if (method === 'GET' || method === 'DELETE') return t.app.inject(request);
  const asJson = await t.app.inject({ ...request, payload: PROBE_FIELDS });
  if (asJson.statusCode !== 415) return asJson;
  const form = await multipart(PROBE_FIELDS);
  return t.app.inject({
    ...request,
    headers: { ...request.headers, ...form.headers },
    payload: form.payload,
  });
}

/** The ids of the rows (tables keyed otherwise, such as project members, have none to look for). */
function idsOf(rows: Record<string, unknown[]>): string[] {
  return Object.values(rows).flatMap((list) =>
    list.flatMap((row) => {
      const id = (row as { id?: unknown }).id;
      return typeof id === 'string' ? [id] : [];
    }),
  );
}

describe('tenant isolation', () => {
  it('the demo organization has rows in its tables to attack', async () => {
    const rows = await rowsOf(demoOrgId);
    expect(rows.users?.length).toBeGreaterThan(3);
    expect(rows.roles?.length).toBeGreaterThanOrEqual(3);
    expect(rows.departments?.length).toBeGreaterThan(0);
  });

  // Every route with an id, times every table's first id: minutes on a busy machine, not seconds.
  it('no route reads or changes another organization’s rows by id', { timeout: 300_000 }, async () => {
    const before = await rowsOf(demoOrgId);
    const ids = new Set<string>();
    for (const rows of Object.values(before)) {
      const first = rows[0] as { id?: string } | undefined;
      if (first?.id) ids.add(first.id);
    }
    const allDemoIds = new Set(idsOf(before));
    const leaks: string[] = [];
    const routesWithIds = apiRoutes().filter(
      (route) => route.url.includes(':') && !/:token\b/.test(route.url),
    );
    expect(routesWithIds.length).toBeGreaterThan(3);

    for (const route of routesWithIds) {
      for (const id of ids) {
        const url = route.url.replace(/:[A-Za-z]+/g, id);
        const response = await send(route.method, url);
        const label = `${route.method} ${route.url} with ${id}`;
        if (response.statusCode >= 200 && response.statusCode < 300)
          leaks.push(`${label} answered ${response.statusCode}`);
        if (route.method === 'GET' && response.statusCode !== 404) {
          leaks.push(`${label} answered ${response.statusCode}, not 404`);
        }
        const body = response.body.replaceAll(id, '');
        for (const demoId of allDemoIds) if (body.includes(demoId)) leaks.push(`${label} revealed ${demoId}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await rowsOf(demoOrgId)).toEqual(before);
  });

  it('no list or collection route shows another organization’s rows', { timeout: 120_000 }, async () => {
    const before = await rowsOf(demoOrgId);
    const demoIds = idsOf(before);
    const leaks: string[] = [];
    for (const route of apiRoutes().filter((entry) => entry.method === 'GET' && !entry.url.includes(':'))) {
      const response = await send('GET', route.url);
      for (const id of demoIds) if (response.body.includes(id)) leaks.push(`GET ${route.url} revealed ${id}`);
    }
    expect(leaks).toEqual([]);
  });

  it('search (Ctrl+K) finds none of another organization’s rows by their ids or words', async () => {
    const before = await rowsOf(demoOrgId);
    const demoIds = idsOf(before);
    const texts = (table: string, column: string) =>
      (before[table] ?? []).slice(0, 5).map((row) => String((row as Record<string, unknown>)[column]));
    const queries = [
      ...texts('tasks', 'display_id'),
      ...texts('tasks', 'title'),
      ...texts('projects', 'name'),
      ...texts('milestones', 'name'),
      ...texts('customers', 'business_name'),
      ...texts('users', 'name'),
      ...texts('events', 'title'),
    ];
    expect(queries.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const q of queries) {
      const response = await send('GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      for (const id of demoIds) if (response.body.includes(id)) leaks.push(`search "${q}" revealed ${id}`);
    }
    expect(leaks).toEqual([]);
  });
});
