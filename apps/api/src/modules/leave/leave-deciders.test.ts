/**
 * Issue 30, items 7 and 8: every request has a decider (the owner as only administrator: approved
 * automatically with an audit entry, or decided by the owner with a reason; with a second admin, that
 * admin), and back-dated applications within the type's limit go to the approver. The clock is fixed
 * (Asia/Kolkata, UTC+05:30) at 00:10 and 23:50 on a Monday, a Tuesday and a Sunday.
 */
import { LEAVE_SELF_REASON_REQUIRED, leaveTooFarBack } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, leaveLedger, sessions } from '../../db/schema';
import {
  type Account,
  call,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let solo: OrganizationFixture;
let selfOrg: OrganizationFixture;
let twoAdmins: OrganizationFixture;
let secondAdmin: Account;
let team: OrganizationFixture;
let manager: Account;
let asha: Account;
let kiran: Account;

/** Sets the clock to an instant (UTC) and keeps the sessions opened on the real clock alive. */
async function at(iso: string) {
  const now = new Date(iso);
  vi.setSystemTime(now);
  await t.db.update(sessions).set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
}

async function leaveType(org: OrganizationFixture, name: string, maxDaysBack?: number) {
  const response = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name,
    yearlyAllocation: 10,
    tracksBalance: false,
    ...(maxDaysBack === undefined ? {} : { maxDaysBack }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; maxDaysBack: number };
}

const body = (leaveTypeId: string, fromDate: string, toDate = fromDate) => ({
  leaveTypeId,
  fromDate,
  toDate,
  reason: 'Fever',
  addressDuringLeave: '12 MG Road, Mysuru',
  emergencyContact: '+91 98450 12345',
});
const fieldsOf = (response: { json: () => { error: { details?: { fields?: Record<string, string> } } } }) =>
  response.json().error.details?.fields ?? {};

beforeAll(async () => {
  t = await createTestApp();
  solo = await newOrganization(t, 'Solo Practice');
  selfOrg = await newOrganization(t, 'Self Decides LLP');
  twoAdmins = await newOrganization(t, 'Two Partners LLP');
  secondAdmin = await twoAdmins.member('Admin', { name: 'Bela Partner' });
  team = await newOrganization(t, 'Team Firm');
  manager = await team.member('Manager', { name: 'Maya Manager' });
  asha = await team.member('Employee', { name: 'Asha Rao', managerId: manager.id });
  kiran = await team.member('Employee', { name: 'Kiran Das', managerId: manager.id });
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 2 June 2031, 10:00 in Kolkata.
  await at('2031-06-02T04:30:00Z');
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('who decides (item 7)', () => {
  it('approves the only administrator’s own leave automatically, with an audit entry and a notice', async () => {
    const type = await leaveType(solo, 'Annual solo');
    const preview = await call(t, solo.admin.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: type.id,
      fromDate: '2031-07-07',
      toDate: '2031-07-08',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.decider.mode).toBe('automatic');
    const response = await call(
      t,
      solo.admin.cookie,
      'POST',
      '/leave/requests',
      body(type.id, '2031-07-07', '2031-07-08'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data;
    expect(request.status).toBe('Approved');
    expect(request.steps.map((step: { label: string; status: string }) => [step.label, step.status])).toEqual(
      [['Approved automatically', 'approved']],
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit.map((row) => [row.action, row.entityType, row.actorId])).toEqual([
      ['leave.auto_approved', 'leave-request', solo.admin.id],
    ]);
    const usage = await t.db.select().from(leaveLedger).where(eq(leaveLedger.leaveRequestId, request.id));
    expect(usage.map((row) => [row.kind, row.days])).toEqual([['usage', -2]]);
    const notices = await call(t, solo.admin.cookie, 'GET', '/notifications');
    expect(JSON.stringify(notices.json())).toContain('Your leave was approved automatically');
  });

  it('with the self_with_reason setting, the owner decides their own leave and must give a reason', async () => {
    const saved = await sendForm(t, selfOrg.admin.cookie, 'PATCH', '/organizations/current', {
      name: 'Self Decides LLP',
      timeZone: 'Asia/Kolkata',
      workWeek: '1,2,3,4,5',
      currency: 'INR',
      soleApproverPolicy: 'self_with_reason',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.soleApproverPolicy).toBe('self_with_reason');
    const type = await leaveType(selfOrg, 'Annual self');
    const preview = await call(t, selfOrg.admin.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: type.id,
      fromDate: '2031-07-07',
      toDate: '2031-07-07',
    });
    expect(preview.json().data.decider.mode).toBe('self');
    const response = await call(
      t,
      selfOrg.admin.cookie,
      'POST',
      '/leave/requests',
      body(type.id, '2031-07-07'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data;
    expect(request.status).toBe('Pending');
    expect(request.canDecide).toBe(true);
    const pending = await call(t, selfOrg.admin.cookie, 'GET', '/leave/requests/pending');
    expect(pending.json().data.map((row: { id: string }) => row.id)).toEqual([request.id]);
    const bare = await call(t, selfOrg.admin.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare).comment).toBe(LEAVE_SELF_REASON_REQUIRED);
    const approved = await call(t, selfOrg.admin.cookie, 'POST', `/leave/requests/${request.id}/approve`, {
      comment: 'Sole partner; covered by the client calendar',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('Approved');
    expect(approved.json().data.steps[0].comment).toBe('Sole partner; covered by the client calendar');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit.map((row) => row.action)).toEqual(['leave.self_approved']);
  });

  it('with a second administrator, the owner’s leave goes to that administrator', async () => {
    const type = await leaveType(twoAdmins, 'Annual pair');
    const preview = await call(t, twoAdmins.admin.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: type.id,
      fromDate: '2031-07-07',
      toDate: '2031-07-07',
    });
    expect(preview.json().data.decider).toEqual({
      mode: 'approvers',
      message: 'Decided by: Administrator (no reporting manager) (Bela Partner).',
    });
    const response = await call(
      t,
      twoAdmins.admin.cookie,
      'POST',
      '/leave/requests',
      body(type.id, '2031-07-07'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data;
    expect(request.status).toBe('Pending');
    const own = await call(t, twoAdmins.admin.cookie, 'POST', `/leave/requests/${request.id}/approve`, {
      comment: 'Mine',
    });
    expect(own.statusCode).toBe(403);
    const pending = await call(t, secondAdmin.cookie, 'GET', '/leave/requests/pending');
    expect(pending.json().data.map((row: { id: string }) => row.id)).toEqual([request.id]);
    const approved = await call(t, secondAdmin.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect(approved.json().data.status).toBe('Approved');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit).toEqual([]);
  });
});

describe('back-dated applications (item 8)', () => {
  let sick1: { id: string; name: string };
  let sick30: { id: string; name: string };
  let annual: { id: string; name: string };
  beforeAll(async () => {
    sick1 = await leaveType(team, 'Sick one day back', 1);
    sick30 = await leaveType(team, 'Sick thirty back', 30);
    annual = await leaveType(team, 'Annual now', 0);
  });

  it('new organizations take Sick up to 30 days back and Annual from today', async () => {
    const types = await call(t, team.admin.cookie, 'GET', '/leave/types');
    const byName = Object.fromEntries(
      types.json().data.map((type: { name: string; maxDaysBack: number }) => [type.name, type.maxDaysBack]),
    );
    expect(byName.Sick).toBe(30);
    expect(byName.Annual).toBe(0);
  });

  it('at 00:10 on a Tuesday, yesterday’s sickness waits for the manager; three days back is refused', async () => {
    await at('2031-06-16T18:40:00Z'); // Tuesday 17 June 00:10 in Kolkata (still Monday in UTC)
    const reported = await call(t, asha.cookie, 'POST', '/leave/requests', body(sick1.id, '2031-06-16'));
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().data.status).toBe('Pending');
    const pending = await call(t, manager.cookie, 'GET', '/leave/requests/pending');
    expect(pending.json().data.map((row: { id: string }) => row.id)).toContain(reported.json().data.id);
    const tooFar = await call(t, asha.cookie, 'POST', '/leave/requests', body(sick1.id, '2031-06-13'));
    expect(tooFar.statusCode).toBe(400);
    expect(fieldsOf(tooFar).fromDate).toBe(leaveTooFarBack(sick1.name, 1));
    // In UTC "yesterday" would already be Sunday 15 June: the organization's day decides.
    const sunday = await call(
      t,
      kiran.cookie,
      'POST',
      '/leave/requests',
      body(sick1.id, '2031-06-15', '2031-06-16'),
    );
    expect(fieldsOf(sunday).fromDate).toBe(leaveTooFarBack(sick1.name, 1));
  });

  it('at 23:50 on a Monday, from yesterday (a Sunday) is taken and costs the Monday', async () => {
    await at('2031-06-23T18:20:00Z'); // Monday 23 June 23:50 in Kolkata
    const reported = await call(
      t,
      kiran.cookie,
      'POST',
      '/leave/requests',
      body(sick1.id, '2031-06-22', '2031-06-23'),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().data).toMatchObject({ status: 'Pending', totalDays: 1 });
    const friday = await call(t, kiran.cookie, 'POST', '/leave/requests', body(sick1.id, '2031-06-20'));
    expect(fieldsOf(friday).fromDate).toBe(leaveTooFarBack(sick1.name, 1));
  });

  it('at 00:10 on a Sunday, Friday is two days back: refused by a one-day type, taken by a 30-day one', async () => {
    await at('2031-06-28T18:40:00Z'); // Sunday 29 June 00:10 in Kolkata (Saturday in UTC)
    const refused = await call(t, asha.cookie, 'POST', '/leave/requests', body(sick1.id, '2031-06-27'));
    expect(fieldsOf(refused).fromDate).toBe(leaveTooFarBack(sick1.name, 1));
    const taken = await call(t, asha.cookie, 'POST', '/leave/requests', body(sick30.id, '2031-06-27'));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data.status).toBe('Pending');
  });

  it('at 23:50 on a Sunday, back-dated Annual leave is refused on fromDate (the preview says so too)', async () => {
    await at('2031-06-29T18:20:00Z'); // Sunday 29 June 23:50 in Kolkata
    const preview = await call(t, asha.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: annual.id,
      fromDate: '2031-06-27',
      toDate: '2031-06-30',
    });
    expect(preview.json().data.errors.fromDate).toBe(leaveTooFarBack(annual.name, 0));
    const refused = await call(
      t,
      asha.cookie,
      'POST',
      '/leave/requests',
      body(annual.id, '2031-06-27', '2031-06-30'),
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused).fromDate).toBe(leaveTooFarBack(annual.name, 0));
    // The manager holds Accept Leave, but the type's limit is everyone's.
    const managers = await call(t, manager.cookie, 'POST', '/leave/requests', body(annual.id, '2031-06-27'));
    expect(fieldsOf(managers).fromDate).toBe(leaveTooFarBack(annual.name, 0));
    const tomorrow = await call(t, asha.cookie, 'POST', '/leave/requests', body(annual.id, '2031-06-30'));
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
    const ledger = await t.db
      .select()
      .from(leaveLedger)
      .where(and(eq(leaveLedger.userId, asha.id), eq(leaveLedger.leaveTypeId, annual.id)));
    expect(ledger).toEqual([]);
  });
});
