/**
 * Webhook events (issue 43, item 2; decision 049): each action that is an event writes exactly one outbox
 * row (`webhook_events`) of its type for its subject, in the transaction of the change, so a refused or
 * rolled-back change records none; and EVENT_PAYLOADS reads the subject as a given person, answering null
 * for one who may not see it. The organization has one endpoint subscribed to every type (an organization
 * without one records nothing); no delivery job runs here. The clock is fixed (billing fixture's "now").
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { type Permission, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { roles, users, webhookEndpoints } from '../../db/schema';
import { authOfMember } from '../../lib/member-auth';
import { BILLING_NOW, type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { type Account, call } from '../../test/org-fixture';
import { type RequestFixture, requestFixture } from '../../test/request-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENT_PAYLOADS, eventSummary } from './event-payloads';

let t: TestApp;
let f: BillingFixture;
let requests: RequestFixture;
/** Reports to the fixture's manager (who approves their week); may not create tasks. */
let employee: Account;
/** Reports to no one in particular: outside the employee's reach. */
let outsider: Account;
let leaveTypeId: string;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;
/** A task id that exists nowhere and sorts after every other (bulk edits lock in id order). */
const MISSING_LAST = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t, { name: 'Webhook Events LLP' });
  requests = requestFixture(t, f.org);
  employee = await f.org.member('Employee', { name: 'Esha Employee', managerId: f.manager.id });
  outsider = await f.org.member('Employee', { name: 'Omar Outsider' });
  await t.db.insert(webhookEndpoints).values({
    organizationId: f.org.orgId,
    createdByUserId: f.admin.id,
    url: 'https://hooks.example.test/taskflow',
    kind: 'standard',
    events: [...WEBHOOK_EVENT_TYPES],
    // Never read: no delivery job runs in this file.
    secretEncrypted: 'unused',
  });
  const type = await call(t, f.admin.cookie, 'POST', '/leave/types', {
    name: 'Casual',
    yearlyAllocation: 12,
    tracksBalance: false,
    approvalSteps: [{ kind: 'person', userId: f.admin.id }],
  });
  expect(type.statusCode, type.body).toBe(201);
  leaveTypeId = type.json().data.id;
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The outbox rows of a type in the fixture's organization (for one subject when named). */
async function eventsOf(type: WebhookEventType, subjectId?: string) {
  return queryRows<{ subject_id: string; actor_id: string | null }>(
    t.db,
    sql`select subject_id, actor_id from webhook_events
         where organization_id = ${f.org.orgId} and type = ${type}
           ${subjectId ? sql`and subject_id = ${subjectId}` : sql``}`,
  );
}

/** A member as a delivery reads as them: their role's permissions now, no session. */
async function authOf(account: Account) {
  const [row] = await t.db
    .select({ roleId: users.roleId, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, account.id));
  if (!row) throw new Error('No role');
  return authOfMember(
    {
      id: account.id,
      name: account.name,
      email: account.email,
      roleId: row.roleId,
      permissions: new Set(row.permissions as Permission[]),
    },
    f.org.orgId,
  );
}

