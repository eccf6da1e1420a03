/**
 * Issue 30, items 6 and 10: a person's joining day comes from the invitation (its day in the
 * organization's zone), is read on the profile and changed with users.edit, and the ledger follows it
 * (one adjustment per type and year); a change waiting for the next leave year runs through the jobs
 * runner on 1 January. The clock is fixed (30 November 2026, Kolkata).
 */
import { DATE_INVALID, JOINED_ON_REQUIRED } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holidays, invitations, jobs, leaveLedger, users } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { me } from '../../test/accounts';
import { sessionCookieOf } from '../../test/http';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { POLICY_JOB } from './leave-types.service';

const NOV_30 = new Date('2026-11-30T10:00:00Z');

let t: TestApp;
let org: OrganizationFixture;
let counter = 0;

async function leaveType(body: Record<string, unknown>) {
  const response = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: `Joining type ${++counter}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

/** Balances as the admin reads them (posting what is due, as any read does). */
async function accrued(userId: string, typeId: string, year: number) {
  const response = await call(t, org.admin.cookie, 'GET', `/leave/balances?userId=${userId}&year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.balances as { leaveTypeId: string; accrued: number }[]).find(
    (entry) => entry.leaveTypeId === typeId,
  )?.accrued;
}

async function ledgerRows(userId: string, typeId: string, year: number) {
  return t.db
    .select({ kind: leaveLedger.kind, days: leaveLedger.days, reason: leaveLedger.reason })
    .from(leaveLedger)
    .where(
      and(eq(leaveLedger.userId, userId), eq(leaveLedger.leaveTypeId, typeId), eq(leaveLedger.year, year)),
    )
    .orderBy(leaveLedger.createdAt, leaveLedger.id);
}

