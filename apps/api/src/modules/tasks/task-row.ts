import {
  priorityOfRank,
  TASK_PRIORITIES,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '@taskflow/shared';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customers, departments, projects, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { organizationToday } from '../../lib/organization-calendar';
import { preparedVariants } from '../../lib/prepared';
import { isUuid, type Reach, TASK_NOT_FOUND, taskScope } from '../../lib/reach';

// One task as the API answers it: the row with its names, its mapping to `Task`, and the lookup of a
// task within the caller's reach.

const assignees = alias(users, 'assignee');

export const priorityRank = (priority: TaskPriority) => TASK_PRIORITIES.indexOf(priority) + 1;

/** Every column of a task but its search vector, which no answer shows. */
const { search: _search, ...taskColumns } = getTableColumns(tasks);

export { taskColumns };

/** Tasks with their names; `extra`: more of each row to select (the row's version, for a change). */
export function selectTasks<Extra extends Record<string, SQL>>(db: Db, extra: Extra = {} as Extra) {
  return db
    .select({
      task: taskColumns,
      customerName: customers.businessName,
      assigneeName: assignees.name,
      projectKey: projects.key,
      projectName: projects.name,
      departmentName: departments.name,
      ...extra,
    })
    .from(tasks)
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .innerJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(departments, eq(departments.id, tasks.departmentId));
}

export interface TaskSelection {
  task: Omit<typeof tasks.$inferSelect, 'search'>;
  customerName: string;
  assigneeName: string;
  projectKey: string | null;
  projectName: string | null;
  departmentName: string | null;
}

export function toTask(row: TaskSelection, today: string): Task {
  const { task } = row;
  return {
    id: task.id,
    displayId: task.displayId,
    title: task.title,
    description: task.description,
    status: task.status as TaskStatus,
    priority: priorityOfRank(task.priority),
    workType: task.workType,
    taskType: task.taskType,
    customer: { id: task.customerId, name: row.customerName },
    assignee: { id: task.assigneeId, name: row.assigneeName },
    project:
      task.projectId && row.projectKey && row.projectName
        ? { id: task.projectId, key: row.projectKey, name: row.projectName }
        : null,
    department:
      task.departmentId && row.departmentName ? { id: task.departmentId, name: row.departmentName } : null,
    startDate: task.startDate,
    dueDate: task.dueDate,
    estimateHours: task.estimateHours === null ? null : Number(task.estimateHours),
    boardPosition: task.boardPosition,
    isOverdue: task.status !== 'Completed' && task.dueDate < today,
    isRecurring: task.seriesId !== null,
    completedAt: task.completedAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/**
 * The version of a task's row as PostgreSQL keeps it (`xmin`, the transaction that wrote it): any change
 * of the row makes another, so a write guarded by it holds only if nobody changed the row since it was read.
 */
const rowVersion = sql<string>`${tasks}.xmin::text`;

/**
 * A task by id within a reach, with its names and its row's version: one statement per reach shape (and lock), prepared, so
 * PostgreSQL plans its four joins once per connection instead of on every request (1 ms each time on
 * the large seed, more than running it). Values enter as placeholders named by `taskScope`.
 */
const taskByIdStatements = preparedVariants('task_by_id', (db, variant, name) => {
  const [scope, lock, watched] = variant.split(':') as [Reach['scope'], string, string];
  const shape: Reach = {
    orgId: '',
    userId: '',
    scope,
    teamIds: [],
    watchedIds: [],
    ledProjectIds: [],
    ...(watched === 'exists' ? { watchedInQuery: true } : {}),
  };
  const query = selectTasks(db, { version: rowVersion })
    .where(
      and(
        eq(tasks.id, sql.placeholder('id')),
        taskScope(shape, (key) => sql.placeholder(key)),
      ),
    )
    .limit(1);
  // Locked with the same statement: only the task's row (not its customer's, assignee's or project's).
  return (lock === 'lock' ? query.for('update', { of: tasks }) : query).prepare(name);
});

/** The task `id` within `reach` with its names (undefined when out of reach or missing). */
export async function readTask(db: Db, reach: Reach, id: string, options: { lock?: boolean } = {}) {
  const values: Record<string, unknown> = { id };
  taskScope(reach, (key, value) => {
    values[key] = value;
    return sql.placeholder(key);
  });
  const statement = taskByIdStatements(
    db,
    `${reach.scope}:${options.lock ? 'lock' : 'read'}:${reach.watchedInQuery ? 'exists' : 'ids'}`,
  );
  const [row] = await statement.execute(values);
  return row as (TaskSelection & { version: string }) | undefined;
}

/** Holds a write to `id` to the version read: it changes no row if the task changed since. */
export function isTaskVersion(id: string, version: string): SQL {
  return and(eq(tasks.id, id), sql`${tasks}.xmin = ${version}::xid`) as SQL;
}

/** A task within the caller's reach, or 404: a task one may not see does not exist for them. */
export async function getTaskOrThrow(db: Db, reach: Reach, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  const row = await readTask(db, reach, id, options);
  if (!row) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return { row, task: toTask(row, await organizationToday(db, reach.orgId)) };
}

/** 404 unless the task is within reach; for callers that need to know only that (no names, no row). */
export async function checkTaskInReach(db: Db, reach: Reach, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, id), taskScope(reach)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
}
