import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env';
import { seedProjectsAndTasks } from '../modules/tasks';
import { newOrganization } from '../test/org-fixture';
import { queryRows } from '../test/sql';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoNotice, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await queryRows(t.db, query)) as { n: number }[];
  return row?.n ?? -1;
}

// These hold on whatever day the seed runs: seed dates are relative to its clock.
describe('demo data is plausible', () => {
  it('has no past event in the future: task creation, completion, history and comments', async () => {
    expect(await count(sql`select count(*)::int as n from tasks where created_at > now()`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from tasks where completed_at > now()`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from tasks where completed_at < created_at`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from task_history where created_at > now()`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from task_comments where created_at > now()`)).toBe(0);
  });

  it('asks for leave before it is taken, and decides it after it was asked for', async () => {
    expect(await count(sql`select count(*)::int as n from leave_requests`)).toBeGreaterThan(5);
    expect(
      await count(sql`select count(*)::int as n from leave_requests where created_at::date >= from_date`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from leave_requests where created_at > now()`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from leave_requests where decided_at < created_at or decided_at > now()`,
      ),
    ).toBe(0);
  });

  it('gives people joining dates over the years, with one joiner this month', async () => {
    const [spread] = (await queryRows(
      t.db,
      // "Today" is the demo firm's, in its zone.
      sql`select count(distinct joined_on)::int as days, min(joined_on)::text as first,
        count(*) filter (where joined_on is null)::int as missing,
        count(*) filter (where joined_on > (now() at time zone o.time_zone)::date)::int as future,
        count(*) filter (where date_trunc('month', joined_on) = date_trunc('month', now() at time zone o.time_zone))::int as joiners
        from users u join organizations o on o.id = u.organization_id`,
    )) as { days: number; first: string; missing: number; future: number; joiners: number }[];
    expect(spread?.missing).toBe(0);
    expect(spread?.future).toBe(0);
    expect(spread?.days).toBeGreaterThan(15);
    expect(spread?.joiners).toBeGreaterThanOrEqual(1);
    expect(Number(spread?.first.slice(0, 4))).toBeLessThan(new Date().getUTCFullYear() - 5);
  });
});

describe('demo data seeded just after midnight UTC', () => {
  it('completes no task before it was created', async () => {
    const late = await createTestApp();
    try {
      // 00:11 UTC: tasks created "yesterday at 09:30" meet completions moved back from today.
      vi.useFakeTimers({ now: new Date('2026-11-26T00:11:00Z'), toFake: ['Date'] });
      try {
        await seedDemo(late.db);
      } finally {
        vi.useRealTimers();
      }
      const [row] = (await queryRows(
        late.db,
        sql`select count(*)::int as n from tasks where completed_at < created_at`,
      )) as { n: number }[];
      expect(row?.n).toBe(0);
    } finally {
      await late.close();
    }
  });
});

describe('the demo organization and its published passwords', () => {
  it('is seeded by default only into the embedded database, unless asked for', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://taskflow@db.internal/taskflow' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://taskflow@db.internal/taskflow', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('is announced at start when it is there, and not when it is not', async () => {
    expect(await demoNotice(t.db)).toMatch(
      /^The demo organization is in this database, with published passwords/,
    );
    const empty = await createTestApp();
    try {
      expect(await demoNotice(empty.db)).toBeNull();
    } finally {
      await empty.close();
    }
  });
});

describe("the demo tasks read the firm's day", () => {
  it("at 00:10 on 1 December in the firm's zone (UTC still on 30 November), monthly filings fall due in December", async () => {
    const org = await newOrganization(t, 'Midnight Filings LLP');
    await t.db.execute(
      sql`insert into customers (organization_id, business_name, email, address)
          values (${org.orgId}, 'Sahyadri Textiles', 'c@example.com', '1 Road')`,
    );
    // The fixture firm is in Asia/Kolkata: 18:40 UTC is 00:10 there, the next day.
    await seedProjectsAndTasks(t.db, org.orgId, new Date('2026-11-30T18:40:00Z'));
    const dues = await queryRows<{ due: string }>(
      t.db,
      sql`select distinct due_date::text as due from tasks where organization_id = ${org.orgId} and series_id is not null`,
    );
    // 31 December 2026 is a Thursday: the month's last working day.
    expect(dues).toEqual([{ due: '2026-12-31' }]);
  });
});
