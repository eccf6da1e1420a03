/**
 * Issue 39, item 7: a week could be submitted with four empty working days without a word. The week says
 * which of the person's working days (the work week, less holidays, whole days of approved leave and days
 * before they joined) have no time; Submit asks about them first (web) and the approver is told how many.
 * A past week (June 2025) of a Monday-to-Friday organization, whatever today is.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, notifications, users } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let maya: Account;
let asha: Account;
let nita: Account;

const WEEK = '2025-06-02';

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Empty Days LLP');
  maya = await org.member('Manager', { name: 'Maya Manager' });
  asha = await org.member('Employee', { name: 'Asha Rao', managerId: maya.id });
  nita = await org.member('Employee', { name: 'Nita New', managerId: maya.id });
  // Wednesday is a holiday; Nita joined on Thursday.
  await t.db.insert(holidays).values({ organizationId: org.orgId, date: '2025-06-04', name: 'Bakrid' });
  await t.db.update(users).set({ joinedOn: '2025-06-05' }).where(eq(users.id, nita.id));
  const customerId = await org.customer('Kaveri Software');
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: asha.id,
    title: 'GST return',
    dueDate: '2031-05-20',
  });
  expect(task.statusCode, task.body).toBe(201);
  const logged = await call(t, asha.cookie, 'POST', '/time/entries', {
    taskId: task.json().data.id,
    date: '2025-06-02',
    durationMinutes: 420,
  });
  expect(logged.statusCode, logged.body).toBe(201);
});
afterAll(() => t.close());

describe('working days without time', () => {
  it('are named on the week: not the holiday, nor the days before joining', async () => {
    const week = await call(t, asha.cookie, 'GET', `/time/timesheet?week=${WEEK}`);
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().data.emptyWorkingDays).toEqual(['2025-06-03', '2025-06-05', '2025-06-06']);
    const newcomer = await call(t, nita.cookie, 'GET', `/time/timesheet?week=${WEEK}`);
    expect(newcomer.json().data.emptyWorkingDays).toEqual(['2025-06-05', '2025-06-06']);
  });

  it('are told to the approver with the submitted week, who sees them on it', async () => {
    const submitted = await call(t, asha.cookie, 'POST', '/time/timesheet/submit', { week: WEEK });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [notice] = await t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, maya.id), eq(notifications.kind, 'timesheet_submitted')));
    expect(notice).toEqual({
      title: 'Asha Rao submitted the timesheet for the week of 2 Jun 2025',
      body: '3 working days have no time logged.',
    });
    const seen = await call(t, maya.cookie, 'GET', `/time/timesheet?userId=${asha.id}&week=${WEEK}`);
    expect(seen.json().data).toMatchObject({ status: 'submitted', canDecide: true });
    expect(seen.json().data.emptyWorkingDays).toEqual(['2025-06-03', '2025-06-05', '2025-06-06']);
  });
});
