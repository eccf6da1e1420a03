/**
 * The compliance matrix (issue 40, item 6): clients down, periods across, each cell the job's state,
 * overdue judged in the organization's zone (at 23:50 and 00:10 in Kolkata, a fixed clock), filters,
 * counts per period, paging, who may read it, and its workbook.
 */
import { JOB_STATE_LABELS, type MatrixRow } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientServices } from '../../db/schema';
import { type ClientWork, clientWork } from '../../test/client-work.fixture';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let work: ClientWork;
let gst: string;
let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;
let manager: Awaited<ReturnType<OrganizationFixture['member']>>;
const client: Record<string, string> = {};

/** 23:50 on 20 Nov 2026 in Kolkata: October's GSTR-3B (due 20 Nov) is due today, not overdue. */
const BEFORE_MIDNIGHT = new Date('2026-11-20T18:20:00Z');
/** 00:10 on 21 Nov 2026 in Kolkata (still the 20th in UTC): it is overdue. */
const AFTER_MIDNIGHT = new Date('2026-11-20T18:40:00Z');

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Chartered Accountants');
  work = clientWork(t, acme);
  manager = await acme.member('Manager', { name: 'Meera Manager' });
  preparer = await acme.member('Employee', { name: 'Priya Preparer', managerId: manager.id });
  gst = await work.service('GSTR-3B');
  client.asha = await work.client('Asha Textiles', { tags: ['GST monthly'], responsibleId: preparer.id });
  client.bharat = await work.client('Bharat Motors', { responsibleId: manager.id });
  client.chitra = await work.client('Chitra Foods', { responsibleId: manager.id });
  client.ekta = await work.client('Ekta Exports');
  client.farhan = await work.client('Farhan Steel');
  await work.apply(gst, client.asha, '2026-06-01');
  // Bharat's GST is done by the preparer although the manager is responsible for the client.
  await work.apply(gst, client.bharat, '2026-06-01', preparer.id);
  const chitra = await work.apply(gst, client.chitra, '2026-06-01');
  const ekta = await work.apply(gst, client.ekta, '2026-06-01');
  const farhan = await work.apply(gst, client.farhan, '2027-06-01');
  // June to October's jobs have come by 20 Nov (November's appears on 15 Dec, five days before its date).
  await work.generate('2026-11-20');
  await t.db.update(clientServices).set({ status: 'paused' }).where(eq(clientServices.id, chitra));
  // Ended: Ekta's jobs stay in the matrix; Farhan had none, so Farhan leaves it.
  await t.db.update(clientServices).set({ status: 'ended' }).where(eq(clientServices.id, ekta));
  await t.db.update(clientServices).set({ status: 'ended' }).where(eq(clientServices.id, farhan));

  const jobOf = (customer: string | undefined, period: string) => work.job(gst, customer ?? '', period);
  const earlier = ['2026-06', '2026-07', '2026-08', '2026-09'];
  for (const customer of [client.asha, client.bharat, client.chitra, client.ekta]) {
    await work.setSteps(
      await Promise.all(earlier.map(async (period) => (await jobOf(customer, period)).id)),
      'Completed',
    );
  }
  await work.setSteps([(await jobOf(client.asha, '2026-10')).id], 'Completed');
  await work.setSteps([(await jobOf(client.bharat, '2026-10')).id], 'In Progress', true);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function at(instant: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
}

