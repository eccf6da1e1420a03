/**
 * The monthly accrual job on a fixed clock. Its own file (its own database): the clock moves into next
 * month, and the embedded database's now() follows JavaScript's, so every job of the file's organizations
 * falls due with it.
 */
import { todayIn } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobs, leaveLedger } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { zonedInstant } from '../../lib/organization-calendar';
import {
  type Account,
  call,
  FIXTURE_ZONE,
  newOrganization,
  type OrganizationFixture,
} from '../../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';
import { ACCRUAL_JOB, firstOfNextMonth } from './leave-setup';

let t: TestApp;
let org: OrganizationFixture;
let member: Account;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Accrual Run LLP');
  member = await org.member('Employee', { name: 'Mona Member' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

it("runs once with two job runners in the organization's month, and schedules the next", async () => {
  // This month's credits come with the type; the run comes at 00:02 on the 1st of next month in the
  // organization's zone, when UTC is still on the day before: the month begun is the zone's.
  const created = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Monthly leave',
    yearlyAllocation: 12,
    accrual: 'monthly',
  });
  expect(created.statusCode, created.body).toBe(201);
  const typeId: string = created.json().data.id;
  const first = firstOfNextMonth(todayIn(FIXTURE_ZONE));
  const due = sql`${jobs.kind} = ${ACCRUAL_JOB} and ${jobs.completedAt} is null and ${jobs.key} like ${`leave-accrual:${org.orgId}:%`}`;
  const [scheduled] = await t.db.select().from(jobs).where(due);
  expect(scheduled?.key).toBe(`leave-accrual:${org.orgId}:${first.slice(0, 7)}`);

  vi.useFakeTimers({ toFake: ['Date'], now: zonedInstant(first, 0, FIXTURE_ZONE).getTime() + 2 * 60_000 });
  // Due by the database's clock, which the runner asks (PostgreSQL's is not the fake one).
  await t.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(due);
  const second = await secondAppOnSameDatabase(t);
  try {
    await Promise.all([runDueJobs(t.app), runDueJobs(second.app)]);
  } finally {
    await second.close();
  }
  const month = Number(first.slice(5, 7));
  const credits = await t.db
    .select({ days: leaveLedger.days })
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.userId, member.id),
        eq(leaveLedger.leaveTypeId, typeId),
        eq(leaveLedger.year, Number(first.slice(0, 4))),
        eq(leaveLedger.kind, 'accrual'),
      ),
    );
  // One twelfth of 12 days for each month begun in the year, each posted once.
  expect(credits).toHaveLength(month);
  expect(credits.reduce((total, row) => total + row.days, 0)).toBe(month);
  const [next] = await t.db.select().from(jobs).where(due);
  expect(next?.key).toBe(`leave-accrual:${org.orgId}:${firstOfNextMonth(first).slice(0, 7)}`);
  expect(next?.runAt.getTime()).toBeGreaterThan(Date.now());
});
