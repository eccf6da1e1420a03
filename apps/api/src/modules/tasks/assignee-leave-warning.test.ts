/**
 * The task form's "assignee is on leave" warning (GET /leave/on-leave, asked with tasks.create alone) and
 * assigning itself (lib/leave-visibility): whoever assigns learns that the person is out and when; the
 * type only as the applicant's approver or leave administrator, or where the organization shows types;
 * never the reason, address or emergency contact.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequestSteps, leaveRequests, leaveTypes, organizations } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let asha: Account;
/** Assigns work and holds no leave permission at all: the task form's warning is all they see of leave. */
let assigner: Account;
/** Asha's manager, who approved the leave. */
let approver: Account;
let leaveAdmin: Account;
let customerId: string;

const REASON = 'Hospital stay';
const ADDRESS = '3 Ward Street, Pune';
const PHONE = '+91 91111 22222';
const DAY = '2031-10-08';

function expectNoDetails(body: string) {
  for (const detail of [REASON, ADDRESS, PHONE, 'Hospital', 'Ward', '91111'])
    expect(body).not.toContain(detail);
}

async function warningFor(account: Account) {
  const response = await call(t, account.cookie, 'GET', `/leave/on-leave?userId=${asha.id}&date=${DAY}`);
  expect(response.statusCode, response.body).toBe(200);
  expectNoDetails(response.body);
  const { data } = response.json();
  expect(data).toMatchObject({ isOnLeave: true, leave: { fromDate: '2031-10-07', toDate: '2031-10-09' } });
  return data.leave.leaveType as string;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Assigning LLP');
  approver = await org.member('Manager', { name: 'Meera Approver' });
  asha = await org.member('Employee', { name: 'Asha Away', managerId: approver.id });
  assigner = await org.memberWith(['tasks.create', 'tasks.view', 'users.view', 'customers.view']);
  leaveAdmin = await org.memberWith(['leave.manage', 'tasks.create']);
  customerId = await org.customer('Sahyadri Textiles');
  const [sick] = await t.db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, org.orgId), eq(leaveTypes.name, 'Sick')));
  const [request] = await t.db
    .insert(leaveRequests)
    .values({
      organizationId: org.orgId,
      userId: asha.id,
      leaveTypeId: sick?.id as string,
      fromDate: '2031-10-07',
      toDate: '2031-10-09',
      totalDays: 3,
      status: 'Approved',
      reason: REASON,
      addressDuringLeave: ADDRESS,
      emergencyContact: PHONE,
    })
    .returning({ id: leaveRequests.id });
  await t.db.insert(leaveRequestSteps).values({
    organizationId: org.orgId,
    leaveRequestId: request?.id as string,
    position: 1,
    kind: 'manager',
    label: 'Reporting manager',
    approverId: approver.id,
    status: 'approved',
    decidedById: approver.id,
    decidedAt: new Date('2031-09-30T10:00:00Z'),
  });
});
afterAll(() => t.close());

describe('the assignee-on-leave warning', () => {
  it('tells an assigner without leave rights "On leave", and the type only once the organization shows it', async () => {
    expect(await warningFor(assigner)).toBe('On leave');
    await t.db
      .update(organizations)
      .set({ showLeaveTypeToColleagues: true })
      .where(eq(organizations.id, org.orgId));
    try {
      expect(await warningFor(assigner)).toBe('Sick');
    } finally {
      await t.db
        .update(organizations)
        .set({ showLeaveTypeToColleagues: false })
        .where(eq(organizations.id, org.orgId));
    }
  });

  it('names the type to the approver of the leave and to a leave administrator', async () => {
    expect(await warningFor(approver)).toBe('Sick');
    expect(await warningFor(leaveAdmin)).toBe('Sick');
  });

  it('assigning the task is never refused and its answer carries nothing of the leave', async () => {
    const created = await call(t, assigner.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: asha.id,
      title: 'Reconcile ledgers',
      dueDate: DAY,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('Sick');
    expect(created.body).not.toContain('On leave');
    expectNoDetails(created.body);
  });
});
