import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let member: Account;
let outsider: Account;
let customerId: string;

const projectBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'GST compliance 2031',
  customerId,
  leadId: org.admin.id,
  startDate: '2031-01-01',
  targetEndDate: '2031-12-31',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  member = await org.member('Employee', { name: 'Asha Member' });
  outsider = await org.member('Employee', { name: 'Olga Outsider' });
  const [row] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'c@example.com',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  customerId = row?.id as string;
});
afterAll(() => t.close());

describe('Create Project', () => {
  it.each([
    ['name', 'Project Name is required'],
    ['customerId', 'Customer is required'],
    ['leadId', 'Project Lead is required'],
    ['startDate', 'Start Date is required'],
    ['targetEndDate', 'Target End Date is required'],
  ])('%s missing answers "%s"', async (field, message) => {
    const body: Record<string, unknown> = projectBody();
    delete body[field];
    const response = await call(t, org.admin.cookie, 'POST', '/projects', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[field]).toBe(message);
  });

  it('refuses a Target End Date before the Start Date, on create and on edit', async () => {
    const refused = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ targetEndDate: '2030-12-31' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.targetEndDate).toBe(
      'Target End Date cannot be before Start Date',
    );
    const created = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Dates project' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const edit = await call(t, org.admin.cookie, 'PATCH', `/projects/${created.json().data.id}`, {
      startDate: '2032-01-01',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.details.fields.targetEndDate).toBe(
      'Target End Date cannot be before Start Date',
    );
  });

  it('gives a readable key, unique in the organization', async () => {
    const a = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Key Test', key: 'KEY' }),
    );
    expect(a.json().data.key).toBe('KEY');
    const b = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Key Test again', key: 'key' }),
    );
    expect(b.statusCode).toBe(400);
    expect(b.json().error.details.fields.key).toBe('Another project already uses this key');
    const derived = await call(t, org.admin.cookie, 'POST', '/projects', projectBody({ name: 'Key Test' }));
    expect(derived.json().data.key).toMatch(/^KT\d*$/);
  });
});

