import type { Task } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { taskHistory } from '../../db/schema';

/** The fields of a task whose changes History shows, with the value it records for each. */
const TRACKED: Record<string, (task: Task) => unknown> = {
  title: (task) => task.title,
  description: (task) => task.description,
  status: (task) => task.status,
  priority: (task) => task.priority,
  workType: (task) => task.workType,
  taskType: (task) => task.taskType,
  customer: (task) => task.customer.name,
  assignee: (task) => task.assignee.name,
  project: (task) => task.project?.name ?? null,
  department: (task) => task.department?.name ?? null,
  startDate: (task) => task.startDate,
  dueDate: (task) => task.dueDate,
  estimateHours: (task) => task.estimateHours,
};

export interface HistoryContext {
  orgId: string;
  actorId: string | null;
}

/** The history line of a task's creation. */
export function createdHistoryRow(
  context: HistoryContext,
  taskId: string,
  displayId: string,
): typeof taskHistory.$inferInsert {
  return {
    organizationId: context.orgId,
    taskId,
    actorId: context.actorId,
    action: 'created',
    field: null,
    oldValue: null,
    newValue: displayId,
  };
}

/**
 * The one writer of task history. Given the task before and after a change (null before: created), it
 * records one row per changed field; `event` records a non-field action (a comment, an attachment).
 * Call it with the transaction of the change, so both commit or neither does.
 */
export async function recordTaskHistory(
  tx: Db,
  context: HistoryContext,
  taskId: string,
  change: HistoryChange,
): Promise<number> {
  const rows = historyRows(context, taskId, change);
  if (rows.length > 0) await tx.insert(taskHistory).values(rows);
  return rows.length;
}

/** recordTaskHistory as a write to make with others in one statement (lib/write-together.ts). */
export function taskHistoryWrite(db: Db, context: HistoryContext, taskId: string, change: HistoryChange) {
  const rows = historyRows(context, taskId, change);
  return rows.length > 0 ? db.insert(taskHistory).values(rows) : null;
}

type HistoryChange =
  | { before: Task | null; after: Task }
  | { event: string; field?: string | null; oldValue?: unknown; newValue?: unknown };

function historyRows(context: HistoryContext, taskId: string, change: HistoryChange) {
  const base = { organizationId: context.orgId, taskId, actorId: context.actorId };
  const rows: (typeof taskHistory.$inferInsert)[] = [];
  if ('event' in change) {
    rows.push({
      ...base,
      action: change.event,
      field: change.field ?? null,
      oldValue: change.oldValue ?? null,
      newValue: change.newValue ?? null,
    });
  } else if (change.before === null) {
    rows.push(createdHistoryRow(context, taskId, change.after.displayId));
  } else {
    for (const [field, read] of Object.entries(TRACKED)) {
      const oldValue = read(change.before);
      const newValue = read(change.after);
      if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) {
        rows.push({ ...base, action: 'updated', field, oldValue, newValue });
      }
    }
  }
  return rows;
}
