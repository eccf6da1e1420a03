/**
 * Issue 44, item 2: one "today" for what a person sees about their own day (decision 050). With the
 * organization and the person in different zones, at 00:10 and 23:50 organization time around a
 * Sunday/Monday boundary, the timesheet's current week, My tasks' Today, the assistant's "this week" for
 * hours and the time report's default period are all read from the person's today. The assistant took
 * the organization's today before, and named the next week when the organization had already reached
 * Monday and the person had not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations, users } from '../db/schema';
import { answerOf, ask, parseEvents } from '../modules/chat/chat.fixtures';
import { sessionOf } from '../test/accounts';
import { type Account, call, newOrganization } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { forgetOrganizationCalendars } from './organization-calendar';

let t: TestApp;

interface Setting {
  organizationZone: string;
  personZone: string;
  person?: Account;
  /** Organization time → the instant, and the person's today and week then (written out, not computed). */
  moments: { label: string; at: string; today: string; weekStart: string; weekEnd: string }[];
}

const SETTINGS: Setting[] = [
  {
    organizationZone: 'Asia/Kolkata',
    personZone: 'America/New_York',
    moments: [
      // Sunday 23:50 IST is Sunday 13:20 in New York.
      {
        label: 'Sunday 23:50',
        at: '2026-11-29T18:20:00Z',
        today: '2026-11-29',
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
      },
      // Monday 00:10 IST is still Sunday (13:40) in New York: the person's week has not turned.
      {
        label: 'Monday 00:10',
        at: '2026-11-29T18:40:00Z',
        today: '2026-11-29',
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
      },
    ],
  },
  {
    organizationZone: 'America/New_York',
    personZone: 'Asia/Kolkata',
    moments: [
      // Sunday 23:50 in New York is already Monday (10:20) in India: the person's week has turned.
      {
        label: 'Sunday 23:50',
        at: '2026-11-30T04:50:00Z',
        today: '2026-11-30',
        weekStart: '2026-11-30',
        weekEnd: '2026-12-06',
      },
      {
        label: 'Monday 00:10',
        at: '2026-11-30T05:10:00Z',
        today: '2026-11-30',
        weekStart: '2026-11-30',
        weekEnd: '2026-12-06',
      },
    ],
  },
];

async function ok(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T06:00:00Z') });
  t = await createTestApp();
  for (const setting of SETTINGS) {
    const org = await newOrganization(t, `Zones ${setting.organizationZone} LLP`);
    await t.db
      .update(organizations)
      .set({ timeZone: setting.organizationZone })
      .where(eq(organizations.id, org.orgId));
    forgetOrganizationCalendars([org.orgId]);
    await t.db.update(users).set({ timeZone: setting.personZone }).where(eq(users.id, org.admin.id));
    setting.person = org.admin;
    const customerId = await org.customer('Sahyadri Textiles');
    // One open task due on each side of the boundary: My tasks' Today holds the one due on the person's today.
    for (const dueDate of ['2026-11-29', '2026-11-30']) {
      const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
        customerId,
        assigneeId: org.admin.id,
        title: `Due ${dueDate}`,
        dueDate,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  }
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe.each(SETTINGS)('an organization in $organizationZone and a person in $personZone', (setting) => {
  it.each(setting.moments)("agree on the person's day at $label organization time", async (moment) => {
    vi.setSystemTime(new Date(moment.at));
    // Signed in afresh: the session made before the clock moved days ahead has gone idle.
    const cookie = await sessionOf(t, setting.person as Account);

    const timesheet = await ok(await call(t, cookie, 'GET', '/time/timesheet'));
    // Soft: a failure names every surface that disagrees, not only the first.
    expect.soft(timesheet.weekStart, 'timesheet week').toBe(moment.weekStart);

    const mine = await ok(await call(t, cookie, 'GET', '/tasks/mine'));
    expect.soft(mine.today, 'My tasks today').toBe(moment.today);
    const todays = mine.groups.find((group: { key: string }) => group.key === 'today');
    expect
      .soft(
        todays.tasks.map((task: { dueDate: string }) => task.dueDate),
        'My tasks Today',
      )
      .toEqual([moment.today]);

    const hours = answerOf(parseEvents((await ask(t, 'How many hours did I log this week?', cookie)).body));
    expect
      .soft(hours.text, 'assistant this week')
      .toContain(`this week (${moment.weekStart} to ${moment.weekEnd})`);

    const report = await ok(await call(t, cookie, 'GET', '/reports/time'));
    expect.soft({ from: report.from, to: report.to }, 'time report default').toEqual({
      from: `${moment.today.slice(0, 7)}-01`,
      to: moment.today,
    });
  });
});
