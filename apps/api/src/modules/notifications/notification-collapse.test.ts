/**
 * Notices about one object collapse to its latest state (issue 31, item 3): a week submitted, withdrawn
 * and submitted again is one line for the approver, and the unread count counts what the list shows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUsers } from './notifications.service';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let employee: Account;
let taskId: string;

/** A Monday long past, so no entry of the week ends in the future. */
const WEEK = '2026-01-05';

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Collapse Advisory LLP');
  manager = await org.member('Manager', { name: 'Meera Manager', managerId: org.admin.id });
  employee = await org.member('Employee', { name: 'Asha Employee', managerId: manager.id });
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'c@example.com',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId: customer?.id,
    assigneeId: employee.id,
    title: 'File GST return',
    dueDate: '2031-05-20',
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().data.id;
});
afterAll(() => t.close());

async function listOf(account: Account) {
  const list = await call(t, account.cookie, 'GET', '/notifications');
  expect(list.statusCode, list.body).toBe(200);
  const count = await call(t, account.cookie, 'GET', '/notifications/unread-count');
  return {
    items: list.json().data as { title: string; link: string; isRead: boolean }[],
    total: list.json().meta.total as number,
    unread: count.json().data.count as number,
  };
}

describe('notices about the same object', () => {
  it('submitted, withdrew, submitted: the approver sees one line, the latest, linked to the week', async () => {
    const cell = await call(t, employee.cookie, 'PUT', '/time/timesheet/cells', {
      taskId,
      date: WEEK,
      minutes: 60,
    });
    expect(cell.statusCode, cell.body).toBe(200);
    for (const step of ['submit', 'withdraw', 'submit']) {
      const response = await call(t, employee.cookie, 'POST', `/time/timesheet/${step}`, { week: WEEK });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { items, total, unread } = await listOf(manager);
    const aboutWeek = items.filter((item) => item.link.includes(`week=${WEEK}`));
    expect(aboutWeek).toEqual([
      expect.objectContaining({
        title: 'Asha Employee submitted the timesheet for the week of 5 Jan 2026',
        link: `/app/time/team?week=${WEEK}&user=${employee.id}`,
        isRead: false,
      }),
    ]);
    expect(total).toBe(items.length);
    expect(unread).toBe(items.filter((item) => !item.isRead).length);
  });

  it('a read notice replaced by a new one about the same object comes back unread, once', async () => {
    const send = (title: string) =>
      notifyUsers(t.app, {
        organizationId: org.orgId,
        userIds: [employee.id],
        kind: 'task_assigned',
        title,
        link: `/app/tasks/${taskId}`,
      });
    await send('Task assigned: File GST return');
    await call(t, employee.cookie, 'POST', '/notifications/read-all');
    await send('Task updated: File GST return');
    const { items, unread } = await listOf(employee);
    expect(items.filter((item) => item.link === `/app/tasks/${taskId}`)).toEqual([
      expect.objectContaining({ title: 'Task updated: File GST return', isRead: false }),
    ]);
    expect(unread).toBe(1);
  });

  it('announcements never collapse: each says something of its own', async () => {
    for (const title of ['Office closed Friday', 'Payroll runs Monday']) {
      const sent = await call(t, org.admin.cookie, 'POST', '/notifications/send', {
        title,
        message: 'See you',
        audience: { type: 'people', userIds: [manager.id] },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const rows = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, manager.id));
    expect(rows.map((row) => row.title)).toEqual(
      expect.arrayContaining(['Office closed Friday', 'Payroll runs Monday']),
    );
  });
});
