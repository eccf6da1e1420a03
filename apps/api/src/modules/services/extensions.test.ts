/**
 * Government extensions of a service's period (issue 40, item 5): open jobs and their open tasks move,
 * done jobs and completed tasks stay, each assignee is told once, the job and the matrix show the new
 * date, a second extension moves from the first's date, and two at once move each task once.
 */
import { addCalendarDays } from '@taskflow/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientJobs, notifications, serviceExtensions, taskHistory } from '../../db/schema';
import { type ClientWork, clientWork } from '../../test/client-work.fixture';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let work: ClientWork;
let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;
let reviewer: Awaited<ReturnType<OrganizationFixture['member']>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Extension Advisors LLP');
  work = clientWork(t, acme);
  reviewer = await acme.member('Manager', { name: 'Rekha Reviewer' });
  preparer = await acme.member('Employee', { name: 'Pranav Preparer', managerId: reviewer.id });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** GSTR-1 for three clients, October's jobs made (due 20 Nov): one done, one half done, one not begun. */
async function october(name: string) {
  const service = await work.service(name, {
    steps: [
      { title: 'Prepare', due: -5, assigneeId: preparer.id },
      { title: 'File', due: 0, assigneeId: reviewer.id },
    ],
  });
  const clients = {
    done: await work.client(`${name} Done Traders`),
    half: await work.client(`${name} Half Motors`),
    fresh: await work.client(`${name} Fresh Foods`),
  };
  for (const customer of Object.values(clients)) await work.apply(service, customer, '2026-10-01');
  await work.generate('2026-11-20');
  const jobs = {
    done: await work.job(service, clients.done, '2026-10'),
    half: await work.job(service, clients.half, '2026-10'),
    fresh: await work.job(service, clients.fresh, '2026-10'),
  };
  await work.setSteps([jobs.done.id], 'Completed');
  await work.setSteps([jobs.half.id], 'Completed', true);
  return { service, clients, jobs };
}

const extend = (serviceId: string, body: Record<string, unknown>, cookie = acme.admin.cookie) =>
  call(t, cookie, 'POST', `/services/${serviceId}/extensions`, body);

const datesOf = async (jobId: string) =>
  (await work.stepsOf(jobId)).map((step) => [step.title.split(': ')[1], step.startDate, step.dueDate]);

const noticesOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'job_extended')));

