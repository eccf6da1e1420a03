/**
 * The board in pages (issue 27): the first screen answers each column's count and first cards, a column's
 * next page continues from a cursor on the board's order, and the Task List's filters and reach hold on
 * every page.
 */
import { BOARD_PAGE_SIZE, type BoardCard, type BoardColumn, TASK_STATUSES } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { seedLargeOrganization } from '../../db/seed-large';
import { sessionOf } from '../../test/accounts';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let employee: Account;
let colleague: Account;
let customerId: string;
let projectId: string;

async function createTask(overrides: Record<string, unknown>) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    projectId,
    assigneeId: employee.id,
    title: 'Reconcile GSTR-2B',
    dueDate: '2031-05-20',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

async function board(cookie: string, query: string) {
  const response = await call(t, cookie, 'GET', `/tasks/board?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { columns: BoardColumn[] };
}

const columnOf = (answer: { columns: BoardColumn[] }, status: string) =>
  answer.columns.find((column) => column.status === status) as BoardColumn;

/** Every card of one column, page after page from the first screen's cursor. */
async function walk(cookie: string, query: string, status: string) {
  const first = columnOf(await board(cookie, query), status);
  const cards = [...first.tasks];
  let cursor = first.nextCursor;
  // Each page starts with the card the one before named as the next.
  let nextCardId = first.nextCardId;
  let pages = 1;
  while (cursor) {
    const next = await board(
      cookie,
      `${query}&status=${encodeURIComponent(status)}&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(next.columns.map((column) => column.status)).toEqual([status]);
    const [column] = next.columns;
    expect(column?.tasks[0]?.id).toBe(nextCardId);
    cards.push(...(column?.tasks ?? []));
    nextCardId = column?.nextCardId ?? null;
    cursor = column?.nextCursor ?? null;
    pages++;
  }
  return { first, cards, pages };
}

/** The column as the database orders it: board position, then id. */
async function columnInDatabase(status: string, extra = sql``) {
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`select id from tasks where project_id = ${projectId} and status = ${status} ${extra}
        order by board_position, id`,
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Paged Boards LLP');
  employee = await org.member('Employee', { name: 'Asha Paged' });
  colleague = await org.member('Employee', { name: 'Ravi Paged' });
  customerId = await org.customer('Sahyadri Textiles');
  const project = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'Paged board',
    customerId,
    leadId: org.admin.id,
    startDate: '2031-01-01',
    targetEndDate: '2031-12-31',
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
  // Pending: 9 of the employee's (3 of them High) and 4 of the colleague's; In Progress: 2; the rest empty.
  for (let n = 0; n < 9; n++)
    await createTask({ title: `Pending ${n}`, priority: n < 3 ? 'High' : 'Medium' });
  for (let n = 0; n < 4; n++) await createTask({ title: `Colleague ${n}`, assigneeId: colleague.id });
  for (let n = 0; n < 2; n++) await createTask({ title: `Started ${n}`, status: 'In Progress' });
  // Cards made in the same moment can share a position: the id orders them, across a page boundary too.
  await t.db.execute(sql`
    update tasks set board_position = 5 where project_id = ${projectId} and title in ('Pending 3', 'Pending 4', 'Pending 5', 'Colleague 0')`);
}, 60_000);
afterAll(() => t.close());

