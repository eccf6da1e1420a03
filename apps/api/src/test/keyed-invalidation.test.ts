/**
 * Narrower invalidation of kept answers (issue 27, migrations 0029 and 0031, decision 033): a person's
 * Task List, a task's page, a timesheet and the projects list (its projects' progress) say which rows of tasks, watchers, subtasks, time entries and timesheets
 * they read, and the triggers name the rows each change touched, before and after. Each test pins both
 * directions through the real triggers and the HTTP API: a write that cannot change an answer leaves it
 * kept (a hit), and a write that can is read afresh, and the fresh answer shows it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, newOrganization, type OrganizationFixture } from './org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

let t: TestApp;
let acme: OrganizationFixture;
let asha: Awaited<ReturnType<OrganizationFixture['member']>>;
let bala: Awaited<ReturnType<OrganizationFixture['member']>>;
let customerId: string;
let ashasTask: string;
let balasTask: string;
/** Bala's task that Asha watches. */
let watchedTask: string;

const LIST = '/tasks?scope=mine&status=Pending&sort=dueDate&page=1&pageSize=25';
const WEEK = '2026-11-23';

async function newTask(title: string, assigneeId: string) {
  const created = await call(t, acme.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId,
    title,
    dueDate: '2031-05-20',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

beforeAll(async () => {
  // A fixed clock (Kolkata, Wednesday 25 November 2026, 15:30): the week and its entries are in the past.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T15:30:00+05:30'));
  t = await createTestApp();
  acme = await newOrganization(t, 'Keyed Answers LLP');
  customerId = await acme.customer('Sahyadri Textiles');
  asha = await acme.member('Employee', { name: 'Asha Employee' });
  bala = await acme.member('Employee', { name: 'Bala Employee' });
  ashasTask = await newTask('File GST return', asha.id);
  balasTask = await newTask('Reconcile the bank', bala.id);
  watchedTask = await newTask('Prepare the audit file', bala.id);
  const watched = await call(t, acme.admin.cookie, 'POST', `/tasks/${watchedTask}/watchers`, {
    userId: asha.id,
  });
  expect(watched.statusCode, watched.body).toBe(200);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Reads `url` as `cookie` once everything written so far has been heard; whether memory answered it. */
async function read(cookie: string, url: string) {
  await t.app.live.awaitEvents();
  const hits = t.app.readCache.hits;
  const response = await call(t, cookie, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json(), wasKept: t.app.readCache.hits === hits + 1 };
}

async function change(cookie: string, method: 'PATCH' | 'POST', url: string, body: unknown, status = 200) {
  const response = await call(t, cookie, method, url, body);
  expect(response.statusCode, response.body).toBe(status);
}

const titles = (body: { data: { title: string }[] }) => body.data.map((task) => task.title).sort();

describe('kept answers narrowed to the rows they read', () => {
  it("keeps a person's Task List when a colleague's task changes, not when their own or a watched one does", async () => {
    await read(asha.cookie, LIST);
    expect((await read(asha.cookie, LIST)).wasKept).toBe(true);

    await change(bala.cookie, 'PATCH', `/tasks/${balasTask}`, { priority: 'High' });
    const afterColleague = await read(asha.cookie, LIST);
    expect(afterColleague.wasKept).toBe(true);
    expect(titles(afterColleague.body)).toEqual(['File GST return', 'Prepare the audit file']);

    await change(asha.cookie, 'PATCH', `/tasks/${ashasTask}`, { priority: 'High' });
    const afterOwn = await read(asha.cookie, LIST);
    expect(afterOwn.wasKept).toBe(false);
    expect(afterOwn.body.data.find((task: { id: string }) => task.id === ashasTask).priority).toBe('High');

    await change(bala.cookie, 'PATCH', `/tasks/${watchedTask}`, { title: 'Prepare the audit binder' });
    const afterWatched = await read(asha.cookie, LIST);
    expect(afterWatched.wasKept).toBe(false);
    expect(titles(afterWatched.body)).toEqual(['File GST return', 'Prepare the audit binder']);
  });

  it('reads afresh when a task is handed to the person (it enters their list) or away from them', async () => {
    await read(asha.cookie, LIST);
    await change(acme.admin.cookie, 'PATCH', `/tasks/${balasTask}`, { assigneeId: asha.id });
    const handedIn = await read(asha.cookie, LIST);
    expect(handedIn.wasKept).toBe(false);
    expect(titles(handedIn.body)).toContain('Reconcile the bank');

    await read(bala.cookie, LIST);
    expect((await read(bala.cookie, LIST)).wasKept).toBe(true);
    await change(acme.admin.cookie, 'PATCH', `/tasks/${balasTask}`, { assigneeId: bala.id });
    // Asha's list loses it, and Bala's (which did not show it: the key before the change is Asha's, the
    // key after is Bala's) gains it.
    const handedBack = await read(bala.cookie, LIST);
    expect(handedBack.wasKept).toBe(false);
    expect(titles(handedBack.body)).toContain('Reconcile the bank');
    expect(titles((await read(asha.cookie, LIST)).body)).not.toContain('Reconcile the bank');
  });

  it("opens a task a person watches, and not a colleague's task they do not (its watcher row tested in the query)", async () => {
    expect((await read(asha.cookie, `/tasks/${watchedTask}`)).body.data.title).toBe(
      'Prepare the audit binder',
    );
    const unwatched = await call(t, asha.cookie, 'GET', `/tasks/${balasTask}`);
    expect(unwatched.statusCode).toBe(404);
    // Watching it opens it at once (a 404 is never kept), and no longer watching closes it again.
    await change(acme.admin.cookie, 'POST', `/tasks/${balasTask}/watchers`, { userId: asha.id });
    expect((await read(asha.cookie, `/tasks/${balasTask}`)).body.data.id).toBe(balasTask);
    const removed = await call(t, acme.admin.cookie, 'DELETE', `/tasks/${balasTask}/watchers/${asha.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await call(t, asha.cookie, 'GET', `/tasks/${balasTask}`)).statusCode).toBe(404);
  });

  it("keeps a task's page when another task changes; a subtask or a watcher of its own reads it afresh", async () => {
    const page = `/tasks/${ashasTask}`;
    await read(asha.cookie, page);
    expect((await read(asha.cookie, page)).wasKept).toBe(true);

    await change(bala.cookie, 'PATCH', `/tasks/${balasTask}`, { priority: 'Low' });
    await change(bala.cookie, 'POST', `/tasks/${balasTask}/subtasks`, { title: 'Bank statement' }, 201);
    expect((await read(asha.cookie, page)).wasKept).toBe(true);

    await change(asha.cookie, 'POST', `/tasks/${ashasTask}/subtasks`, { title: 'Collect invoices' }, 201);
    const afterSubtask = await read(asha.cookie, page);
    expect(afterSubtask.wasKept).toBe(false);
    expect(afterSubtask.body.data.subtasks.map((subtask: { title: string }) => subtask.title)).toEqual([
      'Collect invoices',
    ]);

    await read(asha.cookie, page);
    await change(acme.admin.cookie, 'POST', `/tasks/${ashasTask}/watchers`, { userId: bala.id });
    const afterWatcher = await read(asha.cookie, page);
    expect(afterWatcher.wasKept).toBe(false);
    expect(afterWatcher.body.data.watchers.map((person: { name: string }) => person.name)).toContain(
      'Bala Employee',
    );
  });

  it("keeps a timesheet when a colleague logs time; the person's own entry or a rename of its task reads it afresh", async () => {
    const sheet = `/time/timesheet?week=${WEEK}`;
    await change(
      asha.cookie,
      'POST',
      '/time/entries',
      { taskId: ashasTask, date: '2026-11-24', durationMinutes: 30 },
      201,
    );
    await read(asha.cookie, sheet);
    expect((await read(asha.cookie, sheet)).wasKept).toBe(true);

    await change(
      bala.cookie,
      'POST',
      '/time/entries',
      { taskId: balasTask, date: '2026-11-24', durationMinutes: 45 },
      201,
    );
    await change(bala.cookie, 'PATCH', `/tasks/${balasTask}`, { title: 'Reconcile the bank accounts' });
    expect((await read(asha.cookie, sheet)).wasKept).toBe(true);

    await change(acme.admin.cookie, 'PATCH', `/tasks/${ashasTask}`, { title: 'File the GST return' });
    const afterRename = await read(asha.cookie, sheet);
    expect(afterRename.wasKept).toBe(false);
    expect(afterRename.body.data.rows.map((row: { task: { title: string } }) => row.task.title)).toEqual([
      'File the GST return',
    ]);

    await change(
      asha.cookie,
      'POST',
      '/time/entries',
      { taskId: ashasTask, date: '2026-11-25', durationMinutes: 15 },
      201,
    );
    const afterEntry = await read(asha.cookie, sheet);
    expect(afterEntry.wasKept).toBe(false);
    expect(afterEntry.body.data.total).toBe(45);
  });

  it('follows changes made through another process on the same database, and only the ones it read', async () => {
    const other = await secondAppOnSameDatabase(t);
    try {
      const through = async (cookie: string, url: string, payload: unknown) => {
        const response = await other.app.inject({
          method: 'PATCH',
          url: `/api/v1${url}`,
          headers: { cookie },
          payload: payload as Record<string, unknown>,
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await read(asha.cookie, LIST);
      await through(bala.cookie, `/tasks/${balasTask}`, { priority: 'Critical' });
      expect((await read(asha.cookie, LIST)).wasKept).toBe(true);
      await through(asha.cookie, `/tasks/${ashasTask}`, { priority: 'Critical' });
      const fresh = await read(asha.cookie, LIST);
      expect(fresh.wasKept).toBe(false);
      expect(fresh.body.data.find((task: { id: string }) => task.id === ashasTask).priority).toBe('Critical');
    } finally {
      await other.close();
    }
  });

  it("keeps the projects list through its tasks' priority changes and comments; a change that moves a project's progress reads it afresh", async () => {
    const projectId = await acme.project('Annual Audit', customerId);
    const otherProject = await acme.project('Payroll', customerId);
    const inProject = async (title: string, project: string) => {
      const created = await call(t, acme.admin.cookie, 'POST', '/tasks', {
        customerId,
        assigneeId: asha.id,
        projectId: project,
        title,
        dueDate: '2031-05-20',
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    const first = await inProject('Vouch the ledgers', projectId);
    await inProject('Confirm the balances', projectId);
    const PROJECTS = '/projects?page=1&pageSize=25';
    const progressOf = (body: { data: { id: string; progress: { total: number; completed: number } }[] }) =>
      body.data.find((project) => project.id === projectId)?.progress;
    await read(acme.admin.cookie, PROJECTS);
    expect((await read(acme.admin.cookie, PROJECTS)).wasKept).toBe(true);

    // Nothing the page counts: kept.
    await change(asha.cookie, 'PATCH', `/tasks/${first}`, { priority: 'High' });
    await change(asha.cookie, 'POST', `/tasks/${first}/comments`, { body: 'Ledgers vouched' }, 201);
    await change(asha.cookie, 'PATCH', `/tasks/${first}`, { title: 'Vouch the purchase ledgers' });
    expect((await read(acme.admin.cookie, PROJECTS)).wasKept).toBe(true);

    // Done: read afresh, and the fresh page counts it.
    await change(asha.cookie, 'PATCH', `/tasks/${first}`, { status: 'Completed' });
    const done = await read(acme.admin.cookie, PROJECTS);
    expect(done.wasKept).toBe(false);
    expect(progressOf(done.body)).toMatchObject({ total: 2, completed: 1 });

    // A new due date, a new assignee, a move to another project, a new task: each reads it afresh.
    const moves: [string, unknown][] = [
      [`/tasks/${first}`, { dueDate: '2031-06-20' }],
      [`/tasks/${first}`, { assigneeId: bala.id }],
      [`/tasks/${first}`, { projectId: otherProject }],
    ];
    for (const [url, body] of moves) {
      expect((await read(acme.admin.cookie, PROJECTS)).wasKept).toBe(true);
      await change(acme.admin.cookie, 'PATCH', url, body);
      expect((await read(acme.admin.cookie, PROJECTS)).wasKept, JSON.stringify(body)).toBe(false);
    }
    expect(progressOf((await read(acme.admin.cookie, PROJECTS)).body)).toMatchObject({
      total: 1,
      completed: 0,
    });
    await inProject('Draft the audit report', projectId);
    const added = await read(acme.admin.cookie, PROJECTS);
    expect(added.wasKept).toBe(false);
    expect(progressOf(added.body)).toMatchObject({ total: 2, completed: 0 });
  });

  it("keeps a person's Task List through a colleague's 150 new tasks at once (the job generator's page, an import), not through one of their own", async () => {
    await read(asha.cookie, LIST);
    expect((await read(asha.cookie, LIST)).wasKept).toBe(true);
    // One statement of 150 rows, as insertTasks writes them: a new task's own key names nothing kept.
    await t.db.execute(sql`
      insert into tasks (organization_id, display_id, title, customer_id, assignee_id, work_type, priority, status, due_date)
      select ${acme.orgId}, 'BULK-' || n, 'Bulk task ' || n, ${customerId}, ${bala.id}, 'General', 2, 'Pending', '2031-05-20'
        from generate_series(1, 150) as n`);
    expect((await read(asha.cookie, LIST)).wasKept).toBe(true);

    await newTask('Her own new task', asha.id);
    const fresh = await read(asha.cookie, LIST);
    expect(fresh.wasKept).toBe(false);
    expect(titles(fresh.body)).toContain('Her own new task');
  });

  it('reads afresh after a change that names no rows (more than the trigger names, or made by hand)', async () => {
    await read(asha.cookie, LIST);
    expect((await read(asha.cookie, LIST)).wasKept).toBe(true);
    const event = { type: 'rows_changed', table: 'tasks', orgs: [acme.orgId], keys: null };
    await t.db.execute(sql`select pg_notify('taskflow_events', ${JSON.stringify(event)})`);
    expect((await read(asha.cookie, LIST)).wasKept).toBe(false);
  });
});
