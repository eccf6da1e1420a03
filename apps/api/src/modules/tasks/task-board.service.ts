import {
  type MoveTaskBody,
  TASK_COUNT_CAP,
  TASK_STATUSES,
  type TaskListQuery,
  type UpdateTaskInput,
} from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import type { NameDirectory } from '../../lib/name-directory';
import type { AuthContext } from '../../plugins/types';
import { reachOf } from './reach';
import { applyTaskChange } from './task-commands.service';
import { taskListStatement, withNames } from './task-list.service';
import { publishTaskChange, sendNotices, type TaskDeps } from './task-notices';
import { getTaskOrThrow, todayOf, toTask } from './task-row';

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
