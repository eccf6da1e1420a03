/**
 * The Task List and the board take the names they show from the in-memory name directory; a rename,
 * made through any process, must reach them (PGlite: on the next request; PostgreSQL: as soon as the
 * NOTIFY arrives, a moment after the commit).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, departments, projects, users } from '../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../test/test-app';
import type { NamesChangedEvent } from './live-events';
import { createNameDirectory } from './name-directory';

let t: TestApp;
let other: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;
let acme: OrganizationFixture;
let customerId: string;
let departmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondAppOnSameDatabase(t);
  acme = await newOrganization(t, 'Acme Advisory LLP');
  customerId = await acme.customer('Sahyadri Textiles');
  const [department] = await t.db
    .insert(departments)
    .values({ organizationId: acme.orgId, name: 'Audit' })
    .returning({ id: departments.id });
  departmentId = department?.id as string;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('the name directory', () => {
  it('keeps what it read, and forgets a name when its rename is announced', async () => {
    let announce: (event: NamesChangedEvent) => void = () => {};
    let loseEvents: () => void = () => {};
    const directory = createNameDirectory({
      onNamesChanged: (listener) => {
        announce = listener;
        return () => {};
      },
      onEventsLost: (listener) => {
        loseEvents = listener;
        return () => {};
      },
    });
    const first = await directory.resolve(t.db, {
      users: [acme.admin.id],
      customers: [customerId],
      projects: [],
      departments: [departmentId],
    });
    expect(first.customer(customerId)).toBe('Sahyadri Textiles');
    expect(first.department(departmentId)).toBe('Audit');
    expect(directory.size).toBe(3);

    announce({ type: 'names_changed', kind: 'customer', ids: [customerId] });
    expect(directory.size).toBe(2);
    await t.db.update(customers).set({ businessName: 'Sahyadri Mills' }).where(eq(customers.id, customerId));
    const second = await directory.resolve(t.db, {
      users: [],
      customers: [customerId],
      projects: [],
      departments: [],
    });
    expect(second.customer(customerId)).toBe('Sahyadri Mills');
    expect(directory.size).toBe(3);
    // The LISTEN connection dropped: renames may have gone unheard, so nothing kept is trusted.
    loseEvents();
    expect(directory.size).toBe(0);
    await t.db
      .update(customers)
      .set({ businessName: 'Sahyadri Textiles' })
      .where(eq(customers.id, customerId));
  });
});

describe('renames made through another process reach the Task List and the board', () => {
  it('customer, assignee, project and department', async () => {
    const asha = await acme.member('Employee', { name: 'Asha Rao' });
    const project = await call(t, acme.admin.cookie, 'POST', '/projects', {
      name: 'GST filings',
      customerId,
      leadId: acme.admin.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json().data.id as string;
    const created = await call(t, acme.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: asha.id,
      projectId,
      departmentId,
      title: 'File the May return',
      dueDate: '2031-05-20',
    });
    expect(created.statusCode, created.body).toBe(201);

    const listed = async () => {
      const response = await call(t, acme.admin.cookie, 'GET', `/tasks?assigneeId=${asha.id}&status=Pending`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data[0];
    };
    const boardCard = async () => {
      const response = await call(t, acme.admin.cookie, 'GET', `/tasks/board?projectId=${projectId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.columns[0].tasks[0];
    };
    const before = await listed();
    expect(before.customer.name).toBe('Sahyadri Textiles');
    expect(before.assignee.name).toBe('Asha Rao');
    expect(before.project).toMatchObject({ key: expect.any(String), name: 'GST filings' });
    expect(before.department.name).toBe('Audit');
    expect((await boardCard()).assignee.name).toBe('Asha Rao');

    const db = other.app.db;
    await db.update(customers).set({ businessName: 'Sahyadri Mills' }).where(eq(customers.id, customerId));
    await db.update(users).set({ name: 'Asha Iyer' }).where(eq(users.id, asha.id));
    await db.update(projects).set({ name: 'GST and TDS', key: 'GTD' }).where(eq(projects.id, projectId));
    await db.update(departments).set({ name: 'Assurance' }).where(eq(departments.id, departmentId));

    await expect.poll(listed, { timeout: 2_000, interval: 20 }).toMatchObject({
      customer: { name: 'Sahyadri Mills' },
      assignee: { name: 'Asha Iyer' },
      project: { key: 'GTD', name: 'GST and TDS' },
      department: { name: 'Assurance' },
    });
    await expect.poll(boardCard, { timeout: 2_000, interval: 20 }).toMatchObject({
      customer: { name: 'Sahyadri Mills' },
      assignee: { name: 'Asha Iyer' },
    });
  });
});