describe('first screen', () => {
  it("answers every column's count and its first cards in board order, with a cursor when there are more", async () => {
    const answer = await board(org.admin.cookie, `projectId=${projectId}&limit=5`);
    expect(answer.columns.map((column) => column.status)).toEqual([...TASK_STATUSES]);
    const pending = columnOf(answer, 'Pending');
    expect(pending.total).toBe(13);
    expect(pending.tasks.map((card) => card.id)).toEqual((await columnInDatabase('Pending')).slice(0, 5));
    expect(pending.nextCursor).not.toBeNull();
    const started = columnOf(answer, 'In Progress');
    expect(started).toMatchObject({ total: 2, nextCursor: null });
    expect(started.tasks).toHaveLength(2);
    expect(columnOf(answer, 'Completed')).toMatchObject({
      total: 0,
      tasks: [],
      nextCursor: null,
      nextCardId: null,
    });
  });

  it('a card carries only what the board shows', async () => {
    const [card] = columnOf(await board(org.admin.cookie, `projectId=${projectId}`), 'In Progress').tasks;
    expect(Object.keys(card as BoardCard).sort()).toEqual(
      [
        'assignee',
        'completedAt',
        'customer',
        'displayId',
        'dueDate',
        'id',
        'isOverdue',
        'priority',
        'status',
        'title',
      ].sort(),
    );
    expect(card).toMatchObject({
      customer: { id: customerId, name: 'Sahyadri Textiles' },
      assignee: { id: employee.id, name: 'Asha Paged' },
      status: 'In Progress',
      priority: 'Medium',
      isOverdue: false,
    });
  });

  it(`answers ${BOARD_PAGE_SIZE} cards a column unless asked otherwise`, async () => {
    expect(BOARD_PAGE_SIZE).toBe(30);
    const pending = columnOf(await board(org.admin.cookie, `projectId=${projectId}`), 'Pending');
    expect(pending.tasks).toHaveLength(13);
    expect(pending.nextCursor).toBeNull();
  });
});

