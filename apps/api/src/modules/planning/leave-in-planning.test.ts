/**
 * Leave in planning (lib/leave-visibility): the Gantt marks the days an assignee is away and the workload
 * takes them off capacity. Both say who is out and when, which every reader of the plan may know; neither
 * carries the type, the reason, the address, the emergency contact or the request.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, leaveRequests, leaveTypes, organizations } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let asha: Account;
/** A Manager on the project: sees its tasks, approves leave, but not this request. */
let colleague: Account;
let lead: Account;
let projectId: string;
let taskId: string;
let requestId: string;

const REASON = 'Surgery and recovery';
const ADDRESS = '7 Clinic Lane, Pune';
const PHONE = '+91 90000 12345';

function expectNoLeaveDetails(body: string) {
  for (const detail of ['Sick', REASON, ADDRESS, PHONE, 'Surgery', 'Clinic', '90000', requestId]) {
    expect(body).not.toContain(detail);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Planning Privacy LLP');
  lead = await org.memberWith(['tasks.view']);
  asha = await org.member('Employee', { name: 'Asha Away', managerId: lead.id });
  colleague = await org.member('Manager', { name: 'Omar Manager' });
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'c@example.com',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  const project = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'Audit 2031',
    customerId: customer?.id,
    leadId: org.admin.id,
    memberIds: [asha.id, colleague.id],
    startDate: '2031-10-01',
    targetEndDate: '2031-12-31',
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId: customer?.id,
    projectId,
    assigneeId: asha.id,
    title: 'Fieldwork',
    startDate: '2031-10-06',
    dueDate: '2031-10-10',
    estimateHours: 16,
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().data.id;
  // A default type of every organization.
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
      fromDate: '2031-10-08',
      toDate: '2031-10-09',
      totalDays: 2,
      status: 'Approved',
      reason: REASON,
      addressDuringLeave: ADDRESS,
      emergencyContact: PHONE,
    })
    .returning({ id: leaveRequests.id });
  requestId = request?.id as string;
  // Even where colleagues may see types, planning names none.
  await t.db
    .update(organizations)
    .set({ showLeaveTypeToColleagues: true })
    .where(eq(organizations.id, org.orgId));
});
afterAll(() => t.close());

describe('leave in planning', () => {
  it("the Gantt marks the assignee's days away for a project member, and nothing else of the leave", async () => {
    const response = await call(t, colleague.cookie, 'GET', `/projects/${projectId}/gantt`);
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().data.tasks.find((task: { id: string }) => task.id === taskId);
    expect(row.assigneeLeaveDays).toEqual(['2031-10-08', '2031-10-09']);
    expectNoLeaveDetails(response.body);
  });

  it("the workload counts the days of leave for the person's lead, and nothing else of the leave", async () => {
    const response = await call(t, lead.cookie, 'GET', '/workload?from=2031-10-06&weeks=1');
    expect(response.statusCode, response.body).toBe(200);
    const row = response
      .json()
      .data.rows.find((entry: { person: { id: string } }) => entry.person.id === asha.id);
    expect(row.weeks[0]).toMatchObject({ hours: 16, capacity: 24, leaveDays: 2 });
    expectNoLeaveDetails(response.body);
  });
});
