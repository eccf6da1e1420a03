import {
  addWorkingDays,
  countWorkingDays,
  formatCalendarDate,
  type ScheduleBody,
  type ScheduleResult,
  SHIFT_SUCCESSORS_FIELD,
  type WorkingCalendar,
} from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, tasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { workingCalendarOf } from '../../lib/organization-calendar';
import { type Reach, reachOf, TASK_NOT_FOUND, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { checkTaskInReach, getTaskOrThrow, publishTaskChange, recordTaskHistory } from '../tasks';
import { lockPlanning } from './calendar';
import { taskLabel } from './dependencies.service';

interface PlannedTask {
  id: string;
  displayId: string;
  title: string;
  projectId: string | null;
  startDate: string | null;
  dueDate: string;
}
interface Link {
  predecessorId: string;
  successorId: string;
  lagDays: number;
}
interface Dates {
  startDate: string;
  dueDate: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A successor must start after its predecessor's due date plus its lag in working days. */
export const latestBlockedDay = (predecessorDue: string, lagDays: number, calendar: WorkingCalendar) =>
  addWorkingDays(predecessorDue, lagDays, calendar);

async function projectRange(tx: Db, orgId: string, projectIds: string[]) {
  if (!projectIds.length) return new Map<string, { startDate: string; targetEndDate: string }>();
  const rows = await tx
    .select({ id: projects.id, startDate: projects.startDate, targetEndDate: projects.targetEndDate })
    .from(projects)
    .where(and(eq(projects.organizationId, orgId), inArray(projects.id, projectIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

function checkWithinProject(
  task: PlannedTask,
  dates: Dates,
  range: { startDate: string; targetEndDate: string } | undefined,
  isMovedTask: boolean,
) {
  if (!range) return;
  const fields: Record<string, string> = {};
  const who = isMovedTask ? '' : `Shifting would move ${taskLabel(task)}: `;
  if (dates.startDate < range.startDate)
    fields.startDate = `${who}Start Date must be on or after the project’s start date, ${formatCalendarDate(range.startDate)}`;
  if (dates.dueDate > range.targetEndDate)
    fields.dueDate = `${who}Due Date must be on or before the project’s target end date, ${formatCalendarDate(range.targetEndDate)}`;
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

/**
 * Everything downstream of a task: the tasks that wait on it, directly or through others, and every
 * link into them (also from tasks outside the chain, whose due dates bound them too).
 */
async function downstreamOf(tx: Db, orgId: string, taskId: string) {
  const successorIds = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with recursive downstream(id) as (
        select successor_id from task_dependencies where predecessor_id = ${taskId} and organization_id = ${orgId}
        union
        select d.successor_id from task_dependencies d join downstream on d.predecessor_id = downstream.id
        where d.organization_id = ${orgId}
      )
      select id from downstream`),
  ).map((row) => row.id);
  const involved = [taskId, ...successorIds];
  const links = rowsOf<{ predecessor_id: string; successor_id: string; lag_days: number }>(
    await tx.execute(sql`
      select predecessor_id, successor_id, lag_days from task_dependencies
      where organization_id = ${orgId} and successor_id in (${sql.join(
        involved.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  ).map((row) => ({
    predecessorId: row.predecessor_id,
    successorId: row.successor_id,
    lagDays: row.lag_days,
  }));
  const ids = [...new Set([...involved, ...links.map((link) => link.predecessorId)])];
  const rows = await tx
    .select({
      id: tasks.id,
      displayId: tasks.displayId,
      title: tasks.title,
      projectId: tasks.projectId,
      startDate: tasks.startDate,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .where(and(eq(tasks.organizationId, orgId), inArray(tasks.id, ids)))
    .orderBy(tasks.id)
    // Locked in id order, so two reschedules of overlapping chains queue instead of deadlocking.
    .for('update');
  return { successorIds, links, tasks: new Map(rows.map((row) => [row.id, row as PlannedTask])) };
}

/** Successors in an order where every task comes after all of its predecessors in the chain. */
function topologicalOrder(successorIds: string[], links: Link[]): string[] {
  const inChain = new Set(successorIds);
  const pending = new Map(successorIds.map((id) => [id, 0]));
  for (const link of links)
    if (inChain.has(link.successorId) && inChain.has(link.predecessorId))
      pending.set(link.successorId, (pending.get(link.successorId) ?? 0) + 1);
  const ready = successorIds.filter((id) => pending.get(id) === 0);
  const order: string[] = [];
  while (ready.length) {
    const id = ready.shift() as string;
    order.push(id);
    for (const link of links) {
      if (link.predecessorId !== id || !inChain.has(link.successorId)) continue;
      const left = (pending.get(link.successorId) ?? 0) - 1;
      pending.set(link.successorId, left);
      if (left === 0) ready.push(link.successorId);
    }
  }
  return order;
}

async function checkInReach(tx: Db, reach: Reach, ids: string[]) {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(taskScope(reach), inArray(tasks.id, ids)));
  if (rows.length !== ids.length)
    throw new AppError(
      'CONFLICT',
      'A task that waits on this one is outside your reach, so it cannot be shifted. Ask its manager to move it.',
    );
}

/**
 * Sets a task's start and due dates. Refused outside its project's dates or before a predecessor ends;
 * a successor it would overlap refuses the move too, unless the caller asks to shift successors: then
 * every task downstream keeps its length in working days and starts on the first working day its
 * predecessors allow. One transaction; each changed task's history records its own change.
 */
export async function scheduleTask(
  db: Db,
  auth: AuthContext,
  taskId: string,
  body: ScheduleBody & { shiftSuccessors: boolean },
): Promise<ScheduleResult> {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await checkTaskInReach(db, reach, taskId);
  return db.transaction(async (tx) => {
    await lockPlanning(tx, reach.orgId);
    const graph = await downstreamOf(tx, reach.orgId, taskId);
    const moved = graph.tasks.get(taskId);
    if (!moved) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    const ranges = await projectRange(tx, reach.orgId, [
      ...new Set([...graph.tasks.values()].map((task) => task.projectId).filter((id): id is string => !!id)),
    ]);
    // Without a start date (a due date changed alone) the task keeps its own, and a task that has none
    // starts on its due date as far as its links are concerned (as the Gantt draws it), but none is written.
    const startDate = body.startDate ?? moved.startDate ?? body.dueDate;
    if (body.dueDate < startDate) throw AppError.invalid({ dueDate: 'Due Date cannot be before Start Date' });
    const planned = new Map<string, Dates>([[taskId, { startDate, dueDate: body.dueDate }]]);
    checkWithinProject(moved, planned.get(taskId) as Dates, ranges.get(moved.projectId ?? ''), true);

    const earliest = [startDate, ...[...graph.tasks.values()].map((task) => task.dueDate)].sort()[0];
    const calendar = await workingCalendarOf(tx, reach.orgId, earliest as string);
    const datesOf = (id: string): Dates => {
      const task = graph.tasks.get(id) as PlannedTask;
      return planned.get(id) ?? { startDate: task.startDate ?? task.dueDate, dueDate: task.dueDate };
    };

    // A start date moved by the caller must respect the predecessors; one left as it was is not re-judged.
    for (const link of graph.links.filter((entry) => body.startDate && entry.successorId === taskId)) {
      const predecessor = graph.tasks.get(link.predecessorId) as PlannedTask;
      if (startDate <= latestBlockedDay(predecessor.dueDate, link.lagDays, calendar)) {
        const message = `${taskLabel(moved)} cannot start before its predecessor ${taskLabel(predecessor)} ends on ${formatCalendarDate(predecessor.dueDate)}${link.lagDays ? ` (plus ${link.lagDays} working days)` : ''}`;
        throw new AppError('CONFLICT', message, { startDate: message });
      }
    }

    for (const id of topologicalOrder(graph.successorIds, graph.links)) {
      const successor = graph.tasks.get(id) as PlannedTask;
      const current = datesOf(id);
      let mustStartAfter = '';
      let blocking: PlannedTask | undefined;
      for (const link of graph.links.filter((entry) => entry.successorId === id)) {
        const blockedUntil = latestBlockedDay(datesOf(link.predecessorId).dueDate, link.lagDays, calendar);
        if (blockedUntil > mustStartAfter) {
          mustStartAfter = blockedUntil;
          blocking = graph.tasks.get(link.predecessorId);
        }
      }
      if (current.startDate > mustStartAfter) continue;
      if (!body.shiftSuccessors) {
        const message = `${taskLabel(successor)} would start before its predecessor ${taskLabel(blocking ?? moved)} ends. Shift successors to move it along, or choose other dates.`;
        throw new AppError('CONFLICT', message, { [SHIFT_SUCCESSORS_FIELD]: message });
      }
      const length = Math.max(1, countWorkingDays(current.startDate, current.dueDate, calendar));
      const startDate = addWorkingDays(mustStartAfter, 1, calendar);
      const dates = { startDate, dueDate: addWorkingDays(startDate, length - 1, calendar) };
      checkWithinProject(successor, dates, ranges.get(successor.projectId ?? ''), false);
      planned.set(id, dates);
    }

    const shiftedIds = [...planned.keys()].filter((id) => id !== taskId);
    await checkInReach(tx, reach, shiftedIds);
    const context = { orgId: reach.orgId, actorId: auth.userId };
    for (const [id, planDates] of planned) {
      const { task: before } = await getTaskOrThrow(tx, reach, id);
      const dates =
        id === taskId && !body.startDate
          ? { startDate: moved.startDate, dueDate: planDates.dueDate }
          : planDates;
      await tx
        .update(tasks)
        .set({ ...dates, updatedAt: new Date() })
        .where(and(eq(tasks.id, id), eq(tasks.organizationId, reach.orgId)));
      await recordTaskHistory(tx, context, id, { before, after: { ...before, ...dates } });
    }
    await publishTaskChange(tx, reach.orgId, [...planned.keys()]);
    const summary = (id: string) => {
      const task = graph.tasks.get(id) as PlannedTask;
      return { id, displayId: task.displayId, title: task.title, ...(planned.get(id) as Dates) };
    };
    return { task: summary(taskId), shifted: shiftedIds.map(summary) };
  });
}
