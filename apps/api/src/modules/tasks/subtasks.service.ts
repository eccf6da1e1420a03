import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subtasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid, reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { recordTaskHistory } from './history';
import { getTask } from './task-detail.service';
import { publishTaskChange } from './task-notices';
import { checkReferences } from './task-references';
import { checkTaskInReach } from './task-row';

export async function addSubtask(
  db: Db,
  auth: AuthContext,
  taskId: string,
  input: { title: string; assigneeId: string | null },
) {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await checkTaskInReach(db, reach, taskId);
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
  await checkTaskInReach(db, reach, taskId);
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
  await checkTaskInReach(db, reach, taskId);
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
