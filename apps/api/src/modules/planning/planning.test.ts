import { DEPENDENCY_CYCLE, isWorkingDay, SHIFT_SUCCESSORS_FIELD, WORKLOAD_FORBIDDEN } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, holidays, leaveRequests, leaveTypes } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let outsider: Account;
let customerId: string;
let projectId: string;
let counter = 0;

interface CreatedTask {
  id: string;
  displayId: string;
  title: string;
}

/** Mon–Fri; Friday 21 March 2031 is a holiday (Holi), Monday 3 March the project's first day. */
const CALENDAR = { workWeek: [1, 2, 3, 4, 5], holidays: new Set(['2031-03-21', '2031-12-31']) };

async function newTask(startDate: string, dueDate: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: org.admin.id,
    projectId,
    title: `Step ${counter}`,
    startDate,
    dueDate,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatedTask;
}

async function link(predecessor: CreatedTask, successor: CreatedTask, cookie = org.admin.cookie) {
  return call(t, cookie, 'POST', '/dependencies', {
    predecessorId: predecessor.id,
    successorId: successor.id,
  });
}

async function linked(predecessor: CreatedTask, successor: CreatedTask) {
  const response = await link(predecessor, successor);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

async function datesOf(task: CreatedTask) {
  const response = await call(t, org.admin.cookie, 'GET', `/tasks/${task.id}`);
  expect(response.statusCode, response.body).toBe(200);
  const { startDate, dueDate } = response.json().data;
  return { startDate: startDate as string, dueDate: dueDate as string };
}

function schedule(task: CreatedTask, body: Record<string, unknown>, cookie = org.admin.cookie) {
  return call(t, cookie, 'PUT', `/tasks/${task.id}/schedule`, body);
}

async function historyFields(task: CreatedTask) {
  const rows = (await queryRows(
    t.db,
    sql`select action, field, new_value from task_history where task_id = ${task.id} order by created_at`,
  )) as { action: string; field: string | null; new_value: unknown }[];
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Planning Test LLP');
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'c@example.com',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  customerId = customer?.id as string;
  await t.db.insert(holidays).values([
    { organizationId: org.orgId, date: '2031-03-21', name: 'Holi' },
    { organizationId: org.orgId, date: '2031-12-31', name: 'Year end' },
  ]);
  const project = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'GST filings 2031',
    customerId,
    leadId: org.admin.id,
    startDate: '2031-03-03',
    targetEndDate: '2032-01-30',
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
  outsider = await org.memberWith(['tasks.view', 'tasks.edit']);
});
afterAll(() => t.close());

