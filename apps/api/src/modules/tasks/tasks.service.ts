import { createHash } from 'node:crypto';
import {
  BUILT_IN_WORK_TYPES,
  type BulkUpdateResult,
  type BulkUpdateTasksBody,
  type CreateTaskInput,
  type DashboardRow,
  type HistoryEntry,
  type MoveTaskBody,
  mentionedIds,
  TASK_COUNT_CAP,
  TASK_CUSTOMER_REQUIRED,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_WORK_TYPE_INVALID,
  type Task,
  type TaskDetail,
  type TaskListQuery,
  type TaskPriority,
  type TaskStatus,
  type UpdateTaskInput,
  WORK_TYPE_EXISTS_MESSAGE,
  workingDayTest,
} from '@taskflow/shared';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import {
  customers,
  departments,
  holidays,
  projects,
  subtasks,
  taskComments,
  taskCounters,
  taskHistory,
  taskSeries,
  tasks,
  taskWatchers,
  taskWorkTypes,
  timeEntries,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import { publishLiveEvent } from '../../lib/live-events';
import type { Mailer } from '../../lib/mailer';
import type { NameDirectory } from '../../lib/name-directory';
import { pageOf } from '../../lib/pagination';
import { preparedVariants } from '../../lib/prepared';
import { displayIdOf, prefixTsQuery } from '../../lib/text-search';
import type { AuthContext } from '../../plugins/types';
import { notifyUsers } from '../notifications/notifications.service';
import { type HistoryContext, recordTaskHistory } from './history';
import {
  addDays,
  asParam,
  type Bind,
  dayIn,
  isUuid,
  organizationCalendar,
  organizationPrefix,
  type Reach,
  reachOf,
  TASK_NOT_FOUND,
  taskScope,
  zonedInstant,
} from './reach';
import { nextOccurrence, type RecurrenceRule } from './recurrence';
import { timelinessFilters } from './timeliness';

export type Tx = Db;
export interface TaskDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
}

const assignees = alias(users, 'assignee');
const creators = alias(users, 'creator');

export const priorityRank = (priority: TaskPriority) => TASK_PRIORITIES.indexOf(priority) + 1;
const priorityName = (rank: number): TaskPriority => TASK_PRIORITIES[rank - 1] ?? 'Medium';

/** Every column of a task but its search vector, which no answer shows. */
const { search: _search, ...taskColumns } = getTableColumns(tasks);

export function selectTasks(db: Db) {
  return db
    .select({
      task: taskColumns,
      customerName: customers.businessName,
      assigneeName: assignees.name,
      projectKey: projects.key,
      projectName: projects.name,
      departmentName: departments.name,
    })
    .from(tasks)
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .innerJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(departments, eq(departments.id, tasks.departmentId));
}
interface TaskSelection {
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
    priority: priorityName(task.priority),
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

async function todayOf(db: Db, orgId: string) {
  return dayIn((await organizationCalendar(db, orgId)).zone);
}

/** A task within the caller's reach, or 404: a task one may not see does not exist for them. */
export async function getTaskOrThrow(db: Db, reach: Reach, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  if (options.lock) {
    const [locked] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, id), taskScope(reach)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  }
  const [row] = await selectTasks(db)
    .where(and(eq(tasks.id, id), taskScope(reach)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return { row, task: toTask(row, await todayOf(db, reach.orgId)) };
}

// ---------------------------------------------------------------- references

async function checkReferences(
  db: Db,
  orgId: string,
  input: {
    customerId?: string;
    assigneeId?: string;
    projectId?: string | null;
    departmentId?: string | null;
    workType?: string;
  },
) {
  const fields: Record<string, string> = {};
  const checks: Promise<void>[] = [];
  if (input.customerId)
    checks.push(
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, input.customerId), eq(customers.organizationId, orgId)))
        .then((rows) => {
          if (!rows.length) fields.customerId = 'Choose a customer of your organization';
        }),
    );
  if (input.assigneeId)
    checks.push(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.assigneeId), eq(users.organizationId, orgId), eq(users.isActive, true)))
        .then((rows) => {
          if (!rows.length) fields.assigneeId = 'Choose an active member of your organization';
        }),
    );
  let project: { id: string; key: string; customerId: string; isArchived: boolean } | undefined;
  if (input.projectId)
    checks.push(
      db
        .select({
          id: projects.id,
          key: projects.key,
          customerId: projects.customerId,
          isArchived: projects.isArchived,
        })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.organizationId, orgId)))
        .then((rows) => {
          project = rows[0];
          if (!project) fields.projectId = 'Choose a project of your organization';
          else if (project.isArchived) fields.projectId = 'This project is archived';
        }),
    );
  if (input.departmentId)
    checks.push(
      db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, input.departmentId), eq(departments.organizationId, orgId)))
        .then((rows) => {
          if (!rows.length) fields.departmentId = 'Choose a department of your organization';
        }),
    );
  if (input.workType && !(BUILT_IN_WORK_TYPES as readonly string[]).includes(input.workType))
    checks.push(
      db
        .select({ name: taskWorkTypes.name })
        .from(taskWorkTypes)
        .where(
          and(
            eq(taskWorkTypes.organizationId, orgId),
            sql`lower(${taskWorkTypes.name}) = lower(${input.workType})`,
          ),
        )
        .then((rows) => {
          if (!rows.length) fields.workType = TASK_WORK_TYPE_INVALID;
        }),
    );
  await Promise.all(checks);
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  return { project };
}

// ---------------------------------------------------------------- creating

/** The next task id of the organization: the counter row is incremented in the creating transaction. */
async function nextDisplayNumber(tx: Tx, orgId: string) {
  const bump = () =>
    tx
      .update(taskCounters)
      .set({ lastNumber: sql`${taskCounters.lastNumber} + 1` })
      .where(and(eq(taskCounters.organizationId, orgId), eq(taskCounters.scope, 'org')))
      .returning({ prefix: taskCounters.prefix, number: taskCounters.lastNumber });
  let [row] = await bump();
  if (!row) {
    const calendar = await organizationCalendar(tx, orgId);
    await tx
      .insert(taskCounters)
      .values({ organizationId: orgId, scope: 'org', prefix: organizationPrefix(calendar.name) })
      .onConflictDoNothing();
    [row] = await bump();
  }
  if (!row) throw new Error('Task counter missing');
  return row;
}