/** Invites `email` (with a joining day, if given), dates the invitation at `invitedAt`, and accepts it. */
async function inviteAndAccept(email: string, invitedAt: Date, joinedOn?: string) {
  const sent = await call(t, org.admin.cookie, 'POST', '/invitations', {
    email,
    roleId: org.roleId('Employee'),
    managerId: org.admin.id,
    ...(joinedOn === undefined ? {} : { joinedOn }),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const token = new URL(sent.json().inviteUrl as string).searchParams.get('token') as string;
  await t.db.update(invitations).set({ createdAt: invitedAt }).where(eq(invitations.email, email));
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload: { token, name: `Joiner ${++counter}`, password: 'a long fresh passphrase' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const cookie = sessionCookieOf(accepted);
  const id = (await me(t, cookie)).json().data.id as string;
  return { id, cookie };
}

const patchPerson = (id: string, body: Record<string, unknown>) =>
  call(t, org.admin.cookie, 'PATCH', `/people/${id}`, body);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOV_30 });
  t = await createTestApp();
  org = await newOrganization(t, 'Joining Day LLP');
  await t.db.delete(holidays).where(eq(holidays.organizationId, org.orgId));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('the joining day (item 6)', () => {
  it('an invitee joins on the invitation day in the organization zone; the ledger is prorated from it', async () => {
    vi.setSystemTime(NOV_30);
    const monthly = await leaveType({ yearlyAllocation: 18, accrual: 'monthly' });
    const yearly = await leaveType({ yearlyAllocation: 12, accrual: 'yearly' });
    // Invited at 01:30 on 3 November in Kolkata, which is still 2 November in UTC.
    const joiner = await inviteAndAccept('nita.joiner@example.com', new Date('2026-11-02T20:00:00Z'));
    const [row] = await t.db.select({ joinedOn: users.joinedOn }).from(users).where(eq(users.id, joiner.id));
    expect(row?.joinedOn).toBe('2026-11-03');
    expect((await me(t, joiner.cookie)).json().data.joinedOn).toBe('2026-11-03');
    const profile = await call(t, org.admin.cookie, 'GET', `/people/${joiner.id}`);
    expect(profile.json().data.joinedOn).toBe('2026-11-03');

    // November's accrual only (not 16.5), and 2 of 12 months of the allocation.
    expect(await accrued(joiner.id, monthly.id, 2026)).toBe(1.5);
    expect(await accrued(joiner.id, yearly.id, 2026)).toBe(2);
    expect(await ledgerRows(joiner.id, monthly.id, 2026)).toEqual([
      {
        kind: 'accrual',
        days: 1.5,
        reason: 'From joining on 3 Nov 2026: no accrual for the 10 months before',
      },
    ]);
    expect(await ledgerRows(joiner.id, yearly.id, 2026)).toEqual([
      { kind: 'allocation', days: 2, reason: 'Prorated from joining on 3 Nov 2026: 2 of 12 months' },
    ]);
  });

  it('an invitation may name the first day of work; the invitee joins on it and is prorated from it', async () => {
    vi.setSystemTime(NOV_30);
    const yearly = await leaveType({ yearlyAllocation: 12, accrual: 'yearly' });
    const bad = await call(t, org.admin.cookie, 'POST', '/invitations', {
      email: 'late.starter@example.com',
      roleId: org.roleId('Employee'),
      joinedOn: '2026-13-40',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.joinedOn).toBeTruthy();

    const joiner = await inviteAndAccept(
      'early.starter@example.com',
      new Date('2026-11-20T06:00:00Z'),
      '2026-10-01',
    );
    const pending = await t.db
      .select({ joinedOn: invitations.joinedOn })
      .from(invitations)
      .where(eq(invitations.email, 'early.starter@example.com'));
    expect(pending[0]?.joinedOn).toBe('2026-10-01');
    expect((await me(t, joiner.cookie)).json().data.joinedOn).toBe('2026-10-01');
    // October to December: 3 of 12 months.
    expect(await accrued(joiner.id, yearly.id, 2026)).toBe(3);
  });

  it('changing the joining day moves the credits through the ledger; later policy changes count it', async () => {
    vi.setSystemTime(NOV_30);
    const monthly = await leaveType({ yearlyAllocation: 18, accrual: 'monthly' });
    const yearly = await leaveType({ yearlyAllocation: 12, accrual: 'yearly' });
    const joiner = await inviteAndAccept('ravi.joiner@example.com', new Date('2026-11-03T06:00:00Z'));
    expect(await accrued(joiner.id, yearly.id, 2026)).toBe(2);

    const earlier = await patchPerson(joiner.id, { joinedOn: '2026-06-15' });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(earlier.json().data.joinedOn).toBe('2026-06-15');
    // June to November: 6 × 1.5 = 9 (+7.5); 7 of 12 months of 12 = 7 (+5). Next year is whole either way.
    expect(await accrued(joiner.id, monthly.id, 2026)).toBe(9);
    expect(await accrued(joiner.id, yearly.id, 2026)).toBe(7);
    expect(await accrued(joiner.id, yearly.id, 2027)).toBe(12);
    // Rows written on one (fixed) clock tie on their time: look the adjustment up, not its position.
    expect(await ledgerRows(joiner.id, yearly.id, 2026)).toContainEqual({
      kind: 'adjustment',
      days: 5,
      reason: 'Joining date changed from 3 Nov 2026 to 15 Jun 2026',
    });
    expect((await ledgerRows(joiner.id, yearly.id, 2027)).map((entry) => entry.kind)).toEqual(['allocation']);

    // Later, on 1 December (not begun on 30 November): no accrual yet, 1 of 12 months.
    const later = await patchPerson(joiner.id, { joinedOn: '2026-12-01' });
    expect(later.statusCode, later.body).toBe(200);
    expect(await accrued(joiner.id, monthly.id, 2026)).toBe(0);
    expect(await accrued(joiner.id, yearly.id, 2026)).toBe(1);
    // The same day again writes nothing.
    const rowsBefore = (await ledgerRows(joiner.id, yearly.id, 2026)).length;
    expect((await patchPerson(joiner.id, { joinedOn: '2026-12-01' })).statusCode).toBe(200);
    expect(await ledgerRows(joiner.id, yearly.id, 2026)).toHaveLength(rowsBefore);

    // A policy change reads the joining adjustments as credits: 12 → 24 a year moves 1 to 2, not 2 to 4.
    const policy = await call(t, org.admin.cookie, 'POST', `/leave/types/${yearly.id}/policy-preview`, {
      yearlyAllocation: 24,
      effective: 'now',
    });
    expect(
      (policy.json().data.people as { user: { id: string } }[]).find((p) => p.user.id === joiner.id),
    ).toMatchObject({ before: 1, after: 2, change: 1 });
  });

  it('a bad joining day is refused on the field; only users.edit changes it', async () => {
    const person = await org.member('Employee', { name: 'Field Person' });
    const invalid = await patchPerson(person.id, { joinedOn: 'next Monday' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields).toEqual({ joinedOn: DATE_INVALID });
    const blank = await patchPerson(person.id, { joinedOn: '' });
    expect(blank.json().error.details.fields).toEqual({ joinedOn: JOINED_ON_REQUIRED });
    const colleague = await org.member('Employee', { name: 'Not An Editor' });
    const refused = await call(t, colleague.cookie, 'PATCH', `/people/${person.id}`, {
      joinedOn: '2020-01-01',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a policy change from the next leave year runs through the jobs runner (item 10)', () => {
  it('the leave.policy job makes the change on 1 January and recomputes the new year', async () => {
    vi.setSystemTime(NOV_30);
    const yearly = await leaveType({ yearlyAllocation: 10, accrual: 'yearly', carryForwardCap: 0 });
    const dev = await org.member('Employee', { name: 'Dev Established' });
    await t.db.update(users).set({ joinedOn: '2021-03-01' }).where(eq(users.id, dev.id));
    expect(await accrued(dev.id, yearly.id, 2027)).toBe(10);
    const later = await call(t, org.admin.cookie, 'PATCH', `/leave/types/${yearly.id}`, {
      yearlyAllocation: 12,
      effective: 'next_year',
    });
    expect(later.statusCode, later.body).toBe(200);
    const key = `leave-policy:${org.orgId}:${yearly.id}:2027`;
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, key));
    // 00:00 on 1 January in Kolkata.
    expect(job).toMatchObject({
      kind: POLICY_JOB,
      runAt: new Date('2026-12-31T18:30:00Z'),
      completedAt: null,
    });

    // Not due yet: the runner leaves it.
    await runDueJobs(t.app);
    expect(await accrued(dev.id, yearly.id, 2027)).toBe(10);

    // 1 January (05:35 in Kolkata): the database's clock is made to see it due.
    vi.setSystemTime(new Date('2027-01-01T00:05:00Z'));
    await t.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.key, key));
    await runDueJobs(t.app);
    const [done] = await t.db.select().from(jobs).where(eq(jobs.key, key));
    expect(done?.completedAt).not.toBeNull();
    expect(done?.lastError).toBeNull();
    vi.setSystemTime(NOV_30);
    const type = await call(t, org.admin.cookie, 'GET', '/leave/types');
    expect((type.json().data as { id: string }[]).find((entry) => entry.id === yearly.id)).toMatchObject({
      yearlyAllocation: 12,
      pendingChange: null,
    });
    const rows = await ledgerRows(dev.id, yearly.id, 2027);
    expect(rows.reduce((total, row) => total + row.days, 0)).toBe(12);
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'adjustment',
        days: 2,
        reason: expect.stringContaining('allocation 10 → 12'),
      }),
    );
  });
});
