import { type CreateTaskInput, TASK_CUSTOMER_REQUIRED } from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { taskCounters, taskHistory, tasks, taskWatchers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { organizationCalendar, organizationPrefix, organizationToday } from '../../lib/organization-calendar';
import { recordEvent, recordEvents } from '../../lib/webhook-outbox';
import { createdHistoryRow, type HistoryContext, recordTaskHistory } from './history';
import { priorityRank, selectTasks, toTask } from './task-row';

/**
 * The next `count` task numbers of the organization (the last of them is answered): the counter row is
 * incremented in the creating transaction.
 */
async function takeDisplayNumbers(tx: Db, orgId: string, count = 1) {
  const bump = () =>
    tx
      .update(taskCounters)
      .set({ lastNumber: sql`${taskCounters.lastNumber} + ${count}` })
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

export type TaskValues = Omit<CreateTaskInput, 'watcherIds' | 'recurrence'>;

/** Inserts one task with its id, watchers, history and task.created event; the caller's transaction. */
export async function insertTask(
  tx: Db,
  context: HistoryContext,
  values: TaskValues,
  extra: { projectKey?: string; seriesId?: string; occurrenceDate?: string; watcherIds?: string[] } = {},
) {
  const counter = await takeDisplayNumbers(tx, context.orgId);
  const [row] = await tx
    .insert(tasks)
    .values(taskRow(context, values, `${extra.projectKey ?? counter.prefix}-${counter.number}`, extra))
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
  const task = toTask(created, await organizationToday(tx, context.orgId));
  await recordTaskHistory(tx, context, row.id, { before: null, after: task });
  await recordEvent(tx, { ...context, type: 'task.created', subjectId: row.id });
  return task;
}

/** What a new task may carry besides its fields: its series, its import's completion, its client job. */
interface TaskRowExtra {
  seriesId?: string;
  occurrenceDate?: string;
  completedAt?: Date;
  /** The client job and service step it is made for (modules/services). */
  jobId?: string;
  serviceStepId?: string;
}

/** The row of a new task, as both inserts write it. */
function taskRow(
  context: HistoryContext,
  values: TaskValues,
  displayId: string,
  extra: TaskRowExtra = {},
): PgInsertValue<typeof tasks> {
  // Callers give a project's task its project's customer first (createTask; the import names one).
  if (!values.customerId) throw AppError.invalid({ customerId: TASK_CUSTOMER_REQUIRED });
  return {
    organizationId: context.orgId,
    displayId,
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
    // Each row its own instant (clock_timestamp moves within a statement): new cards keep their order.
    boardPosition: sql`extract(epoch from clock_timestamp())`,
    // An imported task keeps when it was completed in the tool it came from.
    completedAt: values.status === 'Completed' ? (extra.completedAt ?? new Date()) : null,
    seriesId: extra.seriesId ?? null,
    occurrenceDate: extra.occurrenceDate ?? null,
    jobId: extra.jobId ?? null,
    serviceStepId: extra.serviceStepId ?? null,
    createdById: context.actorId,
  };
}

/** Rows per INSERT statement of an import: well under PostgreSQL's 65,535 parameters. */
const IMPORT_BATCH = 500;

/**
 * Inserts many tasks at once (an import, a repeating row with its series) in the caller's transaction: one counter update for all their
 * numbers, a few multi-row inserts of tasks and of their "created" history, and their task.created events
 * in bulk (one query when nobody subscribes). Answers their ids in order.
 */
export async function insertTasks(
  tx: Db,
  context: HistoryContext,
  rows: ({ values: TaskValues; projectKey?: string } & Pick<
    TaskRowExtra,
    'completedAt' | 'jobId' | 'serviceStepId' | 'seriesId' | 'occurrenceDate'
  >)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const counter = await takeDisplayNumbers(tx, context.orgId, rows.length);
  const first = counter.number - rows.length + 1;
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    const batch = rows.slice(start, start + IMPORT_BATCH);
    const inserted = await tx
      .insert(tasks)
      .values(
        batch.map(({ values, projectKey, ...extra }, index) =>
          taskRow(context, values, `${projectKey ?? counter.prefix}-${first + start + index}`, extra),
        ),
      )
      .returning({ id: tasks.id, displayId: tasks.displayId });
    await tx
      .insert(taskHistory)
      .values(inserted.map((row) => createdHistoryRow(context, row.id, row.displayId)));
    ids.push(...inserted.map((row) => row.id));
  }
  await recordEvents(tx, { ...context, type: 'task.created' }, ids);
  return ids;
}