async function matrix(query = '', cookie = acme.admin.cookie) {
  const response = await call(t, cookie, 'GET', `/services/${gst}/matrix${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      today: string;
      currentPeriod: string;
      periods: { key: string; label: string; counts: Record<string, number> }[];
      rows: MatrixRow[];
      choices: { tags: string[]; responsible: { id: string; name: string }[] };
    };
    meta: { total: number };
  };
}

const statesIn = (rows: MatrixRow[], period: string) =>
  Object.fromEntries(rows.map((row) => [row.customer.name, row.cells[period]?.state ?? null]));

describe('the compliance matrix', () => {
  it('shows the last 6 and the next period by default, clients by name, each cell its job', async () => {
    at(BEFORE_MIDNIGHT);
    const { data, meta } = await matrix();
    expect(data.today).toBe('2026-11-20');
    expect(data.currentPeriod).toBe('2026-11');
    expect(data.periods.map((period) => period.key)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(data.periods[5]?.label).toBe('Oct 2026');
    // Farhan's service ended before any job: not a row; Ekta's ended with jobs shown: a row.
    expect(data.rows.map((row) => [row.customer.name, row.status])).toEqual([
      ['Asha Textiles', 'active'],
      ['Bharat Motors', 'active'],
      ['Chitra Foods', 'paused'],
      ['Ekta Exports', 'ended'],
    ]);
    expect(meta.total).toBe(4);
    const asha = data.rows[0];
    const october = await work.job(gst, client.asha ?? '', '2026-10');
    expect(asha?.cells['2026-10']).toEqual({
      jobId: october.id,
      state: 'done',
      jobDate: '2026-11-20',
      extendedTo: null,
    });
    expect(asha?.cells['2026-05']).toBeUndefined();
    expect(asha?.cells['2026-11']).toBeUndefined();
    // The responsible member is the client service's assignee, else the client's.
    expect(data.rows.map((row) => row.responsible?.name ?? null)).toEqual([
      'Priya Preparer',
      'Priya Preparer',
      'Meera Manager',
      null,
    ]);
    expect(data.choices).toEqual({
      tags: ['GST monthly'],
      responsible: [
        { id: manager.id, name: 'Meera Manager' },
        { id: preparer.id, name: 'Priya Preparer' },
      ],
    });
  });

  it("turns a job overdue after midnight in the organization's zone, and counts each period by state", async () => {
    at(BEFORE_MIDNIGHT);
    const before = await matrix();
    expect(statesIn(before.data.rows, '2026-10')).toEqual({
      'Asha Textiles': 'done',
      'Bharat Motors': 'in_progress',
      'Chitra Foods': 'not_started',
      'Ekta Exports': 'not_started',
    });
    expect(before.data.periods.find((period) => period.key === '2026-10')?.counts).toEqual({
      not_started: 2,
      in_progress: 1,
      waiting_on_client: 0,
      done: 1,
      overdue: 0,
    });

    at(AFTER_MIDNIGHT);
    const after = await matrix();
    expect(after.data.today).toBe('2026-11-21');
    expect(statesIn(after.data.rows, '2026-10')).toEqual({
      'Asha Textiles': 'done',
      'Bharat Motors': 'overdue',
      'Chitra Foods': 'overdue',
      'Ekta Exports': 'overdue',
    });
    expect(after.data.periods.find((period) => period.key === '2026-10')?.counts).toMatchObject({
      done: 1,
      overdue: 3,
      in_progress: 0,
    });
    expect(after.data.periods.find((period) => period.key === '2026-09')?.counts.done).toBe(4);
  });

  it('filters by tag, responsible member, state and name; counts follow the filters', async () => {
    at(AFTER_MIDNIGHT);
    const names = (body: Awaited<ReturnType<typeof matrix>>) =>
      body.data.rows.map((row) => row.customer.name);
    expect(names(await matrix('tag=gst%20monthly'))).toEqual(['Asha Textiles']);
    expect(names(await matrix(`responsibleId=${preparer.id}`))).toEqual(['Asha Textiles', 'Bharat Motors']);
    expect(names(await matrix(`responsibleId=${manager.id}`))).toEqual(['Chitra Foods']);
    const overdue = await matrix('state=overdue');
    expect(names(overdue)).toEqual(['Bharat Motors', 'Chitra Foods', 'Ekta Exports']);
    expect(overdue.meta.total).toBe(3);
    expect(overdue.data.periods.find((period) => period.key === '2026-10')?.counts.overdue).toBe(3);
    expect(overdue.data.periods.find((period) => period.key === '2026-10')?.counts.done).toBe(0);
    expect(names(await matrix('state=in_progress'))).toEqual([]);
    expect(names(await matrix('q=motors'))).toEqual(['Bharat Motors']);
    // One period: who is still pending for October.
    const october = await matrix('fromPeriod=2026-10&toPeriod=2026-10&state=overdue');
    expect(october.data.periods.map((period) => period.key)).toEqual(['2026-10']);
    expect(names(october)).toEqual(['Bharat Motors', 'Chitra Foods', 'Ekta Exports']);
  });

  it('pages the clients by name', async () => {
    at(AFTER_MIDNIGHT);
    const first = await matrix('pageSize=2');
    const second = await matrix('pageSize=2&page=2');
    expect(first.data.rows.map((row) => row.customer.name)).toEqual(['Asha Textiles', 'Bharat Motors']);
    expect(second.data.rows.map((row) => row.customer.name)).toEqual(['Chitra Foods', 'Ekta Exports']);
    expect([first.meta.total, second.meta.total]).toEqual([4, 4]);
    // The counts are the whole matrix's, whichever page is read.
    expect(second.data.periods.find((period) => period.key === '2026-09')?.counts.done).toBe(4);
  });

  it('shows quarterly periods aligned to the financial year', async () => {
    at(AFTER_MIDNIGHT);
    const tds = await work.service('TDS return', {
      frequency: 'quarterly',
      rule: { kind: 'day_after_period', day: 31, monthsAfter: 1 },
      steps: [{ title: 'File', due: 0 }],
    });
    await work.apply(tds, client.asha ?? '', '2026-04-01');
    await work.generate('2026-11-21');
    const response = await call(t, acme.admin.cookie, 'GET', `/services/${tds}/matrix`);
    const { data } = response.json();
    expect(data.periods.map((period: { label: string }) => period.label)).toEqual([
      'Q1 FY 2025-26',
      'Q2 FY 2025-26',
      'Q3 FY 2025-26',
      'Q4 FY 2025-26',
      'Q1 FY 2026-27',
      'Q2 FY 2026-27',
      'Q3 FY 2026-27',
      'Q4 FY 2026-27',
    ]);
    expect(data.currentPeriod).toBe('2026-10');
    // Q1 (due 31 July) and Q2 (due 31 October) have come; Q2 is overdue on 21 November.
    expect(data.rows[0].cells['2026-04'].state).toBe('overdue');
    expect(data.rows[0].cells['2026-07'].state).toBe('overdue');
    expect(data.rows[0].cells['2026-07'].jobDate).toBe('2026-10-31');
  });

  it('refuses a range it cannot show, naming the field', async () => {
    const refused = async (query: string) => {
      const response = await call(t, acme.admin.cookie, 'GET', `/services/${gst}/matrix?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.details.fields;
    };
    expect(await refused('fromPeriod=2026-13')).toEqual({ fromPeriod: 'Choose a period such as 2026-11' });
    expect(await refused('fromPeriod=2027-01&toPeriod=2026-01')).toEqual({
      fromPeriod: 'The first period must not be after the last',
    });
    expect(await refused('fromPeriod=2020-01&toPeriod=2026-01')).toEqual({
      toPeriod: 'Show at most 24 periods at once',
    });
    expect(Object.keys(await refused('state=late'))).toEqual(['state']);
  });
});

