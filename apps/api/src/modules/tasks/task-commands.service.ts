import {
  type BulkUpdateResult,
  type BulkUpdateTasksBody,
  type CreateTaskInput,
  TASK_CUSTOMER_REQUIRED,
  type Task,
  type UpdateTaskInput,
} from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subtasks, tasks, timeEntries } from '../../db/schema';
import { afterAnswerWrite } from '../../lib/after-answer';
import { AppError } from '../../lib/app-error';
import { organizationToday } from '../../lib/organization-calendar';
import { type Reach, reachOf, TASK_NOT_FOUND } from '../../lib/reach';
import { eventWrites, watchJobStates } from '../../lib/webhook-outbox';
import { isWriteConflict, type Write, writeTogether } from '../../lib/write-together';
import type { AuthContext } from '../../plugins/types';
import { noticeWork } from '../notifications';
import { recordTaskHistory, taskHistoryWrite } from './history';
import { scheduleDueDigest } from './task-due-digest';
import { insertTask } from './task-insert';
import {
  type PendingNotice,
  publishTaskChange,
  queueTaskNotices,
  type TaskDeps,
  taskChangeEvents,
  taskNotices,
  watcherIdsOf,
} from './task-notices';
import { createNextOccurrence, createSeries, scheduleNextOccurrence } from './task-recurrence.service';
import { checkReferences, checkUpdateReferences } from './task-references';
import {
  getTaskOrThrow,
  isTaskVersion,
  priorityRank,
  readTask,
  type TaskSelection,
  taskColumns,
  toTask,
} from './task-row';

// Creating, changing and deleting tasks: one at a time or in bulk, each in one transaction.

export async function createTask(deps: TaskDeps, auth: AuthContext, input: CreateTaskInput): Promise<Task> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.create');
  const { project } = await checkReferences(deps.db, reach.orgId, input);
  // A project's task without a customer is for the project's customer (the schema requires one or the other).
  const customerId = input.customerId ?? project?.customerId;
  if (!customerId) throw AppError.invalid({ customerId: TASK_CUSTOMER_REQUIRED });
  const values = { ...input, customerId };
  const context = { orgId: reach.orgId, actorId: auth.userId };
  const task = await deps.db.transaction(async (tx) => {
    const seriesId = input.recurrence
      ? await createSeries(tx, reach.orgId, auth.userId, input.recurrence, values)
      : undefined;
    const created = await insertTask(tx, context, values, {
      projectKey: project?.key,
      seriesId,
      occurrenceDate: seriesId ? input.dueDate : undefined,
      watcherIds: input.watcherIds,
    });
    if (seriesId) await scheduleNextOccurrence(tx, reach.orgId, seriesId, input.dueDate);
    await scheduleDueDigest(tx, reach.orgId);
    await publishTaskChange(tx, reach.orgId, [created.id]);
    await queueTaskNotices(tx, reach.orgId, auth.userId, [
      {
        userIds: [created.assignee.id],
        kind: 'task_assigned',
        title: `Assigned to you: ${created.displayId} ${created.title}`,
        body: `Due ${created.dueDate}`,
        taskId: created.id,
      },
    ]);
    return created;
  });
  return task;
}

/** The ids of a task whose names it is answered with (customer, assignee, project, department). */
const NAMED_IDS = ['customerId', 'assigneeId', 'projectId', 'departmentId'] as const;

/**
 * What a change sets on a task as it was read (`before`), checked: only Create Task hands a task to someone
 * else, and the due date cannot come before the start. Empty when nothing changes.
 */
function taskChangeSet(auth: AuthContext, before: Task, input: UpdateTaskInput) {
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
  return set;
}

/** Whether a change gives the task another id of those shown with their names (read again after). */
const renamesTask = (set: Partial<typeof tasks.$inferInsert>, row: TaskSelection['task']) =>
  NAMED_IDS.some((key) => set[key] !== undefined && set[key] !== row[key]);

/**
 * A change's history and webhook events, as writes for the statement that makes it: every change is an
 * update; a completion is also its own event, for subscribers who want only that.
 */
function taskChangeWrites(
  db: Db,
  event: { orgId: string; actorId: string },
  id: string,
  before: Task,
  after: Task,
) {
  return [
    taskHistoryWrite(db, event, id, { before, after }),
    ...eventWrites({ ...event, type: 'task.updated' }, [id]),
    ...(after.status === 'Completed' && before.status !== 'Completed'
      ? eventWrites({ ...event, type: 'task.completed' }, [id])
      : []),
  ].filter((write): write is Write => write !== null);
}

/**
 * A change that nothing reads back (not of its status, which moves its job's state and may make the next
 * occurrence and notices; not of an id whose name is shown, which is read again) made without a
 * transaction: the task read, then its update, history, webhook events and live event in one statement
 * that holds only if the row is still the one read (issue 45, item 5: two round trips instead of five).
 * Answers the task before and after; `conflict` when it changed meanwhile; undefined when the change
 * needs the transaction.
 */
