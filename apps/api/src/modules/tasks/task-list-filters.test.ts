/**
 * The Task List runs one prepared statement per shape of request, built from stand-in values for the
 * filters present (task-list.service.ts). A filter whose placeholder the shape leaves out would bind its
 * value to nothing and be dropped without an error. So each filter, alone, must narrow the list: against
 * a reference task, each other task differs in one field only, and the filter on the reference's value
 * keeps the reference and drops exactly the task that differs in that field.
 */
import type { Task } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The fixed clock of the file (sessions included): Wednesday 2026-12-02, 10:00 in Asia/Kolkata, the
 * organization's zone. Overdue means open and due before this day.
 */
const TODAY = new Date('2026-12-02T04:30:00Z');
const TODAY_IN_ZONE = '2026-12-02';

let t: TestApp;
let org: OrganizationFixture;
let assignee: Account;
let otherAssignee: Account;

/** The reference task's fields; each twin changes one of them. */
let reference: Record<string, unknown>;
let referenceTask: Task;
type Filter =
  | 'status'
  | 'search'
  | 'dueFrom'
  | 'dueTo'
  | 'project'
  | 'department'
  | 'customer'
  | 'assignee'
  | 'priority'
  | 'overdue';
/** The task that differs from the reference in one field only, by the filter on that field. */
let twins: Record<Filter, Task>;
const every: Task[] = [];

async function assign(changes: Record<string, unknown> = {}) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', { ...reference, ...changes });
  expect(response.statusCode, response.body).toBe(201);
  const task = response.json().data as Task;
  every.push(task);
  return task;
}

/** The whole organization's list (the Admin views all tasks) with these query parameters. */
async function list(query: Record<string, string>) {
  const response = await call(
    t,
    org.admin.cookie,
    'GET',
    `/tasks?${new URLSearchParams({ scope: 'all', ...query })}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Task[];
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  t = await createTestApp();
  org = await newOrganization(t, 'Filter Test Associates');
  assignee = await org.member('Employee', { name: 'Esha Employee' });
  otherAssignee = await org.member('Employee', { name: 'Omar Other' });
  const customerId = await org.customer('Sahyadri Textiles');
  const otherCustomerId = await org.customer('Kaveri Software');
  const projectId = await org.project('Statutory Audit', customerId);
  const otherProjectId = await org.project('Internal Audit', customerId);
  const departmentId = await org.department('Payroll');
  const otherDepartmentId = await org.department('Tax');
  reference = {
    title: 'Quarterly payroll reconciliation',
    customerId,
    assigneeId: assignee.id,
    projectId,
    departmentId,
    status: 'Pending',
    priority: 'High',
    // Open and before TODAY: overdue, inside the due range the tests ask for.
    dueDate: '2026-11-20',
  };
  referenceTask = await assign();
  twins = {
    status: await assign({ status: 'In Progress' }),
    search: await assign({ title: 'Quarterly audit reconciliation' }),
    // Both still before TODAY, so they differ from the reference in the due range alone, not in overdue.
    dueFrom: await assign({ dueDate: '2026-10-01' }),
    dueTo: await assign({ dueDate: '2026-11-30' }),
    project: await assign({ projectId: otherProjectId }),
    department: await assign({ departmentId: otherDepartmentId }),
    customer: await assign({ customerId: otherCustomerId }),
    assignee: await assign({ assigneeId: otherAssignee.id }),
    priority: await assign({ priority: 'Low' }),
    overdue: await assign({ dueDate: '2026-12-20' }),
  };
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const ids = (tasks: Task[]) => tasks.map((task) => task.id).sort();

/**
 * The filter keeps a strict subset of the organization's tasks, every one matching, with the reference
 * in it and the twin that differs in this field alone out of it.
 */
function expectNarrowed(found: Task[], matches: (task: Task) => boolean, twin: Task) {
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(every.length);
  for (const task of found) expect(matches(task), `${task.displayId} ${task.title}`).toBe(true);
  expect(ids(found)).toContain(referenceTask.id);
  expect(ids(found)).not.toContain(twin.id);
  // Nothing that matches is lost either: the filter drops exactly the tasks that fail it.
  expect(ids(found)).toEqual(ids(every.filter(matches)));
}

describe('the Task List narrows by each filter alone', () => {
  it('lists every task of the organization without a filter (the twins are there to be dropped)', async () => {
    expect(ids(await list({}))).toEqual(ids(every));
  });

  it('status, one', async () => {
    expectNarrowed(await list({ status: 'Pending' }), (task) => task.status === 'Pending', twins.status);
  });

  it('status, several', async () => {
    expectNarrowed(
      await list({ status: 'Pending,On Hold' }),
      (task) => task.status === 'Pending' || task.status === 'On Hold',
      twins.status,
    );
  });

  it('search by a word of the title (as a prefix)', async () => {
    expectNarrowed(await list({ q: 'payr' }), (task) => /payroll/i.test(task.title), twins.search);
  });

  it('search by a task ID', async () => {
    const found = await list({ q: referenceTask.displayId });
    expect(ids(found)).toEqual([referenceTask.id]);
  });

  it('due from', async () => {
    expectNarrowed(
      await list({ dueFrom: '2026-11-15' }),
      (task) => task.dueDate >= '2026-11-15',
      twins.dueFrom,
    );
  });

  it('due to', async () => {
    expectNarrowed(await list({ dueTo: '2026-11-25' }), (task) => task.dueDate <= '2026-11-25', twins.dueTo);
  });

  it('due range, both ends', async () => {
    const inRange = (task: Task) => task.dueDate >= '2026-11-15' && task.dueDate <= '2026-11-25';
    const found = await list({ dueFrom: '2026-11-15', dueTo: '2026-11-25' });
    expectNarrowed(found, inRange, twins.dueFrom);
    expect(ids(found)).not.toContain(twins.dueTo.id);
  });

  it('project', async () => {
    const projectId = String(reference.projectId);
    expectNarrowed(await list({ projectId }), (task) => task.project?.id === projectId, twins.project);
  });

  it('department', async () => {
    const departmentId = String(reference.departmentId);
    expectNarrowed(
      await list({ departmentId }),
      (task) => task.department?.id === departmentId,
      twins.department,
    );
  });

  it('customer', async () => {
    const customerId = String(reference.customerId);
    expectNarrowed(await list({ customerId }), (task) => task.customer.id === customerId, twins.customer);
  });

  it('assignee', async () => {
    expectNarrowed(
      await list({ assigneeId: assignee.id }),
      (task) => task.assignee.id === assignee.id,
      twins.assignee,
    );
  });

  it('priority', async () => {
    expectNarrowed(
      await list({ priority: 'High,Critical' }),
      (task) => task.priority === 'High' || task.priority === 'Critical',
      twins.priority,
    );
  });

  it('overdue', async () => {
    const found = await list({ overdue: 'true' });
    expectNarrowed(
      found,
      (task) => task.status !== 'Completed' && task.dueDate < TODAY_IN_ZONE,
      twins.overdue,
    );
    for (const task of found) expect(task.isOverdue).toBe(true);
  });
});
