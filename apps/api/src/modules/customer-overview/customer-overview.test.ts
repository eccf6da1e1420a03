/**
 * A customer's page (issue 31, item 4): projects, open and overdue tasks, deadlines ahead, hours this
 * month, recent activity, and unbilled time and amount for billing holders only; another
 * organization's customer does not exist.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, milestones, tasks, timeEntries } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Wednesday 12 March 2031, 11:30 in Kolkata: the month is March, today the 12th. */
const NOW = new Date('2031-03-12T06:00:00Z');

let t: TestApp;
let org: OrganizationFixture;
let other: OrganizationFixture;
let employee: Account;
let customerId: string;
let projectId: string;
let overdueTaskId: string;

async function overviewOf(cookie: string, id = customerId) {
  return call(t, cookie, 'GET', `/customers/${id}/overview`);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp();
  org = await newOrganization(t, 'Overview Advisory LLP');
  other = await newOrganization(t, 'Elsewhere LLP');
  employee = await org.member('Employee', { name: 'Asha Employee', managerId: org.admin.id });
  const [customer, otherCustomer] = await t.db
    .insert(customers)
    .values(
      ['Sahyadri Textiles', 'Konkan Foods'].map((businessName) => ({
        organizationId: org.orgId,
        businessName,
        email: 'c@example.com',
        address: '1 Road',
      })),
    )
    .returning({ id: customers.id });
  customerId = customer?.id as string;
  const project = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'FY2030-31 Statutory Audit',
    customerId,
    leadId: org.admin.id,
    startDate: '2031-01-01',
    targetEndDate: '2031-03-31',
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
  const addTask = async (title: string, dueDate: string, forCustomer = customerId) => {
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId: forCustomer,
      projectId: forCustomer === customerId ? projectId : undefined,
      assigneeId: employee.id,
      title,
      dueDate,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  overdueTaskId = await addTask('Bank reconciliation', '2031-03-20');
  await t.db.update(tasks).set({ dueDate: '2031-03-05' }).where(eq(tasks.id, overdueTaskId));
  await addTask('GST filing', '2031-03-20');
  const done = await addTask('Engagement letter', '2031-03-14');
  await t.db.update(tasks).set({ status: 'Completed', completedAt: NOW }).where(eq(tasks.id, done));
  const elsewhere = await addTask('Konkan payroll', '2031-03-15', otherCustomer?.id);
  await t.db.insert(milestones).values({
    organizationId: org.orgId,
    projectId,
    name: 'Fieldwork complete',
    date: '2031-03-25',
  });
  const rate = await call(t, org.admin.cookie, 'PUT', '/time/rates', {
    userId: employee.id,
    hourlyRate: 1000,
  });
  expect(rate.statusCode, rate.body).toBe(200);
  // 90 minutes in March and 60 in February, all billable and unbilled: 150 minutes, 2,500 at 1,000 an
  // hour; the other customer's hour counts for neither.
  await t.db.insert(timeEntries).values(
    [
      { taskId: overdueTaskId, entryDate: '2031-03-10', typedMinutes: 90 },
      { taskId: overdueTaskId, entryDate: '2031-02-10', typedMinutes: 60 },
      { taskId: elsewhere, entryDate: '2031-03-10', typedMinutes: 60 },
    ].map((entry) => ({ ...entry, organizationId: org.orgId, userId: employee.id, isBillable: true })),
  );
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('GET /customers/:id/overview', () => {
  it('gives projects, open and overdue tasks, deadlines, hours, activity and, to billing holders, the unbilled amount', async () => {
    const response = await overviewOf(org.admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.today).toBe('2031-03-12');
    expect(data.projects).toEqual([
      expect.objectContaining({
        id: projectId,
        name: 'FY2030-31 Statutory Audit',
        openTasks: 2,
        overdueTasks: 1,
      }),
    ]);
    expect(data.tasks).toMatchObject({ open: 2, overdue: 1 });
    expect(
      data.tasks.items.map((task: { title: string; isOverdue: boolean }) => [task.title, task.isOverdue]),
    ).toEqual([
      ['Bank reconciliation', true],
      ['GST filing', false],
    ]);
    expect(
      data.deadlines.map((deadline: { kind: string; date: string }) => [deadline.kind, deadline.date]),
    ).toEqual([
      ['task', '2031-03-20'],
      ['milestone', '2031-03-25'],
      ['project', '2031-03-31'],
    ]);
    expect(data.hours).toEqual({ from: '2031-03-01', to: '2031-03-31', minutes: 90 });
    expect(data.billing).toMatchObject({ currency: 'INR', minutes: 150, amount: 2500, entryCount: 2 });
    expect(data.activity.length).toBeGreaterThan(0);
    expect(
      data.activity.every((item: { task: { title: string } }) => item.task.title !== 'Konkan payroll'),
    ).toBe(true);
  });

  it('hides unbilled time and amount from a reader without Rates and Billing', async () => {
    const manager = await org.memberWith(['customers.view', 'tasks.view', 'tasks.view_all', 'time.track']);
    const response = await overviewOf(manager.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.billing).toBeNull();
    expect(response.body).not.toContain('2500');
    expect(data.hours.minutes).toBe(90);
    expect(data.tasks.open).toBe(2);
  });

  it('gives a reader of customers alone no projects, tasks, hours or amounts', async () => {
    const reader = await org.memberWith(['customers.view']);
    const response = await overviewOf(reader.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      projects: [],
      tasks: { open: 0, overdue: 0, items: [] },
      deadlines: [],
      hours: null,
      billing: null,
      activity: [],
    });
  });

  it('an employee sees her own tasks and hours; 403 without customers.view', async () => {
    const own = await overviewOf(employee.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.tasks.open).toBe(2);
    expect(own.json().data.billing).toBeNull();
    const none = await org.memberWith(['tasks.view']);
    expect((await overviewOf(none.cookie)).statusCode).toBe(403);
  });

  it("another organization's customer is 404, and so is an id that is not one", async () => {
    const response = await overviewOf(other.admin.cookie);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('Customer not found');
    expect((await overviewOf(org.admin.cookie, 'not-a-customer')).statusCode).toBe(404);
  });
});