describe('who may read the matrix', () => {
  it('needs View Services; another organization’s service is not found', async () => {
    const viewer = await acme.memberWith(['services.view']);
    const taskReader = await acme.memberWith(['tasks.view', 'tasks.view_all', 'customers.view']);
    expect((await call(t, viewer.cookie, 'GET', `/services/${gst}/matrix`)).statusCode).toBe(200);
    const refused = await call(t, taskReader.cookie, 'GET', `/services/${gst}/matrix`);
    expect(refused.statusCode).toBe(403);
    expect((await call(t, taskReader.cookie, 'GET', `/services/${gst}/matrix.xlsx`)).statusCode).toBe(403);

    const other = await newOrganization(t, 'Other Practice LLP');
    const outsider = await call(t, other.admin.cookie, 'GET', `/services/${gst}/matrix`);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('Asha');
    expect((await call(t, other.admin.cookie, 'GET', `/services/${gst}/matrix.xlsx`)).statusCode).toBe(404);
  });
});

describe('the matrix as Excel', () => {
  it('holds a row per client with states in words and the counts per period at the foot', async () => {
    at(AFTER_MIDNIGHT);
    const response = await call(
      t,
      acme.admin.cookie,
      'GET',
      `/services/${gst}/matrix.xlsx?fromPeriod=2026-09&toPeriod=2026-10`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="gstr-3b-matrix-2026-11-21.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('GSTR-3B');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => {
      // An empty cell is not written: it reads back as nothing.
      rows.push(Array.from({ length: 4 }, (_, index) => row.getCell(index + 1).value ?? ''));
    });
    expect(rows).toEqual([
      ['Client', 'Responsible', 'Sep 2026', 'Oct 2026'],
      ['Asha Textiles', 'Priya Preparer', 'Done', 'Done'],
      ['Bharat Motors', 'Priya Preparer', 'Done', 'Overdue'],
      ['Chitra Foods', 'Meera Manager', 'Done', 'Overdue'],
      ['Ekta Exports', '', 'Done', 'Overdue'],
      [JOB_STATE_LABELS.not_started, '', 0, 0],
      [JOB_STATE_LABELS.in_progress, '', 0, 0],
      [JOB_STATE_LABELS.waiting_on_client, '', 0, 0],
      [JOB_STATE_LABELS.done, '', 4, 1],
      [JOB_STATE_LABELS.overdue, '', 0, 3],
    ]);
    expect(sheet?.getRow(10).font?.bold).toBe(true);
  });
});
