import type { TaskDetail } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
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

interface SubtaskPart {
  id: string;
  title: string;
  isDone: boolean;
  assigneeId: string | null;
  assigneeName: string | null;
  position: number;
}

/**
 * A task's page beside its row: its subtasks, watchers, series (a recurring task's) and creator, in one
 * prepared statement (the parts as JSON), so a page costs one round trip here and PostgreSQL plans it
 * once per connection.
 */
const taskParts = preparedFor((db) => {
  const taskId = sql.placeholder('taskId');
  const orgId = sql.placeholder('orgId');
  return db
    .select({
      subtasks: sql<SubtaskPart[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'isDone', s.is_done,
          'assigneeId', s.assignee_id, 'assigneeName', u.name, 'position', s.position)
          order by s.position, s.created_at), '[]')
        from ${subtasks} s left join ${users} u on u.id = s.assignee_id
        where s.task_id = ${taskId} and s.organization_id = ${orgId})`,
      watchers: sql<{ id: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name), '[]')
        from ${taskWatchers} w join ${users} u on u.id = w.user_id
        where w.task_id = ${taskId} and w.organization_id = ${orgId})`,
      series: taskSeries,
      creatorId: creators.id,
      creatorName: creators.name,
    })
    .from(tasks)
    .leftJoin(taskSeries, eq(taskSeries.id, tasks.seriesId))
    .leftJoin(creators, eq(creators.id, tasks.createdById))
    .where(eq(tasks.id, taskId))
    .prepare('task_detail_parts');
});

export async function getTask(db: Db, auth: AuthContext, id: string): Promise<TaskDetail> {
  // One task: its watcher row is tested in the query instead of reading the caller's whole watch list.
  const reach = await reachOf(db, auth, undefined, 'tasks.view', { watchedInQuery: true });
  // A kept answer (GET /tasks/:id) is of this task's rows alone, and the caller's watch list (the reach).
  narrowReads('tasks', [`t:${id}`]);
  narrowReads('subtasks', [`t:${id}`]);
  narrowReads('task_watchers', [`t:${id}`, `u:${auth.userId}`]);
  const { task } = await getTaskOrThrow(db, reach, id);
  const [origin] = await taskParts(db).execute({ taskId: id, orgId: reach.orgId });
  const series = origin?.series;
  return {
    ...task,
    subtasks: (origin?.subtasks ?? []).map((subtask) => ({
      id: subtask.id,
      title: subtask.title,
      isDone: subtask.isDone,
      assignee:
        subtask.assigneeId && subtask.assigneeName
          ? { id: subtask.assigneeId, name: subtask.assigneeName }
          : null,
      position: subtask.position,
    })),
    watchers: origin?.watchers ?? [],
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
