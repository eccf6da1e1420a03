import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { sessionOf } from '../../test/accounts';
import { call } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('demo leave', () => {
  it('spreads every status across departments, with a blackout and a two-step chain', async () => {
    const statuses = (await queryRows(
      t.db,
      sql`select r.status, count(distinct u.department_id)::int as departments from leave_requests r
        join users u on u.id = r.user_id group by r.status`,
    )) as { status: string; departments: number }[];
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'Approved',
      'Cancelled',
      'Pending',
      'Rejected',
    ]);
    expect(Math.max(...statuses.map((row) => row.departments))).toBeGreaterThan(1);
    const [blackouts] = (await queryRows(t.db, sql`select count(*)::int as n from leave_blackouts`)) as {
      n: number;
    }[];
    expect(blackouts?.n).toBeGreaterThan(0);
    const [personal] = (await queryRows(
      t.db,
      sql`select jsonb_array_length(approval_steps) as steps from leave_types where name = 'Personal'`,
    )) as { steps: number }[];
    expect(personal?.steps).toBe(2);
  });

  it('the demo manager has applications to decide and the employee has balances', async () => {
    const manager = await sessionOf(t, { email: 'manager@acme.demo', password: DEMO_PASSWORD });
    const pending = await call(t, manager, 'GET', '/leave/requests/pending');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().meta.total).toBeGreaterThan(0);
    const asha = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    const balances = await call(t, asha, 'GET', '/leave/balances');
    const annual = balances
      .json()
      .data.balances.find((row: { leaveTypeName: string }) => row.leaveTypeName === 'Annual');
    expect(annual.accrued).toBeGreaterThan(0);
  });
});