type TaskValues = Omit<CreateTaskInput, 'watcherIds' | 'recurrence'>;

/** Inserts one task with its id, watchers and history; the caller's transaction. */
export async function insertTask(
  tx: Tx,
  context: HistoryContext,
  values: TaskValues,
  extra: { projectKey?: string; seriesId?: string; occurrenceDate?: string; watcherIds?: string[] } = {},
) {
  // Callers give a project's task its project's customer first (createTask; the import names one).
  if (!values.customerId) throw AppError.invalid({ customerId: TASK_CUSTOMER_REQUIRED });
  const counter = await nextDisplayNumber(tx, context.orgId);
  const [row] = await tx
    .insert(tasks)
    .values({
      organizationId: context.orgId,
      displayId: `${extra.projectKey ?? counter.prefix}-${counter.number}`,
      title: values.title,
      description: values.description ?? null,
      customerId: values.customerId,
      assigneeId: values.assigneeId,
      projectId: values.projectId ?? null,
      departmentId: values.departmentId ?? null,
      workType: values.workType,
      priority: priorityRank(values.priority),
      taskType: values.taskType ?? null,
      status: values.status,
      startDate: values.startDate ?? null,
      dueDate: values.dueDate,
      estimateHours:
        values.estimateHours === null || values.estimateHours === undefined
          ? null
          : String(values.estimateHours),
      boardPosition: sql`extract(epoch from clock_timestamp())`,
      completedAt: values.status === 'Completed' ? new Date() : null,
      seriesId: extra.seriesId ?? null,
      occurrenceDate: extra.occurrenceDate ?? null,
      createdById: context.actorId,
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error('Task insert returned no row');
  const watcherIds = [...new Set(extra.watcherIds ?? [])];
  if (watcherIds.length) {
    const valid = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, watcherIds), eq(users.organizationId, context.orgId)));
    if (valid.length !== watcherIds.length)
      throw AppError.invalid({ watcherIds: 'Choose watchers from your organization' });
    await tx
      .insert(taskWatchers)
      .values(watcherIds.map((userId) => ({ taskId: row.id, userId, organizationId: context.orgId })));
  }
  const [created] = await selectTasks(tx).where(eq(tasks.id, row.id));
  if (!created) throw new Error('Task vanished');
  const task = toTask(created, await todayOf(tx, context.orgId));
  await recordTaskHistory(tx, context, row.id, { before: null, after: task });
  return task;
}

interface PendingNotice {
  userIds: string[];
  kind: 'task_assigned' | 'task_updated' | 'task_mentioned' | 'task_comment';
  title: string;
  body?: string;
  taskId: string;
}

async function sendNotices(deps: TaskDeps, orgId: string, senderId: string, notices: PendingNotice[]) {
  for (const notice of notices) {
    const userIds = notice.userIds.filter((id) => id !== senderId);
    if (!userIds.length) continue;
    await notifyUsers(deps, {
      organizationId: orgId,
      userIds,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: `/app/tasks/${notice.taskId}`,
      senderId,
    });
  }
}

export async function publishTaskChange(
  db: Db,
  orgId: string,
  ids: string[],
  kind: 'task' | 'project' = 'task',
) {
  for (let start = 0; start < ids.length; start += 100) {
    await publishLiveEvent(db, {
      type: 'work_changed',
      org: orgId,
      kind,
      ids: ids.slice(start, start + 100),
    });
  }
}

export async function createTask(deps: TaskDeps, auth: AuthContext, input: CreateTaskInput): Promise<Task> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.create');
  const { project } = await checkReferences(deps.db, reach.orgId, input);
  // A project's task without a customer is for the project's customer (the schema requires one or the other).
  const customerId = input.customerId ?? project?.customerId;
  if (!customerId) throw AppError.invalid({ customerId: TASK_CUSTOMER_REQUIRED });
  const values = { ...input, customerId };
  const context = { orgId: reach.orgId, actorId: auth.userId };
  const task = await deps.db.transaction(async (tx) => {
    let seriesId: string | undefined;
    if (input.recurrence) {
      const rule = input.recurrence;
      const [series] = await tx
        .insert(taskSeries)
        .values({
          organizationId: reach.orgId,
          frequency: rule.frequency,
          interval: rule.interval,
          monthDay:
            rule.frequency === 'monthly' || rule.frequency === 'yearly'
              ? rule.isLastWorkingDay
                ? null
                : (rule.monthDay ?? Number(input.dueDate.slice(8, 10)))
              : null,
          isLastWorkingDay: rule.isLastWorkingDay,
          startDate: input.dueDate,
          endDate: rule.endDate ?? null,
          template: templateOf(values),
          createdById: auth.userId,
        })
        .returning({ id: taskSeries.id });
      seriesId = series?.id;
    }
    const created = await insertTask(tx, context, values, {
      projectKey: project?.key,
      seriesId,
      occurrenceDate: seriesId ? input.dueDate : undefined,
      watcherIds: input.watcherIds,
    });
    if (seriesId) await scheduleNextOccurrence(tx, reach.orgId, seriesId, input.dueDate);
    await scheduleDueDigest(tx, reach.orgId);
    await publishTaskChange(tx, reach.orgId, [created.id]);
    return created;
  });
  await sendNotices(deps, reach.orgId, auth.userId, [
    {
      userIds: [task.assignee.id],
      kind: 'task_assigned',
      title: `Assigned to you: ${task.displayId} ${task.title}`,
      body: `Due ${task.dueDate}`,
      taskId: task.id,
    },
  ]);
  return task;
}

