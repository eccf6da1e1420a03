/**
 * Drafts for the month (issue 42, item 2): one action queues a run that drafts every client with unbilled
 * work up to the month's last day, labelled with the month, page by page in the job queue, with progress
 * read back; a second run skips the clients drafted; one run at a time per organization. And a firm of
 * several pages of clients drafted whole (how long 2,000 take is bench/billing-month-drafts.mjs's to say).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runDueJobs } from '../../lib/jobs';
import { BILLING_NOW, type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { call } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const api = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t, f.admin.cookie, method, url, body);
const runJobs = () => runDueJobs({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });

async function progress(jobId: string) {
  const response = await api('GET', `/invoices/month-drafts/${jobId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function drafts(label: string) {
  return queryRows<{ customerId: string; total: number }>(
    t.db,
    sql`select customer_id as "customerId", total_minor::int as total from invoices
        where organization_id = ${f.org.orgId} and period_label = ${label} and status = 'draft'`,
  );
}

describe('drafts for a month', () => {
  it('drafts each client with work up to the month’s end, once, and says how far it got', async () => {
    const withFee = await f.client('Month Fee LLP');
    await f.doneFixedJob(withFee, 400_000, { serviceName: 'Month GST' });
    const withTime = await f.client('Month Time LLP');
    await f.time(await f.task(withTime, 'Month work'), { minutes: 90 });
    const lateOnly = await f.client('December Only LLP');
    await f.time(await f.task(lateOnly, 'Next month'), { minutes: 60, day: '2026-12-01' });

    const started = await api('POST', '/invoices/month-drafts', { month: '2026-11' });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json().data;
    expect(await progress(jobId)).toEqual({ status: 'running', done: 0, total: 2, created: 0 });
    // One run at a time.
    const second = await api('POST', '/invoices/month-drafts', { month: '2026-11' });
    expect(second.statusCode).toBe(409);

    await runJobs();
    expect(await progress(jobId)).toEqual({ status: 'done', done: 2, total: 2, created: 2 });
    const made = await drafts('November 2026');
    expect(made.map((row) => row.customerId).sort()).toEqual([withFee, withTime].sort());
    expect(made.find((row) => row.customerId === withFee)?.total).toBe(472_000);

    // Again for the same month: those clients have their draft; new work of a drafted client waits.
    await f.time(await f.task(withTime, 'More work'), { minutes: 30, day: '2026-11-10' });
    const again = (await api('POST', '/invoices/month-drafts', { month: '2026-11' })).json().data.jobId;
    await runJobs();
    expect(await progress(again)).toEqual({ status: 'done', done: 0, total: 0, created: 0 });
    expect(await drafts('November 2026')).toHaveLength(2);
  });

  it('refuses a month that is not one, and an unknown run', async () => {
    const refused = await api('POST', '/invoices/month-drafts', { month: '2026-13' });
    expect(refused.statusCode).toBe(400);
    expect((await api('GET', '/invoices/month-drafts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await api('GET', '/invoices/month-drafts/nope')).statusCode).toBe(404);
  });
});

describe('a large firm', () => {
  // Three pages of the run (100 clients a page), and a last page part full.
  const clients = 250;

  it(`drafts ${clients} clients’ month (a fee and time each), page by page`, {
    timeout: 120_000,
  }, async () => {
    const org = f.org.orgId;
    const serviceId = await f.service('Bulk GSTR-3B');
    const people = [f.staff.id, f.senior.id];
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
    for (const userId of people) for (const week of weeks) await f.setWeek(userId, week, 'reopened');
    await t.db.execute(sql`
      insert into customers (organization_id, business_name, email, address)
      select ${org}, 'Bulk client ' || lpad(g::text, 4, '0'), 'bulk@client.test', '1 Road'
      from generate_series(1, ${clients}) g`);
    await t.db.execute(sql`
      insert into client_services (organization_id, customer_id, service_id, starts_on, billing_mode, fee_minor)
      select ${org}, c.id, ${serviceId}, '2026-04-01', 'fixed', 250000
      from customers c where c.organization_id = ${org} and c.business_name like 'Bulk client %'`);
    await t.db.execute(sql`
      insert into client_jobs (organization_id, customer_id, client_service_id, service_id, period_key, period_start,
                               period_end, period_label, title, job_date, state, completed_at)
      select ${org}, cs.customer_id, cs.id, cs.service_id, '2026-10', '2026-10-01', '2026-10-31', 'Oct 2026',
             'Bulk GSTR-3B – Oct 2026', '2026-11-20', 'done', '2026-11-12T06:00:00Z'
      from client_services cs where cs.service_id = ${serviceId}`);
    await t.db.execute(sql`
      insert into tasks (organization_id, display_id, title, customer_id, assignee_id, due_date)
      select ${org}, 'BULK-' || row_number() over (order by c.id), 'Bulk advice', c.id, ${f.staff.id}, '2026-12-31'
      from customers c where c.organization_id = ${org} and c.business_name like 'Bulk client %'`);
    // Two entries a client, spread over two people and the month's working days (a day holds 24 hours).
    await t.db.execute(sql`
      insert into time_entries (organization_id, user_id, task_id, entry_date, typed_minutes, is_billable)
      select ${org}, (${sql.param(people)}::uuid[])[1 + (n % 2)::int], t.id, '2026-11-02'::date + (n % 25)::int, 10, true
      from (select t.id, row_number() over (order by t.id) + k as n
              from tasks t cross join generate_series(0, 1) k
             where t.organization_id = ${org} and t.display_id like 'BULK-%') t`);
    for (const userId of people) for (const week of weeks) await f.setWeek(userId, week, 'approved');
    await t.db.execute(sql`analyze`);

    const response = await api('POST', '/invoices/month-drafts', { month: '2026-11' });
    expect(response.statusCode, response.body).toBe(202);
    vi.useRealTimers();
    await runJobs();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BILLING_NOW);
    const done = await progress(response.json().data.jobId);
    expect(done.status).toBe('done');
    expect(done.created).toBeGreaterThanOrEqual(clients);
    const [row] = await queryRows<{ n: number; lines: number }>(
      t.db,
      sql`select count(distinct i.id)::int as n, count(l.id)::int as lines
            from invoices i join customers c on c.id = i.customer_id
            join invoice_lines l on l.invoice_id = i.id
           where i.organization_id = ${org} and c.business_name like 'Bulk client %'`,
    );
    expect(Number(row?.n)).toBe(clients);
    // A fee line each, and one or two time lines (the two entries may be two people's).
    expect(Number(row?.lines)).toBeGreaterThanOrEqual(clients * 2);
  });
});
