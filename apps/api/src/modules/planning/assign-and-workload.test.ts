/**
 * Issue 31, items 6 and 7: open subtasks move with a reassignment (one transaction, tasks.edit reach),
 * a due date changed alone shifts the tasks waiting on it by working days, and the workload and the
 * Team Members Dashboard count overdue open work and list My team unless Everyone is asked for (and
 * allowed). The clock is fixed on Wednesday 11 June 2031.
 */
import { SHIFT_SUCCESSORS_FIELD } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEDNESDAY = new Date('2031-06-11T06:30:00Z');

let t: TestApp;
let org: OrganizationFixture;
let lead: Account;
let report: Account;
let outsider: Account;
let customerId: string;

interface TaskRef {
  id: string;
  displayId: string;
}
interface Subtask {
  id: string;
  title: string;
  isDone: boolean;
  assignee: { id: string } | null;
}

async function newTask(fields: Record<string, unknown>, cookie = org.admin.cookie): Promise<TaskRef> {
  const response = await call(t, cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: report.id,
    title: 'Reconcile the bank',
    dueDate: '2031-06-20',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function detail(task: TaskRef) {
  const response = await call(t, org.admin.cookie, 'GET', `/tasks/${task.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    assignee: { id: string };
    startDate: string | null;
    dueDate: string;
    subtasks: Subtask[];
  };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WEDNESDAY });
  t = await createTestApp();
  org = await newOrganization(t, 'Load and Assign LLP');
  lead = await org.member('Manager', { name: 'Lata Lead' });
  report = await org.member('Employee', { name: 'Ravi Report', managerId: lead.id });
  outsider = await org.member('Employee', { name: 'Omar Outside' });
  customerId = await org.customer('Sahyadri Textiles');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('reassigning with open subtasks', () => {
  async function taskWithSubtasks() {
    const task = await newTask({ title: 'GST return for May' });
    for (const title of ['Collect invoices', 'File GSTR-1', 'Pay the tax']) {
      const added = await call(t, org.admin.cookie, 'POST', `/tasks/${task.id}/subtasks`, {
        title,
        assigneeId: report.id,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const [open, other, done] = (await detail(task)).subtasks as [Subtask, Subtask, Subtask];
    const ticked = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}/subtasks/${done.id}`, {
      isDone: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    return { task, open, other, done };
  }

  it('moves the named open subtasks with the task, and an undo moves exactly them back', async () => {
    const { task, open, other, done } = await taskWithSubtasks();
    const moved = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, {
      assigneeId: outsider.id,
      moveSubtaskIds: [open.id, other.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    let after = await detail(task);
    expect(after.assignee.id).toBe(outsider.id);
    const assigneeOf = (id: string) => after.subtasks.find((subtask) => subtask.id === id)?.assignee?.id;
    expect(assigneeOf(open.id)).toBe(outsider.id);
    expect(assigneeOf(other.id)).toBe(outsider.id);
    // A ticked subtask stays with whoever did it.
    expect(assigneeOf(done.id)).toBe(report.id);

    const undone = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, {
      assigneeId: report.id,
      moveSubtaskIds: [open.id, other.id],
    });
    expect(undone.statusCode, undone.body).toBe(200);
    after = await detail(task);
    expect(after.assignee.id).toBe(report.id);
    expect(after.subtasks.map((subtask) => subtask.assignee?.id)).toEqual([report.id, report.id, report.id]);
  });

  it('moves nothing, the task included, when one named subtask is done or belongs to another task', async () => {
    const { task, open, done } = await taskWithSubtasks();
    const elsewhere = await taskWithSubtasks();
    for (const ids of [
      [open.id, done.id],
      [open.id, elsewhere.open.id],
    ]) {
      const refused = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, {
        assigneeId: outsider.id,
        moveSubtaskIds: ids,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details.fields.moveSubtaskIds).toBe(
        'Only open subtasks of this task can move with it',
      );
      const after = await detail(task);
      expect(after.assignee.id).toBe(report.id);
      expect(after.subtasks.every((subtask) => subtask.assignee?.id === report.id)).toBe(true);
    }
    expect((await detail(elsewhere.task)).subtasks[0]?.assignee?.id).toBe(report.id);
  });

  it('in bulk: each task’s open subtasks go along, and an undo per previous assignee brings exactly them back', async () => {
    const first = await taskWithSubtasks();
    const second = await taskWithSubtasks();
    const taskIds = [first.task.id, second.task.id];
    const moved = await call(t, org.admin.cookie, 'POST', '/tasks/bulk-update', {
      taskIds,
      changes: { assigneeId: outsider.id, moveOpenSubtasks: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { movedSubtasks } = moved.json().data;
    const movedIds = movedSubtasks.flatMap((entry: { subtaskIds: string[] }) => entry.subtaskIds).sort();
    expect(movedIds).toEqual([first.open.id, first.other.id, second.open.id, second.other.id].sort());
    for (const { task, done } of [first, second]) {
      const after = await detail(task);
      expect(after.assignee.id).toBe(outsider.id);
      expect(after.subtasks.filter((subtask) => subtask.id !== done.id).map((s) => s.assignee?.id)).toEqual([
        outsider.id,
        outsider.id,
      ]);
      expect(after.subtasks.find((subtask) => subtask.id === done.id)?.assignee?.id).toBe(report.id);
    }

    // A ticked subtask named in an undo refuses the whole request: nothing moves back.
    const refused = await call(t, org.admin.cookie, 'POST', '/tasks/bulk-update', {
      taskIds,
      changes: { assigneeId: report.id, moveSubtaskIds: [...movedIds, first.done.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect((await detail(first.task)).assignee.id).toBe(outsider.id);

    const undone = await call(t, org.admin.cookie, 'POST', '/tasks/bulk-update', {
      taskIds,
      changes: { assigneeId: report.id, moveSubtaskIds: movedIds },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    for (const { task } of [first, second]) {
      const after = await detail(task);
      expect(after.assignee.id).toBe(report.id);
      expect(after.subtasks.every((subtask) => subtask.assignee?.id === report.id)).toBe(true);
    }
  });

  it('needs the new assignee, tasks.edit, and the task within reach', async () => {
    const { task, open } = await taskWithSubtasks();
    const noAssignee = await call(t, org.admin.cookie, 'PATCH', `/tasks/${task.id}`, {
      moveSubtaskIds: [open.id],
    });
    expect(noAssignee.statusCode).toBe(400);
    expect(noAssignee.json().error.details.fields.assigneeId).toBe(
      'Choose the new assignee the subtasks move to',
    );

    const viewer = await org.memberWith(['tasks.view', 'tasks.view_all']);
    const forbidden = await call(t, viewer.cookie, 'PATCH', `/tasks/${task.id}`, {
      assigneeId: outsider.id,
      moveSubtaskIds: [open.id],
    });
    expect(forbidden.statusCode).toBe(403);
    // The outsider may edit tasks, but not one outside their reach: it does not exist for them.
    const unreachable = await call(t, outsider.cookie, 'PATCH', `/tasks/${task.id}`, {
      assigneeId: outsider.id,
      moveSubtaskIds: [open.id],
    });
    expect(unreachable.statusCode).toBe(404);
    const after = await detail(task);
    expect(after.assignee.id).toBe(report.id);
    expect(after.subtasks[0]?.assignee?.id).toBe(report.id);
  });
});

describe('a due date changed alone', () => {
  it('offers to shift the tasks waiting on it by working days, and keeps the task’s own start date', async () => {
    // Mon 16 – Tue 17 June, then Wed 18 – Thu 19 June waiting on it.
    const first = await newTask({ title: 'Draft accounts', startDate: '2031-06-16', dueDate: '2031-06-17' });
    const second = await newTask({
      title: 'Review accounts',
      startDate: '2031-06-18',
      dueDate: '2031-06-19',
    });
    const third = await newTask({ title: 'Sign accounts', dueDate: '2031-06-20' });
    for (const [predecessor, successor] of [
      [first, second],
      [second, third],
    ] as const) {
      const linked = await call(t, org.admin.cookie, 'POST', '/dependencies', {
        predecessorId: predecessor.id,
        successorId: successor.id,
      });
      expect(linked.statusCode, linked.body).toBe(201);
    }

    const asked = await call(t, org.admin.cookie, 'PUT', `/tasks/${first.id}/schedule`, {
      dueDate: '2031-06-18',
    });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().error.details.fields[SHIFT_SUCCESSORS_FIELD]).toContain(second.displayId);
    expect((await detail(first)).dueDate).toBe('2031-06-17');

    const shifted = await call(t, org.admin.cookie, 'PUT', `/tasks/${first.id}/schedule`, {
      dueDate: '2031-06-18',
      shiftSuccessors: true,
    });
    expect(shifted.statusCode, shifted.body).toBe(200);
    expect(shifted.json().data.shifted.map((task: TaskRef) => task.displayId)).toEqual([
      second.displayId,
      third.displayId,
    ]);
    expect(await detail(first)).toMatchObject({ startDate: '2031-06-16', dueDate: '2031-06-18' });
    // Two working days from Thursday: Thursday and Friday; the third goes past the weekend.
    expect(await detail(second)).toMatchObject({ startDate: '2031-06-19', dueDate: '2031-06-20' });
    expect(await detail(third)).toMatchObject({ startDate: '2031-06-23', dueDate: '2031-06-23' });

    // A task without a start date keeps none when only its due date moves.
    const loose = await newTask({ title: 'File the return', dueDate: '2031-06-24' });
    const moved = await call(t, org.admin.cookie, 'PUT', `/tasks/${loose.id}/schedule`, {
      dueDate: '2031-06-25',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await detail(loose)).toMatchObject({ startDate: null, dueDate: '2031-06-25' });
  });
});

describe('the Gantt', () => {
  it('names a dependency the dates break, in words', async () => {
    const project = await call(t, org.admin.cookie, 'POST', '/projects', {
      name: 'FY2030-31 Statutory Audit',
      customerId,
      leadId: org.admin.id,
      startDate: '2031-06-01',
      targetEndDate: '2031-12-31',
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json().data.id as string;
    const fieldwork = await newTask({ projectId, startDate: '2031-07-01', dueDate: '2031-07-02' });
    const report = await newTask({ projectId, startDate: '2031-07-03', dueDate: '2031-07-04' });
    const linked = await call(t, org.admin.cookie, 'POST', '/dependencies', {
      predecessorId: fieldwork.id,
      successorId: report.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const conflicts = async () => {
      const gantt = await call(t, org.admin.cookie, 'GET', `/projects/${projectId}/gantt`);
      expect(gantt.statusCode, gantt.body).toBe(200);
      return gantt.json().data.dependencies.map((link: { conflict: string | null }) => link.conflict);
    };
    expect(await conflicts()).toEqual([null]);
    // A due date edited as a plain field (not rescheduled) can still pass the successor's start.
    const moved = await call(t, org.admin.cookie, 'PATCH', `/tasks/${fieldwork.id}`, {
      dueDate: '2031-07-03',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await conflicts()).toEqual([
      `${report.displayId} starts 3 Jul 2031, before ${fieldwork.displayId} ends on 3 Jul 2031`,
    ]);
  });
});

describe('workload and the Team Members Dashboard', () => {
  let load: Account;
  let loadReport: Account;
  let other: Account;

  beforeAll(async () => {
    // A manager by the tree alone: no View All Tasks.
    load = await org.memberWith(['tasks.view', 'tasks.edit']);
    loadReport = await org.member('Employee', { name: 'Sunil Six', managerId: load.id });
    other = await org.member('Employee', { name: 'Tara Elsewhere' });
    const admin = org.admin.cookie;
    // Six overdue open tasks from last week (five of 8 h, one unestimated), one completed that does not count.
    for (const [index, dueDate] of [
      '2031-06-02',
      '2031-06-03',
      '2031-06-04',
      '2031-06-05',
      '2031-06-06',
      '2031-06-06',
    ].entries())
      await newTask({ assigneeId: loadReport.id, dueDate, estimateHours: index === 5 ? null : 8 }, admin);
    const completed = await newTask(
      { assigneeId: loadReport.id, dueDate: '2031-06-04', estimateHours: 8 },
      admin,
    );
    await call(t, admin, 'PATCH', `/tasks/${completed.id}`, { status: 'Completed' });
    // This week: one task of 8 h due Friday.
    await newTask({ assigneeId: loadReport.id, dueDate: '2031-06-13', estimateHours: 8 }, admin);
    // Someone outside the manager's tree, whose task the manager watches.
    const watched = await newTask({ assigneeId: other.id, dueDate: '2031-06-05', estimateHours: 4 }, admin);
    const watching = await call(t, admin, 'POST', `/tasks/${watched.id}/watchers`, { userId: load.id });
    expect(watching.statusCode, watching.body).toBeLessThan(300);
  });

  it('carries open overdue work into the current week, per person and in the totals', async () => {
    const response = await call(t, load.cookie, 'GET', '/workload?weeks=2');
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    expect(
      data.weeks.map((week: { start: string; isCurrent: boolean }) => [week.start, week.isCurrent]),
    ).toEqual([
      ['2031-06-09', true],
      ['2031-06-16', false],
    ]);
    expect(meta.total).toBe(2);
    const row = data.rows.find((entry: { person: { id: string } }) => entry.person.id === loadReport.id);
    expect(row.weeks[0]).toEqual({
      hours: 8,
      tasks: 1,
      unestimated: 0,
      capacity: 40,
      leaveDays: 0,
      carriedOver: { hours: 40, tasks: 6, unestimated: 1 },
      // 8 h due this week alone fits; with 40 h carried over it does not.
      isOverbooked: true,
    });
    expect(row.weeks[1]).toMatchObject({ hours: 0, tasks: 0, carriedOver: null, isOverbooked: false });
    expect(data.totals).toEqual({
      weeks: [
        { hours: 8, tasks: 1, unestimated: 0 },
        { hours: 0, tasks: 0, unestimated: 0 },
      ],
      carriedOver: { hours: 40, tasks: 6, unestimated: 1 },
    });
  });

  it('lists My team by default and Everyone only for View All Tasks holders', async () => {
    const refused = await call(t, load.cookie, 'GET', '/workload?scope=all');
    expect(refused.statusCode).toBe(403);
    const refusedBoard = await call(t, load.cookie, 'GET', '/tasks/dashboard?scope=all');
    expect(refusedBoard.statusCode).toBe(403);

    const names = (rows: { member?: { name: string }; person?: { name: string } }[]) =>
      rows.map((row) => (row.member ?? row.person)?.name).sort();
    const board = await call(t, load.cookie, 'GET', '/tasks/dashboard');
    expect(
      board
        .json()
        .data.map((row: { member: { id: string } }) => row.member.id)
        .sort(),
    ).toEqual([load.id, loadReport.id].sort());
    const sunil = board
      .json()
      .data.find((row: { member: { id: string } }) => row.member.id === loadReport.id);
    expect(sunil).toMatchObject({ overdue: 6, dueThisWeek: 1, completed: 1 });

    // The administrator holds View All Tasks but manages no one: My team is themselves, Everyone is all.
    const mine = await call(t, org.admin.cookie, 'GET', '/workload?pageSize=100');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(names(mine.json().data.rows)).toEqual(['Ada Admin']);
    const everyone = await call(t, org.admin.cookie, 'GET', '/workload?scope=all&pageSize=100');
    expect(names(everyone.json().data.rows)).toEqual(
      expect.arrayContaining(['Sunil Six', 'Tara Elsewhere', 'Ada Admin']),
    );
    expect(everyone.json().data.totals.carriedOver).toEqual({ hours: 44, tasks: 7, unestimated: 1 });
    const allBoard = await call(t, org.admin.cookie, 'GET', '/tasks/dashboard?scope=all');
    expect(names(allBoard.json().data)).toEqual(expect.arrayContaining(['Tara Elsewhere', 'Sunil Six']));
    expect(names((await call(t, org.admin.cookie, 'GET', '/tasks/dashboard')).json().data)).toEqual([
      'Ada Admin',
    ]);
  });

  it('a team total’s Task List link lists exactly the tree’s tasks, not the watched ones', async () => {
    const overdue = await call(t, load.cookie, 'GET', '/tasks?scope=team&overdue=true&pageSize=100');
    expect(overdue.json().data).toHaveLength(7);
    const team = await call(
      t,
      load.cookie,
      'GET',
      '/tasks?scope=team&assignees=team&overdue=true&pageSize=100',
    );
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().data).toHaveLength(6);
    expect(
      team.json().data.every((task: { assignee: { id: string } }) => task.assignee.id === loadReport.id),
    ).toBe(true);
  });
});