function templateOf(input: TaskValues): Record<string, unknown> {
  return {
    title: input.title,
    description: input.description ?? null,
    customerId: input.customerId,
    assigneeId: input.assigneeId,
    projectId: input.projectId ?? null,
    departmentId: input.departmentId ?? null,
    workType: input.workType,
    priority: input.priority,
    taskType: input.taskType ?? null,
    estimateHours: input.estimateHours ?? null,
  };
}

// ---------------------------------------------------------------- recurring work

async function workingDayOf(tx: Tx, orgId: string, around: string) {
  const calendar = await organizationCalendar(tx, orgId);
  const rows = await tx
    .select({ date: holidays.date })
    .from(holidays)
    .where(
      and(
        eq(holidays.organizationId, orgId),
        gte(holidays.date, addDays(around, -40)),
        lte(holidays.date, addDays(around, 400)),
      ),
    );
  return workingDayTest({ workWeek: calendar.workWeek, holidays: new Set(rows.map((row) => row.date)) });
}

/** The occurrence after `after` goes on the job queue for `after`'s day: created on schedule if not on completion first. */
async function scheduleNextOccurrence(tx: Tx, orgId: string, seriesId: string, after: string) {
  const calendar = await organizationCalendar(tx, orgId);
  await scheduleJob(tx, {
    kind: 'tasks.next-occurrence',
    key: `task-series:${seriesId}:after:${after}`,
    runAt: zonedInstant(after, 0, calendar.zone),
    payload: { orgId, seriesId, after },
  });
}

/**
 * Creates the occurrence of a series that follows `after`, exactly once: the series row is locked, an
 * existing occurrence is left alone, and (series_id, occurrence_date) is unique underneath.
 * Answers the new task's id, or null when there was nothing to create.
 */
export async function createNextOccurrence(tx: Tx, orgId: string, seriesId: string, after: string) {
  const [series] = await tx
    .select()
    .from(taskSeries)
    .where(and(eq(taskSeries.id, seriesId), eq(taskSeries.organizationId, orgId)))
    .for('update');
  if (!series?.isActive) return null;
  const rule: RecurrenceRule = {
    frequency: series.frequency as RecurrenceRule['frequency'],
    interval: series.interval,
    monthDay: series.monthDay,
    isLastWorkingDay: series.isLastWorkingDay,
    endDate: series.endDate,
  };
  const next = nextOccurrence(rule, after, await workingDayOf(tx, orgId, after));
  if (!next) return null;
  const [existing] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.seriesId, seriesId), eq(tasks.occurrenceDate, next)));
  if (existing) return null;
  const template = series.template as Record<string, unknown>;
  const [project] = template.projectId
    ? await tx
        .select({ key: projects.key })
        .from(projects)
        .where(eq(projects.id, String(template.projectId)))
    : [];
  const created = await insertTask(
    tx,
    { orgId, actorId: series.createdById },
    {
      title: String(template.title),
      description: (template.description as string | null) ?? null,
      customerId: String(template.customerId),
      assigneeId: String(template.assigneeId),
      projectId: (template.projectId as string | null) ?? null,
      departmentId: (template.departmentId as string | null) ?? null,
      workType: String(template.workType ?? 'General Task'),
      priority: (template.priority as TaskPriority) ?? 'Medium',
      taskType: (template.taskType as string | null) ?? null,
      estimateHours: (template.estimateHours as number | null) ?? null,
      status: 'Pending',
      startDate: null,
      dueDate: next,
    },
    { projectKey: project?.key, seriesId, occurrenceDate: next },
  );
  await scheduleNextOccurrence(tx, orgId, seriesId, next);
  await publishTaskChange(tx, orgId, [created.id]);
  return created.id;
}

defineJobHandler('tasks.next-occurrence', async (deps: JobDeps, job) => {
  const { orgId, seriesId, after } = job.payload as { orgId: string; seriesId: string; after: string };
  await createNextOccurrence(deps.db, orgId, seriesId, after);
});

/** The daily due-tomorrow / overdue notice of an organization, at 08:00 in its zone. */
export async function scheduleDueDigest(tx: Tx, orgId: string, from = new Date()) {
  const calendar = await organizationCalendar(tx, orgId);
  let day = dayIn(calendar.zone, from);
  if (zonedInstant(day, 8, calendar.zone) <= from) day = addDays(day, 1);
  await scheduleJob(tx, {
    kind: 'tasks.due-digest',
    key: `tasks-due:${orgId}:${day}`,
    runAt: zonedInstant(day, 8, calendar.zone),
    payload: { orgId, day },
  });
}

defineJobHandler('tasks.due-digest', async (deps: JobDeps, job) => {
  const { orgId, day } = job.payload as { orgId: string; day: string };
  const open = and(eq(tasks.organizationId, orgId), ne(tasks.status, 'Completed'));
  const dueTomorrow = await deps.db
    .select({ id: tasks.id, assigneeId: tasks.assigneeId, displayId: tasks.displayId, title: tasks.title })
    .from(tasks)
    .where(and(open, eq(tasks.dueDate, addDays(day, 1))));
  const overdue = await deps.db
    .select({ id: tasks.id, assigneeId: tasks.assigneeId, displayId: tasks.displayId, title: tasks.title })
    .from(tasks)
    .where(and(open, eq(tasks.dueDate, addDays(day, -1))));
  for (const [rows, label] of [
    [dueTomorrow, 'Due tomorrow'],
    [overdue, 'Overdue'],
  ] as const) {
    for (const task of rows) {
      await notifyUsers(deps, {
        organizationId: orgId,
        userIds: [task.assigneeId],
        kind: 'task_due',
        title: `${label}: ${task.displayId} ${task.title}`,
        link: `/app/tasks/${task.id}`,
      });
    }
  }
  await scheduleDueDigest(
    deps.db,
    orgId,
    zonedInstant(addDays(day, 1), 0, (await organizationCalendar(deps.db, orgId)).zone),
  );
});

