/**
 * The large seed's practice, small: valid identifiers, contacts, a year of jobs whose states are the ones the
 * database's triggers give their tasks and requests, the organization's total of tasks kept, invoices from
 * draft to paid, and nothing left for the job generator to make; and its year of leave.
 */
import { gstinParts, gstinProblem, isPan, isTan } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJobs } from '../modules/services/generate-jobs';
import { sessionOf } from '../test/accounts';
import { queryRows } from '../test/sql';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD } from './seed';
import { seedLargeOrganization } from './seed-large';
import { taxIdsOf } from './seed-large-practice';

let t: TestApp;
let orgId: string;
const TASKS = 4_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedLargeOrganization(t.db, {
    name: 'Sized Practice LLP',
    domain: 'practice.test',
    people: 30,
    departments: 3,
    customers: 40,
    events: 0,
    adminNotifications: 0,
    projects: 3,
    tasks: TASKS,
    prefix: 'SPL',
  });
  const [org] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from organizations where name = 'Sized Practice LLP'`,
  );
  orgId = org?.id as string;
}, 300_000);
afterAll(() => t.close());

describe("the large seed's practice", () => {
  it('builds identifiers the shared validators accept: the GSTIN holds the PAN, companies have a TAN', () => {
    for (let n = 1; n <= 500; n++) {
      const ids = taxIdsOf(n);
      expect(isPan(ids.pan)).toBe(true);
      if (ids.gstin) {
        expect(gstinProblem(ids.gstin)).toBeUndefined();
        expect(gstinParts(ids.gstin)).toEqual({ stateCode: ids.state, pan: ids.pan });
      }
      expect(ids.tan === null || isTan(ids.tan)).toBe(true);
      expect(ids.tan !== null).toBe(ids.entity.endsWith('_limited'));
    }
  });

  it('gives every client its identifiers, a responsible member, tags and one to three contacts', async () => {
    const rows = await queryRows<{ clients: number; missing: number; low: number; high: number }>(
      t.db,
      sql`select count(*)::int as clients,
                 count(*) filter (where entity_type is null or pan is null or responsible_id is null
                                  or cardinality(tags) = 0)::int as missing,
                 min(k.n)::int as low, max(k.n)::int as high
          from customers c
          cross join lateral (select count(*) as n from customer_contacts where customer_id = c.id) k
          where c.organization_id = ${orgId}`,
    );
    expect(rows[0]).toEqual({ clients: 40, missing: 0, low: 1, high: 3 });
  });

  it("keeps the organization's total of tasks, a task for each step of each job among them, the counter at the last number", async () => {
    const [row] = await queryRows<{
      tasks: number;
      jobTasks: number;
      steps: number;
      last: number;
      top: number;
    }>(
      t.db,
      sql`select count(*)::int as tasks, count(*) filter (where job_id is not null)::int as "jobTasks",
                 (select count(*) from client_jobs j join service_steps s on s.service_id = j.service_id
                  where j.organization_id = ${orgId})::int as steps,
                 (select last_number from task_counters where organization_id = ${orgId} and scope = 'org') as last,
                 max(substring(display_id from '-(\\d+)$')::int)::int as top
          from tasks where organization_id = ${orgId}`,
    );
    expect(row?.tasks).toBe(TASKS);
    expect(row?.jobTasks).toBe(row?.steps);
    expect(row?.jobTasks).toBeGreaterThan(0);
    expect(row?.last).toBe(row?.top);
  });

  it('spreads jobs over every state, some overdue, each the state its tasks and requests give', async () => {
    const states = await queryRows<{ state: string; overdue: number }>(
      t.db,
      sql`select state, count(*) filter (where job_date < current_date)::int as overdue from client_jobs
          where organization_id = ${orgId} group by state order by state`,
    );
    expect(states.map((row) => row.state)).toEqual([
      'done',
      'in_progress',
      'not_started',
      'waiting_on_client',
    ]);
    expect(states.find((row) => row.state === 'not_started')?.overdue).toBeGreaterThan(0);
    const before = await queryRows<{ id: string; state: string }>(
      t.db,
      sql`select id, state from client_jobs where organization_id = ${orgId} order by id`,
    );
    await t.db.execute(
      sql`select refresh_job_states(array(select id from client_jobs where organization_id = ${orgId}))`,
    );
    const after = await queryRows<{ id: string; state: string }>(
      t.db,
      sql`select id, state from client_jobs where organization_id = ${orgId} order by id`,
    );
    expect(after).toEqual(before);
  });

  it('leaves the job generator nothing to make', async () => {
    const result = await t.db.transaction((tx) => generateJobs(tx, orgId, { limit: 10_000 }));
    expect(result.jobsCreated).toBe(0);
  });

  it('bills done fixed-fee work: drafts, invoices sent, part paid and paid, each paid no more than its total', async () => {
    const rows = await queryRows<{ kind: string; n: number }>(
      t.db,
      sql`select case when status = 'draft' then 'draft' when paid_minor = 0 then 'sent'
                      when paid_minor < total_minor then 'part paid' else 'paid' end as kind, count(*)::int as n
          from invoices where organization_id = ${orgId} group by 1 order by 1`,
    );
    expect(rows.map((row) => row.kind)).toEqual(['draft', 'paid', 'part paid', 'sent']);
    const [open] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from client_requests where organization_id = ${orgId} and status = 'open'`,
    );
    expect(open?.n).toBeGreaterThan(0);
  });
});

describe("the large seed's leave", () => {
  it('gives everyone five approved working days, each with its usage in the ledger, and one in five a pending day', async () => {
    const [row] = await queryRows<{
      people: number;
      approved: number;
      pending: number;
      weekend: number;
      unmatched: number;
      overlapping: number;
    }>(
      t.db,
      sql`select
            (select count(*) from users where organization_id = ${orgId} and is_active)::int as people,
            count(*) filter (where r.status = 'Approved')::int as approved,
            count(*) filter (where r.status = 'Pending')::int as pending,
            count(*) filter (where extract(isodow from r.from_date) > 5)::int as weekend,
            count(*) filter (where r.status = 'Approved' and not exists (
              select 1 from leave_ledger l where l.leave_request_id = r.id and l.kind = 'usage' and l.days = -1
                and l.year = extract(year from r.from_date))
              or r.status = 'Pending' and exists (select 1 from leave_ledger l where l.leave_request_id = r.id)
            )::int as unmatched,
            count(*) filter (where exists (
              select 1 from leave_requests o where o.user_id = r.user_id and o.id <> r.id
                and o.from_date <= r.to_date and o.to_date >= r.from_date))::int as overlapping
          from leave_requests r where r.organization_id = ${orgId}`,
    );
    expect(row?.approved).toBe((row?.people ?? 0) * 5);
    expect(row?.pending).toBe(Math.floor((row?.people ?? 0) / 5));
    expect(row).toMatchObject({ weekend: 0, unmatched: 0, overlapping: 0 });
  });

  it("posts this year's credits due, so a balance read finds nothing left to post", async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from leave_ledger where organization_id = ${orgId} and kind <> 'usage'`,
        )
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const cookie = await sessionOf(t, { email: 'admin@practice.test', password: DEMO_PASSWORD });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/reports/leave', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.people.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});
