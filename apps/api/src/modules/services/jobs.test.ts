/**
 * Jobs in the product (issue 40): a job's page (View Services, or a reader of one of its tasks, who sees
 * the tasks within reach), a client's jobs by service, and the partner's laggards on the home, judged
 * in the organization's zone with a fixed clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ClientWork, clientWork } from '../../test/client-work.fixture';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let work: ClientWork;
let reviewer: Awaited<ReturnType<OrganizationFixture['member']>>;
let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;
let bystander: Awaited<ReturnType<OrganizationFixture['member']>>;
let gst: string;
let tds: string;
let clients: Record<'sharma' | 'kulkarni' | 'nair', string>;

/** 00:10 on 21 Nov 2026 in Kolkata. */
const TODAY = new Date('2026-11-20T18:40:00Z');

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Jobs Practice LLP');
  work = clientWork(t, acme);
  reviewer = await acme.member('Manager', { name: 'Rohan Reviewer' });
  preparer = await acme.member('Employee', { name: 'Pooja Preparer', managerId: reviewer.id });
  bystander = await acme.member('Employee', { name: 'Bina Bystander' });
  gst = await work.service('GSTR-3B', {
    steps: [
      { title: 'Prepare', due: -5, assigneeId: preparer.id },
      { title: 'File', due: 0, assigneeId: reviewer.id },
    ],
  });
  // TDS payment falls on the 22nd: October's is due within three days of 21 November.
  tds = await work.service('TDS payment', {
    rule: { kind: 'day_after_period', day: 22, monthsAfter: 1 },
    leadDays: 7,
    steps: [{ title: 'Pay', due: 0, assigneeId: reviewer.id }],
  });
  const pt = await work.service('Professional tax', {
    rule: { kind: 'day_after_period', day: 25, monthsAfter: 1 },
    leadDays: 7,
    steps: [{ title: 'Pay', due: 0, assigneeId: reviewer.id }],
  });
  clients = {
    sharma: await work.client('Sharma Traders'),
    kulkarni: await work.client('Kulkarni & Sons'),
    nair: await work.client('Nair Family HUF'),
  };
  for (const customer of Object.values(clients)) await work.apply(gst, customer, '2026-09-01');
  await work.apply(tds, clients.sharma, '2026-10-01');
  await work.apply(pt, clients.sharma, '2026-10-01');
  await work.generate('2026-11-21');
  // Sharma's September and October are filed; the others' October is not.
  await work.setSteps(
    [
      (await work.job(gst, clients.sharma, '2026-09')).id,
      (await work.job(gst, clients.sharma, '2026-10')).id,
    ],
    'Completed',
  );
  await work.setSteps([(await work.job(gst, clients.kulkarni, '2026-09')).id], 'Completed');
  await work.setSteps([(await work.job(gst, clients.nair, '2026-09')).id], 'Completed');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function today() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
}