// ---------------------------------------------------------------- reading

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
type TaskOrder = TaskListQuery['sort'] | 'boardPosition';

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
  return { column: tasks[key], isDesc, orderBy: orderOn(tasks), orderOn };
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
async function withNames(
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
  const today = await todayOf(db, reach.orgId);
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

/** Every row of the filtered list, in its order, a page at a time (keyset): the CSV export's source. */
export async function* iterateTasks(db: Db, auth: AuthContext, query: TaskListQuery, pageSize = 1000) {
  const reach = await reachOf(db, auth, query.scope);
  const today = await todayOf(db, reach.orgId);
  const where = listWhere(reach, query, today);
  const { column, isDesc, orderBy } = sortOf(query.sort);
  let after: { value: unknown; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? isDesc
        ? sql`(${column}, ${tasks.id}) < (${after.value}, ${after.id})`
        : sql`(${column}, ${tasks.id}) > (${after.value}, ${after.id})`
      : undefined;
    const rows = await selectTasks(db)
      .where(and(where, keyset))
      .orderBy(...orderBy)
      .limit(pageSize);
    for (const row of rows) yield toTask(row, today);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]?.task;
    if (!last) return;
    const value =
      column === tasks.createdAt
        ? last.createdAt.toISOString()
        : column === tasks.priority
          ? last.priority
          : column === tasks.title
            ? last.title
            : last.dueDate;
    after = { value, id: last.id };
  }
}

function canEditTask(auth: AuthContext) {
  return auth.permissions.has('tasks.edit');
}

export async function getTask(db: Db, auth: AuthContext, id: string): Promise<TaskDetail> {
  const reach = await reachOf(db, auth);
  const { task } = await getTaskOrThrow(db, reach, id);
  const [subtaskRows, watcherRows, seriesRows, creatorRows] = await Promise.all([
    db
      .select({ subtask: subtasks, assigneeName: users.name })
      .from(subtasks)
      .leftJoin(users, eq(users.id, subtasks.assigneeId))
      .where(and(eq(subtasks.taskId, id), eq(subtasks.organizationId, reach.orgId)))
      .orderBy(asc(subtasks.position), asc(subtasks.createdAt)),
    db
      .select({ id: users.id, name: users.name })
      .from(taskWatchers)
      .innerJoin(users, eq(users.id, taskWatchers.userId))
      .where(and(eq(taskWatchers.taskId, id), eq(taskWatchers.organizationId, reach.orgId)))
      .orderBy(asc(users.name)),
    db
      .select({ series: taskSeries })
      .from(tasks)
      .innerJoin(taskSeries, eq(taskSeries.id, tasks.seriesId))
      .where(eq(tasks.id, id)),
    db
      .select({ id: creators.id, name: creators.name })
      .from(tasks)
      .innerJoin(creators, eq(creators.id, tasks.createdById))
      .where(eq(tasks.id, id)),
  ]);
  const series = seriesRows[0]?.series;
  return {
    ...task,
    subtasks: subtaskRows.map(({ subtask, assigneeName }) => ({
      id: subtask.id,
      title: subtask.title,
      isDone: subtask.isDone,
      assignee: subtask.assigneeId && assigneeName ? { id: subtask.assigneeId, name: assigneeName } : null,
      position: subtask.position,
    })),
    watchers: watcherRows,
    recurrence: series
      ? {
          seriesId: series.id,
          frequency: series.frequency as 'daily',
          interval: series.interval,
          monthDay: series.monthDay,
          isLastWorkingDay: series.isLastWorkingDay,
          endDate: series.endDate,
          isActive: series.isActive,
        }
      : null,
    createdBy: creatorRows[0] ?? null,
    canEdit: canEditTask(auth),
    canDelete: auth.permissions.has('tasks.delete'),
  };
}

// ---------------------------------------------------------------- changing

/**
 * Ends a task's series: no occurrence after this one, whether on completion or on schedule (both
 * check isActive under the series lock). Recorded in the task's history with the change.
 */
export async function stopRecurrence(db: Db, auth: AuthContext, id: string): Promise<TaskDetail> {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await db.transaction(async (tx) => {
    const { row, task } = await getTaskOrThrow(tx, reach, id, { lock: true });
    const [series] = row.task.seriesId
      ? await tx
          .update(taskSeries)
          .set({ isActive: false })
          .where(
            and(
              eq(taskSeries.id, row.task.seriesId),
              eq(taskSeries.organizationId, reach.orgId),
              eq(taskSeries.isActive, true),
            ),
          )
          .returning({ frequency: taskSeries.frequency })
      : [];
    if (!series) throw AppError.invalid({ recurrence: 'This task does not repeat' });
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, task.id, {
      event: 'updated',
      field: 'recurrence',
      oldValue: series.frequency,
      newValue: 'stopped',
    });
    await publishTaskChange(tx, reach.orgId, [task.id]);
  });
  return getTask(db, auth, id);
}

async function watcherIdsOf(db: Db, taskId: string) {
  const rows = await db
    .select({ userId: taskWatchers.userId })
    .from(taskWatchers)
    .where(eq(taskWatchers.taskId, taskId));
  return rows.map((row) => row.userId);
}

/**
 * Applies one change to one locked task in the caller's transaction: the row, its history, the next
 * occurrence of a completed recurring task, the live event. Answers the task after and the notices to send.
 */
