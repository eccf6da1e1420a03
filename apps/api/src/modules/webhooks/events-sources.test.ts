/**
 * Webhook events from the paths beside the single-task routes (issue 43, decision 049's leftovers): a
 * client job's state moved by client requests (made, edited, cancelled, answered on the client page,
 * returned) or by deleting a step task, and not by generation (a new job is no change); task.created for
 * imported, recurring and generated tasks, recorded in bulk; leave approved automatically. An endpoint
 * subscribed to these types gets exactly one delivery (with its job) per change, none for a write that
 * changes nothing or a transaction that rolls back; an organization subscribed to none writes nothing, at
 * the cost of one query. The clock is fixed. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { clientJobs, clientRequests, webhookEndpoints } from '../../db/schema';
import { recordEvents } from '../../lib/webhook-outbox';
import { multipart } from '../../test/http';
import { call, newOrganization, type OrganizationFixture, sendForm } from '../../test/org-fixture';
import { PDF_BYTES, type RequestFixture, requestFixture } from '../../test/request-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueClientLink } from '../client-requests/client-links';
import { insertRequest } from '../client-requests/request-commands.service';
import { insertTasks } from '../tasks/task-insert';

const NOW = new Date('2026-11-25T05:30:00Z');
const SUBSCRIBED: WebhookEventType[] = ['job.state_changed', 'task.created', 'leave.decided'];

let t: TestApp;
/** Subscribed to SUBSCRIBED (one endpoint). */
let org: OrganizationFixture;
let requests: RequestFixture;
/** No endpoint at all. */
let quiet: OrganizationFixture;
let quietRequests: RequestFixture;
/** Its only member is its administrator: their leave is approved automatically. */
let solo: OrganizationFixture;

