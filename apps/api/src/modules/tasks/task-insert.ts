import { type CreateTaskInput, TASK_CUSTOMER_REQUIRED } from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskCounters, tasks, taskWatchers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { organizationCalendar, organizationPrefix } from '../../lib/organization-calendar';
import { type HistoryContext, recordTaskHistory } from './history';
import { priorityRank, selectTasks, todayOf, toTask } from './task-row';

/** The next task id of the organization: the counter row is incremented in the creating transaction. */
async function nextDisplayNumber(tx: Db, orgId: string) {
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

export type TaskValues = Omit<CreateTaskInput, 'watcherIds' | 'recurrence'>;

/** Inserts one task with its id, watchers and history; the caller's transaction. */
export async function insertTask(
  tx: Db,
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
