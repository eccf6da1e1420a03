/**
 * Issue 45, item 5: a task's change of its details is made without a transaction, as one statement that
 * holds only if the row is still the one read (its version). Concurrent changes of one task must still
 * read as if made one after another: each history line starts where the one before it ended, and two
 * dates that are each valid alone but not together are refused for the second.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskHistory } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let customerId = '';

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Race Advisory LLP');
  customerId = await org.customer('Kaveri Software');
});
afterAll(() => t.close());

async function newTask(title: string) {
  const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: org.admin.id,
    title,
    dueDate: '2031-07-01',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

const change = (taskId: string, body: Record<string, unknown>) =>
  call(t, org.admin.cookie, 'PATCH', `/tasks/${taskId}`, body);

describe('concurrent changes of one task', () => {
  it('each history line of a field starts where the one before ended', async () => {
    const taskId = await newTask('Draft 0');
    const titles = Array.from({ length: 8 }, (_, n) => `Draft ${n + 1}`);
    const answers = await Promise.all(titles.map((title) => change(taskId, { title })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const lines = await t.db
      .select({ oldValue: taskHistory.oldValue, newValue: taskHistory.newValue })
      .from(taskHistory)
      .where(and(eq(taskHistory.taskId, taskId), eq(taskHistory.field, 'title')))
      .orderBy(asc(taskHistory.createdAt), asc(taskHistory.id));
    expect(lines).toHaveLength(titles.length);
    // A chain from the first title to the last, each change once: none was made on a stale read.
    let current: unknown = 'Draft 0';
    const chain = [...lines];
    while (chain.length) {
      const next = chain.findIndex((line) => line.oldValue === current);
      expect(next, `a line from ${String(current)}`).toBeGreaterThanOrEqual(0);
      current = chain.splice(next, 1)[0]?.newValue;
    }
    const task = (await call(t, org.admin.cookie, 'GET', `/tasks/${taskId}`)).json().data;
    expect(task.title).toBe(current);
  });

  it('refuses the second of two dates that are each valid alone but not together', async () => {
    // Several tasks at once, so that the two changes of some of them meet between read and write.
    const taskIds = await Promise.all(Array.from({ length: 6 }, (_, n) => newTask(`Audit ${n}`)));
    await Promise.all(
      taskIds.map(async (taskId) => {
        const [start, due] = await Promise.all([
          change(taskId, { startDate: '2031-06-15' }),
          change(taskId, { dueDate: '2031-06-01' }),
        ]);
        expect([start.statusCode, due.statusCode].sort()).toEqual([200, 400]);
        expect((start.statusCode === 400 ? start : due).body).toContain(
          'Due Date cannot be before Start Date',
        );
        const task = (await call(t, org.admin.cookie, 'GET', `/tasks/${taskId}`)).json().data;
        expect(task.startDate === null || task.startDate <= task.dueDate).toBe(true);
      }),
    );
  });
});