describe('projects: who sees what, archive instead of delete', () => {
  it('members see their project; others get 404; progress comes from tasks', async () => {
    const created = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Team project', memberIds: [member.id] }),
    );
    const id = created.json().data.id;
    expect((await call(t, member.cookie, 'GET', `/projects/${id}`)).statusCode).toBe(200);
    expect((await call(t, outsider.cookie, 'GET', `/projects/${id}`)).statusCode).toBe(404);
    const list = await call(t, outsider.cookie, 'GET', '/projects');
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(id);
    for (const status of ['Completed', 'Pending']) {
      const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
        customerId,
        assigneeId: member.id,
        title: `Task ${status}`,
        dueDate: '2020-01-01',
        projectId: id,
        status,
      });
      expect(task.statusCode, task.body).toBe(201);
    }
    const detail = await call(t, member.cookie, 'GET', `/projects/${id}`);
    expect(detail.json().data.progress).toEqual({ total: 2, completed: 1, overdue: 1, percent: 50 });
  });

  it('progress counts only the tasks the reader may open (a member does not learn of the others)', async () => {
    const lead = await org.member('Employee', { name: 'Lata Lead' });
    const created = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Counted project', leadId: lead.id, memberIds: [member.id, outsider.id] }),
    );
    const id = created.json().data.id;
    for (const [assigneeId, status] of [
      [member.id, 'Pending'],
      [outsider.id, 'Completed'],
      [outsider.id, 'Pending'],
    ]) {
      const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
        customerId,
        assigneeId,
        title: `Counted ${status}`,
        dueDate: '2020-01-01',
        projectId: id,
        status,
      });
      expect(task.statusCode, task.body).toBe(201);
    }
    const progressOf = async (cookie: string) => {
      const detail = await call(t, cookie, 'GET', `/projects/${id}`);
      const listed = await call(t, cookie, 'GET', '/projects?q=Counted');
      const row = listed.json().data.find((project: { id: string }) => project.id === id);
      expect(row.progress).toEqual(detail.json().data.progress);
      return detail.json().data.progress;
    };
    // The member opens her one task only; her colleague's two stay unknown to her, counts included.
    expect(await progressOf(member.cookie)).toEqual({ total: 1, completed: 0, overdue: 1, percent: 0 });
    // The project's lead and the admin (View All Tasks) open every task of it.
    const all = { total: 3, completed: 1, overdue: 2, percent: 33 };
    expect(await progressOf(lead.cookie)).toEqual(all);
    expect(await progressOf(org.admin.cookie)).toEqual(all);
  });

  it('a project with tasks is archived, never hard-deleted; an empty one may be deleted', async () => {
    const used = await call(t, org.admin.cookie, 'POST', '/projects', projectBody({ name: 'Used project' }));
    const usedId = used.json().data.id;
    await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: member.id,
      title: 'Keep me',
      dueDate: '2031-02-01',
      projectId: usedId,
    });
    const refused = await call(t, org.admin.cookie, 'DELETE', `/projects/${usedId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/archive it instead/);
    const archived = await call(t, org.admin.cookie, 'PATCH', `/projects/${usedId}`, { isArchived: true });
    expect(archived.json().data.isArchived).toBe(true);
    const list = await call(t, org.admin.cookie, 'GET', '/projects?archived=true');
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(usedId);
    expect(await queryRows(t.db, sql`select 1 from tasks where project_id = ${usedId}`)).toHaveLength(1);

    const empty = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Empty project' }),
    );
    expect((await call(t, org.admin.cookie, 'DELETE', `/projects/${empty.json().data.id}`)).statusCode).toBe(
      204,
    );
  });

  it('milestones: added by the lead, seen by members, next one on the overview', async () => {
    const created = await call(
      t,
      org.admin.cookie,
      'POST',
      '/projects',
      projectBody({ name: 'Milestone project', memberIds: [member.id], targetEndDate: '2099-12-31' }),
    );
    const id = created.json().data.id;
    const missing = await call(t, org.admin.cookie, 'POST', `/projects/${id}/milestones`, {
      date: '2090-01-01',
    });
    expect(missing.json().error.details.fields.name).toBe('Milestone name is required');
    const kickoff = await call(t, org.admin.cookie, 'POST', `/projects/${id}/milestones`, {
      name: 'Kickoff',
      date: '2090-01-01',
      ownerId: member.id,
    });
    expect(kickoff.statusCode, kickoff.body).toBe(201);
    await call(t, org.admin.cookie, 'POST', `/projects/${id}/milestones`, {
      name: 'Final delivery',
      date: '2090-06-01',
    });
    expect(
      (
        await call(t, member.cookie, 'POST', `/projects/${id}/milestones`, {
          name: 'Mine',
          date: '2090-02-01',
        })
      ).statusCode,
    ).toBe(403);
    const list = await call(t, member.cookie, 'GET', `/projects/${id}/milestones`);
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Kickoff', 'Final delivery']);
    const done = await call(t, org.admin.cookie, 'PATCH', `/milestones/${kickoff.json().data.id}`, {
      isDone: true,
    });
    expect(done.json().data.isDone).toBe(true);
    const detail = await call(t, member.cookie, 'GET', `/projects/${id}`);
    expect(detail.json().data.nextMilestone.name).toBe('Final delivery');
    expect(
      (await call(t, outsider.cookie, 'PATCH', `/milestones/${kickoff.json().data.id}`, { isDone: false }))
        .statusCode,
    ).toBe(404);
    const range = 'from=2090-05-01T00:00:00.000Z&to=2090-07-01T00:00:00.000Z';
    const calendar = await call(t, member.cookie, 'GET', `/calendar?${range}`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().data.filter((item: { type: string }) => item.type === 'milestone')).toMatchObject([
      {
        title: `${created.json().data.key}: Final delivery`,
        start: '2090-06-01',
        link: `/app/projects/${id}`,
      },
    ]);
    const hidden = await call(t, outsider.cookie, 'GET', `/calendar?${range}`);
    expect(hidden.json().data.filter((item: { type: string }) => item.type === 'milestone')).toEqual([]);
  });
});
