import type { IncomingMessage } from 'node:http';
import { get as httpGet } from 'node:http';
import { TASK_CSV_COLUMNS, type Task, todayIn } from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { multipart, TINY_PNG } from '../../test/http';
import {
  type Account,
  call,
  FIXTURE_ZONE,
  newOrganization,
  type OrganizationFixture,
} from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { anyoneToTell } from './comment-notices';

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let report: Account;
let colleague: Account;
let otherManager: Account;
let otherReport: Account;
let customerId: string;
let otherCustomerId: string;

async function newCustomer(name: string) {
  const [row] = await t.db
    .insert(customers)
    .values({ organizationId: org.orgId, businessName: name, email: 'c@example.com', address: '1 Road' })
    .returning({ id: customers.id });
  return row?.id as string;
}

function taskBody(overrides: Record<string, unknown> = {}) {
  return { customerId, assigneeId: report.id, title: 'File GST return', dueDate: '2031-05-20', ...overrides };
}

async function createTask(overrides: Record<string, unknown> = {}, cookie = org.admin.cookie) {
  const response = await call(t, cookie, 'POST', '/tasks', taskBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; displayId: string; status: string; assignee: { id: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  manager = await org.member('Employee', { name: 'Meera Manager' });
  // An employee-level role with the manager's reach: no View All, so the reporting tree decides.
  report = await org.member('Employee', { name: 'Asha Report', managerId: manager.id });
  colleague = await org.member('Employee', { name: 'Ravi Colleague', managerId: manager.id });
  otherManager = await org.member('Employee', { name: 'Omar Other' });
  otherReport = await org.member('Employee', { name: 'Olga Other', managerId: otherManager.id });
  customerId = await newCustomer('Sahyadri Textiles');
  otherCustomerId = await newCustomer('Kaveri Software');
});
afterAll(() => t.close());

describe('Assign New Task: required fields', () => {
  it.each([
    ['customerId', 'Customer is required'],
    ['assigneeId', 'Assign To is required'],
    ['title', 'Task Title is required'],
    ['dueDate', 'Due Date is required'],
  ])('%s missing answers "%s"', async (field, message) => {
    const body = taskBody();
    delete (body as Record<string, unknown>)[field];
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[field]).toBe(message);
  });

  it('a blank title is as missing as an absent one', async () => {
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', taskBody({ title: '   ' }));
    expect(response.json().error.details.fields.title).toBe('Task Title is required');
  });

  it('a customer of another organization is refused', async () => {
    const outsider = await newOrganization(t, 'Elsewhere LLP');
    const [row] = await t.db
      .insert(customers)
      .values({
        organizationId: outsider.orgId,
        businessName: 'Theirs',
        email: 'x@example.com',
        address: 'x',
      })
      .returning({ id: customers.id });
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', taskBody({ customerId: row?.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.customerId).toMatch(/your organization/);
  });
});

describe('Task IDs', () => {
  it('are unique and gapless under 20 concurrent creations', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(t, org.admin.cookie, 'POST', '/tasks', taskBody({ title: `Concurrent ${index}` })),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = responses.map((response) => response.json().data.displayId as string);
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^ACM-\d+$/);
    const numbers = ids.map((id) => Number(id.split('-')[1])).sort((a, b) => a - b);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
  });
});

