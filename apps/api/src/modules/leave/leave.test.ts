import {
  addCalendarDays,
  isoWeekday,
  LEAVE_ADDRESS_REQUIRED,
  LEAVE_ALREADY_DECIDED,
  LEAVE_ASSIGNEE_SELF,
  LEAVE_ATTACHMENT_INVALID,
  LEAVE_COMMENT_REQUIRED,
  LEAVE_CONTACT_INVALID,
  LEAVE_CONTACT_REQUIRED,
  LEAVE_FROM_REQUIRED,
  LEAVE_HALF_DAY_NOT_ALLOWED,
  LEAVE_NO_WORKING_DAYS,
  LEAVE_NOT_YOUR_STEP,
  LEAVE_OVERLAP,
  LEAVE_REASON_REQUIRED,
  LEAVE_SELF_DECISION,
  LEAVE_TO_BEFORE_FROM,
  LEAVE_TO_REQUIRED,
  LEAVE_TYPE_REQUIRED,
  leaveAttachmentRequired,
  leaveBlackoutRefused,
  leaveInsufficientBalance,
  leaveTooFarBack,
  todayIn,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, jobs, leaveLedger, leaveRequestSteps, notifications, users } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { TINY_PNG } from '../../test/http';
import {
  type Account,
  call,
  FIXTURE_ZONE,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';
import { ESCALATION_JOB, REMINDER_JOB } from './leave-approvals';
import { approvedLeaveDays } from './leave-availability';
import { closeLeaveYear, postDueCredits } from './leave-balances.service';

let t: TestApp;
let org: OrganizationFixture;
let auditId: string;
let taxId: string;
/** Reports to the admin; decides for the Audit team. */
let manager: Account;
/** In Audit, reports to the manager. */
let asha: Account;
/** In Audit, reports to the manager. */
let kiran: Account;
/** Another manager, nobody's approver. */
let otherManager: Account;
/** HR: the second step of two-step types. */
let hr: Account;
let hrRoleId: string;

/** The organization's day (its zone's), which is not UTC's for five and a half hours of each. */
const today = () => todayIn(FIXTURE_ZONE);
/** The Monday `weeks` weeks after next Monday (far enough ahead for no lead-time warning). */
function monday(weeks: number): string {
  let day = addCalendarDays(today(), 7);
  while (isoWeekday(day) !== 1) day = addCalendarDays(day, 1);
  return addCalendarDays(day, weeks * 7);
}

let typeCounter = 0;
async function leaveType(body: Record<string, unknown> = {}) {
  const response = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: `Test leave ${++typeCounter}`,
    yearlyAllocation: 20,
    accrual: 'yearly',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

const applyBody = (
  leaveTypeId: string,
  fromDate: string,
  toDate: string,
  extra: Record<string, unknown> = {},
) => ({
  leaveTypeId,
  fromDate,
  toDate,
  reason: 'Family wedding',
  addressDuringLeave: '12 MG Road, Mysuru',
  emergencyContact: '+91 98450 12345',
  ...extra,
});

async function apply(who: Account, body: Record<string, unknown>) {
  return call(t, who.cookie, 'POST', '/leave/requests', body);
}
async function applied(who: Account, body: Record<string, unknown>) {
  const response = await apply(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; status: string; totalDays: number; awaiting: string | null };
}
const fieldsOf = (response: { json: () => { error: { details?: { fields?: Record<string, string> } } } }) =>
  response.json().error.details?.fields ?? {};

async function remaining(who: Account, typeId: string, year = Number(today().slice(0, 4))) {
  const response = await call(t, who.cookie, 'GET', `/leave/balances?year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  const balance = (
    response.json().data.balances as { leaveTypeId: string; remaining: number; used: number }[]
  ).find((entry) => entry.leaveTypeId === typeId);
  return balance;
}

async function notificationsOf(userId: string, kind: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Leave Test LLP');
  await t.db.delete(holidays).where(eq(holidays.organizationId, org.orgId));
  auditId = await org.department('Audit');
  taxId = await org.department('Tax');
  manager = await org.member('Manager', {
    name: 'Meera Manager',
    departmentId: auditId,
    managerId: org.admin.id,
  });
  asha = await org.member('Employee', { name: 'Asha Rao', departmentId: auditId, managerId: manager.id });
  kiran = await org.member('Employee', { name: 'Kiran Shah', departmentId: auditId, managerId: manager.id });
  otherManager = await org.member('Manager', { name: 'Omar Other', departmentId: taxId });
  const role = await call(t, org.admin.cookie, 'POST', '/roles', {
    name: 'HR',
    description: 'People team',
    permissions: ['leave.accept', 'leave.view', 'leave.apply'],
  });
  expect(role.statusCode, role.body).toBe(201);
  hrRoleId = role.json().data.id;
  hr = await org.member(hrRoleId, { name: 'Hema HR', departmentId: taxId });
});
afterAll(() => t.close());

describe('leave types', () => {
  it('a new organization has Annual, Sick, Personal and Emergency', async () => {
    const response = await call(t, asha.cookie, 'GET', '/leave/types');
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json().data as { name: string }[]).map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Annual', 'Sick', 'Personal', 'Emergency']));
    const sick = (response.json().data as { name: string; documentRequiredAfterDays: number }[]).find(
      (type) => type.name === 'Sick',
    );
    expect(sick?.documentRequiredAfterDays).toBe(2);
  });

  it('only admins add types; names are unique', async () => {
    const refused = await call(t, manager.cookie, 'POST', '/leave/types', {
      name: 'Study',
      yearlyAllocation: 5,
    });
    expect(refused.statusCode).toBe(403);
    await leaveType({ name: 'Study leave' });
    const twice = await call(t, org.admin.cookie, 'POST', '/leave/types', {
      name: 'study LEAVE',
      yearlyAllocation: 5,
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice).name).toBe('Another leave type already has this name');
  });
});

describe('Apply for Leave: validation', () => {
  it('names every required field with the spec’s words', async () => {
    const response = await apply(asha, {});
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      leaveTypeId: LEAVE_TYPE_REQUIRED,
      fromDate: LEAVE_FROM_REQUIRED,
      toDate: LEAVE_TO_REQUIRED,
      reason: LEAVE_REASON_REQUIRED,
      addressDuringLeave: LEAVE_ADDRESS_REQUIRED,
      emergencyContact: LEAVE_CONTACT_REQUIRED,
    });
  });

  it('refuses To before From and a phone that is not one', async () => {
    const type = await leaveType();
    const response = await apply(
      asha,
      applyBody(type.id, monday(1), addCalendarDays(monday(1), -3), { emergencyContact: 'call me' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      toDate: LEAVE_TO_BEFORE_FROM,
      emergencyContact: LEAVE_CONTACT_INVALID,
    });
  });

  it('refuses half days the type does not allow, dates with no working day, and covering for oneself', async () => {
    const type = await leaveType({ allowsHalfDays: false });
    const saturday = addCalendarDays(monday(1), 5);
    const response = await apply(
      asha,
      applyBody(type.id, saturday, addCalendarDays(saturday, 1), {
        fromDateHalf: true,
        workAssigneeId: asha.id,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      fromDateHalf: LEAVE_HALF_DAY_NOT_ALLOWED,
      toDate: LEAVE_NO_WORKING_DAYS,
      workAssigneeId: LEAVE_ASSIGNEE_SELF,
    });
  });

  it('needs a supporting document beyond the type’s days, stored with the upload rules', async () => {
    const type = await leaveType({ documentRequiredAfterDays: 2 });
    const from = monday(20);
    const body = applyBody(type.id, from, addCalendarDays(from, 2));
    const missing = await apply(asha, body);
    expect(fieldsOf(missing).attachmentId).toBe(leaveAttachmentRequired(2, type.name));
    const notAFile = await sendForm(t, asha.cookie, 'POST', '/leave/attachments', {
      file: { name: 'note.pdf', type: 'application/pdf', data: Buffer.from('plain text, not a PDF') },
    });
    expect(notAFile.statusCode).toBe(400);
    const uploaded = await sendForm(t, asha.cookie, 'POST', '/leave/attachments', {
      fileName: 'medical-certificate.png',
      file: { name: 'medical-certificate.png', type: 'image/png', data: TINY_PNG },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachmentId = uploaded.json().data.id;
    // Someone else cannot use another person's upload.
    const borrowed = await apply(kiran, { ...body, attachmentId });
    expect(fieldsOf(borrowed).attachmentId).toBe(LEAVE_ATTACHMENT_INVALID);
    const request = await applied(asha, { ...body, attachmentId });
    const document = await call(t, manager.cookie, 'GET', `/leave/requests/${request.id}/attachment`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    expect(document.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses a start further back than the type allows, for everyone (Accept Leave included)', async () => {
    const type = await leaveType();
    // A Monday 8 to 14 days ago: a working day whatever day the suite runs (ten days back fell on a weekend).
    const past = monday(-3);
    const refused = await apply(asha, applyBody(type.id, past, addCalendarDays(past, 1)));
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused).fromDate).toBe(leaveTooFarBack(type.name, 0));
    const managers = await apply(manager, applyBody(type.id, past, past));
    expect(fieldsOf(managers).fromDate).toBe(leaveTooFarBack(type.name, 0));
    const sick = await leaveType({ maxDaysBack: 30 });
    const reported = await applied(asha, applyBody(sick.id, past, past));
    expect(reported.status).toBe('Pending');
  });

  it('refuses more than the remaining balance, saying what remains', async () => {
    const type = await leaveType({ yearlyAllocation: 2 });
    const from = monday(2);
    const response = await apply(kiran, applyBody(type.id, from, addCalendarDays(from, 2)));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).leaveTypeId).toBe(leaveInsufficientBalance(2, type.name));
  });

  it('refuses dates inside a refusing blackout, with its reason; an extra-approval blackout only warns', async () => {
    const type = await leaveType();
    const from = monday(3);
    const blackout = await call(t, org.admin.cookie, 'POST', '/leave/blackouts', {
      startDate: from,
      endDate: addCalendarDays(from, 4),
      departmentId: auditId,
      effect: 'refuse',
      reason: 'Year-end audit fieldwork',
    });
    expect(blackout.statusCode, blackout.body).toBe(201);
    const refused = await apply(
      kiran,
      applyBody(type.id, addCalendarDays(from, 1), addCalendarDays(from, 1)),
    );
    expect(fieldsOf(refused).fromDate).toBe(leaveBlackoutRefused('Year-end audit fieldwork'));
    // The Tax department is not blacked out.
    const elsewhere = await org.member('Employee', { departmentId: taxId, managerId: otherManager.id });
    await applied(elsewhere, applyBody(type.id, from, from));

    const later = monday(4);
    await call(t, org.admin.cookie, 'POST', '/leave/blackouts', {
      startDate: later,
      endDate: later,
      effect: 'extra_approval',
      reason: 'GST filing deadline',
    });
    const preview = await call(t, kiran.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: type.id,
      fromDate: later,
      toDate: later,
    });
    expect(preview.json().data.warnings).toEqual([
      { code: 'blackout_extra_approval', message: 'Needs an extra approval: GST filing deadline' },
    ]);
    const request = await applied(kiran, applyBody(type.id, later, later));
    // Manager first, then the extra approval by an administrator.
    await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    const detail = await call(t, kiran.cookie, 'GET', `/leave/requests/${request.id}`);
    expect(detail.json().data).toMatchObject({
      status: 'Pending',
      awaiting: 'Extra approval (blackout period)',
    });
    await call(t, org.admin.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect((await call(t, kiran.cookie, 'GET', `/leave/requests/${request.id}`)).json().data.status).toBe(
      'Approved',
    );
  });

  it('refuses a leave that overlaps the applicant’s own pending or approved leave', async () => {
    const type = await leaveType();
    const from = monday(5);
    await applied(asha, applyBody(type.id, from, addCalendarDays(from, 2)));
    const response = await apply(
      asha,
      applyBody(type.id, addCalendarDays(from, 2), addCalendarDays(from, 3)),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).fromDate).toBe(LEAVE_OVERLAP);
  });

  it('two overlapping applications sent at once: one is made, the other refused', async () => {
    const type = await leaveType();
    const from = monday(6);
    const racer = await org.member('Employee', { departmentId: auditId, managerId: manager.id });
    const [first, second] = await Promise.all([
      apply(racer, applyBody(type.id, from, addCalendarDays(from, 1))),
      apply(racer, applyBody(type.id, addCalendarDays(from, 1), addCalendarDays(from, 2))),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const loser = first.statusCode === 400 ? first : second;
    expect(fieldsOf(loser).fromDate).toBe(LEAVE_OVERLAP);
  });
});

describe('preview', () => {
  it('counts working days only (weekend and holiday skipped, half days), and warns of short notice', async () => {
    const type = await leaveType();
    const from = monday(7);
    const wednesday = addCalendarDays(from, 2);
    await t.db.insert(holidays).values({ organizationId: org.orgId, date: wednesday, name: 'Founders Day' });
    const response = await call(t, asha.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: type.id,
      fromDate: addCalendarDays(from, -3),
      toDate: addCalendarDays(from, 4),
      toDateHalf: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data;
    // Fri before; (Sat, Sun); Mon, Tue, (Wed holiday), Thu, Fri half.
    expect(preview.totalDays).toBe(4.5);
    expect(preview.skipped).toEqual(expect.arrayContaining([{ date: wednesday, reason: 'Founders Day' }]));
    expect(preview.errors).toEqual({});
    await t.db.delete(holidays).where(eq(holidays.organizationId, org.orgId));

    const soon = await call(t, asha.cookie, 'POST', '/leave/requests/preview', {
      leaveTypeId: type.id,
      fromDate: addCalendarDays(today(), 1),
      toDate: addCalendarDays(today(), 1),
    });
    expect(soon.json().data.warnings.map((warning: { code: string }) => warning.code)).toContain(
      'short_notice',
    );
  });
});

describe('decisions', () => {
  it('the applicant cannot decide their own leave', async () => {
    const type = await leaveType();
    const request = await applied(manager, applyBody(type.id, monday(8), monday(8)));
    const response = await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(LEAVE_SELF_DECISION);
  });

  it('rejecting needs a comment; the employee is told of the decision', async () => {
    const type = await leaveType();
    const request = await applied(asha, applyBody(type.id, monday(9), monday(9)));
    expect((await notificationsOf(manager.id, 'leave_requested')).length).toBeGreaterThan(0);
    const bare = await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/reject`, {});
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare).comment).toBe(LEAVE_COMMENT_REQUIRED);
    const rejected = await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/reject`, {
      comment: 'Audit closing that week',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe('Rejected');
    expect(rejected.json().data.steps[0]).toMatchObject({
      status: 'rejected',
      decidedBy: { id: manager.id },
      comment: 'Audit closing that week',
    });
    const told = await notificationsOf(asha.id, 'leave_decided');
    expect(told.some((notice) => notice.title.includes('rejected'))).toBe(true);
  });

  it('approve and reject sent at once: one wins and the balance moves at most once', async () => {
    const type = await leaveType({ approvalSteps: [{ kind: 'role', roleId: hrRoleId }] });
    const hr2 = await org.member(hrRoleId, { name: 'Harsh HR' });
    const applicant = await org.member('Employee', { departmentId: auditId, managerId: manager.id });
    const request = await applied(applicant, applyBody(type.id, monday(10), addCalendarDays(monday(10), 1)));
    const [approve, reject] = await Promise.all([
      call(t, hr.cookie, 'POST', `/leave/requests/${request.id}/approve`, {}),
      call(t, hr2.cookie, 'POST', `/leave/requests/${request.id}/reject`, { comment: 'No cover' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const loser = approve.statusCode === 409 ? approve : reject;
    expect(loser.json().message).toBe(LEAVE_ALREADY_DECIDED);
    const usage = await t.db
      .select()
      .from(leaveLedger)
      .where(and(eq(leaveLedger.leaveRequestId, request.id), eq(leaveLedger.kind, 'usage')));
    const balance = await remaining(applicant, type.id, Number(monday(10).slice(0, 4)));
    if (approve.statusCode === 200) {
      expect(usage).toHaveLength(1);
      expect(balance?.used).toBe(2);
    } else {
      expect(usage).toHaveLength(0);
      expect(balance?.used).toBe(0);
    }
  });

  it('a two-step chain needs both steps, each recorded with who, when and the comment', async () => {
    const type = await leaveType({
      approvalSteps: [{ kind: 'manager' }, { kind: 'role', roleId: hrRoleId }],
    });
    const request = await applied(asha, applyBody(type.id, monday(11), monday(11)));
    expect(request.awaiting).toBe('Reporting manager');
    // HR cannot decide before the manager.
    const early = await call(t, hr.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(LEAVE_NOT_YOUR_STEP);
    const first = await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {
      comment: 'Fine by me',
    });
    expect(first.json().data).toMatchObject({ status: 'Pending', awaiting: 'HR' });
    const pendingForHr = await call(t, hr.cookie, 'GET', '/leave/requests/pending');
    expect(pendingForHr.json().data.map((row: { id: string }) => row.id)).toContain(request.id);
    const second = await call(t, hr.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    const detail = second.json().data;
    expect(detail.status).toBe('Approved');
    expect(detail.steps).toMatchObject([
      {
        label: 'Reporting manager',
        status: 'approved',
        decidedBy: { id: manager.id },
        comment: 'Fine by me',
      },
      { label: 'HR', status: 'approved', decidedBy: { id: hr.id } },
    ]);
    expect(detail.steps[0].decidedAt).toBeTruthy();
  });

  it('a delegate decides while the approver is away; an unrelated manager cannot', async () => {
    const type = await leaveType();
    const request = await applied(kiran, applyBody(type.id, monday(12), monday(12)));
    const refused = await call(t, otherManager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect([403, 404]).toContain(refused.statusCode);
    const away = await call(t, manager.cookie, 'PUT', '/leave/away', {
      awayFrom: addCalendarDays(today(), -1),
      awayTo: addCalendarDays(today(), 5),
      delegateId: otherManager.id,
    });
    expect(away.statusCode, away.body).toBe(200);
    const pending = await call(t, otherManager.cookie, 'GET', '/leave/requests/pending');
    expect(pending.json().data.map((row: { id: string }) => row.id)).toContain(request.id);
    const approved = await call(t, otherManager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.steps[0]).toMatchObject({
      decidedBy: { id: otherManager.id },
      onBehalfOf: { id: manager.id },
    });
    await call(t, manager.cookie, 'PUT', '/leave/away', { awayFrom: null, awayTo: null, delegateId: null });
  });

  it('bulk approval is one transaction: all decided, or none when one cannot be', async () => {
    const type = await leaveType();
    const a = await applied(asha, applyBody(type.id, monday(13), monday(13)));
    const b = await applied(kiran, applyBody(type.id, monday(13), monday(13)));
    const own = await applied(manager, applyBody(type.id, monday(13), monday(13)));
    const mixed = await call(t, manager.cookie, 'POST', '/leave/requests/bulk-decision', {
      ids: [a.id, own.id],
      decision: 'approve',
    });
    expect(mixed.statusCode).toBe(403);
    expect((await call(t, asha.cookie, 'GET', `/leave/requests/${a.id}`)).json().data.status).toBe('Pending');
    const both = await call(t, manager.cookie, 'POST', '/leave/requests/bulk-decision', {
      ids: [a.id, b.id],
      decision: 'approve',
    });
    expect(both.json().data).toEqual({ decided: 2 });
  });
});

describe('cancel', () => {
  it('cancelling approved leave not yet started gives the days back', async () => {
    const type = await leaveType();
    const year = Number(monday(14).slice(0, 4));
    const before = await remaining(asha, type.id, year);
    const request = await applied(asha, applyBody(type.id, monday(14), addCalendarDays(monday(14), 2)));
    expect((await remaining(asha, type.id, year))?.remaining).toBe((before?.remaining ?? 0) - 3);
    await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    expect(await remaining(asha, type.id, year)).toMatchObject({ used: 3 });
    const cancelled = await call(t, asha.cookie, 'POST', `/leave/requests/${request.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('Cancelled');
    expect(await remaining(asha, type.id, year)).toMatchObject({ used: 0, remaining: before?.remaining });
    const kinds = await t.db
      .select({ kind: leaveLedger.kind, days: leaveLedger.days })
      .from(leaveLedger)
      .where(eq(leaveLedger.leaveRequestId, request.id));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'usage', days: -3 },
        { kind: 'reversal', days: 3 },
      ]),
    );
    const again = await call(t, asha.cookie, 'POST', `/leave/requests/${request.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
  });
});

describe('visibility', () => {
  it('without View, an employee sees neither another department’s leave nor the all-leave list', async () => {
    const type = await leaveType();
    const request = await applied(asha, applyBody(type.id, monday(15), monday(15)));
    await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    const outsider = await org.memberWith(['leave.apply']);
    await t.db.update(users).set({ departmentId: taxId }).where(eq(users.id, outsider.id));
    expect((await call(t, outsider.cookie, 'GET', `/leave/requests/${request.id}`)).statusCode).toBe(404);
    expect((await call(t, outsider.cookie, 'GET', '/leave/requests')).statusCode).toBe(403);
    const out = await call(
      t,
      outsider.cookie,
      'GET',
      `/leave/availability?from=${monday(15)}&to=${monday(15)}`,
    );
    expect(out.json().data).toEqual([]);
    // With View they see it.
    const viewer = await org.memberWith(['leave.view']);
    expect((await call(t, viewer.cookie, 'GET', `/leave/requests/${request.id}`)).statusCode).toBe(200);
    const list = await call(
      t,
      viewer.cookie,
      'GET',
      `/leave/requests?departmentId=${auditId}&status=Approved`,
    );
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(request.id);
    const csv = await call(t, viewer.cookie, 'GET', `/leave/requests.csv?userId=${asha.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Employee ID');
    expect(csv.body).toContain('Asha Rao');
    const onLeave = await call(
      t,
      viewer.cookie,
      'GET',
      `/leave/on-leave?userId=${asha.id}&date=${monday(15)}`,
    );
    expect(onLeave.json().data).toMatchObject({ isOnLeave: true, leave: { status: 'Approved' } });
  });
});

