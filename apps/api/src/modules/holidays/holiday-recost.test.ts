/**
 * Issue 30, item 9: a holiday added, deleted or moved, or a new work week, re-costs pending and approved
 * leave over its dates through the ledger and tells the applicant and the approver; the holiday form's
 * count matches. The clock is fixed: Monday 1 December 2031, 10:00 in Kolkata.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leaveLedger, leaveRequests, notifications, sessions } from '../../db/schema';
import {
  type Account,
  call,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let asha: Account;
let kiran: Account;
let typeId: string;
/** Asha's approved 21–25 December (Sunday to Thursday: 4 working days). */
let approvedId: string;
/** Kiran's pending 23–24 December (2 working days). */
let pendingId: string;

const NOW = new Date('2031-12-01T04:30:00Z');

const body = (fromDate: string, toDate: string) => ({
  leaveTypeId: typeId,
  fromDate,
  toDate,
  reason: 'Year-end break',
  addressDuringLeave: '12 MG Road, Mysuru',
  emergencyContact: '+91 98450 12345',
});

async function costOf(id: string) {
  const [row] = await t.db
    .select({ totalDays: leaveRequests.totalDays, daysByYear: leaveRequests.daysByYear })
    .from(leaveRequests)
    .where(eq(leaveRequests.id, id));
  return row;
}
async function ledgerSum(userId: string) {
  const rows = await t.db
    .select({ days: leaveLedger.days })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, userId), eq(leaveLedger.leaveTypeId, typeId)));
  return rows.reduce((sum, row) => sum + row.days, 0);
}
async function recostRows(requestId: string) {
  return t.db
    .select({ kind: leaveLedger.kind, days: leaveLedger.days, reason: leaveLedger.reason })
    .from(leaveLedger)
    .where(like(leaveLedger.periodKey, `recost:${requestId}:%`))
    .orderBy(leaveLedger.createdAt);
}
async function titlesOf(userId: string) {
  const rows = await t.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows;
}
async function impact(payload: Record<string, unknown>) {
  const response = await call(t, org.admin.cookie, 'POST', '/holidays/impact', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.applications as number;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Calendar Firm');
  manager = await org.member('Manager', { name: 'Maya Manager' });
  asha = await org.member('Employee', { name: 'Asha Rao', managerId: manager.id });
  kiran = await org.member('Employee', { name: 'Kiran Das', managerId: manager.id });
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await t.db.update(sessions).set({ lastSeenAt: NOW, expiresAt: new Date(NOW.getTime() + 86_400_000) });
  const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Year-end leave',
    yearlyAllocation: 20,
    tracksBalance: false,
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().data.id;
  const applied = await call(t, asha.cookie, 'POST', '/leave/requests', body('2031-12-21', '2031-12-25'));
  expect(applied.statusCode, applied.body).toBe(201);
  approvedId = applied.json().data.id;
  const approved = await call(t, manager.cookie, 'POST', `/leave/requests/${approvedId}/approve`, {});
  expect(approved.json().data.status).toBe('Approved');
  const pending = await call(t, kiran.cookie, 'POST', '/leave/requests', body('2031-12-23', '2031-12-24'));
  expect(pending.statusCode, pending.body).toBe(201);
  pendingId = pending.json().data.id;
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('re-costing leave when the calendar changes', () => {
  let holidayId: string;

  it('says beforehand how many applications a new holiday changes', async () => {
    expect(await impact({ date: '2031-12-24' })).toBe(2);
    expect(await impact({ date: '2031-12-20' })).toBe(0); // a Saturday: nothing changes
    expect(await ledgerSum(asha.id)).toBe(-4);
  });

  it('declaring 24 December a holiday gives the approved request one day back, through the ledger', async () => {
    const added = await call(t, org.admin.cookie, 'POST', '/holidays', {
      date: '2031-12-24',
      name: 'Christmas Eve',
    });
    expect(added.statusCode, added.body).toBe(201);
    holidayId = added.json().data.id;
    expect(await costOf(approvedId)).toEqual({ totalDays: 3, daysByYear: { '2031': 3 } });
    expect(await costOf(pendingId)).toEqual({ totalDays: 1, daysByYear: { '2031': 1 } });
    const rows = await recostRows(approvedId);
    expect(rows.map((row) => [row.kind, row.days])).toEqual([['reversal', 1]]);
    expect(await ledgerSum(asha.id)).toBe(-3);
    // A pending request has no ledger rows: its new cost is what it holds.
    expect(await recostRows(pendingId)).toEqual([]);
    const ashas = await titlesOf(asha.id);
    expect(ashas.map((row) => row.title)).toContain(
      'Your leave was re-costed: 24 Dec 2031 is now a holiday (Christmas Eve)',
    );
    const managers = await titlesOf(manager.id);
    const told = managers.filter((row) => row.title.includes('re-costed'));
    expect(told.map((row) => row.title).sort()).toEqual([
      "Asha Rao's leave was re-costed: 24 Dec 2031 is now a holiday (Christmas Eve)",
      "Kiran Das's leave was re-costed: 24 Dec 2031 is now a holiday (Christmas Eve)",
    ]);
    // Approvers read the type.
    expect(told[0]?.body).toContain('Year-end leave');
    // The colleague not involved is told nothing.
    expect((await titlesOf(kiran.id)).some((row) => row.title.includes('Asha'))).toBe(false);
  });

  it('deleting the holiday restores the cost (the count said so)', async () => {
    expect(await impact({ id: holidayId })).toBe(2);
    const deleted = await call(t, org.admin.cookie, 'DELETE', `/holidays/${holidayId}`);
    expect(deleted.statusCode).toBe(204);
    expect(await costOf(approvedId)).toEqual({ totalDays: 4, daysByYear: { '2031': 4 } });
    expect(await costOf(pendingId)).toEqual({ totalDays: 2, daysByYear: { '2031': 2 } });
    // Sorted: rows written on the fixed clock may tie on their time.
    expect(
      (await recostRows(approvedId))
        .map((row) => [row.kind, row.days])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['reversal', 1],
      ['usage', -1],
    ]);
    expect(await ledgerSum(asha.id)).toBe(-4);
  });

  it('moving a holiday re-costs both dates; the count matches', async () => {
    const added = await call(t, org.admin.cookie, 'POST', '/holidays', {
      date: '2031-12-30',
      name: 'Founders Day',
    });
    expect(added.statusCode).toBe(201);
    expect(await impact({ id: added.json().data.id, date: '2031-12-22' })).toBe(1);
    const moved = await call(t, org.admin.cookie, 'PATCH', `/holidays/${added.json().data.id}`, {
      date: '2031-12-22',
      name: 'Founders Day',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await costOf(approvedId))?.totalDays).toBe(3);
    expect(await ledgerSum(asha.id)).toBe(-3);
    await call(t, org.admin.cookie, 'DELETE', `/holidays/${added.json().data.id}`);
    expect(await ledgerSum(asha.id)).toBe(-4);
  });

  it('a new work week re-costs leave still to come, and changing it back restores it', async () => {
    const week = (workWeek: string) =>
      sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
        name: 'Calendar Firm',
        timeZone: 'Asia/Kolkata',
        workWeek,
        currency: 'INR',
      });
    const shorter = await week('1,2,3,5'); // Thursdays off: 25 December no longer costs a day
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(await costOf(approvedId)).toEqual({ totalDays: 3, daysByYear: { '2031': 3 } });
    expect(await ledgerSum(asha.id)).toBe(-3);
    expect((await titlesOf(asha.id)).map((row) => row.title)).toContain(
      'Your leave was re-costed: the work week changed',
    );
    const back = await week('1,2,3,4,5');
    expect(back.statusCode).toBe(200);
    expect(await costOf(approvedId)).toEqual({ totalDays: 4, daysByYear: { '2031': 4 } });
    expect(await ledgerSum(asha.id)).toBe(-4);
    // Cancelling afterwards gives back exactly what is used.
    const cancelled = await call(t, asha.cookie, 'POST', `/leave/requests/${approvedId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await ledgerSum(asha.id)).toBe(0);
  });
});

// Last: its holidays and notices would change what the cases above count.
describe('applying while the calendar changes', () => {
  // Two connections are needed for a race: PGlite answers one query at a time.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'an application made as a holiday is declared is costed on the new calendar, whichever commits first',
    async () => {
      for (let week = 0; week < 6; week++) {
        const day = (offset: number) =>
          new Date(Date.UTC(2032, 0, 5 + week * 7 + offset)).toISOString().slice(0, 10);
        const [holiday, applied] = await Promise.all([
          call(t, org.admin.cookie, 'POST', '/holidays', { date: day(2), name: `Mid-week ${week}` }),
          call(t, kiran.cookie, 'POST', '/leave/requests', body(day(0), day(4))),
        ]);
        expect(holiday.statusCode, holiday.body).toBe(201);
        expect(applied.statusCode, applied.body).toBe(201);
        // Monday to Friday less the Wednesday holiday.
        expect((await costOf(applied.json().data.id))?.totalDays, `week ${week}`).toBe(4);
      }
    },
  );
});
