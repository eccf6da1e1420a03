/**
 * Editing a service reaches the jobs not yet started, never those begun (issue 40, item 3; Jetpack
 * Workflow's rule): a job whose tasks are all Pending and untouched takes the new name, date and steps;
 * a job in progress, or one someone has commented on, keeps its own. A client service's new assignee
 * reaches its jobs not yet started the same way.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientServices, taskComments, taskHistory, tasks } from '../../db/schema';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { GSTR3B, servicesFixture } from '../../test/service-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let s: ReturnType<typeof servicesFixture>;
let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;
let reviewer: Awaited<ReturnType<OrganizationFixture['member']>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisors LLP');
  s = servicesFixture(t, acme);
  preparer = await acme.member('Employee', { name: 'Priya Preparer' });
  reviewer = await acme.member('Employee', { name: 'Rohan Reviewer' });
});
afterAll(() => t.close());

/** Three clients with GSTR-3B from September, jobs made on 28 Nov 2026: September and October each. */
async function threeClientsWithJobs(name: string) {
  const service = await s.service({ ...GSTR3B, name, namePattern: `${name} – {period}` });
  const clients = [
    await s.client(`${name} Alpha`, { responsibleId: preparer.id }),
    await s.client(`${name} Beta`, { responsibleId: preparer.id }),
    await s.client(`${name} Gamma`, { responsibleId: preparer.id }),
  ];
  await s.apply(service.id, { clients: { by: 'ids', ids: clients }, startsOn: '2026-09-10' });
  await s.generate('2026-11-28');
  const jobs = await s.jobsOf(service.id);
  expect(jobs).toHaveLength(6);
  const jobOf = (client: string, period: string) => {
    const job = jobs.find((row) => row.customerId === client && row.periodKey === period);
    if (!job) throw new Error(`No job of ${period}`);
    return job;
  };
  return { service, clients, jobOf };
}

