import type { TaskDetail } from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { narrowReads } from '../../db/read-tracking';
import { subtasks, taskSeries, tasks, taskWatchers, users } from '../../db/schema';
import { preparedFor } from '../../lib/prepared';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { getTaskOrThrow } from './task-row';

const creators = alias(users, 'creator');

function canEditTask(auth: AuthContext) {
  return auth.permissions.has('tasks.edit');
}

// Prepared: a task's page is among the most-read answers, and each of its parts is a lookup by the
// task's id whose plan never changes, so PostgreSQL plans each once per connection.
const taskId = sql.placeholder('taskId');
const orgId = sql.placeholder('orgId');
const subtasksOf = preparedFor((db) =>
  db
    .select({ subtask: subtasks, assigneeName: users.name })
    .from(subtasks)
    .leftJoin(users, eq(users.id, subtasks.assigneeId))
    .where(and(eq(subtasks.taskId, taskId), eq(subtasks.organizationId, orgId)))
    .orderBy(asc(subtasks.position), asc(subtasks.createdAt))
    .prepare('task_detail_subtasks'),
);
const watchersOf = preparedFor((db) =>
  db
    .select({ id: users.id, name: users.name })
    .from(taskWatchers)
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(and(eq(taskWatchers.taskId, taskId), eq(taskWatchers.organizationId, orgId)))
    .orderBy(asc(users.name))
    .prepare('task_detail_watchers'),
);
// Its series (a recurring task's) and its creator, in one statement.
const originOf = preparedFor((db) =>
  db
    .select({ series: taskSeries, creatorId: creators.id, creatorName: creators.name })
    .from(tasks)
    .leftJoin(taskSeries, eq(taskSeries.id, tasks.seriesId))
    .leftJoin(creators, eq(creators.id, tasks.createdById))
    .where(eq(tasks.id, taskId))
    .prepare('task_detail_origin'),
);

export async function getTask(db: Db, auth: AuthContext, id: string): Promise<TaskDetail> {
  const reach = await reachOf(db, auth);
  // A kept answer (GET /tasks/:id) is of this task's rows alone, and the caller's watch list (the reach).
  narrowReads('tasks', [`t:${id}`]);
  narrowReads('subtasks', [`t:${id}`]);
  narrowReads('task_watchers', [`t:${id}`, `u:${auth.userId}`]);
  const { task } = await getTaskOrThrow(db, reach, id);
  const values = { taskId: id, orgId: reach.orgId };
  const [subtaskRows, watcherRows, [origin]] = await Promise.all([
    subtasksOf(db).execute(values),
    watchersOf(db).execute(values),
    originOf(db).execute(values),
  ]);
  const series = origin?.series;
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
    createdBy:
      origin?.creatorId && origin.creatorName ? { id: origin.creatorId, name: origin.creatorName } : null,
    canEdit: canEditTask(auth),
    canDelete: auth.permissions.has('tasks.delete'),
  };
}