async function applyTaskChange(tx: Tx, reach: Reach, auth: AuthContext, id: string, input: UpdateTaskInput) {
  const { row, task: before } = await getTaskOrThrow(tx, reach, id, { lock: true });
  // Handing a task to someone else is assigning work, which Create Task grants (as for a new task): Edit
  // alone updates the tasks one can see (status, progress, details), as the spec's help text has
  // employees do, without passing their own or a watched colleague's work to someone else.
  if (
    input.assigneeId !== undefined &&
    input.assigneeId !== before.assignee.id &&
    !auth.permissions.has('tasks.create')
  )
    throw new AppError('FORBIDDEN', 'You do not have permission to reassign tasks');
  const set: Partial<typeof tasks.$inferInsert> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description ?? null;
  if (input.customerId !== undefined) set.customerId = input.customerId;
  if (input.assigneeId !== undefined) set.assigneeId = input.assigneeId;
  if (input.projectId !== undefined) set.projectId = input.projectId;
  if (input.departmentId !== undefined) set.departmentId = input.departmentId;
  if (input.workType !== undefined) set.workType = input.workType;
  if (input.priority !== undefined) set.priority = priorityRank(input.priority);
  if (input.taskType !== undefined) set.taskType = input.taskType ?? null;
  if (input.startDate !== undefined) set.startDate = input.startDate;
  if (input.dueDate !== undefined) set.dueDate = input.dueDate;
  if (input.estimateHours !== undefined)
    set.estimateHours = input.estimateHours === null ? null : String(input.estimateHours);
  if (input.status !== undefined && input.status !== before.status) {
    set.status = input.status;
    set.completedAt = input.status === 'Completed' ? new Date() : null;
  }
  const startDate = set.startDate !== undefined ? set.startDate : before.startDate;
  const dueDate = set.dueDate ?? before.dueDate;
  if (startDate && dueDate < startDate)
    throw AppError.invalid({ dueDate: 'Due Date cannot be before Start Date' });
  if (Object.keys(set).length === 0) return { before, after: before, notices: [] as PendingNotice[] };
  await tx
    .update(tasks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, reach.orgId)));
  const [updated] = await selectTasks(tx).where(eq(tasks.id, id));
  if (!updated) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  const after = toTask(updated, await todayOf(tx, reach.orgId));
  await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, id, { before, after });
  if (
    after.status === 'Completed' &&
    before.status !== 'Completed' &&
    row.task.seriesId &&
    row.task.occurrenceDate
  ) {
    await createNextOccurrence(tx, reach.orgId, row.task.seriesId, row.task.occurrenceDate);
  }
  const notices: PendingNotice[] = [];
  if (after.assignee.id !== before.assignee.id) {
    notices.push({
      userIds: [after.assignee.id],
      kind: 'task_assigned',
      title: `Assigned to you: ${after.displayId} ${after.title}`,
      body: `Due ${after.dueDate}`,
      taskId: id,
    });
  }
  if (after.status !== before.status) {
    const owners = [after.assignee.id, row.task.createdById, ...(await watcherIdsOf(tx, id))].filter(
      (value): value is string => !!value,
    );
    notices.push({
      userIds: owners,
      kind: 'task_updated',
      title: `${after.displayId} is now ${after.status}`,
      body: after.title,
      taskId: id,
    });
  }
  return { before, after, notices };
}

async function checkUpdateReferences(db: Db, orgId: string, input: UpdateTaskInput) {
  await checkReferences(db, orgId, {
    customerId: input.customerId,
    assigneeId: input.assigneeId,
    projectId: input.projectId ?? undefined,
    departmentId: input.departmentId ?? undefined,
    workType: input.workType,
  });
}

/**
 * Reassigns named open subtasks of a locked task with it (same transaction, same tasks.edit reach).
 * Every id must be an open subtask of this task: otherwise nothing moves and the field is named.
 */
async function moveSubtasks(
  tx: Tx,
  reach: Reach,
  auth: AuthContext,
  taskId: string,
  ids: string[],
  assigneeId: string,
) {
  const unique = [...new Set(ids)];
  const moved = await tx
    .update(subtasks)
    .set({ assigneeId })
    .where(
      and(
        eq(subtasks.organizationId, reach.orgId),
        eq(subtasks.taskId, taskId),
        eq(subtasks.isDone, false),
        inArray(subtasks.id, unique),
      ),
    )
    .returning({ title: subtasks.title });
  if (moved.length !== unique.length)
    throw AppError.invalid({ moveSubtaskIds: 'Only open subtasks of this task can move with it' });
  for (const subtask of moved)
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'subtask_reassigned',
      field: 'subtask',
      newValue: subtask.title,
    });
  return moved.length;
}

export async function updateTask(
  deps: TaskDeps,
  auth: AuthContext,
  id: string,
  input: UpdateTaskInput,
): Promise<Task> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(deps.db, reach, id);
  await checkUpdateReferences(deps.db, reach.orgId, input);
  const result = await deps.db.transaction(async (tx) => {
    const change = await applyTaskChange(tx, reach, auth, id, input);
    const moved = input.moveSubtaskIds?.length
      ? await moveSubtasks(tx, reach, auth, id, input.moveSubtaskIds, change.after.assignee.id)
      : 0;
    if (change.after !== change.before || moved) await publishTaskChange(tx, reach.orgId, [id]);
    return change;
  });
  await sendNotices(deps, reach.orgId, auth.userId, result.notices);
  return result.after;
}

/**
 * Bulk actions on selected rows: every task in reach or none changes (one transaction). A reassignment
 * takes open subtasks along: each task's own that were with its previous assignee (moveOpenSubtasks),
 * or the ones named (moveSubtaskIds, an undo), which must all be open subtasks of the selected tasks.
 */
