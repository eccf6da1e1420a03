/**
 * The Task Report against a fixture whose report is known by hand: two customers, three people, every
 * status, on time and overdue in each way (completed on the due day late in the evening, completed just
 * after midnight of the next day in the organization's zone, open past due, due today, not yet due).
 * Due dates are required (spec: Due Date*), so "no due date" cannot occur. The clock is fixed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REPORT_MEASURES,
  type ReportMeasure,
  type TaskReport,
  TaskReportQuerySchema,
  taskListQueryForCell,
} from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations, roles, sessions, tasks, timeEntries, users } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

// 12:00 in Asia/Kolkata: "today" is 2031-06-15 there.
const NOW = new Date('2031-06-15T06:30:00Z');

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
const people: Record<'esha' | 'farid' | 'maya', { id: string; cookie: string }> = {} as never;
const ids: Record<number, string> = {};

type Row = [string, string, number, number, number, number, number, number];
/** Company, user, completed, pending, in process, on time, overdue, total: worked out by hand. */
const EXPECTED: Row[] = [
  ['Alpha Traders', 'Esha One', 2, 2, 1, 1, 2, 5],
  ['Alpha Traders', 'Farid Two', 0, 1, 0, 0, 1, 1],
  ['Beta Exports', 'Esha One', 0, 0, 1, 0, 1, 1],
  ['Beta Exports', 'Farid Two', 1, 1, 0, 1, 0, 2],
  ['Beta Exports', 'Maya Manager', 1, 0, 0, 1, 0, 1],
];
const GRAND: number[] = [4, 4, 2, 3, 4, 10];

function tableOf(report: TaskReport) {
  return report.rows.map((row) => [
    ...row.keys.map((key) => key.label),
    ...REPORT_MEASURES.map((measure) => row.counts[measure]),
  ]);
}
const grandOf = (report: TaskReport) => REPORT_MEASURES.map((measure) => report.grandTotal[measure]);