describe('History', () => {
  it('records every changed field with old and new values and who', async () => {
    const task = await createTask();
    const response = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, {
      title: 'File GST return (March)',
      priority: 'High',
      status: 'In Progress',
      assigneeId: colleague.id,
      dueDate: '2031-05-25',
      estimateHours: 3.5,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The answer names the new assignee (read again, since an id with a name changed).
    expect(response.json().data).toMatchObject({
      title: 'File GST return (March)',
      priority: 'High',
      assignee: { id: colleague.id, name: 'Ravi Colleague' },
      customer: { id: customerId, name: 'Sahyadri Textiles' },
    });
    // A change of no named id answers with the names of the locked row and the changed fields.
    const again = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, { priority: 'Low' });
    expect(again.json().data).toMatchObject({
      priority: 'Low',
      title: 'File GST return (March)',
      assignee: { id: colleague.id, name: 'Ravi Colleague' },
      customer: { id: customerId, name: 'Sahyadri Textiles' },
    });
    expect(Date.parse(again.json().data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(response.json().data.updatedAt),
    );
    const history = await call(t, org.admin.cookie, 'GET', `/tasks/${task.id}/history?pageSize=50`);
    const entries = history.json().data as {
      action: string;
      field: string;
      oldValue: unknown;
      newValue: unknown;
      actor: { id: string };
    }[];
    const byField = Object.fromEntries(
      entries.filter((entry) => entry.action === 'updated').map((entry) => [entry.field, entry]),
    );
    expect(Object.keys(byField).sort()).toEqual([
      'assignee',
      'dueDate',
      'estimateHours',
      'priority',
      'status',
      'title',
    ]);
    expect(byField.title).toMatchObject({ oldValue: 'File GST return', newValue: 'File GST return (March)' });
    expect(byField.assignee).toMatchObject({ oldValue: 'Asha Report', newValue: 'Ravi Colleague' });
    expect(byField.priority).toMatchObject({ oldValue: 'Medium', newValue: 'High' });
    expect(byField.status?.actor.id).toBe(org.admin.id);
    expect(entries.some((entry) => entry.action === 'created')).toBe(true);
  });

  it('is written in the transaction of the change: a failing history write leaves neither', async () => {
    const task = await createTask();
    await t.db.execute(sql`
      create or replace function fail_history() returns trigger language plpgsql as $$
      begin
        if new.field = 'title' and new.new_value = '"Boom"'::jsonb then raise exception 'history refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger fail_history before insert on task_history for each row execute function fail_history()`,
    );
    try {
      const response = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, {
        title: 'Boom',
        priority: 'Low',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_history on task_history`);
    }
    const [row] = await queryRows<{ title: string; priority: number }>(
      t.db,
      sql`select title, priority from tasks where id = ${task.id}`,
    );
    expect(row).toEqual({ title: 'File GST return', priority: 3 });
    const history = await queryRows(
      t.db,
      sql`select * from task_history where task_id = ${task.id} and action = 'updated'`,
    );
    expect(history).toEqual([]);
  });

  it('a failing update of the task leaves no history row', async () => {
    const task = await createTask();
    await t.db.execute(sql`
      create or replace function fail_task() returns trigger language plpgsql as $$
      begin raise exception 'task refused'; end $$`);
    await t.db.execute(
      sql`create trigger fail_task before update on tasks for each row when (new.title = 'Refused') execute function fail_task()`,
    );
    try {
      const response = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, { title: 'Refused' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_task on tasks`);
    }
    const history = await queryRows(
      t.db,
      sql`select * from task_history where task_id = ${task.id} and action = 'updated'`,
    );
    expect(history).toEqual([]);
  });

  it('is append-only in the database', async () => {
    const task = await createTask();
    await expect(
      t.db.execute(sql`update task_history set action = 'x' where task_id = ${task.id}`),
    ).rejects.toThrow();
  });
});

describe('who sees what', () => {
  it('an employee cannot read or change a task outside their reach (404)', async () => {
    const task = await createTask({ assigneeId: otherReport.id });
    for (const [method, url, body] of [
      ['GET', `/tasks/${task.id}`, undefined],
      ['PATCH', `/tasks/${task.id}`, { title: 'Hijacked' }],
      ['GET', `/tasks/${task.id}/history`, undefined],
      ['POST', `/tasks/${task.id}/comments`, { body: 'Hello' }],
      ['POST', `/tasks/${task.id}/move`, { status: 'Completed' }],
      ['POST', '/tasks/bulk-update', { taskIds: [task.id], changes: { status: 'Completed' } }],
    ] as const) {
      const response = await call(t, report.cookie, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call(t, report.cookie, 'GET', '/tasks?pageSize=100');
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(task.id);
    const [row] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from tasks where id = ${task.id}`,
    );
    expect(row?.title).toBe('File GST return');
  });

  it('an employee sees and updates their own task, and one they watch', async () => {
    const own = await createTask();
    const watched = await createTask({ assigneeId: otherReport.id, watcherIds: [report.id] });
    expect((await call(t, report.cookie, 'GET', `/tasks/${own.id}`)).statusCode).toBe(200);
    expect((await call(t, report.cookie, 'GET', `/tasks/${watched.id}`)).statusCode).toBe(200);
    const moved = await call(t, report.cookie, 'PATCH', `/tasks/${own.id}`, { status: 'In Progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    // A watched task's details and comments (its reach asked in the task's own read), and nothing of a
    // task neither theirs nor watched.
    const changed = await call(t, report.cookie, 'PATCH', `/tasks/${watched.id}`, { priority: 'High' });
    expect(changed.statusCode, changed.body).toBe(200);
    const commented = await call(t, report.cookie, 'POST', `/tasks/${watched.id}/comments`, { body: 'Seen' });
    expect(commented.statusCode, commented.body).toBe(201);
    const unseen = await createTask({ assigneeId: otherReport.id });
    expect(
      (await call(t, report.cookie, 'PATCH', `/tasks/${unseen.id}`, { priority: 'High' })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, report.cookie, 'POST', `/tasks/${unseen.id}/comments`, { body: 'Seen' })).statusCode,
    ).toBe(404);
  });

  it("a manager sees their report's task but not another team's", async () => {
    const mine = await createTask({ assigneeId: report.id });
    const theirs = await createTask({ assigneeId: otherReport.id });
    expect((await call(t, manager.cookie, 'GET', `/tasks/${mine.id}`)).statusCode).toBe(200);
    expect((await call(t, manager.cookie, 'GET', `/tasks/${theirs.id}`)).statusCode).toBe(404);
    const list = await call(t, manager.cookie, 'GET', '/tasks?pageSize=100');
    const ids = list.json().data.map((row: { id: string }) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await call(t, manager.cookie, 'GET', '/tasks?scope=all')).statusCode).toBe(403);
  });

  it('a project lead sees the tasks of the project they lead', async () => {
    const project = await call(t, org.admin.cookie, 'POST', '/projects', {
      name: 'Omar audit',
      customerId,
      leadId: manager.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    });
    expect(project.statusCode, project.body).toBe(201);
    const task = await createTask({ assigneeId: otherReport.id, projectId: project.json().data.id });
    expect(task.displayId).toMatch(/^OA-\d+$/);
    expect((await call(t, manager.cookie, 'GET', `/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await call(t, colleague.cookie, 'GET', `/tasks/${task.id}`)).statusCode).toBe(404);
  });
});

describe('bulk actions', () => {
  it('update all selected tasks or none', async () => {
    const a = await createTask({ assigneeId: report.id });
    const b = await createTask({ assigneeId: report.id });
    const outside = await createTask({ assigneeId: otherReport.id });
    const refused = await call(t, manager.cookie, 'POST', '/tasks/bulk-update', {
      taskIds: [a.id, b.id, outside.id],
      changes: { status: 'Completed', priority: 'Critical' },
    });
    expect(refused.statusCode).toBe(404);
    const rows = await queryRows<{ status: string }>(
      t.db,
      sql`select status from tasks where id in (${a.id}, ${b.id})`,
    );
    expect(rows.map((row) => row.status)).toEqual(['Pending', 'Pending']);
    const history = await queryRows(
      t.db,
      sql`select 1 from task_history where task_id in (${a.id}, ${b.id}) and action = 'updated'`,
    );
    expect(history).toEqual([]);

    const done = await call(t, manager.cookie, 'POST', '/tasks/bulk-update', {
      taskIds: [a.id, b.id],
      changes: { status: 'Completed', dueDate: '2031-06-01' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = await queryRows<{ status: string; completed: boolean }>(
      t.db,
      sql`select status, completed_at is not null as completed from tasks where id in (${a.id}, ${b.id})`,
    );
    expect(after).toEqual([
      { status: 'Completed', completed: true },
      { status: 'Completed', completed: true },
    ]);
  });

  it('delete needs tasks.delete and is all or nothing', async () => {
    const a = await createTask();
    expect((await call(t, report.cookie, 'POST', '/tasks/bulk-delete', { taskIds: [a.id] })).statusCode).toBe(
      403,
    );
    const deleted = await call(t, org.admin.cookie, 'POST', '/tasks/bulk-delete', { taskIds: [a.id] });
    expect(deleted.statusCode).toBe(200);
    expect(await queryRows(t.db, sql`select 1 from tasks where id = ${a.id}`)).toEqual([]);
  });
});

describe('board', () => {
  it('persists the order within a column and stamps completion', async () => {
    const project = await call(t, org.admin.cookie, 'POST', '/projects', {
      name: 'Board project',
      customerId,
      leadId: org.admin.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    });
    const projectId = project.json().data.id;
    const [a, b, c] = [
      await createTask({ projectId }),
      await createTask({ projectId }),
      await createTask({ projectId }),
    ];
    const moved = await call(t, org.admin.cookie, 'POST', `/tasks/${c?.id}/move`, {
      status: 'Pending',
      beforeId: a?.id,
      afterId: b?.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const board = await call(t, org.admin.cookie, 'GET', `/tasks/board?projectId=${projectId}`);
    const pending = board
      .json()
      .data.columns.find((column: { status: string }) => column.status === 'Pending');
    expect(pending.tasks.map((task: { id: string }) => task.id)).toEqual([a?.id, c?.id, b?.id]);
    const done = await call(t, org.admin.cookie, 'POST', `/tasks/${b?.id}/move`, { status: 'Completed' });
    expect(done.json().data.completedAt).not.toBeNull();
  });
});

describe('comments and mentions', () => {
  it('notify the person mentioned', async () => {
    const task = await createTask();
    const response = await call(t, report.cookie, 'POST', `/tasks/${task.id}/comments`, {
      body: `Please review, @[Meera Manager](${manager.id})`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.mentions).toEqual([{ id: manager.id, name: 'Meera Manager' }]);
    const notes = await queryRows<{ kind: string }>(
      t.db,
      sql`select kind from notifications where user_id = ${manager.id}`,
    );
    expect(notes.map((note) => note.kind)).toContain('task_mentioned');
    const history = await call(t, report.cookie, 'GET', `/tasks/${task.id}/history`);
    expect(history.json().data.some((entry: { action: string }) => entry.action === 'commented')).toBe(true);
  });

  it('tell the assignee and the watchers once, a mentioned watcher as a mention, the author and the inactive nothing', async () => {
    const task = await createTask({ title: 'Audit the ledger', assigneeId: report.id });
    const leaver = await org.member('Employee', { name: 'Lata Leaver' });
    for (const userId of [colleague.id, manager.id, leaver.id]) {
      const watched = await call(t, org.admin.cookie, 'POST', `/tasks/${task.id}/watchers`, { userId });
      expect(watched.statusCode, watched.body).toBe(200);
    }
    await t.db.execute(sql`update users set is_active = false where id = ${leaver.id}`);
    const response = await call(t, colleague.cookie, 'POST', `/tasks/${task.id}/comments`, {
      body: `Figures attached, @[Meera Manager](${manager.id})`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const notes = await queryRows<{ userId: string; kind: string; title: string }>(
      t.db,
      sql`select user_id as "userId", kind, title from notifications where link = ${`/app/tasks/${task.id}`}
          and kind in ('task_comment', 'task_mentioned') order by kind, user_id`,
    );
    expect(notes).toEqual(
      [
        { userId: report.id, kind: 'task_comment', title: `New comment on ${task.displayId}` },
        {
          userId: manager.id,
          kind: 'task_mentioned',
          title: `Ravi Colleague mentioned you on ${task.displayId}`,
        },
      ].sort((a, b) => a.kind.localeCompare(b.kind) || a.userId.localeCompare(b.userId)),
    );
  });

  it('queue notices only when someone besides the author may hear: a mention, another assignee, a watcher', async () => {
    const task = await createTask({ title: 'My own work', assigneeId: report.id });
    const toTell = async (author: Account, mentionedIds: string[] = []) => {
      const condition = anyoneToTell(t.db, {
        orgId: org.orgId,
        taskId: task.id,
        author: { id: author.id, name: author.name },
        mentionedIds,
      });
      return (await queryRows<{ needed: boolean }>(t.db, sql`select ${condition} as needed`))[0]?.needed;
    };
    expect(await toTell(report)).toBe(false);
    expect(await toTell(report, [report.id])).toBe(false);
    expect(await toTell(report, [manager.id])).toBe(true);
    expect(await toTell(colleague)).toBe(true);
    await call(t, report.cookie, 'POST', `/tasks/${task.id}/watchers`, { userId: report.id });
    expect(await toTell(report)).toBe(false);
    const watched = await call(t, org.admin.cookie, 'POST', `/tasks/${task.id}/watchers`, {
      userId: colleague.id,
    });
    expect(watched.statusCode, watched.body).toBe(200);
    expect(await toTell(report)).toBe(true);
  });

  it('on a task out of reach: 404, and nothing of it is written', async () => {
    const task = await createTask({ title: 'Private work', assigneeId: otherReport.id });
    const countOf = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select (select count(*) from task_comments where task_id = ${task.id})
                   + (select count(*) from task_history where task_id = ${task.id} and action = 'commented')
                   + (select count(*) from jobs where kind = 'tasks.comment-notices' and payload->>'taskId' = ${task.id})
                   as n`,
        )
      )[0]?.n;
    const refused = await call(t, report.cookie, 'POST', `/tasks/${task.id}/comments`, { body: 'Peeking' });
    expect(refused.statusCode, refused.body).toBe(404);
    const missing = await call(t, report.cookie, 'POST', `/tasks/${crypto.randomUUID()}/comments`, {
      body: 'Nowhere',
    });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(Number(await countOf())).toBe(0);
    const allowed = await call(t, otherManager.cookie, 'POST', `/tasks/${task.id}/comments`, {
      body: 'Mine',
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(Number(await countOf())).toBe(2);
  });
});

describe('recurring tasks', () => {
  it('completed twice concurrently create one next occurrence', async () => {
    const task = await createTask({
      title: 'Monthly GST filing',
      dueDate: '2031-01-31',
      recurrence: { frequency: 'monthly', isLastWorkingDay: true },
    });
    const [first, second] = await Promise.all([
      call(t, report.cookie, 'PATCH', `/tasks/${task.id}`, { status: 'Completed' }),
      call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, { status: 'Completed' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const occurrences = await queryRows<{ due: string }>(
      t.db,
      sql`select due_date::text as due from tasks where series_id = (select series_id from tasks where id = ${task.id}) order by due_date`,
    );
    // 28 February 2031 is a Friday: the last working day of the month.
    expect(occurrences.map((row) => row.due)).toEqual(['2031-01-31', '2031-02-28']);
  });

  it('the scheduled job creates the next occurrence once, also when completion got there first', async () => {
    const task = await createTask({
      title: 'Weekly review',
      dueDate: '2020-01-06',
      recurrence: { frequency: 'weekly' },
    });
    await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, { status: 'Completed' });
    await runDueJobs({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });
    await runDueJobs({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });
    const rows = await queryRows<{ due: string }>(
      t.db,
      sql`select occurrence_date::text as due from tasks where series_id = (select series_id from tasks where id = ${task.id}) order by 1`,
    );
    const dues = rows.map((row) => row.due);
    expect(new Set(dues).size).toBe(dues.length);
    expect(dues.slice(0, 3)).toEqual(['2020-01-06', '2020-01-13', '2020-01-20']);
  });
});

describe('deleting', () => {
  it('a task with recorded time is kept (409 naming it); the others in the same request are kept too', async () => {
    const timed = await createTask({ title: 'Timed work', assigneeId: report.id });
    const plain = await createTask({ title: 'Untimed work', assigneeId: report.id });
    const started = await call(t, report.cookie, 'POST', '/time/timer', { taskId: timed.id });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const refused = await call(t, org.admin.cookie, 'POST', '/tasks/bulk-delete', {
      taskIds: [plain.id, timed.id],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain(timed.displayId);
    const left = await queryRows(t.db, sql`select id from tasks where id in (${timed.id}, ${plain.id})`);
    expect(left).toHaveLength(2);
    expect((await call(t, org.admin.cookie, 'DELETE', `/tasks/${plain.id}`)).statusCode).toBe(204);
  });
});

describe('ending a series', () => {
  it('stop repeating: completing the task then creates no next occurrence, and History says so', async () => {
    const task = await createTask({
      title: 'Quarterly TDS return',
      dueDate: '2031-03-31',
      assigneeId: report.id,
      recurrence: { frequency: 'monthly', monthDay: 31 },
    });
    // Outside the caller's reach the series cannot be ended.
    const stranger = await call(t, otherManager.cookie, 'DELETE', `/tasks/${task.id}/recurrence`);
    expect(stranger.statusCode).toBe(404);

    const stopped = await call(t, org.admin.cookie, 'DELETE', `/tasks/${task.id}/recurrence`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.recurrence).toMatchObject({ frequency: 'monthly', isActive: false });
    const again = await call(t, org.admin.cookie, 'DELETE', `/tasks/${task.id}/recurrence`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fields.recurrence).toBe('This task does not repeat');

    await call(t, report.cookie, 'PATCH', `/tasks/${task.id}`, { status: 'Completed' });
    await runDueJobs({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });
    const occurrences = await queryRows(
      t.db,
      sql`select id from tasks where series_id = (select series_id from tasks where id = ${task.id})`,
    );
    expect(occurrences).toHaveLength(1);
    const history = await call(t, report.cookie, 'GET', `/tasks/${task.id}/history`);
    expect(history.json().data).toContainEqual(
      expect.objectContaining({ field: 'recurrence', oldValue: 'monthly', newValue: 'stopped' }),
    );
  });
});

describe('CSV', () => {
  it('the export matches the filtered list row for row, its days in the organization’s zone', async () => {
    const made = [];
    for (let index = 0; index < 5; index++)
      made.push(
        await createTask({
          customerId: otherCustomerId,
          title: `Export ${index}`,
          priority: index % 2 ? 'High' : 'Low',
          dueDate: `2031-07-0${index + 1}`,
          ...(index === 1 ? { estimateHours: 2.5 } : {}),
        }),
      );
    // Made and completed at 00:30 IST on 1 July: 30 June in UTC, 1 July in the firm's zone.
    await t.db.execute(sql`update tasks set created_at = '2031-06-30T19:00:00Z', status = 'Completed',
      completed_at = '2031-06-30T19:00:00Z' where id = ${made[2]?.id}`);
    const query = `customerId=${otherCustomerId}&priority=High,Low&sort=-dueDate`;
    const list = await call(t, org.admin.cookie, 'GET', `/tasks?${query}&pageSize=100`);
    const csv = await call(t, org.admin.cookie, 'GET', `/tasks/export.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...rows] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual([...TASK_CSV_COLUMNS]);
    const dayIn = (instant: string | null) => (instant ? todayIn(FIXTURE_ZONE, new Date(instant)) : '');
    const expected = (list.json().data as Task[]).map((task) => [
      task.displayId,
      task.title,
      task.customer.name,
      task.assignee.name,
      task.status,
      task.priority,
      task.workType,
      task.taskType ?? '',
      task.project?.key ?? '',
      task.project?.name ?? '',
      task.department?.name ?? '',
      task.startDate ?? '',
      task.dueDate,
      task.estimateHours === null ? '' : String(task.estimateHours),
      dayIn(task.createdAt),
      dayIn(task.completedAt),
    ]);
    expect(rows).toEqual(expected);
    expect(rows.length).toBe(5);
    expect(rows.find((row) => row[1] === 'Export 2')?.slice(14)).toEqual(['2031-07-01', '2031-07-01']);
    expect(rows.find((row) => row[1] === 'Export 1')?.[13]).toBe('2.5');
  });

  it('reads every page of a large list, in the list’s order both ways', async () => {
    const firm = await newOrganization(t, 'Export Pages LLP');
    const customerId = await firm.customer('Ledger Co');
    // 2,100 tasks: three pages, with many alike in each sort's key so the id settles each page's edge.
    await t.db.execute(sql`
      insert into tasks (organization_id, display_id, title, customer_id, assignee_id, status, due_date, priority, created_at)
      select ${firm.orgId}, 'EXP-' || n, 'Task ' || (n % 7), ${customerId}, ${firm.admin.id}, 'Pending',
        date '2031-07-01' + (n % 30), 1 + n % 4, timestamptz '2031-06-01T00:00:00Z' + (n % 50) * interval '1 microsecond'
      from generate_series(1, 2100) as n`);
    for (const sort of ['dueDate', '-createdAt', 'priority', '-title']) {
      const csv = await call(t, firm.admin.cookie, 'GET', `/tasks/export.csv?sort=${sort}`);
      const rows = (parse(csv.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
      expect(new Set(rows.map((row) => row[0])).size, sort).toBe(2100);
      const first = await call(t, firm.admin.cookie, 'GET', `/tasks?sort=${sort}&pageSize=100`);
      expect(
        rows.slice(0, 100).map((row) => row[0]),
        sort,
      ).toEqual(first.json().data.map((task: Task) => task.displayId));
    }
  });

  it('an import with one bad row imports nothing and names the row', async () => {
    // The file's own titles in this organization: a count of every task would also see what another test's
    // job is still making.
    const importedCount = () =>
      queryRows(
        t.db,
        sql`select count(*)::int as n from tasks
            where organization_id = ${org.orgId} and title in ('Import one', 'Import two', 'Import three')`,
      );
    expect(await importedCount()).toEqual([{ n: 0 }]);
    const file = [
      'Title,Company,Assign To,Due Date,Priority',
      `Import one,Sahyadri Textiles,${report.email},2031-08-01,High`,
      'Import two,Sahyadri Textiles,Nobody Known,2031-08-02,Low',
      `Import three,Sahyadri Textiles,${report.email},2031-08-03,Medium`,
    ].join('\n');
    const form = await multipart({
      commit: 'true',
      file: { name: 'tasks.csv', type: 'text/csv', data: Buffer.from(file) },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/import',
      headers: { cookie: org.admin.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.isCommitted).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, field: 'Assign To', message: 'No person named "Nobody Known"' },
    ]);
    expect(await importedCount()).toEqual([{ n: 0 }]);

    const good = await multipart({
      commit: 'true',
      file: {
        name: 'tasks.csv',
        type: 'text/csv',
        data: Buffer.from(
          file
            .split('\n')
            .filter((_, i) => i !== 2)
            .join('\n'),
        ),
      },
    });
    const committed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/import',
      headers: { cookie: org.admin.cookie, ...good.headers },
      payload: good.payload,
    });
    expect(committed.json().data).toMatchObject({ isCommitted: true, rowCount: 2, errors: [] });
    // Created at once (one counter bump, multi-row inserts): consecutive ids in the file's order, each with
    // its "created" history line, and the next task numbered after them.
    const imported = await queryRows<{ display_id: string; title: string; history: number }>(
      t.db,
      sql`select t.display_id, t.title,
            (select count(*)::int from task_history h where h.task_id = t.id and h.action = 'created'
               and h.new_value #>> '{}' = t.display_id) as history
          from tasks t where t.organization_id = ${org.orgId} and t.title in ('Import one', 'Import three')
          order by t.title`,
    );
    const numberOf = (displayId: string) => Number(displayId.split('-').at(-1));
    const [first, second] = imported;
    expect(first?.history).toBe(1);
    expect(second?.history).toBe(1);
    expect(numberOf(second?.display_id ?? '')).toBe(numberOf(first?.display_id ?? '') + 1);
    const next = await createTask({ assigneeId: org.admin.id, title: 'After the import' });
    expect(numberOf(next.displayId)).toBe(numberOf(second?.display_id ?? '') + 1);
  });
});

describe('due tomorrow and overdue', () => {
  it("a daily job in the organization's zone notifies the assignee once per task", async () => {
    // The organization's next 08:00 (Asia/Kolkata) run is queued with the day it is for.
    const [job] = await queryRows<{ day: string }>(
      t.db,
      sql`select payload->>'day' as day from jobs where kind = 'tasks.due-digest' and completed_at is null`,
    );
    const shift = (days: number) => {
      const date = new Date(`${job?.day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const tomorrow = await createTask({
      assigneeId: colleague.id,
      title: 'Due tomorrow task',
      dueDate: shift(1),
    });
    const late = await createTask({ assigneeId: colleague.id, title: 'Late task', dueDate: shift(-1) });
    await t.db.execute(
      sql`update jobs set run_at = now() - interval '1 minute' where kind = 'tasks.due-digest'`,
    );
    await runDueJobs({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });
    const notes = await queryRows<{ title: string }>(
      t.db,
      sql`select title from notifications where user_id = ${colleague.id} and kind = 'task_due' order by title`,
    );
    expect(notes.map((note) => note.title)).toEqual([
      `Due tomorrow: ${tomorrow.displayId} Due tomorrow task`,
      `Overdue: ${late.displayId} Late task`,
    ]);
    // The next day's run is on the queue, once.
    const next = await queryRows(
      t.db,
      sql`select key from jobs where kind = 'tasks.due-digest' and completed_at is null`,
    );
    expect(next).toHaveLength(1);
  });
});

describe('attachments, subtasks, watchers', () => {
  it('stores a file checked by content, serves it as a download, and records History', async () => {
    const task = await createTask();
    const send = async (data: Buffer, name: string, cookie = org.admin.cookie) => {
      const form = await multipart({
        fileName: name,
        file: { name, type: 'application/octet-stream', data },
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/tasks/${task.id}/attachments`,
        headers: { cookie, ...form.headers },
        payload: form.payload,
      });
    };
    const refused = await send(Buffer.from('<script>alert(1)</script>'), 'page.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.file).toMatch(/^Attach a document, spreadsheet/);
    const stored = await send(TINY_PNG, 'scan "1".png');
    expect(stored.statusCode, stored.body).toBe(201);
    const download = await t.app.inject({
      url: stored.json().data.url,
      headers: { cookie: org.admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="scan _1_.png"$/);
    expect(
      (await t.app.inject({ url: stored.json().data.url, headers: { cookie: otherReport.cookie } }))
        .statusCode,
    ).toBe(404);
    const history = await call(t, org.admin.cookie, 'GET', `/tasks/${task.id}/history`);
    expect(history.json().data.map((entry: { action: string }) => entry.action)).toContain(
      'attachment_added',
    );
  });

  it('a checklist item is ticked with its own done state; watching is one’s own choice', async () => {
    const task = await createTask();
    const added = await call(t, report.cookie, 'POST', `/tasks/${task.id}/subtasks`, {
      title: 'Collect invoices',
      assigneeId: colleague.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const subtask = added.json().data.subtasks[0];
    const ticked = await call(t, report.cookie, 'PATCH', `/tasks/${task.id}/subtasks/${subtask.id}`, {
      isDone: true,
    });
    expect(ticked.json().data.subtasks[0]).toMatchObject({ isDone: true, assignee: { id: colleague.id } });
    expect(
      (await call(t, otherReport.cookie, 'POST', `/tasks/${task.id}/watchers`, { userId: otherReport.id }))
        .statusCode,
    ).toBe(404);
    const watched = await call(t, org.admin.cookie, 'POST', `/tasks/${task.id}/watchers`, {
      userId: otherReport.id,
    });
    expect(watched.json().data.watchers.map((w: { id: string }) => w.id)).toContain(otherReport.id);
    expect((await call(t, otherReport.cookie, 'GET', `/tasks/${task.id}`)).statusCode).toBe(200);
    expect(
      (await call(t, otherReport.cookie, 'DELETE', `/tasks/${task.id}/watchers/${otherReport.id}`))
        .statusCode,
    ).toBe(204);
    expect((await call(t, otherReport.cookie, 'GET', `/tasks/${task.id}`)).statusCode).toBe(404);
  });
});

describe('live updates', () => {
  it('a change publishes a small work event to the organization', async () => {
    const heard: unknown[] = [];
    const stop = t.app.live.onWorkChanged(org.orgId, (event) => heard.push(event));
    try {
      const task = await createTask();
      await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, { priority: 'Low' });
      await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(2));
      expect(heard[0]).toEqual({ type: 'work_changed', org: org.orgId, kind: 'task', ids: [task.id] });
    } finally {
      stop();
    }
  });
});

describe('the live stream', () => {
  it('tells an open page that tasks changed, without the ids of tasks the reader is not told of', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpGet(
        `${address}/api/v1/stream`,
        { headers: { cookie: report.cookie }, agent: false, signal: abort.signal },
        resolve,
      ).on('error', reject);
    });
    let text = '';
    const reading = (async () => {
      try {
        for await (const chunk of response) text += String(chunk);
      } catch {
        // Aborted below.
      }
    })();
    try {
      await vi.waitFor(() => expect(text).toContain('event: notification'));
      // Someone else's task: the page hears that something changed, never what (it refetches through the
      // API), and without View All Tasks not even which task (issue 38: lib/work-audience.ts).
      const task = await createTask({ title: 'Seen live', assigneeId: colleague.id });
      await vi.waitFor(() => expect(text).toContain('event: work\ndata: {"kind":"task"}\n'));
      expect(text).not.toContain('Seen live');
      expect(text).not.toContain(task.id);
    } finally {
      abort.abort();
      await reading;
    }
  });
});

describe('Team Members Dashboard', () => {
  it("counts a manager's team by status", async () => {
    const response = await call(t, manager.cookie, 'GET', '/tasks/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json().data.map((row: { member: { name: string } }) => row.member.name);
    expect(names).toContain('Asha Report');
    expect(names).not.toContain('Olga Other');
  });

  it('counts each status, overdue and due this week for a member', async () => {
    const fresh = await org.member('Employee', { name: 'Zara Fresh', managerId: manager.id });
    await createTask({ assigneeId: fresh.id, dueDate: '2020-01-01' });
    await createTask({ assigneeId: fresh.id, dueDate: '2099-01-01', status: 'On Hold' });
    await createTask({ assigneeId: fresh.id, dueDate: '2020-01-01', status: 'Completed' });
    await createTask({ assigneeId: fresh.id, dueDate: '2099-01-01', status: 'In Progress' });
    const response = await call(t, manager.cookie, 'GET', '/tasks/dashboard');
    const row = response
      .json()
      .data.find((entry: { member: { id: string } }) => entry.member.id === fresh.id);
    expect(row).toEqual({
      member: { id: fresh.id, name: 'Zara Fresh' },
      pending: 1,
      inProgress: 1,
      completed: 1,
      onHold: 1,
      overdue: 1,
      dueThisWeek: 0,
    });
  });

  it('exports the same rows as CSV', async () => {
    const [json, csv] = await Promise.all([
      call(t, manager.cookie, 'GET', '/tasks/dashboard'),
      call(t, manager.cookie, 'GET', '/tasks/dashboard.csv'),
    ]);
    const [header, ...rows] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual([
      'Member',
      'Pending',
      'In Progress',
      'Completed',
      'On Hold',
      'Overdue',
      'Due This Week',
    ]);
    expect(rows).toEqual(
      json
        .json()
        .data.map((row: { member: { name: string }; [key: string]: unknown }) =>
          [
            row.member.name,
            row.pending,
            row.inProgress,
            row.completed,
            row.onHold,
            row.overdue,
            row.dueThisWeek,
          ].map(String),
        ),
    );
  });
});

describe('saved views', () => {
  it('are each person’s own', async () => {
    const saved = await call(t, report.cookie, 'POST', '/tasks/views', {
      name: 'My overdue',
      query: { overdue: 'true', sort: '-priority' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const again = await call(t, report.cookie, 'POST', '/tasks/views', { name: 'my OVERDUE', query: {} });
    expect(again.json().error.details.fields.name).toBe('You already have a view with this name');
    expect((await call(t, colleague.cookie, 'GET', '/tasks/views')).json().data).toEqual([]);
    expect(
      (await call(t, colleague.cookie, 'DELETE', `/tasks/views/${saved.json().data.id}`)).statusCode,
    ).toBe(404);
    const mine = await call(t, report.cookie, 'GET', '/tasks/views');
    expect(mine.json().data).toMatchObject([
      { name: 'My overdue', query: { overdue: 'true', sort: '-priority' } },
    ]);
  });

  it('are renamed and refiltered by their owner only, names staying unique', async () => {
    const first = await call(t, report.cookie, 'POST', '/tasks/views', { name: 'Rename me', query: {} });
    await call(t, report.cookie, 'POST', '/tasks/views', { name: 'Taken name', query: {} });
    const id = first.json().data.id;
    const renamed = await call(t, report.cookie, 'PATCH', `/tasks/views/${id}`, {
      name: 'Renamed',
      query: { status: 'Pending' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, name: 'Renamed', query: { status: 'Pending' } });
    const clash = await call(t, report.cookie, 'PATCH', `/tasks/views/${id}`, { name: 'TAKEN name' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.details.fields.name).toBe('You already have a view with this name');
    const empty = await call(t, report.cookie, 'PATCH', `/tasks/views/${id}`, {});
    expect(empty.statusCode).toBe(400);
    const foreign = await call(t, colleague.cookie, 'PATCH', `/tasks/views/${id}`, { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    const views = (await call(t, report.cookie, 'GET', '/tasks/views')).json().data;
    expect(views.find((view: { id: string }) => view.id === id)).toMatchObject({ name: 'Renamed' });
  });
});
