/**
 * The Time and money, Leave and Project health reports (issue 23, items 4-6) on a fixture worked out by
 * hand. The clock is fixed at Friday 2031-06-20, 12:00 in Asia/Kolkata; the work week is Monday to Friday.
 *
 * Utilisation over 2031-06-02 .. 2031-06-13 (two weeks, 10 weekdays):
 *   working days: 10 less the holiday on Thursday 5 June = 9
 *   Esha's approved leave: 5-7 June (Thu is the holiday, Sat is not worked: 1 day, Friday 6) and the
 *   afternoon of Tuesday 10 June (0.5) = 1.5 days; her pending leave on 11 June does not count
 *   capacity: (9 - 1.5) x 8 h = 60 h = 3600 min; billable 240 + 360 = 600 min -> 600 / 3600 = 0.167
 *   Farid: no leave, 9 x 8 h = 4320 min; billable 60 min -> 0.014
 *
 * Money: Esha 240 min on Alpha's project, billed at 100/h (the project's rate then) = 400; 360 min there
 * unbilled at the project's rate now (50/h) = 300; 120 min non-billable on Beta. Farid 60 min billable on
 * Beta's task (no project) at his own rate 80/h = 80, unbilled.
 *
 * Issue 39, item 4, over 2031-06-16 .. 2031-06-20 (LATER): Esha 30 min on Alpha's project (50/h = 25) and
 * 90 min billable on Beta's task, which has no project, while Esha has no rate of her own: no rate set,
 * not 0. Gita joined on Tuesday 10 June, so her capacity counts 4 working days of the first range;
 * Hari joins on 16 June, after it, and is not listed in it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatMinutes,
  type LeaveReport,
  NO_RATE_SET,
  noRateNote,
  type ProjectHealthReport,
  type TimeReport,
  unbilledAmountState,
} from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  holidays,
  hourlyRates,
  leaveLedger,
  leaveRequests,
  leaveTypes,
  milestones,
  projects,
  sessions,
  tasks,
  timeEntries,
  users,
} from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBillingBatch } from '../time/billing.service';

const NOW = new Date('2031-06-20T06:30:00Z');
const RANGE = 'from=2031-06-02&to=2031-06-13';
const LATER = 'from=2031-06-16&to=2031-06-20';

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
const people: Record<'maya' | 'esha' | 'farid', { id: string; cookie: string }> = {} as never;
let p1 = '';

/** A PDF's text (pdftotext -layout), each line trimmed with its columns joined by " | ". */
function pdfLines(file: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'time-report-pdf-'));
  writeFileSync(join(dir, 'r.pdf'), file);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  return text.split('\n').map((line) => line.trim().replace(/\s{2,}/g, ' | '));
}

