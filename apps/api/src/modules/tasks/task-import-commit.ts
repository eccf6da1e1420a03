import type { Db } from '../../db/client';
import { subtasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { createMissing, type NewProject } from './task-import-missing';
import type { TaskRow } from './task-import-preview';
import type { CustomerRef } from './task-import-records';
import type { SubtaskRow } from './task-import-subtasks';
import { insertTasks } from './task-insert';
import { publishTaskChange } from './task-notices';
import { createSeriesMany, scheduleNextOccurrences } from './task-recurrence.service';

/**
 * Writes a checked import in one transaction: the new clients and projects (when chosen), every task
 * (a repeating one with its series and next occurrence, as the task form makes it), and the subtasks
 * under their parents' tasks. Answers the new tasks' ids in the file's order.
 */
export async function commitTaskImport(
  db: Db,
  context: { orgId: string; actorId: string },
  plan: {
    taskRows: TaskRow[];
    subtaskRows: SubtaskRow[];
    newCustomerNames: string[];
    newProjects: NewProject[];
  },
): Promise<string[]> {
  const { taskRows, subtaskRows } = plan;
  try {
    return await db.transaction(async (tx) => {
      const created = await createMissing(tx, context, plan.newCustomerNames, plan.newProjects);
      const customerId = (ref: CustomerRef) =>
        'id' in ref ? ref.id : created.customerIds.get(ref.newName.toLowerCase());
      const rows = taskRows.map((row) => {
        const project =
          row.project &&
          ('id' in row.project ? row.project : created.projects.get(row.project.newName.toLowerCase()));
        const { recurrence, watcherIds: _watchers, ...input } = row.input;
        return {
          recurrence,
          values: {
            ...input,
            // A row without a client of its own is for its project's.
            customerId: row.customer ? customerId(row.customer) : project?.customerId,
            projectId: project?.id ?? null,
          },
          projectKey: project?.key,
          completedAt: row.completedAt,
        };
      });
      // A repeating row is made as the task form makes one: its series, the task as its first
      // occurrence (on its due date), and the next occurrence scheduled for that day.
      const repeating = rows.flatMap(({ recurrence, values }) =>
        recurrence ? [{ rule: recurrence, values }] : [],
      );
      const seriesIds = await createSeriesMany(tx, context.orgId, context.actorId, repeating);
      const seriesOf = new Map(
        repeating.map((item, position) => [item.values, seriesIds[position] as string]),
      );
      const inserted = await insertTasks(
        tx,
        context,
        rows.map(({ recurrence: _rule, ...row }) => {
          const seriesId = seriesOf.get(row.values);
          return { ...row, seriesId, occurrenceDate: seriesId ? row.values.dueDate : undefined };
        }),
      );
      await scheduleNextOccurrences(
        tx,
        context.orgId,
        repeating.map((item, position) => ({
          seriesId: seriesIds[position] as string,
          after: item.values.dueDate,
        })),
      );
      const taskIdOfRow = new Map(taskRows.map((row, position) => [row.index, inserted[position] as string]));
      const positions = new Map<number, number>();
      if (subtaskRows.length)
        await tx.insert(subtasks).values(
          subtaskRows.map((row) => {
            const position = (positions.get(row.parent) ?? 0) + 1;
            positions.set(row.parent, position);
            return {
              organizationId: context.orgId,
              taskId: taskIdOfRow.get(row.parent) as string,
              title: row.title,
              assigneeId: row.assigneeId,
              position,
              isDone: row.doneAt !== null,
              doneAt: row.doneAt,
            };
          }),
        );
      await publishTaskChange(tx, context.orgId, inserted);
      return inserted;
    });
  } catch (error) {
    // A project was created meanwhile with one of the new keys (by hand: imports take turns).
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'A project was created with one of the new keys meanwhile; import again',
      );
    throw error;
  }
}