describe('next pages', () => {
  it('continue the column without repeating or skipping a card, shared positions included', async () => {
    const { cards, pages } = await walk(org.admin.cookie, `projectId=${projectId}&limit=4`, 'Pending');
    expect(pages).toBe(4);
    expect(cards.map((card) => card.id)).toEqual(await columnInDatabase('Pending'));
  });

  it('a card moved to the top while paging is neither repeated nor does it push another out', async () => {
    const first = columnOf(await board(org.admin.cookie, `projectId=${projectId}&limit=4`), 'Pending');
    const order = await columnInDatabase('Pending');
    const last = order[order.length - 1] as string;
    const moved = await call(t, org.admin.cookie, 'POST', `/tasks/${last}/move`, {
      status: 'Pending',
      afterId: order[0],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rest = await board(
      org.admin.cookie,
      `projectId=${projectId}&status=Pending&cursor=${encodeURIComponent(first.nextCursor as string)}&limit=20`,
    );
    const seen = [...first.tasks, ...(rest.columns[0]?.tasks ?? [])].map((card) => card.id);
    expect(seen).toEqual(order.slice(0, -1));
    expect(rest.columns[0]?.total).toBe(13);
  });

  it('refuses a cursor without its column, and one that is not a cursor', async () => {
    const first = columnOf(await board(org.admin.cookie, `projectId=${projectId}&limit=4`), 'Pending');
    const cursor = encodeURIComponent(first.nextCursor as string);
    const noStatus = await call(
      t,
      org.admin.cookie,
      'GET',
      `/tasks/board?projectId=${projectId}&cursor=${cursor}`,
    );
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().error.details.fields.cursor).toBe('A page of a column needs its status');
    for (const bad of ['abc', '12_not-an-id', `x_${employee.id}`]) {
      const response = await call(t, org.admin.cookie, 'GET', `/tasks/board?status=Pending&cursor=${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('filters and reach', () => {
  it("apply to the counts and to every page: an assignee's and a priority's cards", async () => {
    const { first, cards } = await walk(
      org.admin.cookie,
      `projectId=${projectId}&assigneeId=${colleague.id}&limit=3`,
      'Pending',
    );
    expect(first.total).toBe(4);
    expect(cards.map((card) => card.id)).toEqual(
      await columnInDatabase('Pending', sql`and assignee_id = ${colleague.id}`),
    );
    const high = await walk(org.admin.cookie, `projectId=${projectId}&priority=High&limit=2`, 'Pending');
    expect(high.first.total).toBe(3);
    expect(high.cards.map((card) => card.priority)).toEqual(['High', 'High', 'High']);
  });

  it("an employee never sees others' cards, not even through a cursor taken from a wider board", async () => {
    const adminFirst = columnOf(await board(org.admin.cookie, `projectId=${projectId}&limit=2`), 'Pending');
    const own = await walk(colleague.cookie, `projectId=${projectId}&limit=2`, 'Pending');
    expect(own.first.total).toBe(4);
    expect(own.cards.map((card) => card.assignee.id)).toEqual(Array(4).fill(colleague.id));
    const throughCursor = await board(
      colleague.cookie,
      `projectId=${projectId}&status=Pending&limit=50&cursor=${encodeURIComponent(adminFirst.nextCursor as string)}`,
    );
    expect(throughCursor.columns[0]?.tasks.every((card) => card.assignee.id === colleague.id)).toBe(true);
    expect(throughCursor.columns[0]?.total).toBe(4);
    const started = columnOf(await board(colleague.cookie, `projectId=${projectId}`), 'In Progress');
    expect(started).toMatchObject({ total: 0, tasks: [] });
  });

  it('needs tasks.view', async () => {
    const outsider = await org.memberWith([]);
    const response = await call(t, outsider.cookie, 'GET', `/tasks/board?projectId=${projectId}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('moves at the edge of a loaded page', () => {
  it("a card dropped below the last loaded card, above the next page's first (nextCardId), lands between them", async () => {
    // Close positions (cards made in one second): one past the neighbour would jump over the rest.
    await t.db.execute(sql`
      update tasks set board_position = 100 + ordinal / 10.0
      from (select id, row_number() over (order by board_position, id) as ordinal from tasks
            where project_id = ${projectId} and status = 'Pending') as ordered
      where tasks.id = ordered.id`);
    const query = `projectId=${projectId}&limit=5`;
    const pending = columnOf(await board(org.admin.cookie, query), 'Pending');
    const [mover] = columnOf(await board(org.admin.cookie, query), 'In Progress').tasks;
    const lastLoaded = pending.tasks[pending.tasks.length - 1] as BoardCard;
    expect(pending.nextCardId).toBe((await columnInDatabase('Pending'))[5]);
    const moved = await call(t, org.admin.cookie, 'POST', `/tasks/${mover?.id}/move`, {
      status: 'Pending',
      beforeId: lastLoaded.id,
      afterId: pending.nextCardId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = await columnInDatabase('Pending');
    expect(order.indexOf(mover?.id as string)).toBe(5);
    expect(order.length).toBe(14);
    // The column's next page now starts with it.
    const next = await board(
      org.admin.cookie,
      `${query}&status=Pending&cursor=${encodeURIComponent(pending.nextCursor as string)}`,
    );
    expect(next.columns[0]?.tasks[0]?.id).toBe(mover?.id);
  });
});

describe('a 2,000-task project', () => {
  beforeAll(async () => {
    // The benchmark's seed, smaller around it: its project P1 holds the board benchmark's 2,000 tasks.
    await seedLargeOrganization(t.db, {
      name: 'Sized Boards LLP',
      domain: 'sized.test',
      people: 40,
      departments: 4,
      customers: 60,
      events: 0,
      adminNotifications: 0,
      projects: 3,
      tasks: 2_200,
    });
  }, 300_000);

  it('answers its first screen in under 100 KB: every count, and the first page of each column', async () => {
    const [project] = await queryRows<{ id: string; tasks: number }>(
      t.db,
      sql`select p.id, count(t.id)::int as tasks from projects p join tasks t on t.project_id = p.id
          where p.key = 'P1'
            and p.organization_id = (select id from organizations where name = 'Sized Boards LLP')
          group by p.id`,
    );
    expect(project?.tasks).toBeGreaterThanOrEqual(1_900);
    const cookie = await sessionOf(t, { email: 'admin@sized.test', password: DEMO_PASSWORD });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tasks/board?projectId=${project?.id}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const bytes = Buffer.byteLength(response.body);
    expect(bytes).toBeLessThan(100_000);
    const { columns } = response.json().data as { columns: BoardColumn[] };
    expect(columns.reduce((sum, column) => sum + column.total, 0)).toBe(project?.tasks);
    for (const column of columns) {
      expect(column.tasks).toHaveLength(BOARD_PAGE_SIZE);
      expect(column.nextCursor).not.toBeNull();
    }
  });
});