async function get<T>(cookie: string, url: string, status = 200) {
  const response = await call(t, cookie, 'GET', url);
  expect(response.statusCode, response.body).toBe(status);
  return { data: (status === 200 ? response.json().data : undefined) as T, body: response.body };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisory LLP');
  other = await newOrganization(t, 'Lexicon Legal LLP');
  const maya = await acme.member('Manager', { name: 'Maya Manager' });
  const esha = await acme.member('Employee', { name: 'Esha One', managerId: maya.id });
  const farid = await acme.member('Employee', { name: 'Farid Two' });
  Object.assign(people, { maya, esha, farid });
  const gita = await acme.member('Employee', { name: 'Gita Joiner' });
  const hari = await acme.member('Employee', { name: 'Hari Later' });
  await t.db.update(users).set({ joinedOn: '2031-06-10' }).where(eq(users.id, gita.id));
  await t.db.update(users).set({ joinedOn: '2031-06-16' }).where(eq(users.id, hari.id));
  const alpha = await acme.customer('Alpha Traders');
  const beta = await acme.customer('Beta Exports');
  const orgId = acme.orgId;

  const project = async (key: string, name: string, status: string) => {
    const [row] = await t.db
      .insert(projects)
      .values({
        organizationId: orgId,
        key,
        name,
        customerId: alpha,
        leadId: maya.id,
        startDate: '2031-05-01',
        targetEndDate: '2031-07-31',
        status,
      })
      .returning({ id: projects.id });
    return row?.id as string;
  };
  p1 = await project('WEB', 'Website', 'Active');
  const p2 = await project('OLD', 'Old audit', 'Completed');
  const p3 = await project('PLN', 'Planning', 'Planned');
  const task = async (
    n: number,
    values: {
      customerId: string;
      projectId: string | null;
      status: string;
      dueDate: string;
      estimate?: string;
    },
  ) => {
    const [row] = await t.db
      .insert(tasks)
      .values({
        organizationId: orgId,
        displayId: `ACM-${n}`,
        title: `Task ${n}`,
        customerId: values.customerId,
        assigneeId: esha.id,
        projectId: values.projectId,
        status: values.status,
        dueDate: values.dueDate,
        estimateHours: values.estimate ?? null,
        workType: n === 2 ? 'Audit' : 'General Task',
        completedAt: values.status === 'Completed' ? new Date('2031-06-12T06:00:00Z') : null,
      })
      .returning({ id: tasks.id });
    return row?.id as string;
  };
  const t1 = await task(1, {
    customerId: alpha,
    projectId: p1,
    status: 'Completed',
    dueDate: '2031-06-13',
    estimate: '10',
  });
  const t2 = await task(2, { customerId: beta, projectId: null, status: 'Pending', dueDate: '2031-06-30' });
  await task(3, {
    customerId: alpha,
    projectId: p1,
    status: 'Pending',
    dueDate: '2031-06-15',
    estimate: '5',
  });
  await task(4, { customerId: alpha, projectId: p1, status: 'In Progress', dueDate: '2031-06-25' });
  await task(5, { customerId: alpha, projectId: p2, status: 'Pending', dueDate: '2031-05-02' });

  await t.db.insert(milestones).values([
    { organizationId: orgId, projectId: p1, name: 'Design', date: '2031-06-10' }, // open and past: late
    { organizationId: orgId, projectId: p1, name: 'Launch', date: '2031-06-30' },
    {
      organizationId: orgId,
      projectId: p1,
      name: 'Kickoff',
      date: '2031-06-01',
      isDone: true,
      doneAt: new Date('2031-05-31T10:00:00Z'),
    },
    { organizationId: orgId, projectId: p3, name: 'Brief', date: '2031-06-01' }, // late
  ]);

  await t.db.insert(holidays).values({ organizationId: orgId, date: '2031-06-05', name: 'Founders Day' });
  const [annual] = await t.db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, orgId), eq(leaveTypes.name, 'Annual')));
  const leave = {
    organizationId: orgId,
    userId: esha.id,
    leaveTypeId: annual?.id as string,
    reason: 'Family visit',
    addressDuringLeave: '1 Road',
    emergencyContact: '+91 90000 00000',
  };
  const approved = await t.db
    .insert(leaveRequests)
    .values([
      {
        ...leave,
        fromDate: '2031-06-05',
        toDate: '2031-06-07',
        totalDays: 1,
        daysByYear: { '2031': 1 },
        status: 'Approved',
      },
      {
        ...leave,
        fromDate: '2031-06-10',
        toDate: '2031-06-10',
        fromDateHalf: true,
        totalDays: 0.5,
        daysByYear: { '2031': 0.5 },
        status: 'Approved',
      },
      {
        ...leave,
        fromDate: '2031-06-11',
        toDate: '2031-06-11',
        totalDays: 1,
        daysByYear: { '2031': 1 },
        status: 'Pending',
      },
    ])
    .returning({ id: leaveRequests.id, totalDays: leaveRequests.totalDays, status: leaveRequests.status });
  await t.db.insert(leaveLedger).values(
    approved
      .filter((row) => row.status === 'Approved')
      .map((row) => ({
        organizationId: orgId,
        userId: esha.id,
        leaveTypeId: annual?.id as string,
        year: 2031,
        kind: 'usage',
        days: -row.totalDays,
        leaveRequestId: row.id,
      })),
  );

  // Time: the first entry is billed while the project's rate is 100, then the rate drops to 50.
  const entry = (
    userId: string,
    taskId: string,
    entryDate: string,
    typedMinutes: number,
    isBillable: boolean,
  ) => ({
    organizationId: orgId,
    userId,
    taskId,
    entryDate,
    typedMinutes,
    isBillable,
  });
  await t.db.insert(hourlyRates).values({ organizationId: orgId, projectId: p1, hourlyRate: '100' });
  await t.db.insert(hourlyRates).values({ organizationId: orgId, userId: farid.id, hourlyRate: '80' });
  await t.db.insert(timeEntries).values(entry(esha.id, t1, '2031-06-03', 240, true));
  await createBillingBatch(
    t.db,
    orgId,
    { customerId: alpha, from: '2031-06-03', to: '2031-06-03' },
    'INR',
    null,
  );
  await t.db.update(hourlyRates).set({ hourlyRate: '50' }).where(eq(hourlyRates.projectId, p1));
  await t.db.insert(timeEntries).values([
    entry(esha.id, t1, '2031-06-04', 360, true),
    entry(esha.id, t2, '2031-06-09', 120, false),
    entry(farid.id, t2, '2031-06-11', 60, true),
    entry(esha.id, t1, '2031-06-16', 30, true), // outside the range
    entry(esha.id, t2, '2031-06-17', 90, true), // LATER: no project, and Esha has no rate
  ]);

  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await t.db.update(sessions).set({ lastSeenAt: NOW, expiresAt: new Date(NOW.getTime() + 86_400_000) });
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('Time and money', () => {
  it('an admin reads hours, billed and unbilled amounts at the stored rates, with the grand total', async () => {
    const { data } = await get<TimeReport>(acme.admin.cookie, `/reports/time?${RANGE}&groupBy=customer`);
    expect(data.withAmounts).toBe(true);
    expect(data.scope).toBe('all');
    expect(
      data.rows.map((row) => [
        row.keys[0]?.label,
        row.billableMinutes,
        row.nonBillableMinutes,
        row.billedMinutes,
        row.unbilledMinutes,
        row.billedAmount,
        row.unbilledAmount,
      ]),
    ).toEqual([
      ['Alpha Traders', 600, 0, 240, 360, 400, 300],
      ['Beta Exports', 60, 120, 0, 60, 0, 80],
    ]);
    expect(data.total).toEqual({
      billableMinutes: 660,
      nonBillableMinutes: 120,
      totalMinutes: 780,
      billedMinutes: 240,
      unbilledMinutes: 420,
      billedAmount: 400,
      unbilledAmount: 380,
      unratedMinutes: 0,
    });
  });

  it('utilisation: capacity is working days less holidays and approved leave, times 8 hours', async () => {
    const { data } = await get<TimeReport>(acme.admin.cookie, `/reports/time?${RANGE}`);
    const esha = data.utilisation.find((row) => row.name === 'Esha One');
    expect(esha).toMatchObject({
      workingDays: 9,
      leaveDays: 1.5,
      capacityMinutes: 3600,
      billableMinutes: 600,
      utilisation: 0.167,
    });
    expect(data.utilisation.find((row) => row.name === 'Farid Two')).toMatchObject({
      workingDays: 9,
      leaveDays: 0,
      capacityMinutes: 4320,
      billableMinutes: 60,
      utilisation: 0.014,
    });
    expect(data.standardDayMinutes).toBe(480);
  });

  it('utilisation counts capacity from the joining day; someone joining after the range is not listed', async () => {
    const { data } = await get<TimeReport>(acme.admin.cookie, `/reports/time?${RANGE}`);
    // Tuesday 10 to Friday 13 June: 4 working days (the holiday on 5 June was before she joined).
    expect(data.utilisation.find((row) => row.name === 'Gita Joiner')).toMatchObject({
      countedFrom: '2031-06-10',
      workingDays: 4,
      leaveDays: 0,
      capacityMinutes: 1920,
      billableMinutes: 0,
      utilisation: 0,
    });
    expect(data.utilisation.find((row) => row.name === 'Esha One')?.countedFrom).toBe('2031-06-02');
    expect(data.utilisation.map((row) => row.name)).not.toContain('Hari Later');
    // The total sums the people listed: Ada 9, Esha 9, Farid 9, Gita 4, Maya 9 working days.
    expect(data.utilisationTotal.workingDays).toBe(40);
    expect(data.utilisationTotal.capacityMinutes).toBe((40 - 1.5) * 480);
    const later = await get<TimeReport>(acme.admin.cookie, `/reports/time?${LATER}`);
    expect(later.data.utilisation.find((row) => row.name === 'Hari Later')).toMatchObject({
      countedFrom: '2031-06-16',
      workingDays: 5,
    });
  });

  it('unbilled time without a rate is counted apart, not as an amount of 0', async () => {
    const { data } = await get<TimeReport>(acme.admin.cookie, `/reports/time?${LATER}&groupBy=customer`);
    expect(
      data.rows.map((row) => [
        row.keys[0]?.label,
        row.unbilledMinutes,
        row.unbilledAmount,
        row.unratedMinutes,
        unbilledAmountState(row),
      ]),
    ).toEqual([
      ['Alpha Traders', 30, 25, 0, 'amount'],
      ['Beta Exports', 90, 0, 90, 'noRate'],
    ]);
    expect(data.total).toMatchObject({ unbilledMinutes: 120, unbilledAmount: 25, unratedMinutes: 90 });
    expect(unbilledAmountState(data.total)).toBe('partly');

    const csv = await call(t, acme.admin.cookie, 'GET', `/reports/time/export.csv?${LATER}&groupBy=customer`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]?.slice(-3)).toEqual([
      'Billed Amount (INR)',
      'Unbilled Amount (INR)',
      'Unbilled Hours Without Rate',
    ]);
    expect(rows.slice(1)).toEqual([
      ['Alpha Traders', '0.5', '0', '0.5', '0', '0.5', '0', '25', '0'],
      ['Beta Exports', '1.5', '0', '1.5', '0', '1.5', '0', NO_RATE_SET, '1.5'],
      ['Grand Total', '2', '0', '2', '0', '2', '0', '25', '1.5'],
    ]);
    const xlsx = await call(
      t,
      acme.admin.cookie,
      'GET',
      `/reports/time/export.xlsx?${LATER}&groupBy=customer`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const sheet = workbook.getWorksheet('Time Report');
    expect(sheet?.getRow(3).getCell(8).value).toBe(NO_RATE_SET);
    expect(sheet?.getRow(3).getCell(9).value).toBe(1.5);
  });

  it('an employee reads minutes of their own time only, and no amount at all', async () => {
    const { data, body } = await get<TimeReport>(
      people.esha.cookie,
      `/reports/time?${RANGE}&groupBy=customer`,
    );
    expect(data.scope).toBe('mine');
    expect(data.withAmounts).toBe(false);
    expect(body).not.toMatch(/billedAmount|unbilledAmount|unratedMinutes/i);
    expect(data.rows.map((row) => [row.keys[0]?.label, row.billableMinutes, row.nonBillableMinutes])).toEqual(
      [
        ['Alpha Traders', 600, 0],
        ['Beta Exports', 0, 120],
      ],
    );
    expect(data.utilisation.map((row) => row.name)).toEqual(['Esha One']);
    // Someone else's time is not theirs to ask for.
    await get(people.esha.cookie, `/reports/time?${RANGE}&userId=${people.farid.id}`, 404);
  });

  it('a manager without Rates and Billing reads everyone’s minutes but no amounts', async () => {
    const { data, body } = await get<TimeReport>(people.maya.cookie, `/reports/time?${RANGE}&groupBy=user`);
    expect(data.withAmounts).toBe(false);
    expect(body).not.toMatch(/billedAmount|unbilledAmount/i);
    expect(data.total.billableMinutes).toBe(660);
  });

  it('groups by person and week', async () => {
    const { data } = await get<TimeReport>(
      acme.admin.cookie,
      `/reports/time?${RANGE}&groupBy=user&period=week`,
    );
    expect(data.rows.map((row) => [row.keys[0]?.label, row.period, row.totalMinutes])).toEqual([
      ['Esha One', '2031-06-02', 600],
      ['Esha One', '2031-06-09', 120],
      ['Farid Two', '2031-06-09', 60],
    ]);
  });

  it('the CSV carries the amounts for an admin and the Excel file opens', async () => {
    const csv = await call(t, acme.admin.cookie, 'GET', `/reports/time/export.csv?${RANGE}&groupBy=customer`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toContain('Billed Amount (INR)');
    expect(rows.at(-1)).toEqual(['Grand Total', '11', '2', '13', '4', '7', '400', '380', '0']);
    const xlsx = await call(t, acme.admin.cookie, 'GET', `/reports/time/export.xlsx?${RANGE}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    expect(workbook.getWorksheet('Time Report')?.getRow(2).getCell(1).value).toBe('Alpha Traders');
  });

  it('the PDF carries the screen’s numbers: every row, the total, no rate set and why, utilisation', async () => {
    const query = `${LATER}&groupBy=customer`;
    const { data } = await get<TimeReport>(acme.admin.cookie, `/reports/time?${query}`);
    const response = await call(t, acme.admin.cookie, 'GET', `/reports/time/export.pdf?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="time-report-2031-06-16-2031-06-20.pdf"',
    );
    const lines = pdfLines(response.rawPayload);
    expect(lines).toContain('Time and money report');
    expect(lines).toContain('Acme Advisory LLP');
    expect(lines).toContain('Dates: 2031-06-16 to 2031-06-20');
    const measures = (figures: TimeReport['total']) => [
      formatMinutes(figures.billableMinutes),
      formatMinutes(figures.nonBillableMinutes),
      formatMinutes(figures.totalMinutes),
      formatMinutes(figures.billedMinutes),
      formatMinutes(figures.unbilledMinutes),
      (figures.billedAmount ?? 0).toFixed(2),
      unbilledAmountState(figures) === 'noRate' ? NO_RATE_SET : (figures.unbilledAmount ?? 0).toFixed(2),
      formatMinutes(figures.unratedMinutes ?? 0),
    ];
    expect(data.rows).toHaveLength(2);
    for (const row of data.rows) expect(lines).toContain([row.keys[0]?.label, ...measures(row)].join(' | '));
    expect(lines).toContain(['Grand Total', ...measures(data.total)].join(' | '));
    expect(lines).toContain('Beta Exports | 1:30 | 0:00 | 1:30 | 0:00 | 1:30 | 0.00 | no rate set | 1:30');
    expect(lines).toContain(noRateNote('1:30'));
    for (const person of data.utilisation)
      expect(lines).toContain(
        [
          person.name,
          person.countedFrom,
          person.workingDays,
          person.leaveDays,
          formatMinutes(person.capacityMinutes),
          formatMinutes(person.billableMinutes),
          person.utilisation === null ? '–' : `${Math.round(person.utilisation * 1000) / 10}%`,
        ].join(' | '),
      );
    expect(lines).toContain('Hari Later | 2031-06-16 | 5 | 0 | 40:00 | 0:00 | 0%');
    expect(lines).toContain('Page 1 of 1');
  });

  it('the PDF of a reader without Rates and Billing carries hours only; Download is needed', async () => {
    const response = await call(t, people.maya.cookie, 'GET', `/reports/time/export.pdf?${LATER}`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = pdfLines(response.rawPayload);
    expect(lines).toContain('Hours only (amounts need Rates and Billing)');
    expect(lines.join('\n')).not.toMatch(/Amount|no rate set|25\.00/);
    expect(lines).toContain('Beta Exports | 1:30 | 0:00 | 1:30 | 0:00 | 1:30');
    const noDownload = await acme.memberWith(['reports.view']);
    const refused = await call(t, noDownload.cookie, 'GET', `/reports/time/export.pdf?${LATER}`);
    expect(refused.statusCode).toBe(403);
  });

  it('another organization sees none of it', async () => {
    const { data } = await get<TimeReport>(other.admin.cookie, `/reports/time?${RANGE}&groupBy=customer`);
    expect(data.rows).toEqual([]);
    expect(data.utilisation.map((row) => row.name)).toEqual(['Ada Admin']);
  });
});

describe('Leave', () => {
  const URL = '/reports/leave?year=2031&from=2031-06-01&to=2031-06-15';

  it('an admin reads taken, pending and remaining per type, matching the balances page', async () => {
    const { data } = await get<LeaveReport>(acme.admin.cookie, URL);
    const esha = data.people.find((row) => row.name === 'Esha One');
    expect(esha).toMatchObject({ detailsVisible: true, takenDays: 1.5, pendingDays: 1 });
    const annual = esha?.byType?.find((row) => row.leaveTypeName === 'Annual');
    expect(annual).toMatchObject({ taken: 1.5, pending: 1 });
    const balances = await call(
      t,
      acme.admin.cookie,
      'GET',
      `/leave/balances?userId=${people.esha.id}&year=2031`,
    );
    expect(balances.statusCode, balances.body).toBe(200);
    const balance = (balances.json().data.balances as { leaveTypeName: string; remaining: number }[]).find(
      (row) => row.leaveTypeName === 'Annual',
    );
    expect(annual?.remaining).toBe(balance?.remaining);
    expect(esha?.months[5]).toBe(1.5);
    expect(data.monthTotals[5]).toBe(1.5);
    expect(data.takenTotal).toBe(1.5);
    expect(data.out.map((row) => [row.name, row.leaveType, row.fromDate, row.days])).toEqual([
      ['Esha One', 'Annual', '2031-06-05', 1],
      ['Esha One', 'Annual', '2031-06-10', 0.5],
    ]);
  });

  it('a colleague reads "On leave" day counts only: no type, pending or remaining of others', async () => {
    const { data, body } = await get<LeaveReport>(people.farid.cookie, URL);
    const esha = data.people.find((row) => row.name === 'Esha One');
    expect(esha).toMatchObject({
      detailsVisible: false,
      takenDays: 1.5,
      pendingDays: null,
      remainingDays: null,
      byType: null,
    });
    expect(JSON.stringify(esha)).not.toMatch(/Annual|leaveType/);
    expect(JSON.stringify(data.out)).not.toMatch(/Annual/);
    expect(body).not.toContain('Family visit');
    expect(data.out.map((row) => row.leaveType)).toEqual(['On leave', 'On leave']);
    // Their own row keeps its details.
    expect(data.people.find((row) => row.name === 'Farid Two')?.detailsVisible).toBe(true);
  });

  it('a manager with Accept Leave reads the details of the people below her only', async () => {
    const { data } = await get<LeaveReport>(people.maya.cookie, URL);
    expect(data.people.find((row) => row.name === 'Esha One')?.byType?.length).toBeGreaterThan(0);
    expect(data.people.find((row) => row.name === 'Farid Two')?.byType).toBeNull();
  });

  it('the CSV writes types only where the reader may see them', async () => {
    const admin = await call(t, acme.admin.cookie, 'GET', `/reports/leave/export.csv?year=2031`);
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toMatch(/Esha One,,Annual,1\.5,1,/);
  });
});

describe('Project health', () => {
  it('per project: progress, late milestones, overdue tasks, hours against the estimate; portfolio total', async () => {
    const { data } = await get<ProjectHealthReport>(acme.admin.cookie, '/reports/project-health');
    expect(data.rows.map((row) => row.name)).toEqual(['Planning', 'Website']);
    expect(data.rows.find((row) => row.projectId === p1)).toMatchObject({
      tasks: 3,
      completedTasks: 1,
      percent: 33,
      overdueTasks: 1,
      milestones: 3,
      lateMilestones: 1,
      estimateMinutes: 900,
      loggedMinutes: 630,
    });
    expect(data.total).toMatchObject({
      tasks: 3,
      overdueTasks: 1,
      milestones: 4,
      lateMilestones: 2,
      loggedMinutes: 630,
    });
    const all = await get<ProjectHealthReport>(acme.admin.cookie, '/reports/project-health?status=all');
    expect(all.data.total.overdueTasks).toBe(2);
  });

  it('needs Project Report', async () => {
    await get(people.esha.cookie, '/reports/project-health', 403);
    const csv = await call(t, people.maya.cookie, 'GET', '/reports/project-health/export.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toMatch(/Grand Total/);
  });
});