export async function bulkUpdateTasks(
  deps: TaskDeps,
  auth: AuthContext,
  input: BulkUpdateTasksBody,
): Promise<BulkUpdateResult> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  const { moveOpenSubtasks, moveSubtaskIds, ...fields } = input.changes;
  const changes = fields as UpdateTaskInput;
  await checkUpdateReferences(deps.db, reach.orgId, changes);
  const taskIds = [...new Set(input.taskIds)];
  const result = await deps.db.transaction(async (tx) => {
    const all: PendingNotice[] = [];
    const movedSubtasks: BulkUpdateResult['movedSubtasks'] = [];
    // A fixed order, so two bulk edits of overlapping rows lock them in the same order.
    for (const id of [...taskIds].sort()) {
      const change = await applyTaskChange(tx, reach, auth, id, changes);
      all.push(...change.notices);
      if (!moveOpenSubtasks || change.after.assignee.id === change.before.assignee.id) continue;
      const open = await tx
        .select({ id: subtasks.id })
        .from(subtasks)
        .where(
          and(
            eq(subtasks.organizationId, reach.orgId),
            eq(subtasks.taskId, id),
            eq(subtasks.isDone, false),
            eq(subtasks.assigneeId, change.before.assignee.id),
          ),
        );
      if (!open.length) continue;
      const subtaskIds = open.map((row) => row.id);
      await moveSubtasks(tx, reach, auth, id, subtaskIds, change.after.assignee.id);
      movedSubtasks.push({ taskId: id, subtaskIds });
    }
    if (moveSubtaskIds?.length && changes.assigneeId) {
      const named = [...new Set(moveSubtaskIds)];
      const rows = await tx
        .select({ id: subtasks.id, taskId: subtasks.taskId })
        .from(subtasks)
        .where(
          and(
            eq(subtasks.organizationId, reach.orgId),
            inArray(subtasks.id, named),
            inArray(subtasks.taskId, taskIds),
          ),
        );
      if (rows.length !== named.length)
        throw AppError.invalid({
          moveSubtaskIds: 'Only open subtasks of the selected tasks can move with them',
        });
      const byTask = new Map<string, string[]>();
      for (const row of rows) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.id]);
      for (const [taskId, subtaskIds] of byTask) {
        await moveSubtasks(tx, reach, auth, taskId, subtaskIds, changes.assigneeId);
        movedSubtasks.push({ taskId, subtaskIds });
      }
    }
    await publishTaskChange(tx, reach.orgId, taskIds);
    return { notices: all, movedSubtasks };
  });
  await sendNotices(deps, reach.orgId, auth.userId, result.notices);
  return { updated: taskIds.length, movedSubtasks: result.movedSubtasks };
}

export async function deleteTasks(deps: TaskDeps, auth: AuthContext, ids: string[]) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.delete');
  const unique = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    for (const id of [...unique].sort()) await getTaskOrThrow(tx, reach, id, { lock: true });
    // Recorded time is someone's timesheet (and perhaps an invoice): a task that holds it is completed
    // or cancelled, never deleted with it.
    const [timed] = await tx
      .select({ displayId: tasks.displayId })
      .from(timeEntries)
      .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
      .where(and(eq(timeEntries.organizationId, reach.orgId), inArray(timeEntries.taskId, unique)))
      .limit(1);
    if (timed) {
      throw new AppError(
        'CONFLICT',
        `${timed.displayId} has time recorded on it and cannot be deleted; mark it Completed or On Hold instead`,
      );
    }
    await tx.delete(tasks).where(and(eq(tasks.organizationId, reach.orgId), inArray(tasks.id, unique)));
    await publishTaskChange(tx, reach.orgId, unique);
  });
  return { deleted: unique.length };
}

// ---------------------------------------------------------------- board

export async function getBoard(
  db: Db,
  names: NameDirectory,
  auth: AuthContext,
  query: Pick<
    TaskListQuery,
    'projectId' | 'assigneeId' | 'customerId' | 'departmentId' | 'priority' | 'q' | 'scope'
  > & { limit: number },
) {
  const reach = await reachOf(db, auth, query.scope);
  const today = await todayOf(db, reach.orgId);
  // A column is the Task List filtered to its status in board order: the same prepared statements.
  const columns = await Promise.all(
    TASK_STATUSES.map(async (status) => {
      const { statement, values } = taskListStatement(
        db,
        reach,
        { ...query, status: [status], sort: 'boardPosition' },
        today,
      );
      const rows = await statement.execute({ ...values, limit: query.limit, offset: 0 });
      const total = rows[0]?.total ?? 0;
      return {
        status,
        total: Math.min(total, TASK_COUNT_CAP),
        isTotalCapped: total > TASK_COUNT_CAP,
        tasks: (await withNames(db, names, rows)).map((row) => toTask(row, today)),
      };
    }),
  );
  return { columns };
}

/** Drag and drop (or its keyboard equivalent): into a column, between two of its cards. */
export async function moveTask(deps: TaskDeps, auth: AuthContext, id: string, input: MoveTaskBody) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(deps.db, reach, id);
  const result = await deps.db.transaction(async (tx) => {
    const neighbour = async (neighbourId: string | null | undefined) => {
      if (!neighbourId) return undefined;
      const [row] = await tx
        .select({ position: tasks.boardPosition })
        .from(tasks)
        .where(and(eq(tasks.id, neighbourId), eq(tasks.organizationId, reach.orgId)));
      return row?.position;
    };
    const before = await neighbour(input.beforeId);
    const after = await neighbour(input.afterId);
    // beforeId: the card above the drop; afterId: the card below it.
    const position =
      before !== undefined && after !== undefined
        ? (before + after) / 2
        : before !== undefined
          ? before + 1
          : after !== undefined
            ? after - 1
            : Date.now() / 1000;
    const change = await applyTaskChange(tx, reach, auth, id, { status: input.status } as UpdateTaskInput);
    await tx
      .update(tasks)
      .set({ boardPosition: position })
      .where(and(eq(tasks.id, id), eq(tasks.organizationId, reach.orgId)));
    await publishTaskChange(tx, reach.orgId, [id]);
    return { ...change, after: { ...change.after, boardPosition: position } };
  });
  await sendNotices(deps, reach.orgId, auth.userId, result.notices);
  return result.after;
}

// ---------------------------------------------------------------- comments, subtasks, watchers, history

