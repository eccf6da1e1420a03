/**
 * A service step's request template (issue 41, item 1): saved and read through the services API, sent by
 * itself for each job on its send day (the extended date when a job was extended) once per job and step
 * however many runs race, to the client's default recipients (a client with none is passed over), and the
 * job waiting on its client while an item is owed (migration 0038's trigger).
 */
import {
  addCalendarDays,
  type RequestTemplate,
  TEMPLATE_NEEDS_REQUESTS_MANAGE,
  TEMPLATE_OFFSET_INVALID,
} from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientJobs,
  clientRequestItems,
  clientRequests,
  customerContacts,
  customers,
  jobs,
} from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mailer';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { GSTR3B, servicesFixture } from '../../test/service-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';
import { CLIENT_REQUESTS_DAILY_JOB } from './request-schedule';
import { sendDueTemplates, TEMPLATE_CATCH_UP_DAYS, templateRequestOf } from './request-templates';
import { recomputeRequestStatus } from './requests.service';

let t: TestApp;
let acme: OrganizationFixture;
let s: ReturnType<typeof servicesFixture>;
const mails: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    mails.push(mail);
  },
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisors LLP');
  s = servicesFixture(t, acme);
});
afterAll(() => t.close());

/** Sent 10 days before the job's date, due 5 days before it. */
const TEMPLATE: RequestTemplate = {
  title: 'Documents for {period} – {client}',
  message: 'Please upload these by the due date.',
  items: [
    { name: 'Sales register', wantsFile: true },
    { name: 'Purchase invoices', note: 'All of them', wantsFile: true },
  ],
  sendOffsetDays: -10,
  dueOffsetDays: -5,
};

const COLLECT = { title: 'Collect data', workType: 'GST Return', startOffset: -15, dueOffset: -8 };
const FILE = { title: 'File', workType: 'GST Return', startOffset: -3, dueOffset: -2 };

/** GSTR-3B whose first step carries the template: September 2026's job falls on 20 October. */
const withTemplate = (name: string) =>
  s.service({ name, steps: [{ ...COLLECT, requestTemplate: TEMPLATE }, FILE] });

const run = (today: string, db = t.db) =>
  db.transaction((tx) => sendDueTemplates({ db: tx, mailer, config: t.config }, acme.orgId, today, null));

const requestsOfJob = (jobId: string) =>
  t.db.select().from(clientRequests).where(eq(clientRequests.jobId, jobId));

