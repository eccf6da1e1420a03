import { createHash } from 'node:crypto';
import { TASK_COUNT_CAP, type TaskListQuery } from '@taskflow/shared';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  lt,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import type { NameDirectory } from '../../lib/name-directory';
import { organizationToday } from '../../lib/organization-calendar';
import { pageOf } from '../../lib/pagination';
import { preparedVariants } from '../../lib/prepared';
import { asParam, type Bind, narrowToReach, type Reach, reachOf, taskScope } from '../../lib/reach';
import { displayIdOf, prefixTsQuery } from '../../lib/text-search';
import type { AuthContext } from '../../plugins/types';
import { priorityRank, type TaskSelection, taskColumns, toTask } from './task-row';
import { timelinessFilters } from './timeliness';

/**
 * The WHERE of the Task List (also the board, the export and bulk selection by filter). Values enter
 * through `bind`: bound parameters, or the placeholders of a prepared statement.
 */
export function listWhere(
  reach: Reach,
  query: Omit<Partial<TaskListQuery>, 'sort'>,
  today: string,
  bind: Bind = asParam,
): SQL {
  const filters: (SQL | undefined)[] = [taskScope(reach, bind)];
  // One status as an equality, so an index on (…, status, due_date, id) hands rows over in order.
  if (query.status?.length === 1) filters.push(eq(tasks.status, bind('oneStatus', query.status[0])));
  else if (query.status?.length)
    filters.push(sql`${tasks.status} = any(${bind('status', query.status)}::text[])`);
  if (query.priority?.length)
    filters.push(
      sql`${tasks.priority} = any(${bind('priority', query.priority.map(priorityRank))}::smallint[])`,
    );
  if (query.assigneeId) filters.push(eq(tasks.assigneeId, bind('assigneeId', query.assigneeId)));
  // With scope team (the dashboards' team totals link so): the tree's own tasks, not watched or led ones.
  if (query.assignees === 'team')
    filters.push(sql`${tasks.assigneeId} = any(${bind('teamAssigneeIds', reach.teamIds)}::uuid[])`);
  if (query.customerId) filters.push(eq(tasks.customerId, bind('customerId', query.customerId)));
  if (query.projectId) filters.push(eq(tasks.projectId, bind('projectId', query.projectId)));
  if (query.departmentId) filters.push(eq(tasks.departmentId, bind('departmentId', query.departmentId)));
  if (query.dueFrom) filters.push(gte(tasks.dueDate, bind('dueFrom', query.dueFrom)));
  if (query.dueTo) filters.push(lte(tasks.dueDate, bind('dueTo', query.dueTo)));
  if (query.overdue)
    filters.push(and(ne(tasks.status, 'Completed'), lt(tasks.dueDate, bind('today', today))));
  if (query.taskType) filters.push(eq(tasks.taskType, bind('taskType', query.taskType)));
  if (query.workType) filters.push(eq(tasks.workType, bind('workType', query.workType)));
  filters.push(...timelinessFilters(query, today, reach.orgId, bind));
  if (query.q) {
    const displayId = displayIdOf(query.q);
    if (displayId) filters.push(eq(tasks.displayId, bind('displayId', displayId)));
    else {
      // Every word as a prefix (pay → payroll), all required.
      const terms = prefixTsQuery(query.q);
      filters.push(
        terms
          ? sql`${tasks.search} @@ to_tsquery('simple', ${bind('terms', terms)})`
          : sql`${bind('noTerms', false)}::boolean`,
      );
    }
  }
  return and(...filters) as SQL;
}

type SortKey = 'createdAt' | 'priority' | 'title' | 'dueDate' | 'boardPosition';
/** The Task List's sorts, and the board's own order within a column. */
export type TaskOrder = TaskListQuery['sort'] | 'boardPosition';

function sortOf(sort: TaskOrder) {
  const isDesc = sort.startsWith('-');
  const stripped = sort.replace('-', '');
  const key: SortKey =
    stripped === 'createdAt' ||
    stripped === 'priority' ||
    stripped === 'title' ||
    stripped === 'boardPosition'
      ? stripped
      : 'dueDate';
  const direction = isDesc ? desc : asc;
  // The id breaks ties in the same direction, so a page (and the export) is a stable slice of one order.
  const orderOn = (source: Record<SortKey | 'id', AnyColumn>) => [
    direction(source[key]),
    direction(source.id),
  ];
  return { orderBy: orderOn(tasks), orderOn };
}

/**
 * A page of tasks, chosen on the tasks table alone (an index walk that stops at the limit). The names
 * its rows show come from the name directory afterwards (`withNames`), not from per-row joins.
 */
function selectTaskPage(
  db: Db,
  where: SQL,
  sort: TaskOrder,
  limit: number | Placeholder,
  offset: number | Placeholder,
  total: SQL<number>,
) {
  return db
    .select({ task: taskColumns, total })
    .from(tasks)
    .where(where)
    .orderBy(...sortOf(sort).orderBy)
    .limit(limit)
    .offset(offset);
}