async function report(cookie: string, query = '') {
  const response = await call(t, cookie, 'GET', `/reports/tasks${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TaskReport;
}

beforeAll(async () => {
  t = await createTestApp(process.env.REPORTS_DEBUG ? { logger: { level: 'error' } } : {});
  acme = await newOrganization(t, 'Acme Advisory LLP');
  other = await newOrganization(t, 'Lexicon Legal LLP');
  const maya = await acme.member('Manager', { name: 'Maya Manager' });
  const esha = await acme.member('Employee', { name: 'Esha One', managerId: maya.id });
  const farid = await acme.member('Employee', { name: 'Farid Two' });
  Object.assign(people, { maya, esha, farid });
  const alpha = await acme.customer('Alpha Traders');
  const beta = await acme.customer('Beta Exports');
  await other.customer('Alpha Traders');
  const fixture: [number, string, string, string, string, string | null][] = [
    [1, alpha, esha.id, 'Completed', '2031-06-10', '2031-06-10T18:00:00Z'], // 23:30 IST on the due day: on time
    [2, alpha, esha.id, 'Completed', '2031-06-10', '2031-06-10T19:00:00Z'], // 00:30 IST the day after: overdue
    [3, alpha, esha.id, 'Pending', '2031-06-14', null], // open past due: overdue
    [4, alpha, esha.id, 'On Hold', '2031-06-15', null], // due today: not overdue
    [5, alpha, esha.id, 'In Progress', '2031-06-20', null], // not yet due
    [6, beta, esha.id, 'In Progress', '2031-06-01', null], // in process and overdue
    [7, beta, farid.id, 'Completed', '2031-06-30', '2031-06-12T05:00:00Z'], // early: on time
    [8, beta, farid.id, 'Pending', '2031-07-01', null],
    [9, alpha, farid.id, 'On Hold', '2031-05-01', null], // on hold past due: pending and overdue
    [10, beta, maya.id, 'Completed', '2031-06-05', '2031-06-04T10:00:00Z'],
  ];
  for (const [n, customerId, assigneeId, status, dueDate, completedAt] of fixture) {
    const [row] = await t.db
      .insert(tasks)
      .values({
        organizationId: acme.orgId,
        displayId: `ACM-${n}`,
        title: n === 5 ? '=HYPERLINK("http://evil.test")' : `Task ${n}`,
        customerId,
        assigneeId,
        status,
        dueDate,
        priority: n % 2 === 0 ? 2 : 3,
        completedAt: completedAt ? new Date(completedAt) : null,
        createdAt: new Date(`2031-05-${String(n).padStart(2, '0')}T04:00:00Z`),
      })
      .returning({ id: tasks.id });
    ids[n] = row?.id as string;
  }
  // The clock stops at NOW from here on; sessions opened on the real clock are moved to it (on PostgreSQL
  // the database's own now() is not faked).
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await t.db.update(sessions).set({ lastSeenAt: NOW, expiresAt: new Date(NOW.getTime() + 86_400_000) });
  // 90 minutes on task 1.
  await t.db.insert(timeEntries).values({
    organizationId: acme.orgId,
    userId: esha.id,
    taskId: ids[1] as string,
    entryDate: '2031-06-10',
    startedAt: new Date('2031-06-10T04:00:00Z'),
    endedAt: new Date('2031-06-10T05:30:00Z'),
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('Task Report (Summary)', () => {
  it('counts every company and user cell by cell, with the grand total', async () => {
    const data = await report(acme.admin.cookie);
    expect(data.scope).toBe('all');
    expect(data.today).toBe('2031-06-15');
    expect(tableOf(data)).toEqual(EXPECTED);
    expect(grandOf(data)).toEqual(GRAND);
  });

  it('without View All User a person sees only their own rows', async () => {
    const data = await report(people.farid.cookie);
    expect(data.scope).toBe('mine');
    expect(tableOf(data)).toEqual(EXPECTED.filter((row) => row[1] === 'Farid Two'));
    expect(grandOf(data)).toEqual([1, 2, 0, 1, 1, 3]);
    expect((await call(t, people.farid.cookie, 'GET', '/reports/tasks?scope=all')).statusCode).toBe(403);
    expect((await call(t, people.farid.cookie, 'GET', '/reports/tasks?scope=team')).statusCode).toBe(403);
    // Asking for someone else's rows finds none.
    const asked = await report(people.farid.cookie, `userId=${people.esha.id}`);
    expect(asked.rows).toEqual([]);
  });

  it('a manager with Team Task Report sees their reporting tree and no one else', async () => {
    const data = await report(people.maya.cookie);
    expect(data.scope).toBe('team');
    expect(tableOf(data)).toEqual(EXPECTED.filter((row) => row[1] !== 'Farid Two'));
    expect(grandOf(data)).toEqual([3, 2, 2, 2, 3, 7]);
    expect((await call(t, people.maya.cookie, 'GET', '/reports/tasks?scope=all')).statusCode).toBe(403);
  });

  it('another organization sees none of these tasks', async () => {
    const data = await report(other.admin.cookie);
    expect(data.rows).toEqual([]);
    expect(data.grandTotal.total).toBe(0);
  });

  it('filters by completion date in the organization’s zone, and by customer and priority', async () => {
    const completed = await report(acme.admin.cookie, 'dateBasis=completed&from=2031-06-11&to=2031-06-30');
    expect(grandOf(completed)).toEqual([2, 0, 0, 1, 1, 2]); // tasks 2 (00:30 IST on the 11th) and 7
    const byCustomer = await report(acme.admin.cookie, `customerId=${await alphaId()}&priority=High`);
    expect(grandOf(byCustomer)).toEqual([1, 1, 0, 0, 1, 2]); // tasks 2 (late) and 4 (due today)
  });

  it('Custom groups by month of the due date with the chosen columns (reports.generate)', async () => {
    const data = await report(acme.admin.cookie, 'type=custom&groupBy=month&columns=total,overdue');
    expect(data.columns).toEqual(['total', 'overdue']);
    expect(data.rows.map((row) => [row.keys[0]?.label, row.counts.total, row.counts.overdue])).toEqual([
      ['2031-05', 1, 1],
      ['2031-06', 8, 3],
      ['2031-07', 1, 0],
    ]);
    expect(
      (await call(t, people.farid.cookie, 'GET', '/reports/tasks?type=custom&groupBy=status')).statusCode,
    ).toBe(403);
  });

  it('orders rows by the lower-case name, a name held twice by id, in any script', async () => {
    const firm = await newOrganization(t, 'Ordering LLP');
    const person = await firm.member('Employee', { name: 'Om Prakash' });
    const named = ['अनन्या Associates', 'Same Name', 'éclair Foods', 'Same Name', 'same name Traders', 'Zeta'];
    const customerIds = [];
    for (const name of named) customerIds.push(await firm.customer(name));
    await t.db.insert(tasks).values(
      customerIds.map((customerId, n) => ({
        organizationId: firm.orgId,
        displayId: `ORD-${n + 1}`,
        title: `Task ${n + 1}`,
        customerId,
        assigneeId: person.id,
        status: 'Pending',
        dueDate: '2031-06-20',
      })),
    );
    const [first, second] = [customerIds[1], customerIds[3]].sort() as [string, string];
    const rows = (await report(firm.admin.cookie)).rows.map((row) => [
      row.keys[0]?.label,
      row.keys[0]?.value,
    ]);
    // By code point of the lower-case name (the database's C collation): ASCII, then é, then Devanagari.
    expect(rows).toEqual([
      ['Same Name', first],
      ['Same Name', second],
      ['same name Traders', customerIds[4]],
      ['Zeta', customerIds[5]],
      ['éclair Foods', customerIds[2]],
      ['अनन्या Associates', customerIds[0]],
    ]);
  });
});

async function alphaId() {
  const data = await report(acme.admin.cookie);
  return data.rows[0]?.keys[0]?.value as string;
}

describe('a cell links to the Task List of exactly the tasks it counts', () => {
  async function checkCells(cookie: string, query: string) {
    const data = await report(cookie, query);
    const parsed = TaskReportQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const me = (await t.db.select({ id: users.id }).from(users)).map((row) => row.id);
    expect(me.length).toBeGreaterThan(0);
    let checked = 0;
    for (const row of data.rows) {
      for (const measure of REPORT_MEASURES as readonly ReportMeasure[]) {
        const link = taskListQueryForCell(parsed, row.keys, measure, { scope: data.scope, userId: '' });
        if (link === null) {
          // Only a status row under a column of other statuses (Completed row, Pending column): always 0.
          expect(row.keys.some((key) => key.grouping === 'status')).toBe(true);
          expect(row.counts[measure]).toBe(0);
          continue;
        }
        const list = await call(t, cookie, 'GET', `/tasks?pageSize=100&${new URLSearchParams(link ?? {})}`);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().meta.total, `${row.keys.map((key) => key.label)} ${measure}`).toBe(
          row.counts[measure],
        );
        checked++;
      }
    }
    return checked;
  }

  it('for every cell of the Summary, for the admin and for the manager', async () => {
    expect(await checkCells(acme.admin.cookie, '')).toBe(EXPECTED.length * 6);
    expect(await checkCells(people.maya.cookie, '')).toBe(18);
  });

  it('with a completion-date range, and in a Custom report by priority and status', async () => {
    await checkCells(acme.admin.cookie, 'dateBasis=completed&from=2031-06-11&to=2031-06-30');
    await checkCells(acme.admin.cookie, 'type=custom&groupBy=priority,status');
    await checkCells(acme.admin.cookie, 'type=custom&groupBy=user,month&dateBasis=created');
  });

  it('the overdue cell of Alpha / Esha lists tasks 2 and 3', async () => {
    const data = await report(acme.admin.cookie);
    const row = data.rows[0];
    const link = taskListQueryForCell(TaskReportQuerySchema.parse({}), row?.keys ?? [], 'overdue', {
      scope: 'all',
      userId: '',
    });
    const list = await call(t, acme.admin.cookie, 'GET', `/tasks?${new URLSearchParams(link ?? {})}`);
    expect(
      list
        .json()
        .data.map((task: { displayId: string }) => task.displayId)
        .sort(),
    ).toEqual(['ACM-2', 'ACM-3']);
  });
});

describe('Detailed report', () => {
  it('lists every task with its dates, status, assignee, hours logged and timeliness', async () => {
    const response = await call(t, acme.admin.cookie, 'GET', '/reports/tasks/rows?type=detailed&pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as {
      displayId: string;
      hoursLogged: number;
      timeliness: string | null;
    }[];
    expect(rows).toHaveLength(10);
    const byId = Object.fromEntries(rows.map((row) => [row.displayId, row]));
    expect(byId['ACM-1']).toMatchObject({ hoursLogged: 1.5, timeliness: 'onTime', assignee: 'Esha One' });
    expect(byId['ACM-2']?.timeliness).toBe('overdue');
    expect(byId['ACM-4']?.timeliness).toBeNull();
    const mine = await call(t, people.farid.cookie, 'GET', '/reports/tasks/rows');
    expect(
      mine
        .json()
        .data.map((row: { displayId: string }) => row.displayId)
        .sort(),
    ).toEqual(['ACM-7', 'ACM-8', 'ACM-9']);
  });
});

describe('exports give the same numbers', () => {
  const expectedCsv = [
    ['Company Name', 'User Name', 'Completed', 'Pending', 'In Process', 'On Time', 'Overdue', 'Total'],
    ...EXPECTED.map((row) => row.map(String)),
    ['Grand Total', '', ...GRAND.map(String)],
  ];

  it('CSV (parsed back)', async () => {
    const response = await call(t, acme.admin.cookie, 'GET', '/reports/tasks/export.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(parse(response.body.replace(/^\uFEFF/, ''))).toEqual(expectedCsv);
  });

  it('Excel (read back): typed numbers, header row, frozen pane', async () => {
    const response = await call(t, acme.admin.cookie, 'GET', '/reports/tasks/export.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values: unknown[][] = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      values.push(Array.from((row.values as unknown[]).slice(1), (value) => value ?? ''));
    });
    expect(values).toEqual([expectedCsv[0], ...EXPECTED, ['Grand Total', '', ...GRAND]]);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('PDF (text extracted with pdftotext): title, organization, every row and the grand total, page numbers', async () => {
    const response = await call(
      t,
      acme.admin.cookie,
      'GET',
      '/reports/tasks/export.pdf?dateBasis=due&from=2031-01-01&to=2031-12-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Task Report');
    expect(text).toContain('Acme Advisory LLP');
    expect(text).toContain('Due date: 2031-01-01 to 2031-12-31');
    expect(text).toMatch(/Generated .*15 Jun 2031, 12:00/);
    expect(text).toContain('Page 1 of 1');
    const lines = text.split('\n');
    for (const row of [...EXPECTED, ['Grand Total', '', ...GRAND] as const]) {
      const line = lines.find(
        (candidate) => candidate.includes(String(row[0])) && candidate.includes(String(row[1])),
      );
      expect(line, String(row)).toBeDefined();
      expect(
        line
          ?.trim()
          .split(/\s{2,}/)
          .slice(-6)
          .map(Number),
      ).toEqual(row.slice(2));
    }
  });

  it('Detailed CSV and Excel neutralise formulas and stream every task', async () => {
    const csv = await call(t, acme.admin.cookie, 'GET', '/reports/tasks/export.csv?type=detailed');
    const records = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(records).toHaveLength(11);
    expect(records.find((row) => row[0] === 'ACM-5')?.[1]).toBe('\'=HYPERLINK("http://evil.test")');
    // Created, Due Date and Completed as days in the organization's zone: ACM-2 was completed at 00:30 IST.
    const days = (id: string) => records.find((row) => row[0] === id)?.slice(10, 13);
    expect([days('ACM-1'), days('ACM-2'), days('ACM-3')]).toEqual([
      ['2031-05-01', '2031-06-10', '2031-06-10'],
      ['2031-05-02', '2031-06-10', '2031-06-11'],
      ['2031-05-03', '2031-06-14', ''],
    ]);
    const xlsx = await call(t, acme.admin.cookie, 'GET', '/reports/tasks/export.xlsx?type=detailed');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(11);
    const row5 = sheet?.getRows(2, 10)?.find((row) => row.getCell(1).value === 'ACM-5');
    expect(row5?.getCell(2).value).toBe('\'=HYPERLINK("http://evil.test")');
    expect(row5?.getCell(12).value).toEqual(new Date('2031-06-20T00:00:00Z'));
    const row1 = sheet?.getRows(2, 10)?.find((row) => row.getCell(1).value === 'ACM-1');
    expect(row1?.getCell(14).value).toBe(1.5);
    const row2 = sheet?.getRows(2, 10)?.find((row) => row.getCell(1).value === 'ACM-2');
    expect([row2?.getCell(11).value, row2?.getCell(13).value]).toEqual([
      new Date('2031-05-02T00:00:00Z'),
      new Date('2031-06-11T00:00:00Z'),
    ]);
  });

  it('Detailed files read every page of a large firm, on PostgreSQL in the worker that writes them', async () => {
    const bulk = await newOrganization(t, 'Bulk Books LLP');
    const customerId = await bulk.customer('Many Returns Ltd');
    // 2,345 tasks over 40 due days: pages of 1,000 end inside a day, so the keyset's tie on id is read.
    await t.db.execute(sql`
      insert into tasks (organization_id, display_id, title, customer_id, assignee_id, status, due_date, priority)
      select ${bulk.orgId}, 'BLK-' || n, 'Return ' || n, ${customerId}, ${bulk.admin.id}, 'Pending',
        date '2031-07-01' + (n % 40), 3
      from generate_series(1, 2345) as n`);
    const dialect = new PgDialect();
    const execute = vi.spyOn(t.app.heavyDb, 'execute');
    try {
      const csv = await call(t, bulk.admin.cookie, 'GET', '/reports/tasks/export.csv?type=detailed');
      const xlsx = await call(t, bulk.admin.cookie, 'GET', '/reports/tasks/export.xlsx?type=detailed');
      const records = (parse(csv.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
      expect(records).toHaveLength(2345);
      expect(new Set(records.map((row) => row[0])).size).toBe(2345);
      const dues = records.map((row) => row[11] as string);
      expect(dues).toEqual([...dues].sort());
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.rowCount).toBe(2346);
      const pagesReadHere = execute.mock.calls.filter(([query]) =>
        dialect.sqlToQuery(query as SQL).sql.includes('"minutesLogged"'),
      ).length;
      // PGlite belongs to this thread, which reads its three pages a file; a worker has its own connections to PostgreSQL.
      expect(pagesReadHere).toBe(t.database.driver === 'postgres' ? 0 : 6);
    } finally {
      execute.mockRestore();
    }
  });

  it('Download gates CSV and PDF, Export Report gates Excel', async () => {
    // Employees hold reports.view only.
    for (const format of ['csv', 'pdf', 'xlsx'])
      expect((await call(t, people.farid.cookie, 'GET', `/reports/tasks/export.${format}`)).statusCode).toBe(
        403,
      );
    expect((await call(t, people.maya.cookie, 'GET', '/reports/tasks/export.xlsx')).statusCode).toBe(200);
  });
});

describe('saved report definitions', () => {
  it('are saved, named, private or shared, and re-run by their parameters', async () => {
    const body = {
      name: 'Alpha overdue',
      type: 'summary',
      params: { customerId: 'x', dateBasis: 'due' },
      isShared: false,
    };
    const saved = await call(t, people.maya.cookie, 'POST', '/reports/definitions', body);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id;
    expect((await call(t, people.maya.cookie, 'POST', '/reports/definitions', body)).statusCode).toBe(400);
    const listOf = async (cookie: string) =>
      (await call(t, cookie, 'GET', '/reports/definitions'))
        .json()
        .data.map((row: { name: string }) => row.name);
    expect(await listOf(people.maya.cookie)).toEqual(['Alpha overdue']);
    expect(await listOf(people.farid.cookie)).toEqual([]);
    const shared = await call(t, people.maya.cookie, 'PUT', `/reports/definitions/${id}`, {
      ...body,
      isShared: true,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await listOf(people.farid.cookie)).toEqual(['Alpha overdue']);
    expect(await listOf(other.admin.cookie)).toEqual([]);
    // Others may run it but not change it; another organization cannot find it.
    expect((await call(t, acme.admin.cookie, 'DELETE', `/reports/definitions/${id}`)).statusCode).toBe(403);
    expect((await call(t, other.admin.cookie, 'DELETE', `/reports/definitions/${id}`)).statusCode).toBe(404);
    expect((await call(t, people.farid.cookie, 'POST', '/reports/definitions', body)).statusCode).toBe(403);
    expect((await call(t, people.maya.cookie, 'DELETE', `/reports/definitions/${id}`)).statusCode).toBe(204);
    expect(await listOf(people.maya.cookie)).toEqual([]);
  });
});

/**
 * Issue 38, item 9: the hours column sums only the time of people whose time the reader may read (the
 * time report's reach), typed durations included, each entry rounded to the organization's step as the
 * time report rounds it. Esha (Employee, own rows) works for Maya (Manager: View All Tasks).
 */
describe('Detailed report hours, as their reader may read them', () => {
  const typed = (userId: string, taskId: number, day: string, minutes: number) => ({
    organizationId: acme.orgId,
    userId,
    taskId: ids[taskId] as string,
    entryDate: day,
    typedMinutes: minutes,
  });
  const range = (userId: string, taskId: number, day: string, from: string, minutes: number) => {
    const startedAt = new Date(`${day}T${from}:00Z`);
    return {
      organizationId: acme.orgId,
      userId,
      taskId: ids[taskId] as string,
      entryDate: day,
      startedAt,
      endedAt: new Date(startedAt.getTime() + minutes * 60_000),
    };
  };
  const hoursOf = async (cookie: string) => {
    const response = await call(t, cookie, 'GET', '/reports/tasks/rows?type=detailed&pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      (response.json().data as { displayId: string; hoursLogged: number }[]).map((row) => [
        row.displayId,
        row.hoursLogged,
      ]),
    );
  };
  const setRounding = (minutes: number) =>
    t.db.update(organizations).set({ timeRoundingMinutes: minutes }).where(eq(organizations.id, acme.orgId));

  beforeAll(async () => {
    await t.db.insert(timeEntries).values([
      // Maya's 3 h 07 min and Esha's 30 min on Esha's task 3.
      range(people.maya.id, 3, '2031-06-11', '04:00', 187),
      range(people.esha.id, 3, '2031-06-11', '08:00', 30),
      // 85 minutes on task 6: a typed 40 and a range of 45.
      typed(people.esha.id, 6, '2031-06-12', 40),
      range(people.esha.id, 6, '2031-06-12', '04:00', 45),
    ]);
  });

  it('an own-rows reader sums her own hours on her task, not her manager’s', async () => {
    const esha = await hoursOf(people.esha.cookie);
    expect(esha['ACM-3']).toBe(0.5);
    // Everyone's, for readers of everyone's time (View All User, View All Tasks): 217 minutes.
    expect((await hoursOf(acme.admin.cookie))['ACM-3']).toBe(3.62);
    expect((await hoursOf(people.maya.cookie))['ACM-3']).toBe(3.62);
  });

  it('counts typed durations, and rounds each entry to the organization’s step as the time report does', async () => {
    expect((await hoursOf(people.esha.cookie))['ACM-6']).toBe(1.42); // 85 minutes
    await setRounding(15);
    try {
      // 40 and 45 minutes, each rounded up to 45: 90 minutes, what the time report shows for that day.
      const time = await call(t, people.esha.cookie, 'GET', '/reports/time?from=2031-06-12&to=2031-06-12');
      expect(time.statusCode, time.body).toBe(200);
      expect(time.json().data.total.totalMinutes).toBe(90);
      expect((await hoursOf(people.esha.cookie))['ACM-6']).toBe(1.5);
      // 187 rounds to 195, 30 stays: 225 minutes.
      expect((await hoursOf(acme.admin.cookie))['ACM-3']).toBe(3.75);
    } finally {
      await setRounding(0);
    }
  });

  it('the files read the same hours as their reader', async () => {
    const [esha] = await t.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.id, people.esha.id));
    const [role] = await t.db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.id, esha?.roleId as string));
    const held = role?.permissions ?? [];
    // Esha's Employee role, with Download for this test only.
    await t.db
      .update(roles)
      .set({ permissions: [...held, 'reports.download'] })
      .where(eq(roles.id, esha?.roleId as string));
    try {
      const csv = await call(t, people.esha.cookie, 'GET', '/reports/tasks/export.csv?type=detailed');
      expect(csv.statusCode, csv.body).toBe(200);
      const records = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
      const hoursColumn = Object.keys(records[0] ?? {}).find((name) => /hours/i.test(name)) as string;
      const byId = Object.fromEntries(records.map((row) => [row['Task ID'], row[hoursColumn]]));
      expect([byId['ACM-3'], byId['ACM-6']]).toEqual(['0.5', '1.42']);
    } finally {
      await t.db
        .update(roles)
        .set({ permissions: held })
        .where(eq(roles.id, esha?.roleId as string));
    }
  });
});
