/**
 * The default roles against the spec's help text (issue 31): employees update their task progress;
 * they do not reassign work. Edit Task changes the tasks one reaches, but handing one to someone else
 * needs Create Task, which the seeded Manager and Admin roles hold and the Employee role does not.
 */
import { DEFAULT_ROLES } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let asha: Account;
let ravi: Account;
let customerId: string;

async function newTask(assigneeId: string, watcherIds: string[] = []) {
  const response = await call(t, manager.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId,
    watcherIds,
    title: 'Bank reconciliation',
    dueDate: '2031-05-20',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Reassign & Co');
  manager = await org.member('Manager', { name: 'Meera Manager' });
  asha = await org.member('Employee', { name: 'Asha Employee', managerId: manager.id });
  ravi = await org.member('Employee', { name: 'Ravi Colleague', managerId: manager.id });
  customerId = await org.customer('Sahyadri Textiles');
});
afterAll(() => t.close());

describe('reassigning a task', () => {
  it('the seeded Employee role updates progress but cannot create or reassign work', () => {
    const employee = DEFAULT_ROLES.find((role) => role.name === 'Employee');
    expect(employee?.permissions).toContain('tasks.edit');
    expect(employee?.permissions).not.toContain('tasks.create');
    expect(DEFAULT_ROLES.find((role) => role.name === 'Manager')?.permissions).toContain('tasks.create');
  });

  it("an employee moves her own task's status, but cannot hand it or a watched colleague's task on", async () => {
    const own = await newTask(asha.id);
    const progress = await call(t, asha.cookie, 'PATCH', `/tasks/${own.id}`, { status: 'In Progress' });
    expect(progress.statusCode, progress.body).toBe(200);
    // Naming herself again is no reassignment.
    const same = await call(t, asha.cookie, 'PATCH', `/tasks/${own.id}`, {
      assigneeId: asha.id,
      priority: 'High',
    });
    expect(same.statusCode, same.body).toBe(200);

    const handOn = await call(t, asha.cookie, 'PATCH', `/tasks/${own.id}`, { assigneeId: ravi.id });
    expect(handOn.statusCode).toBe(403);
    expect(handOn.json().message).toBe('You do not have permission to reassign tasks');

    const watched = await newTask(ravi.id, [asha.id]);
    const takeOver = await call(t, asha.cookie, 'PATCH', `/tasks/${watched.id}`, { assigneeId: asha.id });
    expect(takeOver.statusCode).toBe(403);
    const bulk = await call(t, asha.cookie, 'POST', '/tasks/bulk-update', {
      taskIds: [own.id],
      changes: { assigneeId: ravi.id },
    });
    expect(bulk.statusCode).toBe(403);

    const detail = await call(t, manager.cookie, 'GET', `/tasks/${own.id}`);
    expect(detail.json().data).toMatchObject({ status: 'In Progress', assignee: { id: asha.id } });
  });

  it('a manager reassigns her report’s task', async () => {
    const task = await newTask(asha.id);
    const moved = await call(t, manager.cookie, 'PATCH', `/tasks/${task.id}`, { assigneeId: ravi.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.assignee.id).toBe(ravi.id);
  });
});
