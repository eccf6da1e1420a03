/**
 * Issue 39, item 7: a manager holding View All Tasks (the default Manager role) read her own manager's
 * timesheet through the Time pages' person picker, and his hours everywhere else time is read. View All
 * Tasks now reads everyone's time but that of the people above the reader in the reporting tree: not in
 * the picker, not their week, entries, summary or the time report. Her reports and peers stay readable;
 * Rates and Billing (which bills every entry) and View All User (every user's reports) still read all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
/** The partner at the top (the organization's Admin) above the head of audit, above Meera. */
let head: Account;
let meera: Account;
let asha: Account;
let peer: Account;

const DAY = '2025-06-02';
const WEEK = '2025-06-02';

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Reach Above LLP');
  head = await org.member('Manager', { name: 'Hari Head', managerId: org.admin.id });
  meera = await org.member('Manager', { name: 'Meera Manager', managerId: head.id });
  asha = await org.member('Employee', { name: 'Asha Rao', managerId: meera.id });
  peer = await org.member('Manager', { name: 'Pia Peer', managerId: head.id });
  const customerId = await org.customer('Kaveri Software');
  for (const person of [org.admin, head, meera, asha, peer]) {
    const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: person.id,
      title: `Work of ${person.name}`,
      dueDate: '2031-05-20',
    });
    expect(task.statusCode, task.body).toBe(201);
    const logged = await call(t, person.cookie, 'POST', '/time/entries', {
      taskId: task.json().data.id,
      date: DAY,
      durationMinutes: 90,
    });
    expect(logged.statusCode, logged.body).toBe(201);
  }
});
afterAll(() => t.close());

const namesIn = (response: { json(): { data: { name: string }[] } }) =>
  response.json().data.map((person) => person.name);

describe('View All Tasks does not read the hours of those above the reader', () => {
  it('the person picker leaves out her managers; their week, summary and entries are not found', async () => {
    const picker = await call(t, meera.cookie, 'GET', '/time/people?pageSize=50');
    expect(picker.statusCode, picker.body).toBe(200);
    expect(namesIn(picker)).toEqual(['Asha Rao', 'Pia Peer']);
    for (const above of [head, org.admin]) {
      expect(
        (await call(t, meera.cookie, 'GET', `/time/timesheet?userId=${above.id}&week=${WEEK}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(t, meera.cookie, 'GET', `/time/summary?userId=${above.id}&from=${DAY}&to=${DAY}`))
          .statusCode,
      ).toBe(404);
      expect((await call(t, meera.cookie, 'GET', `/time/entries?userId=${above.id}`)).statusCode).toBe(404);
    }
    // Her report's and her peer's weeks she still reads.
    for (const below of [asha, peer]) {
      const sheet = await call(t, meera.cookie, 'GET', `/time/timesheet?userId=${below.id}&week=${WEEK}`);
      expect(sheet.statusCode, sheet.body).toBe(200);
      expect(sheet.json().data.total).toBe(90);
    }
  });

  it('the summary of everyone in reach and the time report leave their hours out', async () => {
    const ashas = await call(t, meera.cookie, 'GET', `/time/entries?userId=${asha.id}`);
    expect(ashas.statusCode, ashas.body).toBe(200);
    expect(ashas.json().data).toHaveLength(1);
    const summary = await call(t, meera.cookie, 'GET', `/time/summary?from=${DAY}&to=${DAY}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const { billableMinutes, nonBillableMinutes } = summary.json().data;
    expect(billableMinutes + nonBillableMinutes).toBe(3 * 90);

    const report = await call(t, meera.cookie, 'GET', `/reports/time?from=${DAY}&to=${DAY}&groupBy=user`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).not.toContain('Hari Head');
    expect(report.body).not.toContain('Ada Admin');
    expect(report.body).toContain('Pia Peer');
    expect(
      (await call(t, meera.cookie, 'GET', `/reports/time?from=${DAY}&to=${DAY}&userId=${head.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('the head of audit reads Meera’s week; the Admin, with Rates and Billing, reads everyone’s', async () => {
    expect(
      (await call(t, head.cookie, 'GET', `/time/timesheet?userId=${meera.id}&week=${WEEK}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(t, head.cookie, 'GET', `/time/timesheet?userId=${org.admin.id}&week=${WEEK}`)).statusCode,
    ).toBe(404);
    const all = await call(t, org.admin.cookie, 'GET', '/time/people?pageSize=50');
    expect(namesIn(all)).toEqual(['Asha Rao', 'Hari Head', 'Meera Manager', 'Pia Peer']);
  });
});