describe('a job', () => {
  it('shows its dates, state and step tasks to a View Services holder', async () => {
    today();
    const job = await work.job(gst, clients.nair, '2026-10');
    const response = await call(t, acme.admin.cookie, 'GET', `/jobs/${job.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: job.id,
      title: 'GSTR-3B – Oct 2026',
      customer: { id: clients.nair, name: 'Nair Family HUF' },
      service: { id: gst, name: 'GSTR-3B' },
      periodKey: '2026-10',
      periodLabel: 'Oct 2026',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      jobDate: '2026-11-20',
      extendedTo: null,
      state: 'overdue',
      today: '2026-11-21',
      hiddenTasks: 0,
      extensions: [],
    });
    expect(
      data.tasks.map(
        (task: { title: string; assignee: { name: string }; dueDate: string; isOverdue: boolean }) => [
          task.title,
          task.assignee.name,
          task.dueDate,
          task.isOverdue,
        ],
      ),
    ).toEqual([
      ['GSTR-3B – Oct 2026: Prepare', 'Pooja Preparer', '2026-11-15', true],
      ['GSTR-3B – Oct 2026: File', 'Rohan Reviewer', '2026-11-20', true],
    ]);
  });

  it('is read by an assignee of one of its tasks, who sees their own tasks only', async () => {
    const job = await work.job(gst, clients.nair, '2026-10');
    const mine = await call(t, preparer.cookie, 'GET', `/jobs/${job.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.tasks.map((task: { title: string }) => task.title)).toEqual([
      'GSTR-3B – Oct 2026: Prepare',
    ]);
    expect(mine.json().data.hiddenTasks).toBe(1);
    // Without a task of it within reach the job is not found; without any of the permissions, refused.
    expect((await call(t, bystander.cookie, 'GET', `/jobs/${job.id}`)).statusCode).toBe(404);
    const nobody = await acme.memberWith(['customers.view']);
    expect((await call(t, nobody.cookie, 'GET', `/jobs/${job.id}`)).statusCode).toBe(403);
    // View Services alone reads the job; its tasks are counted, not shown.
    const viewer = await acme.memberWith(['services.view']);
    const counted = (await call(t, viewer.cookie, 'GET', `/jobs/${job.id}`)).json().data;
    expect([counted.tasks, counted.hiddenTasks]).toEqual([[], 2]);
    const other = await newOrganization(t, 'Another Firm LLP');
    const outsider = await call(t, other.admin.cookie, 'GET', `/jobs/${job.id}`);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('Nair');
  });
});

describe("a client's jobs", () => {
  it('lists each service with its open and overdue jobs and the latest jobs first', async () => {
    today();
    const response = await call(t, acme.admin.cookie, 'GET', `/customers/${clients.sharma}/jobs`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.today).toBe('2026-11-21');
    expect(
      data.services.map((entry: { service: { name: string }; openJobs: number; overdueJobs: number }) => [
        entry.service.name,
        entry.openJobs,
        entry.overdueJobs,
      ]),
    ).toEqual([
      ['GSTR-3B', 0, 0],
      ['Professional tax', 1, 0],
      ['TDS payment', 1, 0],
    ]);
    expect(
      data.services[0].jobs.map((job: { periodLabel: string; state: string }) => [
        job.periodLabel,
        job.state,
      ]),
    ).toEqual([
      ['Oct 2026', 'done'],
      ['Sep 2026', 'done'],
    ]);
    const nair = (await call(t, acme.admin.cookie, 'GET', `/customers/${clients.nair}/jobs`)).json().data;
    expect(nair.services[0]).toMatchObject({ openJobs: 1, overdueJobs: 1 });
    expect(nair.services[0].jobs[0]).toMatchObject({
      periodKey: '2026-10',
      state: 'overdue',
      jobDate: '2026-11-20',
    });
  });

  it('needs View Services and a client of the organization', async () => {
    expect((await call(t, preparer.cookie, 'GET', `/customers/${clients.sharma}/jobs`)).statusCode).toBe(403);
    const other = await newOrganization(t, 'Third Firm LLP');
    expect((await call(t, other.admin.cookie, 'GET', `/customers/${clients.sharma}/jobs`)).statusCode).toBe(
      404,
    );
  });
});

describe("the partner's laggards", () => {
  it('lists open jobs overdue or due within three days, by service, with counts', async () => {
    today();
    const response = await call(t, acme.admin.cookie, 'GET', '/jobs/laggards');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect([data.today, data.dueBy]).toEqual(['2026-11-21', '2026-11-24']);
    // Professional tax (due 25 Nov) is not yet a laggard; Sharma's filed GSTR-3B is not one.
    expect(
      data.services.map((entry: { service: { name: string }; overdue: number; dueSoon: number }) => [
        entry.service.name,
        entry.overdue,
        entry.dueSoon,
      ]),
    ).toEqual([
      ['GSTR-3B', 2, 0],
      ['TDS payment', 0, 1],
    ]);
    expect(
      data.services[0].jobs.map((job: { customerName: string; periodLabel: string; state: string }) => [
        job.customerName,
        job.periodLabel,
        job.state,
      ]),
    ).toEqual([
      ['Kulkarni & Sons', 'Oct 2026', 'overdue'],
      ['Nair Family HUF', 'Oct 2026', 'overdue'],
    ]);
    expect(data.services[1].jobs[0]).toMatchObject({ dueDate: '2026-11-22', state: 'not_started' });
  });

  it('needs View Services', async () => {
    expect((await call(t, preparer.cookie, 'GET', '/jobs/laggards')).statusCode).toBe(403);
    const other = await newOrganization(t, 'Quiet Firm LLP');
    const empty = await call(t, other.admin.cookie, 'GET', '/jobs/laggards');
    expect(empty.json().data.services).toEqual([]);
  });
});
