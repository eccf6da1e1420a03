import {
  addWorkingDays,
  DEPENDENCY_CYCLE,
  DEPENDENCY_EXISTS,
  type Dependency,
  type DependencyBody,
  formatCalendarDate,
  type LinkedTask,
  type Task,
  type TaskDependencies,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { taskDependencies, tasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { workingCalendarOf } from '../../lib/organization-calendar';
import { isUuid, reachOf, taskVisible } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { checkTaskInReach, getTaskOrThrow, publishTaskChange, recordTaskHistory } from '../tasks';
import { lockPlanning } from './calendar';

export const DEPENDENCY_NOT_FOUND = 'Dependency not found';

const predecessors = alias(tasks, 'predecessor');
const successors = alias(tasks, 'successor');

const linkedColumns = (table: typeof predecessors | typeof successors) => ({
  id: table.id,
  displayId: table.displayId,
  title: table.title,
  status: table.status,
  startDate: table.startDate,
  dueDate: table.dueDate,
});

function selectDependencies(db: Db) {
  return db
    .select({
      id: taskDependencies.id,
      lagDays: taskDependencies.lagDays,
      predecessor: linkedColumns(predecessors),
      successor: linkedColumns(successors),
    })
    .from(taskDependencies)
    .innerJoin(predecessors, eq(predecessors.id, taskDependencies.predecessorId))
    .innerJoin(successors, eq(successors.id, taskDependencies.successorId));
}

const toDependency = (row: {
  id: string;
  lagDays: number;
  predecessor: LinkedTask;
  successor: LinkedTask;
}): Dependency => ({ ...row, type: 'finish_to_start' });

/** "ACM-12 “File GST return”": how refusals and history name a task. */
export const taskLabel = (task: { displayId: string; title: string }) => `${task.displayId} “${task.title}”`;

/** A task's predecessors and successors, each only when the other task is within the caller's reach. */
export async function listTaskDependencies(
  db: Db,
  auth: AuthContext,
  taskId: string,
): Promise<TaskDependencies> {
  const reach = await reachOf(db, auth);
  await checkTaskInReach(db, reach, taskId);
  // The far end of each link is read through the same reach rule as the task list (tasks aliased).
  const otherVisible = (other: typeof predecessors | typeof successors) =>
    sql`exists (select 1 from ${tasks} where ${tasks.id} = ${other.id} and ${and(eq(tasks.organizationId, reach.orgId), taskVisible(reach))})`;
  const [waitsFor, waitedOnBy] = await Promise.all([
    selectDependencies(db)
      .where(
        and(
          eq(taskDependencies.organizationId, reach.orgId),
          eq(taskDependencies.successorId, taskId),
          otherVisible(predecessors),
        ),
      )
      .orderBy(predecessors.dueDate, predecessors.displayId),
    selectDependencies(db)
      .where(
        and(
          eq(taskDependencies.organizationId, reach.orgId),
          eq(taskDependencies.predecessorId, taskId),
          otherVisible(successors),
        ),
      )
      .orderBy(successors.dueDate, successors.displayId),
  ]);
  return { predecessors: waitsFor.map(toDependency), successors: waitedOnBy.map(toDependency) };
}

/** Whether `to` is reachable from `from` along successor links: a link to → from would close a cycle. */
async function leadsTo(tx: Db, orgId: string, from: string, to: string): Promise<boolean> {
  const result = await tx.execute(sql`
    with recursive downstream(id) as (
      select successor_id from task_dependencies where predecessor_id = ${from} and organization_id = ${orgId}
      union
      select d.successor_id from task_dependencies d join downstream on d.predecessor_id = downstream.id
      where d.organization_id = ${orgId}
    )
    select 1 as found from downstream where id = ${to} limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A link whose successor already starts before the predecessor ends (plus lag) is refused, naming both. */
async function checkDatesAllowLink(
  tx: Db,
  orgId: string,
  predecessor: Task,
  successor: Task,
  lagDays: number,
) {
  const calendar = await workingCalendarOf(tx, orgId, predecessor.dueDate);
  const mustStartAfter = addWorkingDays(predecessor.dueDate, lagDays, calendar);
  const successorStart = successor.startDate ?? successor.dueDate;
  if (successorStart <= mustStartAfter) {
    const message = `${taskLabel(successor)} starts on ${formatCalendarDate(successorStart)}, before its predecessor ${taskLabel(predecessor)} ends on ${formatCalendarDate(predecessor.dueDate)}${lagDays ? ` (plus ${lagDays} working days)` : ''}. Reschedule it first.`;
    throw new AppError('CONFLICT', message, { successorId: message });
  }
}

export async function addDependency(db: Db, auth: AuthContext, body: Required<DependencyBody>) {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  const context = { orgId: reach.orgId, actorId: auth.userId };
  return db.transaction(async (tx) => {
    await lockPlanning(tx, reach.orgId);
    const { task: predecessor } = await getTaskOrThrow(tx, reach, body.predecessorId);
    const { task: successor } = await getTaskOrThrow(tx, reach, body.successorId);
    const [existing] = await tx
      .select({ id: taskDependencies.id })
      .from(taskDependencies)
      .where(
        and(
          eq(taskDependencies.predecessorId, predecessor.id),
          eq(taskDependencies.successorId, successor.id),
        ),
      );
    if (existing) throw new AppError('CONFLICT', DEPENDENCY_EXISTS, { successorId: DEPENDENCY_EXISTS });
    if (await leadsTo(tx, reach.orgId, successor.id, predecessor.id))
      throw new AppError('CONFLICT', DEPENDENCY_CYCLE, { successorId: DEPENDENCY_CYCLE });
    await checkDatesAllowLink(tx, reach.orgId, predecessor, successor, body.lagDays);
    const [row] = await tx
      .insert(taskDependencies)
      .values({
        organizationId: reach.orgId,
        predecessorId: predecessor.id,
        successorId: successor.id,
        lagDays: body.lagDays,
      })
      .returning({ id: taskDependencies.id });
    await recordTaskHistory(tx, context, successor.id, {
      event: 'dependency_added',
      field: 'predecessor',
      newValue: taskLabel(predecessor),
    });
    await recordTaskHistory(tx, context, predecessor.id, {
      event: 'dependency_added',
      field: 'successor',
      newValue: taskLabel(successor),
    });
    await publishTaskChange(tx, reach.orgId, [predecessor.id, successor.id]);
    const [created] = await selectDependencies(tx).where(eq(taskDependencies.id, row?.id as string));
    if (!created) throw new AppError('NOT_FOUND', DEPENDENCY_NOT_FOUND);
    return toDependency(created);
  });
}

/** Removing a link needs edit reach over both of its tasks; otherwise it does not exist for the caller. */
export async function removeDependency(db: Db, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', DEPENDENCY_NOT_FOUND);
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  const context = { orgId: reach.orgId, actorId: auth.userId };
  await db.transaction(async (tx) => {
    await lockPlanning(tx, reach.orgId);
    const [link] = await tx
      .select()
      .from(taskDependencies)
      .where(and(eq(taskDependencies.id, id), eq(taskDependencies.organizationId, reach.orgId)));
    if (!link) throw new AppError('NOT_FOUND', DEPENDENCY_NOT_FOUND);
    const reachable = async (taskId: string) =>
      getTaskOrThrow(tx, reach, taskId).catch(() => {
        throw new AppError('NOT_FOUND', DEPENDENCY_NOT_FOUND);
      });
    const { task: predecessor } = await reachable(link.predecessorId);
    const { task: successor } = await reachable(link.successorId);
    await tx.delete(taskDependencies).where(eq(taskDependencies.id, id));
    await recordTaskHistory(tx, context, successor.id, {
      event: 'dependency_removed',
      field: 'predecessor',
      // The other task, as the added entry names it (History shows an entry's new value).
      newValue: taskLabel(predecessor),
    });
    await recordTaskHistory(tx, context, predecessor.id, {
      event: 'dependency_removed',
      field: 'successor',
      newValue: taskLabel(successor),
    });
    await publishTaskChange(tx, reach.orgId, [predecessor.id, successor.id]);
  });
}