describe('extending a period', () => {
  it('moves the open jobs and their open tasks, leaves done work alone, and tells each assignee once', async () => {
    const { service, jobs } = await october('GSTR-1');
    const response = await extend(service, {
      periodKey: '2026-10',
      extendedTo: '2026-11-30',
      note: 'CBIC notification 12/2026',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      periodKey: '2026-10',
      periodLabel: 'Oct 2026',
      extendedTo: '2026-11-30',
      jobsMoved: 2,
      tasksMoved: 3,
      peopleNotified: 2,
    });

    const job = async (id: string) => (await t.db.select().from(clientJobs).where(eq(clientJobs.id, id)))[0];
    expect(await job(jobs.done.id)).toMatchObject({ extendedTo: null, extensionNote: null, state: 'done' });
    expect(await job(jobs.half.id)).toMatchObject({
      extendedTo: '2026-11-30',
      extensionNote: 'CBIC notification 12/2026',
      jobDate: '2026-11-20',
    });
    expect(await datesOf(jobs.done.id)).toEqual([
      ['Prepare', '2026-11-15', '2026-11-15'],
      ['File', '2026-11-20', '2026-11-20'],
    ]);
    // The completed step stays where it was; the open one moves ten days.
    expect(await datesOf(jobs.half.id)).toEqual([
      ['Prepare', '2026-11-15', '2026-11-15'],
      ['File', '2026-11-30', '2026-11-30'],
    ]);
    expect(await datesOf(jobs.fresh.id)).toEqual([
      ['Prepare', '2026-11-25', '2026-11-25'],
      ['File', '2026-11-30', '2026-11-30'],
    ]);

    // One notice each, naming the clients of their moved tasks.
    expect(await noticesOf(preparer.id)).toEqual([
      {
        title: 'GSTR-1 – Oct 2026 extended to 30 Nov 2026',
        body: 'Your tasks for GSTR-1 Fresh Foods moved with it. CBIC notification 12/2026',
        link: `/app/jobs/${jobs.fresh.id}`,
      },
    ]);
    expect(await noticesOf(reviewer.id)).toEqual([
      {
        title: 'GSTR-1 – Oct 2026 extended to 30 Nov 2026',
        body: 'Your tasks for GSTR-1 Fresh Foods, GSTR-1 Half Motors moved with it. CBIC notification 12/2026',
        link: `/app/jobs/${jobs.fresh.id}`,
      },
    ]);

    // History says what moved.
    const [fileStep] = (await work.stepsOf(jobs.fresh.id)).slice(1);
    const history = await t.db
      .select({ field: taskHistory.field, oldValue: taskHistory.oldValue, newValue: taskHistory.newValue })
      .from(taskHistory)
      .where(and(eq(taskHistory.taskId, fileStep?.id ?? ''), eq(taskHistory.action, 'updated')))
      .orderBy(asc(taskHistory.field));
    expect(history).toEqual([
      { field: 'dueDate', oldValue: '2026-11-20', newValue: '2026-11-30' },
      { field: 'startDate', oldValue: '2026-11-20', newValue: '2026-11-30' },
    ]);

    // The job and the matrix show it; after the old date, the extended job is not overdue.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T18:40:00Z'));
    const shown = (await call(t, acme.admin.cookie, 'GET', `/jobs/${jobs.fresh.id}`)).json().data;
    expect(shown).toMatchObject({
      extendedTo: '2026-11-30',
      extensionNote: 'CBIC notification 12/2026',
      state: 'not_started',
    });
    expect(shown.extensions).toMatchObject([
      {
        extendedTo: '2026-11-30',
        note: 'CBIC notification 12/2026',
        jobsMoved: 2,
        createdBy: { id: acme.admin.id },
      },
    ]);
    const matrix = (
      await call(
        t,
        acme.admin.cookie,
        'GET',
        `/services/${service}/matrix?fromPeriod=2026-10&toPeriod=2026-10`,
      )
    ).json().data;
    const cells = Object.fromEntries(
      matrix.rows.map((row: { customer: { name: string }; cells: Record<string, unknown> }) => [
        row.customer.name,
        row.cells['2026-10'],
      ]),
    );
    expect(cells['GSTR-1 Fresh Foods']).toMatchObject({ state: 'not_started', extendedTo: '2026-11-30' });
    expect(cells['GSTR-1 Half Motors']).toMatchObject({ state: 'in_progress', extendedTo: '2026-11-30' });
    expect(cells['GSTR-1 Done Traders']).toMatchObject({ state: 'done', extendedTo: null });
    expect(matrix.periods[0].extension).toEqual({
      extendedTo: '2026-11-30',
      note: 'CBIC notification 12/2026',
    });
  });

  it('moves a second extension of the period from the date the first gave', async () => {
    const { service, jobs } = await october('GSTR-3B');
    await extend(service, { periodKey: '2026-10', extendedTo: '2026-11-30', note: 'First extension' });
    const second = await extend(service, {
      periodKey: '2026-10',
      extendedTo: '2026-12-05',
      note: 'Second extension',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ jobsMoved: 2, tasksMoved: 3 });
    expect(await datesOf(jobs.fresh.id)).toEqual([
      ['Prepare', '2026-11-30', '2026-11-30'],
      ['File', '2026-12-05', '2026-12-05'],
    ]);
    expect(await datesOf(jobs.half.id)).toEqual([
      ['Prepare', '2026-11-15', '2026-11-15'],
      ['File', '2026-12-05', '2026-12-05'],
    ]);
    const recorded = await t.db
      .select({ extendedTo: serviceExtensions.extendedTo, jobsMoved: serviceExtensions.jobsMoved })
      .from(serviceExtensions)
      .where(eq(serviceExtensions.serviceId, service))
      .orderBy(asc(serviceExtensions.extendedTo));
    expect(recorded).toEqual([
      { extendedTo: '2026-11-30', jobsMoved: 2 },
      { extendedTo: '2026-12-05', jobsMoved: 2 },
    ]);
    // The later notice replaces the earlier one.
    const notices = (await noticesOf(reviewer.id)).filter((notice) => notice.title.startsWith('GSTR-3B'));
    expect(notices.map((notice) => notice.title)).toEqual(['GSTR-3B – Oct 2026 extended to 5 Dec 2026']);
  });

  it('moves each task once when two extensions of the period arrive together', async () => {
    const { service, jobs } = await october('TDS payment');
    const [first, second] = await Promise.all([
      extend(service, { periodKey: '2026-10', extendedTo: '2026-12-10', note: 'One' }),
      extend(service, { periodKey: '2026-10', extendedTo: '2026-12-15', note: 'Two' }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    for (const job of [jobs.half, jobs.fresh]) {
      const [row] = await t.db.select().from(clientJobs).where(eq(clientJobs.id, job.id));
      const steps = await work.stepsOf(job.id);
      const file = steps.find((step) => step.title.endsWith('File'));
      // Whichever came last, the open File step is due on the job's date.
      expect(file?.dueDate).toBe(row?.extendedTo);
    }
    const [prepare] = await work.stepsOf(jobs.fresh.id);
    const [row] = await t.db.select().from(clientJobs).where(eq(clientJobs.id, jobs.fresh.id));
    expect(prepare?.dueDate).toBe(addCalendarDays(row?.extendedTo ?? '', -5));
  });

  it('refuses what cannot be extended, naming the field', async () => {
    const { service } = await october('Professional tax');
    const refused = async (body: Record<string, unknown>) => {
      const response = await extend(service, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.details.fields;
    };
    expect(await refused({ periodKey: '2026-10', extendedTo: '2026-11-20', note: 'Same day' })).toEqual({
      extendedTo: 'The new due date must be after the due date (20 Nov 2026)',
    });
    expect(
      (await extend(service, { periodKey: '2026-10', extendedTo: '2026-12-02', note: 'Once' })).statusCode,
    ).toBe(201);
    expect(await refused({ periodKey: '2026-10', extendedTo: '2026-12-02', note: 'Twice' })).toEqual({
      extendedTo: 'The open jobs of this period are already due on 2 Dec 2026',
    });
    expect(await refused({ periodKey: '2026-08', extendedTo: '2026-12-01', note: 'No jobs' })).toEqual({
      periodKey: 'This period has no open jobs to extend',
    });
    expect(await refused({ periodKey: '2026-10', extendedTo: '2026-12-01', note: '  ' })).toEqual({
      note: 'Say which notification extended it',
    });
    expect(await refused({ periodKey: '', extendedTo: '2026-12-01', note: 'x' })).toEqual({
      periodKey: 'Choose the period the government extended',
    });
    expect(await refused({ periodKey: '2026-10', extendedTo: '31/12/2026', note: 'x' })).toEqual({
      extendedTo: 'Enter a valid date (YYYY-MM-DD)',
    });
  });
});

describe('who may extend', () => {
  it('needs Manage Services, and only within the organization', async () => {
    const { service, jobs } = await october('Advance tax');
    const body = { periodKey: '2026-10', extendedTo: '2026-12-01', note: 'Probe' };
    const viewer = await acme.memberWith(['services.view', 'tasks.view', 'tasks.view_all']);
    expect((await extend(service, body, viewer.cookie)).statusCode).toBe(403);
    const other = await newOrganization(t, 'Elsewhere LLP');
    expect((await extend(service, body, other.admin.cookie)).statusCode).toBe(404);
    const [row] = await t.db.select().from(clientJobs).where(eq(clientJobs.id, jobs.fresh.id));
    expect(row?.extendedTo).toBeNull();
    const manager = await acme.memberWith(['services.manage']);
    expect((await extend(service, body, manager.cookie)).statusCode).toBe(201);
  });
});