describe('team availability', () => {
  it('approved leave shows on the organization calendar and in the person’s own iCalendar feed', async () => {
    const type = await leaveType();
    const from = monday(19);
    const request = await applied(
      kiran,
      applyBody(type.id, from, addCalendarDays(from, 1), { toDateHalf: true }),
    );
    await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
    const range = `from=${from}T00:00:00.000Z&to=${addCalendarDays(from, 7)}T00:00:00.000Z`;
    const calendar = await call(t, asha.cookie, 'GET', `/calendar?${range}`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().data).toContainEqual(
      expect.objectContaining({
        id: `leave:${request.id}`,
        type: 'leave',
        // Asha is a colleague, not an approver: she sees that Kiran is out, not which leave he took.
        title: 'Kiran Shah: On leave (last day morning)',
        start: from,
        end: addCalendarDays(from, 2),
        allDay: true,
      }),
    );
    const availability = await call(
      t,
      asha.cookie,
      'GET',
      `/leave/availability?from=${from}&to=${from}&departmentId=${auditId}`,
    );
    expect(availability.json().data.map((entry: { requestId: string }) => entry.requestId)).toContain(
      request.id,
    );

    const feedUrl = await call(t, kiran.cookie, 'GET', '/calendar/feed-url');
    const feed = await t.app.inject({ method: 'GET', url: new URL(feedUrl.json().data.url).pathname });
    expect(feed.statusCode).toBe(200);
    const compact = (day: string) => day.replaceAll('-', '');
    expect(feed.body).toContain(`UID:leave-${request.id}@taskflow`);
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${compact(from)}`);
    expect(feed.body).toContain(`DTEND;VALUE=DATE:${compact(addCalendarDays(from, 2))}`);
    expect(feed.body).toContain(`SUMMARY:On leave: ${type.name} (last day morning)`);
    // Someone else's feed does not carry it.
    const ashaFeedUrl = await call(t, asha.cookie, 'GET', '/calendar/feed-url');
    const ashaFeed = await t.app.inject({
      method: 'GET',
      url: new URL(ashaFeedUrl.json().data.url).pathname,
    });
    expect(ashaFeed.body).not.toContain(`leave-${request.id}`);
  });
});

describe('approvedLeaveDays (for the workload view)', () => {
  it('answers approved leave per person and working day, half days as 0.5, pending leave left out', async () => {
    const type = await leaveType();
    const person = await org.member('Employee', { departmentId: auditId, managerId: manager.id });
    const from = monday(21);
    const approved = await applied(
      person,
      applyBody(type.id, addCalendarDays(from, -3), addCalendarDays(from, 1), { toDateHalf: true }),
    );
    await call(t, manager.cookie, 'POST', `/leave/requests/${approved.id}/approve`, {});
    await applied(person, applyBody(type.id, addCalendarDays(from, 3), addCalendarDays(from, 3)));
    const days = await approvedLeaveDays(
      t.db,
      org.orgId,
      [person.id, asha.id],
      from,
      addCalendarDays(from, 6),
    );
    // The Friday before is outside the asked range; Monday whole, Tuesday half; Thursday only pending.
    expect(days.get(person.id)).toEqual(
      new Map([
        [from, 1],
        [addCalendarDays(from, 1), 0.5],
      ]),
    );
    expect(days.has(asha.id)).toBe(false);
  });
});

describe('leave-aware planning', () => {
  it('the approver sees the applicant’s tasks due during the leave; the covering colleague watches them', async () => {
    const customer = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      businessName: 'Leave Test Client',
      email: 'client@leave.test',
      address: '1 Client Road',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const from = monday(16);
    const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId: customer.json().data.id,
      assigneeId: asha.id,
      title: 'File GSTR-3B',
      dueDate: addCalendarDays(from, 1),
    });
    expect(task.statusCode, task.body).toBe(201);
    const type = await leaveType();
    const request = await applied(
      asha,
      applyBody(type.id, from, addCalendarDays(from, 2), { workAssigneeId: kiran.id }),
    );
    expect((await notificationsOf(kiran.id, 'leave_cover')).length).toBe(1);
    const detail = await call(t, manager.cookie, 'GET', `/leave/requests/${request.id}`);
    expect(detail.json().data.tasksDuringLeave).toEqual([
      expect.objectContaining({
        id: task.json().data.id,
        title: 'File GSTR-3B',
        link: `/app/tasks/${task.json().data.id}`,
      }),
    ]);
    const covered = await call(t, manager.cookie, 'POST', `/leave/requests/${request.id}/cover-tasks`, {});
    expect(covered.json().data).toEqual({ watched: 1 });
  });
});

describe('balances, accrual and year end', () => {
  it('an admin adjustment is a ledger row with its reason; rows cannot be changed', async () => {
    const type = await leaveType({ yearlyAllocation: 10 });
    const year = Number(today().slice(0, 4));
    const adjusted = await call(t, org.admin.cookie, 'POST', '/leave/balances/adjustments', {
      userId: kiran.id,
      leaveTypeId: type.id,
      year,
      days: 1.5,
      reason: 'Worked on a Sunday',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(await remaining(kiran, type.id, year)).toMatchObject({ remaining: 11.5 });
    const ledger = await call(
      t,
      kiran.cookie,
      'GET',
      `/leave/balances/ledger?leaveTypeId=${type.id}&year=${year}`,
    );
    expect(ledger.json().data.map((entry: { kind: string }) => entry.kind)).toEqual([
      'allocation',
      'adjustment',
    ]);
    await expect(
      t.db.execute(sql`update leave_ledger set days = 99 where id = ${adjusted.json().data.id}`),
    ).rejects.toThrow();
  });

  it('posting the credits due again adds only the months begun since, each once', async () => {
    const type = await leaveType({ accrual: 'monthly', yearlyAllocation: 12 });
    const next = Number(today().slice(0, 4)) + 1;
    const posted = async () =>
      (
        await t.db
          .select({ periodKey: leaveLedger.periodKey })
          .from(leaveLedger)
          .where(
            and(
              eq(leaveLedger.userId, kiran.id),
              eq(leaveLedger.leaveTypeId, type.id),
              eq(leaveLedger.year, next),
            ),
          )
      )
        .map((row) => row.periodKey)
        .sort();
    const months = (count: number) =>
      Array.from({ length: count }, (_, index) => `accrual:${next}-${String(index + 1).padStart(2, '0')}`);
    await postDueCredits(t.db, org.orgId, [kiran.id, asha.id], next, `${next}-03-15`);
    expect(await posted()).toEqual(months(3));
    await postDueCredits(t.db, org.orgId, [kiran.id, asha.id], next, `${next}-06-15`);
    await postDueCredits(t.db, org.orgId, [kiran.id, asha.id], next, `${next}-06-15`);
    expect(await posted()).toEqual(months(6));
  });

  it('the year end carries forward up to the cap and expires the rest, once', async () => {
    const type = await leaveType({ yearlyAllocation: 10, carryForwardCap: 4 });
    const last = Number(today().slice(0, 4)) - 1;
    await closeLeaveYear(t.db, org.orgId, last, today());
    await closeLeaveYear(t.db, org.orgId, last, today());
    const rows = await t.db
      .select({ kind: leaveLedger.kind, days: leaveLedger.days, year: leaveLedger.year })
      .from(leaveLedger)
      .where(and(eq(leaveLedger.userId, kiran.id), eq(leaveLedger.leaveTypeId, type.id)));
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'carry_forward', days: 4, year: last + 1 },
        { kind: 'expiry', days: -6, year: last },
      ]),
    );
    expect(rows.filter((row) => row.kind === 'carry_forward')).toHaveLength(1);
  });
});

describe('jobs', () => {
  it('escalation fires once with two job runners on one database', async () => {
    const type = await leaveType({ escalationDays: 2 });
    const request = await applied(asha, applyBody(type.id, monday(17), monday(17)));
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`${jobs.kind} = ${ESCALATION_JOB} and ${jobs.completedAt} is null`);
    const second = await secondAppOnSameDatabase(t);
    try {
      const before = (await notificationsOf(org.admin.id, 'leave_escalated')).length;
      await Promise.all([runDueJobs(t.app), runDueJobs(second.app)]);
      await Promise.all([runDueJobs(t.app), runDueJobs(second.app)]);
      const [step] = await t.db
        .select()
        .from(leaveRequestSteps)
        .where(eq(leaveRequestSteps.leaveRequestId, request.id));
      // The manager's own manager is the admin: one level up, once.
      expect(step).toMatchObject({ escalationLevel: 1, approverId: org.admin.id });
      expect((await notificationsOf(org.admin.id, 'leave_escalated')).length).toBe(before + 1);
      const approved = await call(t, org.admin.cookie, 'POST', `/leave/requests/${request.id}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('approvers get a daily reminder of applications waiting more than 2 days', async () => {
    const type = await leaveType();
    const request = await applied(kiran, applyBody(type.id, monday(18), monday(18)));
    await t.db
      .update(leaveRequestSteps)
      .set({ startedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(leaveRequestSteps.leaveRequestId, request.id));
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(
        sql`${jobs.kind} = ${REMINDER_JOB} and ${jobs.completedAt} is null and ${jobs.key} like ${`%${org.orgId}%`}`,
      );
    const before = (await notificationsOf(manager.id, 'leave_reminder')).length;
    await runDueJobs(t.app);
    const after = await notificationsOf(manager.id, 'leave_reminder');
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.title).toMatch(/waited more than 2 days/);
    const [next] = await t.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${REMINDER_JOB} and ${jobs.completedAt} is null and ${jobs.key} like ${`%${org.orgId}%`}`,
      );
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
