import type { SearchHit } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, milestones } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Ctrl+K's search (GET /search): what it finds, in which order, and what it never shows. */
let t: TestApp;
let org: OrganizationFixture;
let employee: Account;
let customerId: string;
let projectId: string;
const taskIds: Record<string, { id: string; displayId: string }> = {};

async function createTask(key: string, body: Record<string, unknown>) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: employee.id,
    dueDate: '2031-05-20',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, displayId } = response.json().data as { id: string; displayId: string };
  taskIds[key] = { id, displayId };
}

async function search(q: string, cookie = org.admin.cookie) {
  const response = await call(t, cookie, 'GET', `/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SearchHit[];
}
const tasksOf = (hits: SearchHit[]) => hits.filter((hit) => hit.kind === 'task').map((hit) => hit.id);

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  employee = await org.member('Employee', { name: 'Esha Employee' });
  customerId = await org.customer('Sahyadri Textiles');
  const project = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'Sahyadri statutory audit',
    key: 'SSA',
    customerId,
    leadId: org.admin.id,
    startDate: '2031-01-01',
    targetEndDate: '2031-12-31',
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
  await createTask('gst', { title: 'Monthly GST filing', description: 'Upload GSTR-3B from the portal' });
  await createTask('bank', { title: 'Bank reconciliation', description: 'HDFC statement for March' });
  await createTask('payroll', { title: 'Payroll run', assigneeId: org.admin.id });
  // Ten more, so that ACM-1 has neighbours (ACM-10…) that an id search must not put first.
  for (let n = 0; n < 8; n++) await createTask(`filler${n}`, { title: `Filler ${n}` });
  await createTask('project', { title: 'Sahyadri ledger scrutiny', projectId });
  await t.db.insert(milestones).values({
    organizationId: org.orgId,
    projectId,
    name: 'Sahyadri sign-off',
    date: '2031-06-30',
  });
  await t.db.insert(events).values({
    organizationId: org.orgId,
    title: 'Sahyadri review call',
    type: 'Meeting',
    startsAt: new Date('2031-05-02T05:00:00Z'),
    createdById: org.admin.id,
  });
  await org.member('Employee', { name: 'Sahyadri Rao' });
});
afterAll(() => t.close());

describe('GET /search', () => {
  it('finds a task by its display id, case as typed, that task first', async () => {
    const gst = taskIds.gst as { id: string; displayId: string };
    expect(gst.displayId).toBe('ACM-1');
    const hits = await search('acm-1');
    expect(hits[0]).toMatchObject({ kind: 'task', id: gst.id, code: 'ACM-1', title: 'Monthly GST filing' });
  });

  it('finds tasks by the words of their title, the word being typed as a prefix', async () => {
    expect(tasksOf(await search('GST filing'))).toEqual([taskIds.gst?.id]);
    expect(tasksOf(await search('bank rec'))).toEqual([taskIds.bank?.id]);
    expect(tasksOf(await search('filing gst'))).toEqual([taskIds.gst?.id]);
    expect(tasksOf(await search('bank xyz'))).toEqual([]);
  });

  it('finds tasks by the words of their description', async () => {
    expect(tasksOf(await search('hdfc'))).toEqual([taskIds.bank?.id]);
  });

  it('never finds a task outside the reader’s reach (the Task List’s rule)', async () => {
    expect(tasksOf(await search('payroll'))).toEqual([taskIds.payroll?.id]);
    expect(tasksOf(await search('payroll', employee.cookie))).toEqual([]);
    expect(tasksOf(await search(taskIds.payroll?.displayId as string, employee.cookie))).toEqual([]);
    // Her own tasks she finds, as the admin does.
    expect(tasksOf(await search('bank rec', employee.cookie))).toEqual([taskIds.bank?.id]);
  });

  it('finds a manager’s reports’ tasks and watched tasks, for a small team and for a wide one', async () => {
    // Up to ten people in reach the reader's tasks are read first (search.service's SMALL_REACH); wider
    // reaches go through the words' index: both must keep the same rule.
    for (const reports of [2, 11]) {
      const manager = await org.member('Employee', { name: `Manager of ${reports}` });
      const team = [];
      for (let n = 0; n < reports; n++) team.push(await org.member('Employee', { managerId: manager.id }));
      const tag = `reach${reports}`;
      await createTask(`${tag}-report`, { title: `Vendor ledger ${tag}`, assigneeId: team[reports - 1]?.id });
      await createTask(`${tag}-outsider`, { title: `Vendor ledger ${tag} elsewhere` });
      await createTask(`${tag}-watched`, { title: `Vendor ledger ${tag} watched`, assigneeId: org.admin.id });
      const watched = taskIds[`${tag}-watched`]?.id;
      const watch = await call(t, org.admin.cookie, 'POST', `/tasks/${watched}/watchers`, {
        userId: manager.id,
      });
      expect(watch.statusCode, watch.body).toBe(200);

      const found = tasksOf(await search(`vendor ledger ${tag}`, manager.cookie));
      expect(found.sort()).toEqual([taskIds[`${tag}-report`]?.id, watched].sort());
      expect(tasksOf(await search(`vendor ledger ${tag}`))).toHaveLength(3);
    }
  });

  it('finds each kind: task, project, milestone, customer, person and event', async () => {
    const hits = await search('sahyadri');
    expect(new Set(hits.map((hit) => hit.kind))).toEqual(
      new Set(['task', 'project', 'milestone', 'customer', 'person', 'event']),
    );
    expect(hits.find((hit) => hit.kind === 'project')).toMatchObject({ id: projectId, code: 'SSA' });
    expect(hits.find((hit) => hit.kind === 'milestone')).toMatchObject({
      title: 'Sahyadri sign-off',
      projectId,
    });
  });

  it('never finds another organization’s rows', async () => {
    const other = await newOrganization(t, 'Acme Elsewhere LLP');
    expect(await search('sahyadri', other.admin.cookie)).toEqual([]);
    expect(await search('acm-1', other.admin.cookie)).toEqual([]);
  });

  it('answers nothing for text without a word, and names the field when q is missing', async () => {
    expect(await search('&|!:')).toEqual([]);
    const response = await call(t, org.admin.cookie, 'GET', '/search');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields)).toEqual(['q']);
  });
});
