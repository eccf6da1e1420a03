/**
 * The app home's dashboards on a fixture counted by hand. Clock: Wednesday 2031-06-18 12:00 in
 * Asia/Kolkata, so this week is Monday 2031-06-16 to Sunday 2031-06-22 and the trend's 12 weeks start on
 * Monday 2031-03-31. Maya manages Esha; Farid reports to no one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dashboard } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leaveRequests, leaveTypes, sessions, tasks, timeEntries, timesheets } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2031-06-18T06:30:00Z');

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
const people = {} as Record<'maya' | 'esha' | 'farid' | 'noReports', { id: string; cookie: string }>;

async function dashboard(cookie: string) {
  const response = await call(t, cookie, 'GET', '/reports/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Dashboard;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisory LLP');
  other = await newOrganization(t, 'Lexicon Legal LLP');
  const maya = await acme.member('Manager', { name: 'Maya Manager' });
  const esha = await acme.member('Employee', { name: 'Esha One', managerId: maya.id });
  const farid = await acme.member('Employee', { name: 'Farid Two' });
  // Signed up before the clock stops (on PostgreSQL a session's times come from the database's clock).
  const noReports = await acme.memberWith(['tasks.view']);
  Object.assign(people, { maya, esha, farid, noReports });
  const customer = await acme.customer('Alpha Traders');
  const otherCustomer = await other.customer('Alpha Traders');
  const fixture: [number, string, string, string, string | null][] = [
    [1, esha.id, 'Pending', '2031-06-10', null], // overdue
    [2, esha.id, 'In Progress', '2031-06-19', null], // due this week
    [3, esha.id, 'On Hold', '2031-06-30', null], // open, later
    [4, esha.id, 'Completed', '2031-06-12', '2031-06-11T05:00:00Z'], // on time, week of 9 June
    [5, esha.id, 'Completed', '2031-06-01', '2031-06-03T05:00:00Z'], // late, week of 2 June
    [6, farid.id, 'Pending', '2031-06-01', null], // overdue
    [7, farid.id, 'Pending', '2031-06-16', null], // overdue and due this week (Monday)
    [8, farid.id, 'Completed', '2031-06-20', '2031-06-17T05:00:00Z'], // on time, this week
    [9, maya.id, 'In Progress', '2031-06-22', null], // due this week (Sunday)
    [10, maya.id, 'Completed', '2031-03-01', '2031-03-01T05:00:00Z'], // before the 12 weeks
  ];
  const taskIds: string[] = [];
  for (const [n, assigneeId, status, dueDate, completedAt] of fixture) {
    const [row] = await t.db
      .insert(tasks)
      .values({
        organizationId: acme.orgId,
        displayId: `ACM-${n}`,
        title: `Task ${n}`,
        customerId: customer,
        assigneeId,
        status,
        dueDate,
        completedAt: completedAt ? new Date(completedAt) : null,
      })
      .returning({ id: tasks.id });
    taskIds.push(row?.id as string);
  }
  // Another organization's overdue task, assigned to its admin: never counted here.
  await t.db.insert(tasks).values({
    organizationId: other.orgId,
    displayId: 'LEX-1',
    title: 'Elsewhere',
    customerId: otherCustomer,
    assigneeId: other.admin.id,
    status: 'Pending',
    dueDate: '2031-06-01',
  });
  // Esha's time: 90 + 60 minutes this week, 30 minutes the Sunday before.
  for (const [entryDate, typedMinutes] of [
    ['2031-06-16', 90],
    ['2031-06-17', 60],
    ['2031-06-15', 30],
  ] as const)
    await t.db.insert(timeEntries).values({
      organizationId: acme.orgId,
      userId: esha.id,
      taskId: taskIds[1] as string,
      entryDate,
      typedMinutes,
    });
  // Submitted timesheets waiting: Esha's (Maya's tree) and Farid's.
  for (const userId of [esha.id, farid.id])
    await t.db
      .insert(timesheets)
      .values({ organizationId: acme.orgId, userId, weekStart: '2031-06-09', status: 'submitted' });
  // Approved leave this week: Esha (Maya's tree) and Farid; a rejected one of Farid's is not counted.
  const [annual] = await t.db
    .select({ id: leaveTypes.id, name: leaveTypes.name })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, acme.orgId), eq(leaveTypes.name, 'Annual')));
  if (!annual) throw new Error('No Annual type');
  const leave = (userId: string, fromDate: string, toDate: string, status: string) => ({
    organizationId: acme.orgId,
    userId,
    leaveTypeId: annual.id,
    fromDate,
    toDate,
    totalDays: '1',
    status,
    reason: 'Family wedding',
    addressDuringLeave: 'Home',
    emergencyContact: '9876543210',
  });
  await t.db.insert(leaveRequests).values([
    leave(esha.id, '2031-06-19', '2031-06-20', 'Approved'),
    leave(farid.id, '2031-06-12', '2031-06-16', 'Approved'),
    leave(farid.id, '2031-06-20', '2031-06-20', 'Rejected'),
    leave(maya.id, '2031-06-23', '2031-06-24', 'Approved'), // next week
  ] as never);
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await t.db.update(sessions).set({ lastSeenAt: NOW, expiresAt: new Date(NOW.getTime() + 86_400_000) });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('the person’s dashboard', () => {
  it('counts my open, overdue and due-this-week tasks, my hours this week and my balances', async () => {
    const data = await dashboard(people.esha.cookie);
    expect(data.timeZone).toBe('Asia/Kolkata');
    expect(data.me).toMatchObject({
      today: '2031-06-18',
      weekStart: '2031-06-16',
      weekEnd: '2031-06-22',
      openTasks: 3,
      overdueTasks: 1,
      dueThisWeek: 1,
      time: { minutes: 150, timesheetStatus: 'open' },
    });
    // An Employee sees no team section.
    expect(data.team).toBeNull();
    // The balances are the leave module's own (the same numbers as GET /leave/balances).
    const balances = (await call(t, people.esha.cookie, 'GET', '/leave/balances')).json().data.balances as {
      leaveTypeName: string;
      remaining: number;
      tracksBalance: boolean;
    }[];
    expect(data.me.leave?.map((entry) => [entry.leaveTypeName, entry.remaining])).toEqual(
      balances.filter((entry) => entry.tracksBalance).map((entry) => [entry.leaveTypeName, entry.remaining]),
    );
    expect(data.me.leave?.length).toBeGreaterThan(0);
  });

  it('each personal number is the total of the Task List it links to', async () => {
    const data = await dashboard(people.esha.cookie);
    const listTotal = async (query: string) => {
      const response = await call(t, people.esha.cookie, 'GET', `/tasks?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().meta.total as number;
    };
    const me = `assigneeId=${people.esha.id}`;
    const open = 'status=Pending,In Progress,On Hold';
    expect(await listTotal(`${me}&${open}`)).toBe(data.me.openTasks);
    expect(await listTotal(`${me}&overdue=true`)).toBe(data.me.overdueTasks);
    expect(await listTotal(`${me}&${open}&dueFrom=2031-06-16&dueTo=2031-06-22`)).toBe(data.me.dueThisWeek);
  });
});

describe('the manager’s dashboard', () => {
  it('covers their reporting tree (Maya and Esha) and no one else', async () => {
    const data = await dashboard(people.maya.cookie);
    expect(data.me).toMatchObject({ openTasks: 1, overdueTasks: 0, dueThisWeek: 1 });
    const team = data.team;
    expect(team?.scope).toBe('team');
    expect(team?.status).toEqual({ Pending: 1, 'In Progress': 2, Completed: 3, 'On Hold': 1 });
    expect(team?.overdueByAssignee).toEqual([{ user: { id: people.esha.id, name: 'Esha One' }, overdue: 1 }]);
    expect(team?.completionTrend).toHaveLength(12);
    expect(team?.completionTrend[0]?.weekStart).toBe('2031-03-31');
    expect(team?.completionTrend.filter((week) => week.completed > 0)).toEqual([
      { weekStart: '2031-06-02', completed: 1, onTime: 0 },
      { weekStart: '2031-06-09', completed: 1, onTime: 1 },
    ]);
    // Who is out: Esha only; Maya is no approver of that request, so she reads "On leave".
    expect(team?.whoIsOut).toEqual([
      {
        user: { id: people.esha.id, name: 'Esha One' },
        label: 'On leave',
        fromDate: '2031-06-19',
        toDate: '2031-06-20',
      },
    ]);
    expect(team?.timesheetsWaiting).toBe(1);
  });
});

describe('the admin’s dashboard', () => {
  it('covers the whole organization, with leave types for a leave administrator', async () => {
    const data = await dashboard(acme.admin.cookie);
    const team = data.team;
    expect(team?.scope).toBe('all');
    expect(team?.status).toEqual({ Pending: 3, 'In Progress': 2, Completed: 4, 'On Hold': 1 });
    expect(team?.overdueByAssignee).toEqual([
      { user: { id: people.farid.id, name: 'Farid Two' }, overdue: 2 },
      { user: { id: people.esha.id, name: 'Esha One' }, overdue: 1 },
    ]);
    expect(team?.completionTrend.filter((week) => week.completed > 0)).toEqual([
      { weekStart: '2031-06-02', completed: 1, onTime: 0 },
      { weekStart: '2031-06-09', completed: 1, onTime: 1 },
      { weekStart: '2031-06-16', completed: 1, onTime: 1 },
    ]);
    expect(team?.whoIsOut?.map((entry) => [entry.user.name, entry.label])).toEqual([
      ['Farid Two', 'Annual'],
      ['Esha One', 'Annual'],
    ]);
    expect(team?.timesheetsWaiting).toBe(2);
  });

  it('another organization’s admin counts none of it', async () => {
    const data = await dashboard(other.admin.cookie);
    expect(data.team?.status).toEqual({ Pending: 1, 'In Progress': 0, Completed: 0, 'On Hold': 0 });
    expect(data.team?.overdueByAssignee.map((entry) => entry.overdue)).toEqual([1]);
    expect(data.team?.whoIsOut).toEqual([]);
    expect(data.team?.timesheetsWaiting).toBe(0);
  });

  it('without View Report there is no dashboard (403)', async () => {
    expect((await call(t, people.noReports.cookie, 'GET', '/reports/dashboard')).statusCode).toBe(403);
  });
});

describe('the dashboard as PDF', () => {
  /** The PDF's text (pdftotext -layout), one string per line. */
  async function pdfLines(cookie: string) {
    const response = await call(t, cookie, 'GET', '/reports/dashboard.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="dashboard-2031-06-18.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'dashboard-pdf-'));
    writeFileSync(join(dir, 'd.pdf'), response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
    return text.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
  }

  it('the manager’s: title, organization, time in its zone, every section’s figures, page numbers', async () => {
    const lines = await pdfLines(people.maya.cookie);
    expect(lines[0]).toBe('Dashboard');
    expect(lines).toContain('Acme Advisory LLP');
    expect(lines).toContain('For Maya Manager, my team');
    expect(lines.some((line) => /^Generated .*18 Jun 2031, 12:00/.test(line))).toBe(true);
    for (const line of [
      'My work',
      'Open tasks 1',
      'Overdue 0',
      'Due this week (2031-06-16 to 2031-06-22) 1',
      'My team: tasks by status',
      'Pending 1',
      'In Progress 2',
      'Completed 3',
      'On Hold 1',
      'Grand Total 7',
      'My team: overdue by assignee',
      'Esha One 1',
      'My team: completed per week, last 12 weeks',
      '2031-03-31 0 0',
      '2031-06-02 1 0',
      '2031-06-09 1 1',
      'Grand Total 2 1',
      'My team: out this week',
      'Esha One On leave 2031-06-19 2031-06-20',
      'Timesheets waiting for a decision 1',
    ])
      expect(lines, line).toContain(line);
    const pages = lines.filter((line) => /^Page \d+ of \d+$/.test(line));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages).toEqual(pages.map((_, index) => `Page ${index + 1} of ${pages.length}`));
    expect(lines.join('\n')).not.toContain('Farid');
  });

  it('the admin’s covers the organization; another organization’s admin reads none of it', async () => {
    const lines = await pdfLines(acme.admin.cookie);
    expect(lines).toContain('Organization: tasks by status');
    expect(lines).toContain('Grand Total 10');
    expect(lines).toContain('Farid Two 2');
    const others = await pdfLines(other.admin.cookie);
    expect(others).toContain('Lexicon Legal LLP');
    expect(others).toContain('Grand Total 1');
    expect(others.join('\n')).not.toMatch(/Esha|Farid|Acme/);
  });

  it('needs View Report and Download (403 without either)', async () => {
    expect((await call(t, people.esha.cookie, 'GET', '/reports/dashboard.pdf')).statusCode).toBe(403);
    expect((await call(t, people.noReports.cookie, 'GET', '/reports/dashboard.pdf')).statusCode).toBe(403);
  });
});
