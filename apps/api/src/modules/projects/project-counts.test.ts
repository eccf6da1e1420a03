/**
 * A project's progress comes from counters that statement triggers on tasks keep (migration 0016):
 * after every kind of change, and after concurrent ones, they equal a count of the tasks themselves.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisory LLP');
  customerId = await acme.customer('Sahyadri Textiles');
});
afterAll(() => t.close());

async function newProject(name: string) {
  const response = await call(t, acme.admin.cookie, 'POST', '/projects', {
    name,
    customerId,
    leadId: acme.admin.id,
    startDate: '2031-01-01',
    targetEndDate: '2031-12-31',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function newTask(projectId: string, title = 'File the return') {
  const response = await call(t, acme.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: acme.admin.id,
    projectId,
    title,
    dueDate: '2031-05-20',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/** Counters and a fresh count side by side, for every project of the organization. */
async function countersAndTruth() {
  return queryRows<{ id: string; counted: number; done: number; total: number; completed: number }>(
    t.db,
    sql`select p.id,
          (select count(*)::int from ${tasks} where project_id = p.id) as counted,
          (select count(*)::int from ${tasks} where project_id = p.id and status = 'Completed') as done,
          coalesce(c.total, 0) as total, coalesce(c.completed, 0) as completed
        from projects p left join project_task_counts c on c.project_id = p.id
        where p.organization_id = ${acme.orgId} order by p.id`,
  );
}

async function expectCountersTrue() {
  for (const row of await countersAndTruth()) {
    expect({ total: row.total, completed: row.completed }).toEqual({
      total: row.counted,
      completed: row.done,
    });
  }
}

describe('project progress counters', () => {
  it('follow creation, status changes, moves between projects, bulk updates and deletions', async () => {
    const gst = await newProject('GST filings');
    const audit = await newProject('Audit');
    const ids = [await newTask(gst), await newTask(gst), await newTask(gst), await newTask(audit)];
    await expectCountersTrue();

    const [first, second, third, fourth] = ids as [string, string, string, string];
    expect(
      (await call(t, acme.admin.cookie, 'PATCH', `/tasks/${first}`, { status: 'Completed' })).statusCode,
    ).toBe(200);
    const moved = await call(t, acme.admin.cookie, 'PATCH', `/tasks/${second}`, { projectId: audit });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectCountersTrue();

    const bulk = await call(t, acme.admin.cookie, 'POST', '/tasks/bulk-update', {
      taskIds: [second, third, fourth],
      changes: { status: 'Completed' },
    });
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    await expectCountersTrue();

    const removed = await call(t, acme.admin.cookie, 'POST', '/tasks/bulk-delete', {
      taskIds: [third, fourth],
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectCountersTrue();

    const listed = (await call(t, acme.admin.cookie, 'GET', '/projects?pageSize=50')).json().data as Array<{
      id: string;
      progress: { total: number; completed: number; percent: number };
    }>;
    expect(listed.find((project) => project.id === gst)?.progress).toMatchObject({
      total: 1,
      completed: 1,
      percent: 100,
    });
    expect(listed.find((project) => project.id === audit)?.progress).toMatchObject({
      total: 1,
      completed: 1,
    });
  });

  it('stay true under 20 concurrent creations in one project', async () => {
    const busy = await newProject('Payroll');
    await Promise.all(Array.from({ length: 20 }, (_, n) => newTask(busy, `Payslip ${n}`)));
    const row = (await countersAndTruth()).find((entry) => entry.id === busy);
    expect(row).toMatchObject({ total: 20, counted: 20 });
  });
});