async function subscribe(orgId: string, createdByUserId: string) {
  await t.db.insert(webhookEndpoints).values({
    organizationId: orgId,
    createdByUserId,
    url: 'https://hooks.example.test/taskflow',
    kind: 'standard',
    events: SUBSCRIBED,
    // Never read: no delivery job runs in this file.
    secretEncrypted: 'unused',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Deshmukh & Kulkarni LLP');
  requests = requestFixture(t, org);
  quiet = await newOrganization(t, 'Quiet Associates');
  quietRequests = requestFixture(t, quiet);
  solo = await newOrganization(t, 'Solo Practice');
  await subscribe(org.orgId, org.admin.id);
  await subscribe(solo.orgId, solo.admin.id);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The deliveries of a type in an organization (for one subject when named), each with its event's actor
 * and whether its first attempt is queued; read through `db` (a transaction) when given. In no particular
 * order: the events of a test share its fixed clock.
 */
async function deliveries(orgId: string, type: WebhookEventType, subjectId?: string, db: Db = t.db) {
  return queryRows<{ subject_id: string; actor_id: string | null; queued: boolean }>(
    db,
    sql`select e.subject_id, e.actor_id,
          exists (select 1 from jobs j where j.kind = 'webhooks.deliver'
                   and j.key = 'webhook:' || d.endpoint_id || ':' || e.id) as queued
        from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where d.organization_id = ${orgId} and e.type = ${type}
          ${subjectId ? sql`and e.subject_id = ${subjectId}` : sql``}
        order by e.actor_id nulls first`,
  );
}

const jobEvents = (jobId: string, db?: Db) => deliveries(org.orgId, 'job.state_changed', jobId, db);

async function jobState(jobId: string) {
  const [row] = await t.db
    .select({ state: clientJobs.state })
    .from(clientJobs)
    .where(eq(clientJobs.id, jobId));
  return row?.state;
}

/** Counts the statements a Db starts (select, insert, update, delete, execute), passing them on. */
function counting(db: Db) {
  const counter = { statements: 0 };
  const proxy = new Proxy(db, {
    get(target, property) {
      if (['select', 'insert', 'update', 'delete', 'execute'].includes(String(property)))
        counter.statements++;
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy as Db, counter };
}

describe('job.state_changed from client requests', () => {
  it('one delivery per move of the job, by staff or the client; none when the job stays as it was', async () => {
    const { customerId } = await requests.client();
    const { jobId } = await requests.job(customerId);
    expect(await jobState(jobId)).toBe('not_started');
    const staff = { subject_id: jobId, actor_id: org.admin.id, queued: true };
    const client = { subject_id: jobId, actor_id: null, queued: true };

    // A request on the job: its items are owed, the job waits on the client.
    const made = await call(t, org.admin.cookie, 'POST', '/requests', {
      customerId,
      jobId,
      title: 'September GST documents',
      dueOn: '2026-12-10',
      items: [
        { name: 'Sales register', wantsFile: true },
        { name: 'Bank statement', wantsFile: true },
      ],
      send: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    const request = made.json().data;
    const [sales, bank] = request.items.map((item: { id: string }) => item.id) as string[];
    expect(await jobState(jobId)).toBe('waiting_on_client');
    expect(await jobEvents(jobId)).toEqual([staff]);

    // A second request on a job already waiting, and its cancelling while the first still owes: no move.
    const second = await call(t, org.admin.cookie, 'POST', '/requests', {
      customerId,
      jobId,
      title: 'TDS challans',
      dueOn: '2026-12-10',
      items: [{ name: 'Challan', wantsFile: true }],
      send: false,
    });
    expect(second.statusCode, second.body).toBe(201);
    const cancelled = await call(t, org.admin.cookie, 'POST', `/requests/${second.json().data.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await jobEvents(jobId)).toHaveLength(1);

    // The client's page: a file for one item leaves the other owed (no move); the other marked done does.
    await t.db.update(clientRequests).set({ sentAt: NOW }).where(eq(clientRequests.id, request.id));
    const { token } = await issueClientLink(t.db, {
      orgId: org.orgId,
      customerId,
      requestId: request.id,
      sentTo: 'Ravi <ravi@client.test>',
      createdById: null,
    });
    const form = await multipart({
      file: { name: 'sales.pdf', type: 'application/pdf', data: PDF_BYTES },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client-link/items/${sales}/files`,
      headers: { 'x-client-link': token, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().data.files[0].id as string;
    expect(await jobEvents(jobId)).toHaveLength(1);
    const onPage = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/client-link${url}`,
        headers: { 'x-client-link': token },
        ...(payload ? { payload } : {}),
      });
    // A note alone is no answer: the job still waits.
    const noted = await onPage('PATCH', `/items/${bank}`, { note: 'Coming on Monday' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(await jobEvents(jobId)).toHaveLength(1);
    const done = await onPage('PATCH', `/items/${bank}`, { done: true, note: 'No account this month' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await jobState(jobId)).toBe('not_started');
    expect(await jobEvents(jobId)).toEqual([client, staff]);

    // The client takes the file back: owed again.
    const removed = await onPage('DELETE', `/items/${sales}/files/${fileId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await jobState(jobId)).toBe('waiting_on_client');
    expect(await jobEvents(jobId)).toEqual([client, client, staff]);

    // Staff drop the owed item from the request: nothing owed.
    const edited = await call(t, org.admin.cookie, 'PATCH', `/requests/${request.id}`, {
      items: [{ id: bank, name: 'Bank statement', wantsFile: true }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await jobState(jobId)).toBe('not_started');
    expect(await jobEvents(jobId)).toHaveLength(4);
    // Saving the same items again moves nothing.
    const again = await call(t, org.admin.cookie, 'PATCH', `/requests/${request.id}`, {
      items: [{ id: bank, name: 'Bank statement', wantsFile: true }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await jobEvents(jobId)).toHaveLength(4);

    // Returned with a reason: owed again; the request cancelled: not any more.
    const returned = await call(t, org.admin.cookie, 'POST', `/requests/${request.id}/items/${bank}/return`, {
      reason: 'Please send the statement itself',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await jobState(jobId)).toBe('waiting_on_client');
    const ended = await call(t, org.admin.cookie, 'POST', `/requests/${request.id}/cancel`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await jobState(jobId)).toBe('not_started');
    expect(await jobEvents(jobId)).toEqual([client, client, staff, staff, staff, staff]);
  });

  it('a request made in a transaction that rolls back records nothing', async () => {
    const { customerId } = await requests.client();
    const { jobId } = await requests.job(customerId);
    await expect(
      t.db.transaction(async (tx) => {
        await insertRequest(
          tx,
          org.orgId,
          {
            customerId,
            jobId,
            title: 'Never sent',
            dueOn: '2026-12-10',
            items: [{ name: 'Sales register', wantsFile: true }],
            send: false,
          },
          org.admin.id,
        );
        expect(await jobEvents(jobId, tx)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobState(jobId)).toBe('not_started');
    expect(await jobEvents(jobId)).toEqual([]);
  });
});

describe('job.state_changed from step tasks and generation', () => {
  it('a generated job is no change; deleting the step task left open makes the job done: one delivery', async () => {
    const { customerId } = await requests.client();
    const { jobId, taskIds } = await requests.job(customerId);
    const [prepare, file] = taskIds;
    if (!prepare || !file) throw new Error('No step tasks');
    // Made by the generator: a new job, not a move of one.
    expect(await jobEvents(jobId)).toEqual([]);
    const completed = await call(t, org.admin.cookie, 'PATCH', `/tasks/${prepare}`, { status: 'Completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await jobState(jobId)).toBe('in_progress');
    const removed = await call(t, org.admin.cookie, 'POST', '/tasks/bulk-delete', { taskIds: [file] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await jobState(jobId)).toBe('done');
    expect(await jobEvents(jobId)).toEqual([
      { subject_id: jobId, actor_id: org.admin.id, queued: true },
      { subject_id: jobId, actor_id: org.admin.id, queued: true },
    ]);
  });
});

describe('task.created in bulk', () => {
  it('the generator’s step tasks: one delivery each, by no one', async () => {
    const { customerId } = await requests.client();
    const { taskIds } = await requests.job(customerId);
    expect(taskIds).toHaveLength(2);
    for (const id of taskIds)
      expect(await deliveries(org.orgId, 'task.created', id)).toEqual([
        { subject_id: id, actor_id: null, queued: true },
      ]);
  });

  it('imported tasks: one delivery each, by the importer; a preview records none', async () => {
    const customerId = await org.customer(`Sahyadri Textiles ${randomUUID().slice(0, 8)}`);
    const [customer] = await queryRows<{ name: string }>(
      t.db,
      sql`select business_name as name from customers where id = ${customerId}`,
    );
    const lines = [
      'Title,Company,Assign To,Due Date',
      `GSTR-1 import,${customer?.name},Ada Admin,2027-01-11`,
      `GSTR-3B import,${customer?.name},Ada Admin,2027-01-20`,
    ];
    const importCsv = (fields: Record<string, string> = {}) =>
      sendForm(t, org.admin.cookie, 'POST', '/tasks/import', {
        ...fields,
        file: { name: 'tasks.csv', type: 'text/csv', data: Buffer.from(lines.join('\n')) },
      });
    const before = (await deliveries(org.orgId, 'task.created')).length;
    const preview = await importCsv();
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await deliveries(org.orgId, 'task.created')).toHaveLength(before);
    const committed = await importCsv({ commit: 'true' });
    expect(committed.statusCode, committed.body).toBe(200);
    const ids = await queryRows<{ id: string }>(
      t.db,
      sql`select id from tasks where organization_id = ${org.orgId} and customer_id = ${customerId}`,
    );
    expect(ids).toHaveLength(2);
    for (const { id } of ids)
      expect(await deliveries(org.orgId, 'task.created', id)).toEqual([
        { subject_id: id, actor_id: org.admin.id, queued: true },
      ]);
    expect(await deliveries(org.orgId, 'task.created')).toHaveLength(before + 2);
  });

  it('the next occurrence of a recurring task: one delivery, when the completion makes it', async () => {
    const customerId = await org.customer('Monthly Client');
    const made = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: org.admin.id,
      title: 'Monthly payroll',
      dueDate: '2026-12-31',
      recurrence: { frequency: 'monthly' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json().data.id as string;
    expect(await deliveries(org.orgId, 'task.created', first)).toHaveLength(1);
    const done = await call(t, org.admin.cookie, 'PATCH', `/tasks/${first}`, { status: 'Completed' });
    expect(done.statusCode, done.body).toBe(200);
    const [next] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from tasks where series_id = (select series_id from tasks where id = ${first})
            and id <> ${first}`,
    );
    if (!next) throw new Error('No next occurrence');
    expect(await deliveries(org.orgId, 'task.created', next.id)).toEqual([
      { subject_id: next.id, actor_id: org.admin.id, queued: true },
    ]);
  });

  it('tasks inserted in a transaction that rolls back record nothing', async () => {
    const customerId = await org.customer('Rolled Back Client');
    const before = (await deliveries(org.orgId, 'task.created')).length;
    await expect(
      t.db.transaction(async (tx) => {
        await insertTasks(tx, { orgId: org.orgId, actorId: org.admin.id }, [
          {
            values: {
              title: 'Never made',
              customerId,
              assigneeId: org.admin.id,
              workType: 'General Task',
              priority: 'Medium',
              status: 'Pending',
              dueDate: '2026-12-31',
              projectId: null,
              departmentId: null,
              startDate: null,
              estimateHours: null,
            },
          },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await deliveries(org.orgId, 'task.created')).toHaveLength(before);
  });

  it('in batches: 2,500 subjects for one endpoint cost one query and a statement a thousand', async () => {
    const subjects = Array.from({ length: 2500 }, () => randomUUID());
    await t.db.transaction(async (tx) => {
      const { db: counted, counter } = counting(tx);
      await recordEvents(counted, { orgId: org.orgId, type: 'task.created', actorId: null }, subjects);
      // The endpoints' query, then events, deliveries and jobs together for each 1,000 subjects.
      expect(counter.statements).toBe(1 + 3);
    });
    const [written] = await queryRows<{ events: number; queued: number }>(
      t.db,
      sql`select count(distinct e.id)::int as events,
            count(j.id)::int as queued
          from webhook_events e
          join webhook_deliveries d on d.event_id = e.id
          left join jobs j on j.key = 'webhook:' || d.endpoint_id || ':' || e.id
          where e.organization_id = ${org.orgId} and e.subject_id = any(${sql.param(subjects)}::uuid[])`,
    );
    expect(written).toEqual({ events: 2500, queued: 2500 });
  });

  it('an organization subscribed to nothing: one query, and generating, importing or watching a job writes nothing', async () => {
    const subjects = Array.from({ length: 2500 }, () => randomUUID());
    await t.db.transaction(async (tx) => {
      const { db: counted, counter } = counting(tx);
      await recordEvents(counted, { orgId: quiet.orgId, type: 'task.created', actorId: null }, subjects);
      expect(counter.statements).toBe(1);
      await recordEvents(counted, { orgId: quiet.orgId, type: 'task.created', actorId: null }, []);
      expect(counter.statements).toBe(1);
    });
    const { customerId } = await quietRequests.client();
    const { jobId } = await quietRequests.job(customerId);
    const made = await call(t, quiet.admin.cookie, 'POST', '/requests', {
      customerId,
      jobId,
      title: 'September GST documents',
      dueOn: '2026-12-10',
      items: [{ name: 'Sales register', wantsFile: true }],
      send: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await jobState(jobId)).toBe('waiting_on_client');
    const [written] = await queryRows<{ events: number; deliveries: number }>(
      t.db,
      sql`select (select count(*)::int from webhook_events where organization_id = ${quiet.orgId}) as events,
            (select count(*)::int from webhook_deliveries where organization_id = ${quiet.orgId}) as deliveries`,
    );
    expect(written).toEqual({ events: 0, deliveries: 0 });
  });
});

describe('leave.decided when approved automatically', () => {
  it('one delivery, by no one, as the application is made; none for a refused application', async () => {
    const type = await call(t, solo.admin.cookie, 'POST', '/leave/types', {
      name: 'Annual solo',
      yearlyAllocation: 12,
      tracksBalance: false,
    });
    expect(type.statusCode, type.body).toBe(201);
    const application = { leaveTypeId: type.json().data.id, fromDate: '2035-03-05', toDate: '2035-03-06' };
    const incomplete = await call(t, solo.admin.cookie, 'POST', '/leave/requests', application);
    expect(incomplete.statusCode).toBe(400);
    expect(await deliveries(solo.orgId, 'leave.decided')).toEqual([]);
    const applied = await call(t, solo.admin.cookie, 'POST', '/leave/requests', {
      ...application,
      reason: 'Family wedding',
      addressDuringLeave: '12 Lake Road, Nashik',
      emergencyContact: '+91 98220 12345',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const leave = applied.json().data;
    expect(leave.status).toBe('Approved');
    expect(await deliveries(solo.orgId, 'leave.decided')).toEqual([
      { subject_id: leave.id, actor_id: null, queued: true },
    ]);
  });
});
