import { randomUUID } from 'node:crypto';
import { type HistoryEntry, mentionedIds } from '@taskflow/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskComments, taskHistory, tasks, taskWatchers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { boundedCountQuery, type PageQuery, pageOf, totalColumn } from '../../lib/pagination';
import { isUuid, reachOf, TASK_NOT_FOUND, taskScope } from '../../lib/reach';
import { eventWrites } from '../../lib/webhook-outbox';
import { isWriteConflict, writeTogether } from '../../lib/write-together';
import type { AuthContext } from '../../plugins/types';
import { commentNoticesWrite } from './comment-notices';
import { recordTaskHistory, taskHistoryWrite } from './history';
import { getTask } from './task-detail.service';
import { type TaskDeps, taskChangeEvents } from './task-notices';
import { checkReferences } from './task-references';
import { checkTaskInReach } from './task-row';

// What happens around a task besides its fields: comments (with mentions), watchers, and its history.

export async function listComments(db: Db, auth: AuthContext, taskId: string) {
  const reach = await reachOf(db, auth);
  await checkTaskInReach(db, reach, taskId);
  const rows = await db
    .select({ comment: taskComments, authorName: users.name })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(and(eq(taskComments.taskId, taskId), eq(taskComments.organizationId, reach.orgId)))
    .orderBy(asc(taskComments.createdAt))
    .limit(500);
  const mentionIds = [...new Set(rows.flatMap((row) => row.comment.mentionedUserIds))];
  const names = mentionIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(inArray(users.id, mentionIds), eq(users.organizationId, reach.orgId)))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows.map(({ comment, authorName }) => ({
    id: comment.id,
    body: comment.body,
    author: comment.authorId && authorName ? { id: comment.authorId, name: authorName } : null,
    mentions: comment.mentionedUserIds
      .filter((uid) => nameOf.has(uid))
      .map((uid) => ({ id: uid, name: nameOf.get(uid) ?? '' })),
    createdAt: comment.createdAt.toISOString(),
  }));
}

/** Anyone who may see a task may comment on it; mentioned members of the organization are notified. */
export async function addComment(deps: TaskDeps, auth: AuthContext, taskId: string, body: string) {
  // One task: whether the caller watches it is asked in the comment's statement, not by a query first.
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.view', { watchedInQuery: true });
  if (!isUuid(taskId)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  const wanted = mentionedIds(body);
  const mentioned = wanted.length
    ? await deps.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(inArray(users.id, wanted), eq(users.organizationId, reach.orgId), eq(users.isActive, true)),
        )
    : [];
  const comment = {
    id: randomUUID(),
    organizationId: reach.orgId,
    taskId,
    authorId: auth.userId,
    body,
    mentionedUserIds: mentioned.map((m) => m.id),
    createdAt: new Date(),
  };
  const notices = commentNoticesWrite(deps.db, {
    orgId: reach.orgId,
    taskId,
    author: { id: auth.userId, name: auth.sessionUser.name },
    mentionedIds: comment.mentionedUserIds,
  });
  // The task's check within the caller's reach, the comment, its history line, its webhook outbox and its
  // notices' job: one statement, whole or not at all (none of it is written when the task is out of reach).
  let written: Record<string, number>;
  try {
    written = await writeTogether(
      deps.db,
      [
        {
          name: 'commented_task',
          write: deps.db
            .select({ id: tasks.id })
            .from(tasks)
            .where(and(eq(tasks.id, taskId), taskScope(reach))),
          rows: 1,
        },
        deps.db.insert(taskComments).values(comment),
        taskHistoryWrite(deps.db, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
          event: 'commented',
          newValue: body.length > 500 ? `${body.slice(0, 500)}…` : body,
        }),
        ...eventWrites({ orgId: reach.orgId, type: 'comment.created', actorId: auth.userId }, [comment.id]),
        notices.write,
      ],
      taskChangeEvents(reach.orgId, [taskId]),
    );
  } catch (error) {
    if (isWriteConflict(error)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    throw error;
  }
  notices.start(written);
  return {
    id: comment.id,
    body: comment.body,
    author: { id: auth.userId, name: auth.sessionUser.name },
    mentions: mentioned,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** Watching: anyone who sees the task may watch it themselves; adding someone else needs tasks.edit. */
export async function addWatcher(db: Db, auth: AuthContext, taskId: string, userId: string) {
  const reach = await reachOf(db, auth, undefined, userId === auth.userId ? 'tasks.view' : 'tasks.edit');
  await checkTaskInReach(db, reach, taskId);
  await checkReferences(db, reach.orgId, { assigneeId: userId });
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(taskWatchers)
      .values({ taskId, userId, organizationId: reach.orgId })
      .onConflictDoNothing()
      .returning({ userId: taskWatchers.userId });
    if (inserted.length)
      await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
        event: 'watcher_added',
        newValue: userId,
      });
  });
  return getTask(db, auth, taskId);
}

export async function removeWatcher(db: Db, auth: AuthContext, taskId: string, userId: string) {
  const reach = await reachOf(db, auth, undefined, userId === auth.userId ? 'tasks.view' : 'tasks.edit');
  await checkTaskInReach(db, reach, taskId);
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'Watcher not found');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(taskWatchers)
      .where(
        and(
          eq(taskWatchers.taskId, taskId),
          eq(taskWatchers.userId, userId),
          eq(taskWatchers.organizationId, reach.orgId),
        ),
      )
      .returning({ userId: taskWatchers.userId });
    if (!removed.length) throw new AppError('NOT_FOUND', 'Watcher not found');
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'watcher_removed',
      oldValue: userId,
    });
  });
}

/** A task's History, newest first, paged like every other list (a bounded total, pages within it). */
export async function listHistory(db: Db, auth: AuthContext, taskId: string, query: PageQuery) {
  const reach = await reachOf(db, auth);
  await checkTaskInReach(db, reach, taskId);
  const where = and(eq(taskHistory.taskId, taskId), eq(taskHistory.organizationId, reach.orgId));
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ entry: taskHistory, actorName: users.name, total: totalColumn(db, taskHistory, where) })
        .from(taskHistory)
        .leftJoin(users, eq(users.id, taskHistory.actorId))
        .where(where)
        .orderBy(desc(taskHistory.createdAt), desc(taskHistory.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, taskHistory, where),
  );
  // A watcher's line records the person's id: History names them, as it names every other person.
  const watcherIds = [
    ...new Set(
      rows
        .filter(({ entry }) => entry.action.startsWith('watcher_'))
        .map(({ entry }) => entry.newValue ?? entry.oldValue)
        .filter((value): value is string => typeof value === 'string' && isUuid(value)),
    ),
  ];
  const watcherNames = new Map(
    watcherIds.length
      ? (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(inArray(users.id, watcherIds), eq(users.organizationId, reach.orgId)))
        ).map((row) => [row.id, row.name])
      : [],
  );
  const named = (value: unknown, isWatcher: boolean) =>
    isWatcher && typeof value === 'string' ? (watcherNames.get(value) ?? 'A former member') : (value ?? null);
  const data: HistoryEntry[] = rows.map(({ entry, actorName }) => {
    const isWatcher = entry.action.startsWith('watcher_');
    return {
      id: entry.id,
      action: entry.action,
      field: entry.field,
      oldValue: named(entry.oldValue, isWatcher),
      newValue: named(entry.newValue, isWatcher),
      actor: entry.actorId && actorName ? { id: entry.actorId, name: actorName } : null,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  return { data, meta };
}