describe('dependencies', () => {
  it('links two tasks, shows them on both tasks and records it in both histories', async () => {
    const first = await newTask('2031-03-03', '2031-03-05');
    const second = await newTask('2031-03-10', '2031-03-12');
    const dependency = await linked(first, second);
    const ofSecond = await call(t, org.admin.cookie, 'GET', `/tasks/${second.id}/dependencies`);
    expect(ofSecond.json().data.predecessors.map((entry: { id: string }) => entry.id)).toEqual([
      dependency.id,
    ]);
    const ofFirst = await call(t, org.admin.cookie, 'GET', `/tasks/${first.id}/dependencies`);
    expect(ofFirst.json().data.successors[0].successor.displayId).toBe(second.displayId);
    expect(await historyFields(second)).toContainEqual(
      expect.objectContaining({ action: 'dependency_added', field: 'predecessor' }),
    );
    expect(await historyFields(first)).toContainEqual(
      expect.objectContaining({ action: 'dependency_added', field: 'successor' }),
    );

    const removed = await call(t, org.admin.cookie, 'DELETE', `/dependencies/${dependency.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await call(t, org.admin.cookie, 'GET', `/tasks/${second.id}/dependencies`);
    expect(after.json().data.predecessors).toEqual([]);
    expect(await historyFields(first)).toContainEqual(
      expect.objectContaining({ action: 'dependency_removed', field: 'successor' }),
    );
  });

  it('refuses a cycle, a link to itself and the same link twice', async () => {
    const a = await newTask('2031-04-01', '2031-04-02');
    const b = await newTask('2031-04-07', '2031-04-08');
    const c = await newTask('2031-04-14', '2031-04-15');
    await linked(a, b);
    await linked(b, c);
    const cycle = await link(c, a);
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().message).toBe(DEPENDENCY_CYCLE);
    const back = await link(b, a);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(DEPENDENCY_CYCLE);
    expect((await link(a, a)).statusCode).toBe(400);
    expect((await link(a, b)).statusCode).toBe(409);
  });

  it('two concurrent links that together would close a cycle: one wins, the other is refused', async () => {
    const x = await newTask('2031-05-05', '2031-05-06');
    const y = await newTask('2031-05-12', '2031-05-13');
    const z = await newTask('2031-05-19', '2031-05-20');
    await linked(x, y);
    // y → z is valid alone and so is z → x alone (dates apart); together with x → y they form a loop.
    await call(t, org.admin.cookie, 'PUT', `/tasks/${x.id}/schedule`, {
      startDate: '2031-05-26',
      dueDate: '2031-05-27',
      shiftSuccessors: true,
    });
    const results = await Promise.all([link(y, z), link(z, x)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loop = await queryRows(
      t.db,
      sql`with recursive walk(id) as (
            select successor_id from task_dependencies where predecessor_id = ${x.id}
            union select d.successor_id from task_dependencies d join walk on d.predecessor_id = walk.id)
          select 1 from walk where id = ${x.id}`,
    );
    expect(loop).toEqual([]);
  });

  it('refuses a link whose successor already starts before the predecessor ends', async () => {
    const early = await newTask('2031-06-02', '2031-06-06');
    const overlapping = await newTask('2031-06-04', '2031-06-10');
    const response = await link(early, overlapping);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(early.displayId);
  });
});

describe('rescheduling', () => {
  it('refuses a move that starts a task before its predecessor ends, naming the predecessor', async () => {
    const draft = await newTask('2031-03-03', '2031-03-07', { title: 'Draft the return' });
    const file = await newTask('2031-03-10', '2031-03-12', { title: 'File the return' });
    await linked(draft, file);
    const response = await schedule(file, { startDate: '2031-03-06', dueDate: '2031-03-12' });
    expect(response.statusCode).toBe(409);
    const { message, error } = response.json();
    expect(message).toContain(draft.displayId);
    expect(message).toContain('Draft the return');
    expect(error.details.fields.startDate).toBe(message);
    expect(await datesOf(file)).toEqual({ startDate: '2031-03-10', dueDate: '2031-03-12' });
  });

  it('moving a predecessor past its successor is refused unless successors shift, which keeps every link and skips non-working days', async () => {
    const a = await newTask('2031-03-03', '2031-03-05', { title: 'Collect invoices' });
    const b = await newTask('2031-03-06', '2031-03-10', { title: 'Reconcile' }); // Thu–Mon: 3 working days
    const c = await newTask('2031-03-11', '2031-03-11', { title: 'File' });
    const d = await newTask('2031-03-17', '2031-03-18', { title: 'Review' });
    await linked(a, b);
    await linked(b, c);
    await linked(a, d);
    await linked(c, d);

    const refused = await schedule(a, { startDate: '2031-03-12', dueDate: '2031-03-19' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.fields[SHIFT_SUCCESSORS_FIELD]).toContain(b.displayId);
    expect(await datesOf(b)).toEqual({ startDate: '2031-03-06', dueDate: '2031-03-10' });

    const shifted = await schedule(a, {
      startDate: '2031-03-12',
      dueDate: '2031-03-19',
      shiftSuccessors: true,
    });
    expect(shifted.statusCode, shifted.body).toBe(200);
    // a ends Wed 19 Mar; Fri 21 is Holi: b keeps 3 working days from Thu 20 (20, 24, 25); c Wed 26; d from Thu 27.
    expect(await datesOf(a)).toEqual({ startDate: '2031-03-12', dueDate: '2031-03-19' });
    expect(await datesOf(b)).toEqual({ startDate: '2031-03-20', dueDate: '2031-03-25' });
    expect(await datesOf(c)).toEqual({ startDate: '2031-03-26', dueDate: '2031-03-26' });
    expect(await datesOf(d)).toEqual({ startDate: '2031-03-27', dueDate: '2031-03-28' });
    expect(shifted.json().data.shifted.map((task: { id: string }) => task.id)).toEqual([b.id, c.id, d.id]);

    const chain = [a, b, c, d];
    const dates = new Map(
      await Promise.all(chain.map(async (task) => [task.id, await datesOf(task)] as const)),
    );
    for (const [predecessor, successor] of [
      [a, b],
      [b, c],
      [a, d],
      [c, d],
    ] as const) {
      expect(
        (dates.get(successor.id)?.startDate as string) > (dates.get(predecessor.id)?.dueDate as string),
      ).toBe(true);
    }
    for (const task of [b, c, d]) {
      const { startDate, dueDate } = dates.get(task.id) as { startDate: string; dueDate: string };
      expect(isWorkingDay(startDate, CALENDAR) && isWorkingDay(dueDate, CALENDAR)).toBe(true);
      expect(await historyFields(task)).toContainEqual(
        expect.objectContaining({ action: 'updated', field: 'startDate', new_value: startDate }),
      );
    }
  });

  it('shifts across the year end, skipping its holiday and the weekend', async () => {
    const closing = await newTask('2031-12-22', '2031-12-26');
    const audit = await newTask('2031-12-29', '2031-12-30');
    await linked(closing, audit);
    const response = await schedule(closing, {
      startDate: '2031-12-22',
      dueDate: '2031-12-30',
      shiftSuccessors: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    // 31 Dec is a holiday, 1 Jan a Thursday: two working days 1–2 Jan 2032.
    expect(await datesOf(audit)).toEqual({ startDate: '2032-01-01', dueDate: '2032-01-02' });
  });

  it('refuses dates outside the project’s start and target end, also when a shift would push a successor past it', async () => {
    const task = await newTask('2031-03-03', '2031-03-04');
    const before = await schedule(task, { startDate: '2031-02-28', dueDate: '2031-03-04' });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.details.fields.startDate).toContain('project’s start date');
    const after = await schedule(task, { startDate: '2031-03-03', dueDate: '2032-02-02' });
    expect(after.statusCode).toBe(400);
    expect(after.json().error.details.fields.dueDate).toContain('target end date');
    const inverted = await schedule(task, { startDate: '2031-03-05', dueDate: '2031-03-04' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.details.fields.dueDate).toBe('Due Date cannot be before Start Date');

    const last = await newTask('2032-01-26', '2032-01-30');
    const lead = await newTask('2032-01-19', '2032-01-20');
    await linked(lead, last);
    const pushed = await schedule(lead, {
      startDate: '2032-01-19',
      dueDate: '2032-01-27',
      shiftSuccessors: true,
    });
    expect(pushed.statusCode).toBe(400);
    expect(pushed.json().message).toContain(last.displayId);
    expect(await datesOf(lead)).toEqual({ startDate: '2032-01-19', dueDate: '2032-01-20' });
  });
});

describe('reach', () => {
  it('a person cannot read or change a task outside their reach (404)', async () => {
    const theirs = await newTask('2031-07-07', '2031-07-08', { assigneeId: outsider.id });
    const notTheirs = await newTask('2031-07-14', '2031-07-15');
    const dependency = await linked(theirs, notTheirs);
    expect((await call(t, outsider.cookie, 'GET', `/tasks/${notTheirs.id}/dependencies`)).statusCode).toBe(
      404,
    );
    expect(
      (await schedule(notTheirs, { startDate: '2031-07-21', dueDate: '2031-07-22' }, outsider.cookie))
        .statusCode,
    ).toBe(404);
    expect((await link(notTheirs, theirs, outsider.cookie)).statusCode).toBe(404);
    expect((await call(t, outsider.cookie, 'DELETE', `/dependencies/${dependency.id}`)).statusCode).toBe(404);
    // Their own task's links leave out what they cannot see, and a shift may not move it.
    const own = await call(t, outsider.cookie, 'GET', `/tasks/${theirs.id}/dependencies`);
    expect(own.json().data).toEqual({ predecessors: [], successors: [] });
    const shift = await schedule(
      theirs,
      { startDate: '2031-07-07', dueDate: '2031-07-16', shiftSuccessors: true },
      outsider.cookie,
    );
    expect(shift.statusCode).toBe(409);
    expect(await datesOf(notTheirs)).toEqual({ startDate: '2031-07-14', dueDate: '2031-07-15' });
    // The project is not theirs to see: its Gantt does not exist for them.
    expect((await call(t, outsider.cookie, 'GET', `/projects/${projectId}/gantt`)).statusCode).toBe(404);
  });

  it('reading and changing need tasks.view and tasks.edit', async () => {
    const task = await newTask('2031-08-04', '2031-08-05', { assigneeId: outsider.id });
    const viewer = await org.memberWith(['tasks.view']);
    const nobody = await org.memberWith([]);
    expect((await call(t, nobody.cookie, 'GET', `/tasks/${task.id}/dependencies`)).statusCode).toBe(403);
    expect((await call(t, nobody.cookie, 'GET', `/projects/${projectId}/gantt`)).statusCode).toBe(403);
    expect(
      (await schedule(task, { startDate: '2031-08-04', dueDate: '2031-08-06' }, viewer.cookie)).statusCode,
    ).toBe(403);
    const next = await newTask('2031-08-11', '2031-08-12', { assigneeId: outsider.id });
    expect((await link(task, next, viewer.cookie)).statusCode).toBe(403);
  });
});

describe('Gantt data', () => {
  it('answers tasks with subtasks and progress, milestones, links and the non-working days in range', async () => {
    const parent = await newTask('2031-09-01', '2031-09-03', { title: 'Quarterly close' });
    const follower = await newTask('2031-09-08', '2031-09-09');
    await linked(parent, follower);
    for (const [title, done] of [
      ['Bank statements', true],
      ['Ledger review', false],
    ] as const) {
      const added = await call(t, org.admin.cookie, 'POST', `/tasks/${parent.id}/subtasks`, { title });
      expect(added.statusCode, added.body).toBe(201);
      if (done) {
        const subtaskId = added
          .json()
          .data.subtasks.find((step: { title: string }) => step.title === title).id;
        await call(t, org.admin.cookie, 'PATCH', `/tasks/${parent.id}/subtasks/${subtaskId}`, {
          isDone: true,
        });
      }
    }
    await call(t, org.admin.cookie, 'POST', `/projects/${projectId}/milestones`, {
      name: 'Final delivery',
      date: '2031-09-30',
    });
    const response = await call(t, org.admin.cookie, 'GET', `/projects/${projectId}/gantt`);
    expect(response.statusCode, response.body).toBe(200);
    const gantt = response.json().data;
    const row = gantt.tasks.find((task: { id: string }) => task.id === parent.id);
    expect(row.subtasks.map((step: { title: string }) => step.title)).toEqual([
      'Bank statements',
      'Ledger review',
    ]);
    expect(row.progress).toBe(50);
    expect(gantt.milestones).toContainEqual(
      expect.objectContaining({ name: 'Final delivery', date: '2031-09-30' }),
    );
    expect(gantt.dependencies).toContainEqual(
      expect.objectContaining({ predecessorId: parent.id, successorId: follower.id }),
    );
    expect(gantt.nonWorkingDays).toContainEqual({ date: '2031-03-21', holiday: 'Holi' });
    expect(gantt.nonWorkingDays).toContainEqual({ date: '2031-09-06', holiday: null });
    expect(gantt.nonWorkingDays.map((day: { date: string }) => day.date)).not.toContain('2031-09-05');
    expect(gantt.range.from).toBe('2031-03-03');
    expect(gantt.canEdit).toBe(true);
  });
});

describe('Gantt windows (issue 27)', () => {
  it('answers its rows a window at a time in one stable order, with the total and the links touching each window', async () => {
    const windowed = await call(t, org.admin.cookie, 'POST', '/projects', {
      name: 'Gantt windows 2031',
      customerId,
      leadId: org.admin.id,
      startDate: '2031-03-03',
      targetEndDate: '2032-01-30',
    });
    expect(windowed.statusCode, windowed.body).toBe(201);
    const windowedId: string = windowed.json().data.id;
    const inWindowed = (startDate: string, dueDate: string) =>
      newTask(startDate, dueDate, { projectId: windowedId });
    // Ties on both dates (ordered by id), one without a start (placed by its due date), and a late one.
    const made = [
      await inWindowed('2031-05-05', '2031-05-09'),
      await inWindowed('2031-05-05', '2031-05-09'),
      await inWindowed('2031-05-05', '2031-05-09'),
      await inWindowed('', '2031-04-10'),
      await inWindowed('2031-04-07', '2031-04-08'),
      await inWindowed('2031-06-02', '2031-06-06'),
      await inWindowed('2031-11-03', '2031-11-28'),
    ];
    const across = await linked(made[4] as CreatedTask, made[6] as CreatedTask);
    const windowOf = async (query: string) => {
      const response = await call(t, org.admin.cookie, 'GET', `/projects/${windowedId}/gantt?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    const whole = await windowOf('limit=500');
    const pages = [
      await windowOf('offset=0&limit=3'),
      await windowOf('offset=3&limit=3'),
      await windowOf('offset=6&limit=3'),
    ];
    const ids = (gantt: { tasks: { id: string }[] }) => gantt.tasks.map((task) => task.id);
    expect(pages.map((page) => [page.window, ids(page).length])).toEqual([
      [{ offset: 0, limit: 3, total: 7 }, 3],
      [{ offset: 3, limit: 3, total: 7 }, 3],
      [{ offset: 6, limit: 3, total: 7 }, 1],
    ]);
    // The windows together are the whole chart, each row once, in the row order: start, due, then id.
    const paged = pages.flatMap(ids);
    expect(paged).toEqual(ids(whole));
    expect(new Set(paged).size).toBe(7);
    const tied = made
      .slice(0, 3)
      .map((task) => task.id)
      .sort();
    expect(paged).toEqual([made[4]?.id, made[3]?.id, ...tied, made[5]?.id, made[6]?.id]);
    // Past the end: no rows, the same total.
    expect(await windowOf('offset=7&limit=3')).toMatchObject({
      tasks: [],
      dependencies: [],
      window: { total: 7 },
    });

    // Every window carries the chart's frame; a link comes with each window holding one of its ends.
    for (const page of pages) expect(page.range).toEqual(whole.range);
    expect(whole.range).toEqual({ from: '2031-03-03', to: '2032-01-30' });
    const linkIds = (gantt: { dependencies: { id: string }[] }) => gantt.dependencies.map((link) => link.id);
    expect(pages.map(linkIds)).toEqual([[across.id], [], [across.id]]);
  });

  it('refuses a window it cannot answer, naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      ['offset=-1', 'offset'],
    ] as const) {
      const response = await call(t, org.admin.cookie, 'GET', `/projects/${projectId}/gantt?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.details.fields), query).toEqual([field]);
    }
    expect(
      (await call(t, org.admin.cookie, 'GET', `/projects/${projectId}/gantt?limit=501`)).json().error.details
        .fields.limit,
    ).toBe('Limit must be at most 500');
  });

  it("another organization's project stays out of reach, whatever the window", async () => {
    const other = await newOrganization(t, 'Gantt Window Other LLP');
    for (const query of ['', '?offset=0&limit=500', '?offset=100&limit=1']) {
      const response = await call(t, other.admin.cookie, 'GET', `/projects/${projectId}/gantt${query}`);
      expect(response.statusCode, query).toBe(404);
    }
  });
});

describe('Gantt rows and leave', () => {
  it("a task's row carries the days its assignee has approved leave while it runs; pending leave does not count", async () => {
    const person = await org.member('Employee', { name: 'Kavya Away' });
    const during = await newTask('2031-10-06', '2031-10-10', { assigneeId: person.id });
    const after = await newTask('2031-10-13', '2031-10-14', { assigneeId: person.id });
    const [leaveType] = await t.db
      .insert(leaveTypes)
      .values({ organizationId: org.orgId, name: 'Gantt Leave' })
      .returning({ id: leaveTypes.id });
    const leave = (fromDate: string, toDate: string, status: string) => ({
      organizationId: org.orgId,
      userId: person.id,
      leaveTypeId: leaveType?.id as string,
      fromDate,
      toDate,
      totalDays: 1,
      status,
      reason: 'Family',
      addressDuringLeave: 'Home',
      emergencyContact: '9876543210',
    });
    await t.db
      .insert(leaveRequests)
      .values([leave('2031-10-08', '2031-10-09', 'Approved'), leave('2031-10-10', '2031-10-10', 'Pending')]);

    const gantt = (await call(t, org.admin.cookie, 'GET', `/projects/${projectId}/gantt`)).json().data;
    const rowOf = (id: string) => gantt.tasks.find((task: { id: string }) => task.id === id);
    expect(rowOf(during.id).assigneeLeaveDays).toEqual(['2031-10-08', '2031-10-09']);
    expect(rowOf(after.id).assigneeLeaveDays).toEqual([]);
  });
});

describe('demo seed', () => {
  it('links tasks of its projects, every link already holding and none closing a cycle', async () => {
    // The demo seeds only an empty database.
    const demo = await createTestApp();
    await seedDemo(demo.db);
    const links = (await queryRows(
      demo.db,
      sql`select p.due_date as predecessor_due, coalesce(s.start_date, s.due_date) as successor_start
          from task_dependencies d
          join tasks p on p.id = d.predecessor_id
          join tasks s on s.id = d.successor_id
          join organizations o on o.id = d.organization_id
          where o.name = 'Acme Advisory LLP'`,
    )) as { predecessor_due: string; successor_start: string }[];
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(String(link.successor_start) > String(link.predecessor_due)).toBe(true);
    await demo.close();
  });
});

describe('workload', () => {
  it('sums open estimated hours per person per week against 8 h per working day less holidays and approved leave', async () => {
    const lead = await org.memberWith(['tasks.view']);
    const report = await org.member('Employee', { name: 'Asha Workload', managerId: lead.id });
    const due = async (dueDate: string, estimateHours: number | null, status = 'Pending') => {
      const created = await newTask(dueDate, dueDate, { assigneeId: report.id, estimateHours });
      if (status !== 'Pending') await call(t, org.admin.cookie, 'PATCH', `/tasks/${created.id}`, { status });
    };
    // Week of Monday 3 March 2031: 50 open hours (one unestimated task); a completed task does not count.
    await due('2031-03-04', 30);
    await due('2031-03-06', 20);
    await due('2031-03-07', null);
    await due('2031-03-05', 16, 'Completed');
    // Week of 17 March: Holi on Friday 21 leaves four working days, and one day of approved leave three.
    await due('2031-03-18', 20);
    const [leaveType] = await t.db
      .insert(leaveTypes)
      .values({ organizationId: org.orgId, name: 'Casual Leave' })
      .returning({ id: leaveTypes.id });
    await t.db.insert(leaveRequests).values({
      organizationId: org.orgId,
      userId: report.id,
      leaveTypeId: leaveType?.id as string,
      fromDate: '2031-03-19',
      toDate: '2031-03-19',
      totalDays: 1,
      status: 'Approved',
      reason: 'Family',
      addressDuringLeave: 'Home',
      emergencyContact: '9876543210',
    });

    const response = await call(t, lead.cookie, 'GET', '/workload?from=2031-03-05&weeks=3');
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    expect(data.weeks.map((week: { start: string }) => week.start)).toEqual([
      '2031-03-03',
      '2031-03-10',
      '2031-03-17',
    ]);
    expect(data.weeks[2].workingDays).toBe(4);
    // The lead sees their reporting tree: themselves and their report, nobody else.
    expect(meta.total).toBe(2);
    const row = data.rows.find((entry: { person: { id: string } }) => entry.person.id === report.id);
    expect(row.weeks[0]).toEqual({
      hours: 50,
      tasks: 3,
      unestimated: 1,
      capacity: 40,
      leaveDays: 0,
      carriedOver: null,
      isOverbooked: true,
    });
    expect(row.weeks[1]).toMatchObject({ hours: 0, capacity: 40, isOverbooked: false });
    expect(row.weeks[2]).toMatchObject({ hours: 20, capacity: 24, leaveDays: 1, isOverbooked: false });

    const all = await call(
      t,
      org.admin.cookie,
      'GET',
      '/workload?from=2031-03-03&weeks=1&pageSize=100&scope=all',
    );
    expect(all.json().meta.total).toBeGreaterThan(2);
    const alone = await org.memberWith(['tasks.view']);
    const refused = await call(t, alone.cookie, 'GET', '/workload');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WORKLOAD_FORBIDDEN);
  });
});

describe('task calendars', () => {
  it('answer tasks by due date within reach and milestones, filtered by project and assignee', async () => {
    const mine = await newTask('2031-10-06', '2031-10-08', {
      assigneeId: outsider.id,
      title: 'Outsider filing',
    });
    const other = await newTask('2031-10-06', '2031-10-09', { title: 'Admin filing' });
    await call(t, org.admin.cookie, 'POST', `/projects/${projectId}/milestones`, {
      name: 'October review',
      date: '2031-10-15',
    });
    const range = 'from=2031-10-01&to=2031-10-31';
    const all = await call(t, org.admin.cookie, 'GET', `/task-calendar?${range}&projectId=${projectId}`);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().data.tasks.map((task: { id: string }) => task.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, other.id]));
    expect(all.json().data.milestones).toContainEqual(expect.objectContaining({ name: 'October review' }));
    const filtered = await call(
      t,
      org.admin.cookie,
      'GET',
      `/task-calendar?${range}&assigneeId=${outsider.id}`,
    );
    expect(filtered.json().data.tasks.map((task: { id: string }) => task.id)).toEqual([mine.id]);
    // One person's calendar shows the milestones of their projects only: the outsider is on none.
    expect(filtered.json().data.milestones).toEqual([]);
    // Reach: the outsider sees their own task and not the admin's, nor the project's milestones.
    const own = await call(t, outsider.cookie, 'GET', `/task-calendar?${range}`);
    expect(own.json().data.tasks.map((task: { id: string }) => task.id)).toEqual([mine.id]);
    expect(own.json().data.milestones).toEqual([]);
    expect(
      (await call(t, outsider.cookie, 'GET', `/task-calendar?${range}&projectId=${projectId}`)).statusCode,
    ).toBe(404);
  });

  it('the organization calendar and the personal iCalendar feed carry one’s own tasks and milestones', async () => {
    const task = await newTask('2031-11-03', '2031-11-05', { title: 'Own November filing' });
    await call(t, org.admin.cookie, 'POST', `/projects/${projectId}/milestones`, {
      name: 'November sign-off',
      date: '2031-11-20',
    });
    const calendar = await call(
      t,
      org.admin.cookie,
      'GET',
      '/calendar?from=2031-11-01T00:00:00.000Z&to=2031-12-01T00:00:00.000Z',
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().data).toContainEqual(
      expect.objectContaining({
        id: `task:${task.id}`,
        type: 'task',
        start: '2031-11-05',
        link: `/app/tasks/${task.id}`,
      }),
    );
    const feedUrl = (await call(t, org.admin.cookie, 'GET', '/calendar/feed-url')).json().data.url as string;
    const feed = await t.app.inject({ method: 'GET', url: new URL(feedUrl).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:task-${task.id}@taskflow`);
    expect(feed.body).toContain(`SUMMARY:Due: ${task.displayId} Own November filing`);
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20311105');
    expect(feed.body).toContain('SUMMARY:GST filings 2031: November sign-off');
  });
});