async function changeInOneStatement(
  db: Db,
  reach: Reach,
  auth: AuthContext,
  id: string,
  input: UpdateTaskInput,
): Promise<{ before: Task; after: Task } | 'conflict' | undefined> {
  const { row, task: before } = await getTaskOrThrow(db, reach, id);
  const set = taskChangeSet(auth, before, input);
  if (Object.keys(set).length === 0) return { before, after: before };
  if (set.status !== undefined || renamesTask(set, row.task)) return undefined;
  const updatedAt = new Date();
  // What the update leaves: tasks have no trigger that changes the row it writes.
  const after = toTask(
    { ...row, task: { ...row.task, ...set, updatedAt } },
    await organizationToday(db, reach.orgId),
  );
  try {
    await writeTogether(
      db,
      [
        {
          name: 'task_change',
          write: db
            .update(tasks)
            .set({ ...set, updatedAt })
            .where(and(isTaskVersion(id, row.version), eq(tasks.organizationId, reach.orgId)))
            .returning({ id: tasks.id }),
          rows: 1,
        },
        ...taskChangeWrites(db, { orgId: reach.orgId, actorId: auth.userId }, id, before, after),
      ],
      taskChangeEvents(reach.orgId, [id]),
    );
  } catch (error) {
    if (isWriteConflict(error)) return 'conflict';
    throw error;
  }
  return { before, after };
}

/**
 * Applies one change to one locked task in the caller's transaction: the row and the next occurrence of a
 * completed recurring task. Answers the task after, the notices to send, and the change's history and
 * webhook events as writes for the caller to make in its last statement with its own (lib/write-together.ts).
 */
export async function applyTaskChange(
  tx: Db,
  reach: Reach,
  auth: AuthContext,
  id: string,
  input: UpdateTaskInput,
) {
  const { row, task: before } = await getTaskOrThrow(tx, reach, id, { lock: true });
  const set = taskChangeSet(auth, before, input);
  if (Object.keys(set).length === 0)
    return { before, after: before, notices: [] as PendingNotice[], writes: [] as Write[] };
  // A job's state follows its tasks' statuses (a trigger): watched around the change to tell webhooks of a move.
  const jobStates = await watchJobStates(tx, reach.orgId, [set.status !== undefined ? row.task.jobId : null]);
  const [changed] = await tx
    .update(tasks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, reach.orgId)))
    .returning(taskColumns);
  if (!changed) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  // The names shown beside ids come with the locked row; read them again only when an id changed.
  const updated = renamesTask(set, row.task)
    ? await readTask(tx, { ...reach, scope: 'all' }, id)
    : { ...row, task: changed };
  if (!updated) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  const after = toTask(updated, await organizationToday(tx, reach.orgId));
  const writes = taskChangeWrites(tx, { orgId: reach.orgId, actorId: auth.userId }, id, before, after);
  await jobStates.record(auth.userId);
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
  return { before, after, notices, writes };
}

/**
 * Reassigns named open subtasks of a locked task with it (same transaction, same tasks.edit reach).
 * Every id must be an open subtask of this task: otherwise nothing moves and the field is named.
 */
async function moveSubtasks(
  tx: Db,
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
  // One task: whether the caller watches it is asked in its read, not by a query of the watched tasks first.
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit', { watchedInQuery: true });
  await checkUpdateReferences(deps.db, reach.orgId, input);
  // Tried again when someone changed the task between its read and the write; a change that needs more
  // (or a task changed three times over) takes the transaction below.
  for (let attempt = 0; attempt < 3 && !input.moveSubtaskIds?.length; attempt++) {
    const change = await changeInOneStatement(deps.db, reach, auth, id, input);
    if (change === undefined) break;
    if (change !== 'conflict') return change.after;
  }
  const result = await deps.db.transaction(async (tx) => {
    const change = await applyTaskChange(tx, reach, auth, id, input);
    const moved = input.moveSubtaskIds?.length
      ? await moveSubtasks(tx, reach, auth, id, input.moveSubtaskIds, change.after.assignee.id)
      : 0;
    // Its history, webhook events, notices and live event: one statement before the commit.
    const notices = afterAnswerWrite(tx, noticeWork(taskNotices(reach.orgId, auth.userId, change.notices)));
    await writeTogether(
      tx,
      [...change.writes, notices.write],
      change.after !== change.before || moved ? taskChangeEvents(reach.orgId, [id]) : [],
    );
    notices.start();
    return change;
  });
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
      await writeTogether(tx, change.writes);
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
    await queueTaskNotices(tx, reach.orgId, auth.userId, all);
    return { movedSubtasks };
  });
  return { updated: taskIds.length, movedSubtasks: result.movedSubtasks };
}

export async function deleteTasks(deps: TaskDeps, auth: AuthContext, ids: string[]) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.delete');
  const unique = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    const jobIds: (string | null)[] = [];
    for (const id of [...unique].sort())
      jobIds.push((await getTaskOrThrow(tx, reach, id, { lock: true })).row.task.jobId);
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
    // A step task's job may be done, or not started, without it.
    const jobStates = await watchJobStates(tx, reach.orgId, jobIds);
    await tx.delete(tasks).where(and(eq(tasks.organizationId, reach.orgId), inArray(tasks.id, unique)));
    await jobStates.record(auth.userId);
    await publishTaskChange(tx, reach.orgId, unique);
  });
  return { deleted: unique.length };
}
