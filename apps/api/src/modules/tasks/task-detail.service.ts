import type { TaskDetail } from '@taskflow/shared';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { subtasks, taskSeries, tasks, taskWatchers, users } from '../../db/schema';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { getTaskOrThrow } from './task-row';

const creators = alias(users, 'creator');

function canEditTask(auth: AuthContext) {
  return auth.permissions.has('tasks.edit');
}

export async function getTask(db: Db, auth: AuthContext, id: string): Promise<TaskDetail> {
  const reach = await reachOf(db, auth);
  const { task } = await getTaskOrThrow(db, reach, id);
  const [subtaskRows, watcherRows, [origin]] = await Promise.all([
    db
      .select({ subtask: subtasks, assigneeName: users.name })
      .from(subtasks)
      .leftJoin(users, eq(users.id, subtasks.assigneeId))
      .where(and(eq(subtasks.taskId, id), eq(subtasks.organizationId, reach.orgId)))
      .orderBy(asc(subtasks.position), asc(subtasks.createdAt)),
    db
      .select({ id: users.id, name: users.name })
      .from(taskWatchers)
      .innerJoin(users, eq(users.id, taskWatchers.userId))
      .where(and(eq(taskWatchers.taskId, id), eq(taskWatchers.organizationId, reach.orgId)))
      .orderBy(asc(users.name)),
    // Its series (a recurring task's) and its creator, in one statement.
    db
      .select({ series: taskSeries, creatorId: creators.id, creatorName: creators.name })
      .from(tasks)
      .leftJoin(taskSeries, eq(taskSeries.id, tasks.seriesId))
      .leftJoin(creators, eq(creators.id, tasks.createdById))
      .where(eq(tasks.id, id)),
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