/** Rows of `selectTaskPage` with the customer, assignee, project and department names they show. */
export async function withNames(
  db: Db,
  names: NameDirectory,
  rows: Array<{ task: TaskSelection['task'] }>,
): Promise<TaskSelection[]> {
  const present = (ids: Array<string | null>) => ids.filter((id): id is string => id !== null);
  const found = await names.resolve(db, {
    users: rows.map(({ task }) => task.assigneeId),
    customers: rows.map(({ task }) => task.customerId),
    projects: present(rows.map(({ task }) => task.projectId)),
    departments: present(rows.map(({ task }) => task.departmentId)),
  });
  return rows.map(({ task }) => {
    const project = task.projectId ? found.project(task.projectId) : undefined;
    return {
      task,
      customerName: found.customer(task.customerId) ?? '',
      assigneeName: found.user(task.assigneeId) ?? '',
      projectKey: project?.key ?? null,
      projectName: project?.name ?? null,
      departmentName: task.departmentId ? (found.department(task.departmentId) ?? null) : null,
    };
  });
}

/**
 * How many tasks match, up to the cap. Ordered like the page, so the planner walks the same index
 * instead of scanning the table; as a column of the page's query it costs no extra round trip.
 */
function boundedTaskCount(where: SQL, sort: TaskOrder) {
  const { orderBy } = sortOf(sort);
  return sql<number>`(select count(*)::int from (select 1 from ${tasks} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${TASK_COUNT_CAP + 1}) as capped)`.mapWith(
    Number,
  );
}

/**
 * The Task List's statement for one shape of request (which filters, which reach, which sort), built
 * and planned once, then run with the request's values: the list is the most-read page of the app.
 */
const taskListStatements = preparedVariants('task_list', (db, variant) => {
  const [scope, names, sort] = variant.split(':') as [Reach['scope'], string, TaskOrder];
  const present = new Set(names.split('+'));
  const where = listWhere(
    { orgId: '', userId: '', scope, teamIds: [], watchedIds: [], ledProjectIds: [] },
    shapeOf(present),
    '',
    (name) => sql.placeholder(name),
  );
  return selectTaskPage(
    db,
    where,
    sort,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    boundedTaskCount(where, sort),
  ).prepare(
    // PostgreSQL cuts statement names at 63 bytes; a digest of the shape stays short and distinct.
    `task_list_${createHash('sha1').update(variant).digest('base64url').slice(0, 20)}`,
  );
});

/** A query with a stand-in value for each filter a statement has, so listWhere builds that shape. */
function shapeOf(present: Set<string>): Partial<TaskListQuery> {
  return {
    status: present.has('oneStatus')
      ? ['Pending']
      : present.has('status')
        ? ['Pending', 'On Hold']
        : undefined,
    priority: present.has('priority') ? ['Medium'] : undefined,
    assigneeId: present.has('assigneeId') ? 'x' : undefined,
    assignees: present.has('teamAssigneeIds') ? 'team' : undefined,
    customerId: present.has('customerId') ? 'x' : undefined,
    projectId: present.has('projectId') ? 'x' : undefined,
    departmentId: present.has('departmentId') ? 'x' : undefined,
    dueFrom: present.has('dueFrom') ? 'x' : undefined,
    dueTo: present.has('dueTo') ? 'x' : undefined,
    overdue: present.has('today'),
    taskType: present.has('taskType') ? 'x' : undefined,
    workType: present.has('workType') ? 'x' : undefined,
    createdFrom: present.has('createdFrom') ? 'x' : undefined,
    createdTo: present.has('createdTo') ? 'x' : undefined,
    completedFrom: present.has('completedFrom') ? 'x' : undefined,
    completedTo: present.has('completedTo') ? 'x' : undefined,
    timeliness: present.has('onTime') ? 'onTime' : present.has('lateToday') ? 'overdue' : undefined,
    q: present.has('displayId')
      ? 'X-1'
      : present.has('terms')
        ? 'x'
        : present.has('noTerms')
          ? '-'
          : undefined,
  };
}

/** The Task List's statement for a request and the values to run it with (EXPLAIN tests read them too). */
export function taskListStatement(
  db: Db,
  reach: Reach,
  query: Omit<Partial<TaskListQuery>, 'sort'> & { sort: TaskOrder },
  today: string,
) {
  const values: Record<string, unknown> = {};
  listWhere(reach, query, today, (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  });
  const variant = `${reach.scope}:${Object.keys(values).join('+')}:${query.sort}`;
  return { statement: taskListStatements(db, variant), values };
}

export async function listTasks(db: Db, names: NameDirectory, auth: AuthContext, query: TaskListQuery) {
  const reach = await reachOf(db, auth, query.scope);
  narrowToReach(reach, query);
  const today = await organizationToday(db, reach.orgId);
  const { statement, values } = taskListStatement(db, reach, query, today);
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) => statement.execute({ ...values, limit, offset }),
    async () => {
      const where = listWhere(reach, query, today);
      const counted = await db.execute(sql`select ${boundedTaskCount(where, query.sort)} as n`);
      return (counted as unknown as { rows: { n: number }[] }).rows;
    },
  );
  return {
    data: (await withNames(db, names, rows)).map((row) => toTask(row, today)),
    meta: { ...meta, isTotalCapped: meta.isTotalCapped ?? false },
  };
}