async function newTask(assigneeId = employee.id) {
  const response = await call(t, f.admin.cookie, 'POST', '/tasks', {
    customerId: f.plainClient,
    assigneeId,
    title: unique('Prepare GSTR-3B'),
    dueDate: '2026-12-31',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

describe('tasks', () => {
  it('task.created: one row per task made, with its creator; none when creating is refused', async () => {
    const id = await newTask();
    expect(await eventsOf('task.created', id)).toEqual([{ subject_id: id, actor_id: f.admin.id }]);
    const before = (await eventsOf('task.created')).length;
    const refused = await call(t, employee.cookie, 'POST', '/tasks', {
      customerId: f.plainClient,
      assigneeId: employee.id,
      title: 'Not mine to make',
      dueDate: '2026-12-31',
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventsOf('task.created')).toHaveLength(before);
  });

  it('task.updated: one row per change; task.completed once on completion; none for a no-op', async () => {
    const id = await newTask();
    const edited = await call(t, f.admin.cookie, 'PATCH', `/tasks/${id}`, { priority: 'High' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await eventsOf('task.updated', id)).toHaveLength(1);
    expect(await eventsOf('task.completed', id)).toHaveLength(0);
    const done = await call(t, employee.cookie, 'PATCH', `/tasks/${id}`, { status: 'Completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await eventsOf('task.updated', id)).toHaveLength(2);
    expect(await eventsOf('task.completed', id)).toEqual([{ subject_id: id, actor_id: employee.id }]);
    // Saving the same status again changes nothing, so no event.
    const again = await call(t, employee.cookie, 'PATCH', `/tasks/${id}`, { status: 'Completed' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await eventsOf('task.updated', id)).toHaveLength(2);
    expect(await eventsOf('task.completed', id)).toHaveLength(1);
  });

  it('a bulk edit that fails on its last task rolls back the events of the tasks before it', async () => {
    const id = await newTask();
    const bulk = await call(t, f.admin.cookie, 'POST', '/tasks/bulk-update', {
      taskIds: [id, MISSING_LAST],
      changes: { status: 'Completed' },
    });
    expect(bulk.statusCode).toBe(404);
    expect(await eventsOf('task.updated', id)).toHaveLength(0);
    expect(await eventsOf('task.completed', id)).toHaveLength(0);
  });

  it('EVENT_PAYLOADS reads the task as GET /tasks/:id answers, null for someone outside its reach', async () => {
    const id = await newTask();
    const payload = await EVENT_PAYLOADS['task.created'](t.db, await authOf(f.admin), id);
    const answered = await call(t, f.admin.cookie, 'GET', `/tasks/${id}`);
    expect(payload).toEqual(answered.json().data);
    expect(eventSummary('task.created', payload)).toMatch(/^Task created: .+ Prepare GSTR-3B \d+$/);
    expect(await EVENT_PAYLOADS['task.created'](t.db, await authOf(outsider), id)).toBeNull();
    expect(await EVENT_PAYLOADS['task.created'](t.db, await authOf(f.admin), MISSING_LAST)).toBeNull();
  });
});

describe('comments', () => {
  it('comment.created: one row per comment; none when the task is out of reach', async () => {
    const taskId = await newTask();
    const posted = await call(t, employee.cookie, 'POST', `/tasks/${taskId}/comments`, {
      body: 'Filed today',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json().data.id as string;
    expect(await eventsOf('comment.created', commentId)).toEqual([
      { subject_id: commentId, actor_id: employee.id },
    ]);
    const before = (await eventsOf('comment.created')).length;
    const refused = await call(t, outsider.cookie, 'POST', `/tasks/${taskId}/comments`, { body: 'Hello' });
    expect(refused.statusCode).toBe(404);
    expect(await eventsOf('comment.created')).toHaveLength(before);

    const payload = await EVENT_PAYLOADS['comment.created'](t.db, await authOf(f.admin), commentId);
    expect(payload).toMatchObject({ id: commentId, taskId, body: 'Filed today' });
    expect(await EVENT_PAYLOADS['comment.created'](t.db, await authOf(outsider), commentId)).toBeNull();
  });
});

describe('time', () => {
  it('time_entry.created, timesheet.submitted and timesheet.decided: one row each; none when refused', async () => {
    const taskId = await newTask();
    const entry = await call(t, employee.cookie, 'POST', '/time/entries', {
      taskId,
      date: '2026-11-03',
      durationMinutes: 90,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const entryId = entry.json().data.id as string;
    expect(await eventsOf('time_entry.created', entryId)).toEqual([
      { subject_id: entryId, actor_id: employee.id },
    ]);
    const entries = (await eventsOf('time_entry.created')).length;
    const refused = await call(t, outsider.cookie, 'POST', '/time/entries', {
      taskId,
      date: '2026-11-03',
      durationMinutes: 30,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf('time_entry.created')).toHaveLength(entries);

    const submitted = await call(t, employee.cookie, 'POST', '/time/timesheet/submit', {
      week: '2026-11-02',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheetId = submitted.json().data.id as string;
    expect(await eventsOf('timesheet.submitted', sheetId)).toHaveLength(1);
    const twice = await call(t, employee.cookie, 'POST', '/time/timesheet/submit', { week: '2026-11-02' });
    expect(twice.statusCode).toBe(409);
    expect(await eventsOf('timesheet.submitted', sheetId)).toHaveLength(1);

    const notTheirs = await call(t, outsider.cookie, 'POST', `/time/timesheets/${sheetId}/approve`);
    expect(notTheirs.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf('timesheet.decided', sheetId)).toHaveLength(0);
    const approved = await call(t, f.manager.cookie, 'POST', `/time/timesheets/${sheetId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await eventsOf('timesheet.decided', sheetId)).toEqual([
      { subject_id: sheetId, actor_id: f.manager.id },
    ]);

    const sheet = await EVENT_PAYLOADS['timesheet.decided'](t.db, await authOf(f.manager), sheetId);
    expect(sheet).toMatchObject({ id: sheetId, weekStart: '2026-11-02', status: 'approved' });
    expect(await EVENT_PAYLOADS['timesheet.decided'](t.db, await authOf(outsider), sheetId)).toBeNull();
    const read = await EVENT_PAYLOADS['time_entry.created'](t.db, await authOf(employee), entryId);
    expect(read).toMatchObject({ id: entryId, minutes: 90 });
    expect(await EVENT_PAYLOADS['time_entry.created'](t.db, await authOf(outsider), entryId)).toBeNull();
  });
});

describe('time entries made other ways', () => {
  it('a timer is told when it stops; a timesheet cell when it makes an entry, not when it changes one', async () => {
    const taskId = await newTask();
    const before = (await eventsOf('time_entry.created')).length;
    const started = await call(t, employee.cookie, 'POST', '/time/timer', { taskId });
    expect(started.statusCode, started.body).toBe(201);
    const timerId = started.json().data.id as string;
    expect(await eventsOf('time_entry.created')).toHaveLength(before);
    const stopped = await call(t, employee.cookie, 'POST', '/time/timer/stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await eventsOf('time_entry.created', timerId)).toHaveLength(1);

    const cell = (minutes: number) =>
      call(t, employee.cookie, 'PUT', '/time/timesheet/cells', { taskId, date: '2026-11-24', minutes });
    const first = await cell(60);
    expect(first.statusCode, first.body).toBe(200);
    expect(await eventsOf('time_entry.created')).toHaveLength(before + 2);
    const more = await cell(120);
    expect(more.statusCode, more.body).toBe(200);
    expect(await eventsOf('time_entry.created')).toHaveLength(before + 2);
  });
});

describe('leave', () => {
  it('leave.requested and leave.decided: one row each; none when the application or decision is refused', async () => {
    const application = {
      leaveTypeId,
      fromDate: '2035-03-05',
      toDate: '2035-03-06',
      reason: 'Family wedding',
    };
    const requested = (await eventsOf('leave.requested')).length;
    const incomplete = await call(t, employee.cookie, 'POST', '/leave/requests', application);
    expect(incomplete.statusCode).toBe(400);
    expect(await eventsOf('leave.requested')).toHaveLength(requested);
    const applied = await call(t, employee.cookie, 'POST', '/leave/requests', {
      ...application,
      addressDuringLeave: '12 Lake Road, Nashik',
      emergencyContact: '+91 98220 12345',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().data.id as string;
    expect(await eventsOf('leave.requested', id)).toEqual([{ subject_id: id, actor_id: employee.id }]);
    // Pending leave of someone outside one's reach is not shown at all (a token-less auth, as delivered).
    expect(await EVENT_PAYLOADS['leave.requested'](t.db, await authOf(outsider), id)).toBeNull();

    const refused = await call(t, outsider.cookie, 'POST', `/leave/requests/${id}/approve`, {});
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf('leave.decided', id)).toHaveLength(0);
    const approved = await call(t, f.admin.cookie, 'POST', `/leave/requests/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await eventsOf('leave.decided', id)).toEqual([{ subject_id: id, actor_id: f.admin.id }]);

    // The approver reads it all; approved leave is shown to colleagues as "who is out", without details.
    const payload = await EVENT_PAYLOADS['leave.decided'](t.db, await authOf(f.admin), id);
    expect(payload).toMatchObject({ id, status: 'Approved' });
    expect(JSON.stringify(payload)).toContain('Family wedding');
    expect(eventSummary('leave.decided', payload)).toContain('Esha Employee');
    const asColleague = await EVENT_PAYLOADS['leave.decided'](t.db, await authOf(outsider), id);
    expect(asColleague).toMatchObject({ id, status: 'Approved' });
    expect(JSON.stringify(asColleague)).not.toContain('Family wedding');
  });
});

describe('client work', () => {
  it('job.state_changed: one row when a step task moves its job; none for a change that does not', async () => {
    const { customerId } = await requests.client();
    const { jobId, taskIds } = await requests.job(customerId);
    const [first] = taskIds;
    if (!first) throw new Error('No step task');
    const started = await call(t, f.admin.cookie, 'PATCH', `/tasks/${first}`, { status: 'In Progress' });
    expect(started.statusCode, started.body).toBe(200);
    expect(await eventsOf('job.state_changed', jobId)).toEqual([{ subject_id: jobId, actor_id: f.admin.id }]);
    const renamed = await call(t, f.admin.cookie, 'PATCH', `/tasks/${first}`, { priority: 'Low' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await eventsOf('job.state_changed', jobId)).toHaveLength(1);

    const payload = await EVENT_PAYLOADS['job.state_changed'](t.db, await authOf(f.admin), jobId);
    // The job's date is past, so the app shows the job as overdue rather than in progress.
    expect(payload).toMatchObject({ id: jobId, customer: { id: customerId } });
    expect(await EVENT_PAYLOADS['job.state_changed'](t.db, await authOf(outsider), jobId)).toBeNull();
  });

  it('client_request.completed: one row when the last owed item comes in; none before', async () => {
    const { customerId } = await requests.client();
    const { requestId, itemIds } = await requests.request(customerId);
    const [sales, bank] = itemIds;
    if (!sales || !bank) throw new Error('No items');
    await requests.submit(requestId, sales, [{ name: 'sales.pdf' }]);
    expect(await eventsOf('client_request.completed', requestId)).toHaveLength(0);
    await requests.submit(requestId, bank, [{ name: 'bank.pdf' }]);
    expect(await eventsOf('client_request.completed', requestId)).toHaveLength(1);

    const payload = await EVENT_PAYLOADS['client_request.completed'](t.db, await authOf(f.admin), requestId);
    expect(payload).toMatchObject({ id: requestId });
    expect(
      await EVENT_PAYLOADS['client_request.completed'](t.db, await authOf(employee), requestId),
    ).toBeNull();
  });
});

describe('invoices', () => {
  it('invoice.issued and invoice.paid: one row each; none for a refused issue or a part payment', async () => {
    const invoice = await f.issuedInvoice(f.gstClient);
    expect(await eventsOf('invoice.issued', invoice.id)).toEqual([
      { subject_id: invoice.id, actor_id: f.admin.id },
    ]);
    const again = await call(t, f.admin.cookie, 'POST', `/invoices/${invoice.id}/issue`, {});
    expect(again.statusCode).toBe(409);
    expect(await eventsOf('invoice.issued', invoice.id)).toHaveLength(1);

    const pay = (amountMinor: number) =>
      call(t, f.admin.cookie, 'POST', '/payments', {
        customerId: f.gstClient,
        receivedOn: '2026-12-02',
        mode: 'upi',
        amountMinor,
        allocations: [{ invoiceId: invoice.id, amountMinor }],
      });
    const part = await pay(100_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(await eventsOf('invoice.paid', invoice.id)).toHaveLength(0);
    const rest = await pay(invoice.totalMinor - 100_000);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await eventsOf('invoice.paid', invoice.id)).toEqual([
      { subject_id: invoice.id, actor_id: f.admin.id },
    ]);
    const over = await pay(1);
    expect(over.statusCode).toBe(400);
    expect(await eventsOf('invoice.paid', invoice.id)).toHaveLength(1);

    // Money only for holders of Rates and Billing: the manager (without it) reads nothing.
    const payload = await EVENT_PAYLOADS['invoice.paid'](t.db, await authOf(f.biller), invoice.id);
    expect(payload).toMatchObject({ id: invoice.id, number: invoice.number });
    expect(eventSummary('invoice.issued', payload)).toBe(
      `Invoice issued: ${invoice.number} ${invoice.customerName}`,
    );
    expect(await EVENT_PAYLOADS['invoice.paid'](t.db, await authOf(f.manager), invoice.id)).toBeNull();
  });
});