describe('editing a service', () => {
  it('rewrites the jobs nobody has begun, in place by step, and leaves begun ones as they were', async () => {
    const { service, clients, jobOf } = await threeClientsWithJobs('GST');
    const [alpha, beta, gamma] = clients as [string, string, string];
    // Alpha's October job is in progress; Beta's has a comment on a Pending task; Gamma's is untouched.
    const [alphaStep] = await s.tasksOf(jobOf(alpha, '2026-10').id);
    await t.db
      .update(tasks)
      .set({ status: 'In Progress' })
      .where(eq(tasks.id, alphaStep?.id ?? ''));
    const [betaStep] = await s.tasksOf(jobOf(beta, '2026-10').id);
    await t.db.insert(taskComments).values({
      organizationId: acme.orgId,
      taskId: betaStep?.id ?? '',
      authorId: preparer.id,
      body: 'Client sent half the invoices',
    });
    const gammaBefore = await s.tasksOf(jobOf(gamma, '2026-10').id);
    const alphaBefore = await s.tasksOf(jobOf(alpha, '2026-10').id);
    const [collect, file] = service.steps as unknown as [{ id: string }, { id: string }];

    const edited = await s.api(acme.admin.cookie, 'PATCH', `/services/${service.id}`, {
      ...GSTR3B,
      name: 'GST',
      namePattern: 'GSTR-3B filing – {period}',
      // The 22nd instead of the 20th.
      jobDateRule: { kind: 'day_after_period', day: 22, monthsAfter: 1 },
      steps: [
        {
          id: collect.id,
          title: 'Collect sales data',
          startOffset: -12,
          dueOffset: -6,
          assigneeRule: 'member',
          assigneeId: reviewer.id,
          estimateHours: 2,
        },
        { title: 'Client approval', startOffset: -3, dueOffset: -1 },
        // The File step is removed.
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Gamma's September and October, Alpha's and Beta's September: four jobs nobody had begun.
    expect(edited.json().jobsUpdated).toBe(4);

    const gammaJob = (await s.jobsOf(service.id)).find((job) => job.id === jobOf(gamma, '2026-10').id);
    expect(gammaJob).toMatchObject({ title: 'GSTR-3B filing – Oct 2026', jobDate: '2026-11-22' });
    const gammaAfter = await s.tasksOf(jobOf(gamma, '2026-10').id);
    expect(
      gammaAfter.map((task) => [
        task.title,
        task.startDate,
        task.dueDate,
        task.assigneeId,
        task.estimateHours,
      ]),
    ).toEqual([
      ['GSTR-3B filing – Oct 2026: Collect sales data', '2026-11-10', '2026-11-16', reviewer.id, '2.00'],
      ['GSTR-3B filing – Oct 2026: Client approval', '2026-11-19', '2026-11-21', preparer.id, null],
    ]);
    // Updated in place (the same task), the File step's task gone.
    const collectTask = gammaBefore.find((task) => task.serviceStepId === collect.id);
    expect(gammaAfter.find((task) => task.serviceStepId === collect.id)?.id).toBe(collectTask?.id);
    expect(gammaAfter.map((task) => task.serviceStepId)).not.toContain(file.id);
    // Its history says who changed what.
    const history = await t.db
      .select({ field: taskHistory.field, oldValue: taskHistory.oldValue, newValue: taskHistory.newValue })
      .from(taskHistory)
      .where(and(eq(taskHistory.taskId, collectTask?.id ?? ''), eq(taskHistory.actorId, acme.admin.id)))
      .orderBy(asc(taskHistory.field));
    expect(history).toContainEqual({
      field: 'assignee',
      oldValue: 'Priya Preparer',
      newValue: 'Rohan Reviewer',
    });
    expect(history).toContainEqual({ field: 'dueDate', oldValue: '2026-11-12', newValue: '2026-11-16' });

    // Alpha's October (in progress) and Beta's (commented on) keep their name, date and tasks.
    for (const client of [alpha, beta]) {
      const job = (await s.jobsOf(service.id)).find((row) => row.id === jobOf(client, '2026-10').id);
      expect(job).toMatchObject({ title: 'GST – Oct 2026', jobDate: '2026-11-20' });
    }
    const alphaAfter = await s.tasksOf(jobOf(alpha, '2026-10').id);
    expect(alphaAfter.map((task) => [task.id, task.title, task.dueDate])).toEqual(
      alphaBefore.map((task) => [task.id, task.title, task.dueDate]),
    );
    expect((await s.tasksOf(jobOf(beta, '2026-10').id)).map((task) => task.title)).toEqual([
      'GST – Oct 2026: Collect data',
      'GST – Oct 2026: File',
    ]);
  });

  it("moves a new assignee into the client's jobs not yet started, not into begun ones", async () => {
    const { service, clients, jobOf } = await threeClientsWithJobs('TDS');
    const [alpha] = clients as [string];
    const [september] = await s.tasksOf(jobOf(alpha, '2026-09').id);
    await t.db
      .update(tasks)
      .set({ status: 'Completed' })
      .where(eq(tasks.id, september?.id ?? ''));
    const [row] = await t.db
      .select({ id: clientServices.id })
      .from(clientServices)
      .where(and(eq(clientServices.serviceId, service.id), eq(clientServices.customerId, alpha)));
    const changed = await s.api(acme.admin.cookie, 'PATCH', `/services/client-services/${row?.id}`, {
      assigneeId: reviewer.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.assignee).toEqual({ id: reviewer.id, name: 'Rohan Reviewer' });
    const october = await s.tasksOf(jobOf(alpha, '2026-10').id);
    expect(october.map((task) => task.assigneeId)).toEqual([reviewer.id, reviewer.id]);
    const septemberAfter = await s.tasksOf(jobOf(alpha, '2026-09').id);
    expect(septemberAfter.map((task) => task.assigneeId)).toEqual([preparer.id, preparer.id]);
    // Other clients' jobs are not this client service's.
    const [beta] = clients.slice(1);
    expect((await s.tasksOf(jobOf(beta ?? '', '2026-10').id)).map((task) => task.assigneeId)).toEqual([
      preparer.id,
      preparer.id,
    ]);
  });
});
