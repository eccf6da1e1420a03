import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../../db/schema';
import {
  type Account,
  call,
  newAccount,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let employee: Account;
let colleague: Account;
let customerId: string;
let projectCustomerId: string;
let projectId: string;

/**
 * The fixed clock of the whole file (sessions included): Wednesday 2026-12-02, 10:00 in Asia/Kolkata, the
 * organization's zone, where the week ends on Sunday the 6th.
 */
const WEDNESDAY = new Date('2026-12-02T04:30:00Z');

async function newCustomer(name: string) {
  const [row] = await t.db
    .insert(customers)
    .values({ organizationId: org.orgId, businessName: name, email: 'c@example.com', address: '1 Road' })
    .returning({ id: customers.id });
  return row?.id as string;
}

async function assign(overrides: Record<string, unknown>) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: employee.id,
    title: 'Bank reconciliation',
    dueDate: '2026-12-02',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; displayId: string; customer: { id: string; name: string } };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WEDNESDAY });
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  employee = await org.member('Employee', { name: 'Esha Employee' });
  colleague = await org.member('Employee', { name: 'Chandra Colleague' });
  customerId = await newCustomer('Sahyadri Textiles');
  projectCustomerId = await newCustomer('Kaveri Software');
  const project = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'FY2025-26 Statutory Audit',
    customerId: projectCustomerId,
    leadId: org.admin.id,
    startDate: '2026-01-01',
    targetEndDate: '2026-12-31',
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('a task born in a project', () => {
  it("takes the project's customer when none is given", async () => {
    const task = await assign({ customerId: undefined, projectId });
    expect(task.customer).toEqual({ id: projectCustomerId, name: 'Kaveri Software' });
  });

  it('keeps a customer chosen on purpose', async () => {
    const task = await assign({ projectId });
    expect(task.customer.id).toBe(customerId);
  });

  it('without a project still needs a customer, named on its field', async () => {
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
      assigneeId: employee.id,
      title: '',
      dueDate: '2026-12-02',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toMatchObject({
      customerId: 'Customer is required',
      title: 'Task Title is required',
    });
  });
});

describe('work types seeded from the industry', () => {
  async function workTypesOf(industry: string) {
    const founder = await newAccount(t, { name: `Founder ${industry}` });
    const created = await sendForm(t, founder.cookie, 'POST', '/organizations', {
      name: `${industry} firm`,
      industry,
      timeZone: 'Asia/Kolkata',
      workWeek: '1,2,3,4,5',
      currency: 'INR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await call(t, founder.cookie, 'GET', '/tasks/work-types');
    expect(listed.statusCode, listed.body).toBe(200);
    return (listed.json().data as { name: string }[]).map((type) => type.name);
  }

  it('an accounting firm starts with its own work', async () => {
    const names = await workTypesOf('Accounting & compliance');
    for (const name of ['Bookkeeping', 'GST Return', 'TDS Return', 'Income Tax Return', 'Audit', 'Payroll'])
      expect(names).toContain(name);
    expect(names).toContain('General Task');
  });

  it('a law firm gets legal work, and an IT firm the spec’s three', async () => {
    expect(await workTypesOf('Legal')).toContain('Contract Review');
    expect(await workTypesOf('IT & software')).toEqual(['General Task', 'Development', 'Design']);
  });
});

describe('My tasks', () => {
  it("groups the caller's open tasks by the organization's today and week; nothing of others or completed", async () => {
    const overdue = await assign({ title: 'Overdue GST', dueDate: '2026-12-01' });
    const today = await assign({ title: 'Today TDS', dueDate: '2026-12-02' });
    const sunday = await assign({ title: 'Sunday payroll', dueDate: '2026-12-06' });
    const monday = await assign({ title: 'Next Monday audit', dueDate: '2026-12-07' });
    const done = await assign({ title: 'Done already', dueDate: '2026-12-02' });
    await call(t, employee.cookie, 'PATCH', `/tasks/${done.id}`, { status: 'Completed' });
    await assign({ title: 'Colleague work', assigneeId: colleague.id });

    const response = await call(t, employee.cookie, 'GET', '/tasks/mine');
    expect(response.statusCode, response.body).toBe(200);
    const mine = response.json().data as {
      today: string;
      weekEnd: string;
      hasTeamReach: boolean;
      groups: { key: string; label: string; tasks: { id: string }[] }[];
    };
    expect(mine.today).toBe('2026-12-02');
    expect(mine.weekEnd).toBe('2026-12-06');
    expect(mine.hasTeamReach).toBe(false);
    const ids = Object.fromEntries(
      mine.groups.map((group) => [group.label, group.tasks.map((task) => task.id)]),
    );
    expect(ids.Overdue).toContain(overdue.id);
    expect(ids.Today).toContain(today.id);
    expect(ids['This week']).toEqual([sunday.id]);
    expect(ids.Later).toEqual([monday.id]);
    expect(Object.values(ids).flat()).not.toContain(done.id);
    expect(mine.groups.flatMap((group) => group.tasks)).toHaveLength(new Set(Object.values(ids).flat()).size);
  });

  it('says who has team reach: a manager does, an employee does not', async () => {
    const manager = await org.member('Employee', { name: 'Mohan Manager' });
    await org.member('Employee', { name: 'Rekha Report', managerId: manager.id });
    const answer = await call(t, manager.cookie, 'GET', '/tasks/mine');
    expect(answer.json().data.hasTeamReach).toBe(true);
    expect((await call(t, colleague.cookie, 'GET', '/tasks/mine')).json().data.hasTeamReach).toBe(false);
  });
});