/** A client of the service with September's job made; answers the job. */
async function jobFor(serviceId: string, clientName: string) {
  const client = await s.client(clientName);
  await s.apply(serviceId, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-09-01' });
  await s.generate('2026-10-05');
  const [job] = (await s.jobsOf(serviceId)).filter((row) => row.customerId === client);
  if (!job) throw new Error('No job');
  expect(job).toMatchObject({ periodKey: '2026-09', jobDate: '2026-10-20' });
  return job;
}

const jobState = async (jobId: string) =>
  (await t.db.select({ state: clientJobs.state }).from(clientJobs).where(eq(clientJobs.id, jobId)))[0]?.state;

describe('a template on a service step', () => {
  it('is saved with the service, read back, kept by an edit that does not send it, and removed by null', async () => {
    const created = await withTemplate('GSTR-3B with documents');
    const read = await s.api(acme.admin.cookie, 'GET', `/services/${created.id}`);
    const steps = read.json().data.steps;
    expect(steps[0].requestTemplate).toEqual(TEMPLATE);
    expect(steps[1].requestTemplate).toBeNull();
    // Saving a template queues the organization's daily run that sends it.
    const queued = await t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.kind, CLIENT_REQUESTS_DAILY_JOB));
    expect(queued.some((job) => job.key?.startsWith(`client-requests:${acme.orgId}:`))).toBe(true);

    const body = (requestTemplate?: RequestTemplate | null) => ({
      ...GSTR3B,
      name: 'GSTR-3B with documents',
      steps: [
        { ...COLLECT, id: steps[0].id, requestTemplate },
        { ...FILE, id: steps[1].id },
      ],
    });
    const kept = await s.api(acme.admin.cookie, 'PATCH', `/services/${created.id}`, body());
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.steps[0].requestTemplate).toEqual(TEMPLATE);
    const removed = await s.api(acme.admin.cookie, 'PATCH', `/services/${created.id}`, body(null));
    expect(removed.json().data.steps[0].requestTemplate).toBeNull();
  });

  it('needs Manage Client Requests to add, change or remove one; an edit of the rest needs only Manage Services', async () => {
    const servicesOnly = await acme.memberWith(['services.view', 'services.manage']);
    const refused = await s.api(servicesOnly.cookie, 'POST', '/services', {
      ...GSTR3B,
      name: 'Template without the right',
      steps: [{ ...COLLECT, requestTemplate: TEMPLATE }, FILE],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details.fields).toEqual({
      'steps.0.requestTemplate': TEMPLATE_NEEDS_REQUESTS_MANAGE,
    });

    const created = await withTemplate('GSTR-3B, documents by the admin');
    const steps = (await s.api(acme.admin.cookie, 'GET', `/services/${created.id}`)).json().data.steps;
    const body = (requestTemplate?: RequestTemplate | null, leadDays = 0) => ({
      ...GSTR3B,
      name: 'GSTR-3B, documents by the admin',
      leadDays,
      steps: [
        { ...COLLECT, id: steps[0].id, requestTemplate },
        { ...FILE, id: steps[1].id },
      ],
    });
    // The template sent back as it was read (its keys in jsonb's order) or left out: not a change.
    for (const template of [steps[0].requestTemplate, undefined]) {
      const edited = await s.api(servicesOnly.cookie, 'PATCH', `/services/${created.id}`, body(template, 5));
      expect(edited.statusCode, edited.body).toBe(200);
    }
    for (const template of [{ ...TEMPLATE, title: 'Send everything now' }, null]) {
      const changed = await s.api(servicesOnly.cookie, 'PATCH', `/services/${created.id}`, body(template));
      expect(changed.statusCode).toBe(403);
    }
    const read = await s.api(acme.admin.cookie, 'GET', `/services/${created.id}`);
    expect(read.json().data.steps[0].requestTemplate).toEqual(TEMPLATE);
  });

  it('names the field of a bad template', async () => {
    const response = await s.api(acme.admin.cookie, 'POST', '/services', {
      ...GSTR3B,
      name: 'Bad template',
      steps: [{ ...COLLECT, requestTemplate: { ...TEMPLATE, sendOffsetDays: 400, items: [] } }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toMatchObject({
      'steps.0.requestTemplate.sendOffsetDays': TEMPLATE_OFFSET_INVALID,
      'steps.0.requestTemplate.items': expect.any(String),
    });
  });

  it("fills in the job's period and client, and is never due before the day it goes", () => {
    const job = {
      jobDate: '2026-10-20',
      periodKey: '2026-09',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      periodLabel: 'Sep 2026',
      clientName: 'Sharma Traders',
    };
    expect(templateRequestOf(TEMPLATE, job, '2026-10-10')).toMatchObject({
      title: 'Documents for Sep 2026 – Sharma Traders',
      sendOn: '2026-10-10',
      dueOn: '2026-10-15',
    });
    // Sent late (the job was made after its send day): due that day at the earliest.
    expect(templateRequestOf(TEMPLATE, job, '2026-10-17').dueOn).toBe('2026-10-17');
    expect(templateRequestOf({ ...TEMPLATE, dueOffsetDays: -12 }, job, '2026-10-10').dueOn).toBe(
      '2026-10-10',
    );
  });
});

describe('the queue sends it', () => {
  it('on its send day, once per job even when runs race, and the job waits on its client while an item is owed', async () => {
    const service = await withTemplate('GSTR-3B racing');
    const job = await jobFor(service.id, 'Sharma Traders');
    expect(await jobState(job.id)).toBe('not_started');

    expect((await run('2026-10-09')).sent).toBe(0);
    expect(await requestsOfJob(job.id)).toHaveLength(0);

    mails.length = 0;
    const second = await secondAppOnSameDatabase(t);
    try {
      const runs = await Promise.all([
        run('2026-10-10'),
        run('2026-10-10'),
        run('2026-10-10', second.app.db),
      ]);
      expect(runs.reduce((sum, each) => sum + each.sent, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const [request] = await requestsOfJob(job.id);
    expect(request).toMatchObject({
      title: 'Documents for Sep 2026 – Sharma Traders',
      message: TEMPLATE.message,
      dueOn: '2026-10-15',
      status: 'open',
      customerId: job.customerId,
      serviceStepId: service.steps[0]?.id,
      createdById: null,
    });
    expect(request?.sentAt).toBeInstanceOf(Date);
    expect(mails.map((mail) => mail.to)).toEqual(['accounts@customer.test']);
    // A later run finds it sent.
    expect((await run('2026-10-11')).sent).toBe(0);
    expect(await requestsOfJob(job.id)).toHaveLength(1);

    // Migration 0038's trigger: waiting on the client while an item is pending or returned, not once all is in.
    expect(await jobState(job.id)).toBe('waiting_on_client');
    const items = await t.db
      .select()
      .from(clientRequestItems)
      .where(eq(clientRequestItems.requestId, request?.id ?? ''));
    expect(items.map((item) => item.name)).toEqual(['Sales register', 'Purchase invoices']);
    const setItem = async (id: string | undefined, status: string) => {
      await t.db.transaction(async (tx) => {
        await tx
          .update(clientRequestItems)
          .set({ status })
          .where(eq(clientRequestItems.id, id ?? ''));
        await recomputeRequestStatus(tx, acme.orgId, request?.id ?? '');
      });
    };
    await setItem(items[0]?.id, 'submitted');
    expect(await jobState(job.id)).toBe('waiting_on_client');
    await setItem(items[1]?.id, 'submitted');
    expect(await jobState(job.id)).toBe('not_started');
    await setItem(items[1]?.id, 'returned');
    expect(await jobState(job.id)).toBe('waiting_on_client');
    await setItem(items[1]?.id, 'accepted');
    expect(await jobState(job.id)).toBe('not_started');
  });

  it('passes over a client with no address to mail, recording nothing, and sends once it has one', async () => {
    const service = await withTemplate('GSTR-3B unreachable');
    const job = await jobFor(service.id, 'Nowhere Traders');
    await t.db.update(customers).set({ email: '' }).where(eq(customers.id, job.customerId));
    // A contact who does not receive requests, and one without an email, reach nobody either.
    await t.db.insert(customerContacts).values([
      {
        organizationId: acme.orgId,
        customerId: job.customerId,
        name: 'Silent Partner',
        email: 'silent@nowhere.test',
        receivesRequests: false,
      },
      { organizationId: acme.orgId, customerId: job.customerId, name: 'Phone Only', phone: '+919800000000' },
    ]);
    mails.length = 0;
    await run('2026-10-10');
    expect(await requestsOfJob(job.id)).toHaveLength(0);
    expect(mails).toHaveLength(0);

    await t.db.insert(customerContacts).values({
      organizationId: acme.orgId,
      customerId: job.customerId,
      name: 'Ravi Mehta',
      email: 'ravi@nowhere.test',
    });
    await run('2026-10-12');
    expect(await requestsOfJob(job.id)).toHaveLength(1);
    expect(mails.map((mail) => mail.to)).toEqual(['ravi@nowhere.test']);
  });

  it("follows a job's extension, and leaves done jobs and send days long past", async () => {
    const service = await withTemplate('GSTR-3B extended');
    const extended = await jobFor(service.id, 'Extended Exports');
    await t.db.update(clientJobs).set({ extendedTo: '2026-10-30' }).where(eq(clientJobs.id, extended.id));
    const done = await jobFor(service.id, 'Done Distributors');
    await t.db.update(clientJobs).set({ state: 'done' }).where(eq(clientJobs.id, done.id));

    await run('2026-10-10');
    expect(await requestsOfJob(extended.id)).toHaveLength(0);
    await run('2026-10-20');
    const [request] = await requestsOfJob(extended.id);
    // From the extended date: sent 10 days before 30 October, due 5 days before it.
    expect(request?.dueOn).toBe('2026-10-25');
    expect(await requestsOfJob(done.id)).toHaveLength(0);

    const late = await jobFor(service.id, 'Late Logistics');
    await run(addCalendarDays('2026-10-10', TEMPLATE_CATCH_UP_DAYS + 1));
    expect(await requestsOfJob(late.id)).toHaveLength(0);
  });
});