export async function listComments(db: Db, auth: AuthContext, taskId: string) {
  const reach = await reachOf(db, auth);
  await getTaskOrThrow(db, reach, taskId);
  const rows = await db
    .select({ comment: taskComments, authorName: users.name })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(and(eq(taskComments.taskId, taskId), eq(taskComments.organizationId, reach.orgId)))
    .orderBy(asc(taskComments.createdAt))
    .limit(500);
  const mentionIds = [...new Set(rows.flatMap((row) => row.comment.mentionedUserIds))];
  const names = mentionIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(inArray(users.id, mentionIds), eq(users.organizationId, reach.orgId)))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows.map(({ comment, authorName }) => ({
    id: comment.id,
    body: comment.body,
    author: comment.authorId && authorName ? { id: comment.authorId, name: authorName } : null,
    mentions: comment.mentionedUserIds
      .filter((uid) => nameOf.has(uid))
      .map((uid) => ({ id: uid, name: nameOf.get(uid) ?? '' })),
    createdAt: comment.createdAt.toISOString(),
  }));
}

/** Anyone who may see a task may comment on it; mentioned members of the organization are notified. */
export async function addComment(deps: TaskDeps, auth: AuthContext, taskId: string, body: string) {
  const reach = await reachOf(deps.db, auth);
  const { task } = await getTaskOrThrow(deps.db, reach, taskId);
  const wanted = mentionedIds(body);
  const mentioned = wanted.length
    ? await deps.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(inArray(users.id, wanted), eq(users.organizationId, reach.orgId), eq(users.isActive, true)),
        )
    : [];
  const comment = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskComments)
      .values({
        organizationId: reach.orgId,
        taskId,
        authorId: auth.userId,
        body,
        mentionedUserIds: mentioned.map((m) => m.id),
      })
      .returning();
    if (!row) throw new Error('Comment insert returned no row');
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'commented',
      newValue: body.length > 500 ? `${body.slice(0, 500)}…` : body,
    });
    await publishTaskChange(tx, reach.orgId, [taskId]);
    return row;
  });
  const watchers = await watcherIdsOf(deps.db, taskId);
  await sendNotices(deps, reach.orgId, auth.userId, [
    {
      userIds: mentioned.map((m) => m.id),
      kind: 'task_mentioned',
      title: `${auth.sessionUser.name} mentioned you on ${task.displayId}`,
      body: task.title,
      taskId,
    },
    {
      userIds: [task.assignee.id, ...watchers].filter((id) => !mentioned.some((m) => m.id === id)),
      kind: 'task_comment',
      title: `New comment on ${task.displayId}`,
      body: task.title,
      taskId,
    },
  ]);
  return {
    id: comment.id,
    body: comment.body,
    author: { id: auth.userId, name: auth.sessionUser.name },
    mentions: mentioned,
    createdAt: comment.createdAt.toISOString(),
  };
}

export async function addSubtask(
  db: Db,
  auth: AuthContext,
  taskId: string,
  input: { title: string; assigneeId: string | null },
) {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(db, reach, taskId);
  if (input.assigneeId) await checkReferences(db, reach.orgId, { assigneeId: input.assigneeId });
  await db.transaction(async (tx) => {
    const [max] = await tx
      .select({ n: sql<number>`coalesce(max(${subtasks.position}), 0)::int` })
      .from(subtasks)
      .where(eq(subtasks.taskId, taskId));
    await tx.insert(subtasks).values({
      organizationId: reach.orgId,
      taskId,
      title: input.title,
      assigneeId: input.assigneeId,
      position: (max?.n ?? 0) + 1,
    });
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'subtask_added',
      newValue: input.title,
    });
    await publishTaskChange(tx, reach.orgId, [taskId]);
  });
  return getTask(db, auth, taskId);
}

export async function updateSubtask(
  db: Db,
  auth: AuthContext,
  taskId: string,
  subtaskId: string,
  input: { title?: string; isDone?: boolean; assigneeId?: string | null },
) {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(db, reach, taskId);
  if (!isUuid(subtaskId)) throw new AppError('NOT_FOUND', 'Subtask not found');
  if (input.assigneeId) await checkReferences(db, reach.orgId, { assigneeId: input.assigneeId });
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subtasks)
      .where(
        and(
          eq(subtasks.id, subtaskId),
          eq(subtasks.taskId, taskId),
          eq(subtasks.organizationId, reach.orgId),
        ),
      )
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Subtask not found');
    await tx
      .update(subtasks)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
        ...(input.isDone !== undefined
          ? { isDone: input.isDone, doneAt: input.isDone ? new Date() : null }
          : {}),
      })
      .where(eq(subtasks.id, subtaskId));
    if (input.isDone !== undefined && input.isDone !== current.isDone) {
      await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
        event: input.isDone ? 'subtask_done' : 'subtask_reopened',
        field: 'subtask',
        newValue: input.title ?? current.title,
      });
    }
    await publishTaskChange(tx, reach.orgId, [taskId]);
  });
  return getTask(db, auth, taskId);
}

export async function deleteSubtask(db: Db, auth: AuthContext, taskId: string, subtaskId: string) {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(db, reach, taskId);
  if (!isUuid(subtaskId)) throw new AppError('NOT_FOUND', 'Subtask not found');
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(subtasks)
      .where(
        and(
          eq(subtasks.id, subtaskId),
          eq(subtasks.taskId, taskId),
          eq(subtasks.organizationId, reach.orgId),
        ),
      )
      .returning({ title: subtasks.title });
    if (!removed) throw new AppError('NOT_FOUND', 'Subtask not found');
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'subtask_removed',
      oldValue: removed.title,
    });
    await publishTaskChange(tx, reach.orgId, [taskId]);
  });
}

/** Watching: anyone who sees the task may watch it themselves; adding someone else needs tasks.edit. */
export async function addWatcher(db: Db, auth: AuthContext, taskId: string, userId: string) {
  const reach = await reachOf(db, auth, undefined, userId === auth.userId ? 'tasks.view' : 'tasks.edit');
  await getTaskOrThrow(db, reach, taskId);
  await checkReferences(db, reach.orgId, { assigneeId: userId });
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(taskWatchers)
      .values({ taskId, userId, organizationId: reach.orgId })
      .onConflictDoNothing()
      .returning({ userId: taskWatchers.userId });
    if (inserted.length)
      await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
        event: 'watcher_added',
        newValue: userId,
      });
  });
  return getTask(db, auth, taskId);
}

export async function removeWatcher(db: Db, auth: AuthContext, taskId: string, userId: string) {
  const reach = await reachOf(db, auth, undefined, userId === auth.userId ? 'tasks.view' : 'tasks.edit');
  await getTaskOrThrow(db, reach, taskId);
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'Watcher not found');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(taskWatchers)
      .where(
        and(
          eq(taskWatchers.taskId, taskId),
          eq(taskWatchers.userId, userId),
          eq(taskWatchers.organizationId, reach.orgId),
        ),
      )
      .returning({ userId: taskWatchers.userId });
    if (!removed.length) throw new AppError('NOT_FOUND', 'Watcher not found');
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'watcher_removed',
      oldValue: userId,
    });
  });
}

export async function listHistory(db: Db, auth: AuthContext, taskId: string, page: number, pageSize: number) {
  const reach = await reachOf(db, auth);
  await getTaskOrThrow(db, reach, taskId);
  const where = and(eq(taskHistory.taskId, taskId), eq(taskHistory.organizationId, reach.orgId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: taskHistory, actorName: users.name })
      .from(taskHistory)
      .leftJoin(users, eq(users.id, taskHistory.actorId))
      .where(where)
      .orderBy(desc(taskHistory.createdAt), desc(taskHistory.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(taskHistory).where(where),
  ]);
  const data: HistoryEntry[] = rows.map(({ entry, actorName }) => ({
    id: entry.id,
    action: entry.action,
    field: entry.field,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
    actor: entry.actorId && actorName ? { id: entry.actorId, name: actorName } : null,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { data, meta: { page, pageSize, total: total?.n ?? 0 } };
}

// ---------------------------------------------------------------- Team Members Dashboard

/** Per member within reach: counts by status, overdue, and due this week (Monday to Sunday in the org's zone). */
export async function teamDashboard(
  db: Db,
  auth: AuthContext,
  scope?: Reach['scope'],
): Promise<DashboardRow[]> {
  // My team unless Everyone is asked for (and allowed: reachOf refuses 'all' without View All Tasks).
  const reach = await reachOf(db, auth, scope ?? 'team');
  const today = await todayOf(db, reach.orgId);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const weekStart = addDays(today, 1 - weekday);
  const weekEnd = addDays(weekStart, 6);
  const members = reach.scope === 'all' ? undefined : reach.teamIds.length ? reach.teamIds : [reach.userId];
  // Counted per assignee first (an index-only walk of tasks_org_assignee_status_due_idx), then put beside
  // the people, so members without tasks show zeros.
  const result = await db.execute(sql`
    with counts as (
      select t.assignee_id,
        count(*) filter (where t.status = 'Pending')::int as pending,
        count(*) filter (where t.status = 'In Progress')::int as "inProgress",
        count(*) filter (where t.status = 'Completed')::int as completed,
        count(*) filter (where t.status = 'On Hold')::int as "onHold",
        count(*) filter (where t.status <> 'Completed' and t.due_date < ${today})::int as overdue,
        count(*) filter (where t.status <> 'Completed' and t.due_date between ${weekStart} and ${weekEnd})::int as "dueThisWeek"
      from ${tasks} t
      where t.organization_id = ${reach.orgId} ${members ? sql`and t.assignee_id in ${members}` : sql``}
      group by t.assignee_id
    )
    select u.id, u.name, coalesce(c.pending, 0) as pending, coalesce(c."inProgress", 0) as "inProgress",
      coalesce(c.completed, 0) as completed, coalesce(c."onHold", 0) as "onHold",
      coalesce(c.overdue, 0) as overdue, coalesce(c."dueThisWeek", 0) as "dueThisWeek"
    from ${users} u left join counts c on c.assignee_id = u.id
    where u.organization_id = ${reach.orgId} and u.is_active ${members ? sql`and u.id in ${members}` : sql``}
    order by u.name, u.id
    limit 1000`);
  return (result as unknown as { rows: (DashboardRow['member'] & Omit<DashboardRow, 'member'>)[] }).rows.map(
    (row) => ({
      member: { id: row.id, name: row.name },
      pending: row.pending,
      inProgress: row.inProgress,
      completed: row.completed,
      onHold: row.onHold,
      overdue: row.overdue,
      dueThisWeek: row.dueThisWeek,
    }),
  );
}

// ---------------------------------------------------------------- work types, saved views

export async function listWorkTypes(db: Db, auth: AuthContext) {
  const reach = await reachOf(db, auth);
  const rows = await db
    .select({ id: taskWorkTypes.id, name: taskWorkTypes.name })
    .from(taskWorkTypes)
    .where(eq(taskWorkTypes.organizationId, reach.orgId))
    .orderBy(asc(taskWorkTypes.name))
    .limit(200);
  return [
    ...BUILT_IN_WORK_TYPES.map((name) => ({ id: null, name, isBuiltIn: true })),
    ...rows.map((row) => ({ ...row, isBuiltIn: false })),
  ];
}

export async function addWorkType(db: Db, auth: AuthContext, name: string) {
  const reach = await reachOf(db, auth, undefined, 'tasks.create');
  if (
    (BUILT_IN_WORK_TYPES as readonly string[]).some((builtIn) => builtIn.toLowerCase() === name.toLowerCase())
  )
    throw AppError.invalid({ name: WORK_TYPE_EXISTS_MESSAGE });
  const [row] = await db
    .insert(taskWorkTypes)
    .values({ organizationId: reach.orgId, name })
    .onConflictDoNothing()
    .returning({ id: taskWorkTypes.id, name: taskWorkTypes.name });
  if (!row) throw AppError.invalid({ name: WORK_TYPE_EXISTS_MESSAGE });
  return { ...row, isBuiltIn: false };
}
