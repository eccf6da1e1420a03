import { and, eq, exists, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, taskWatchers } from '../../db/schema';
import { afterAnswerWriteWhen } from '../../lib/after-answer';
import { defineJobHandler } from '../../lib/jobs';
import { notifyUsers } from '../notifications';
import { taskNotices, watcherIdsOf } from './task-notices';

// A comment's notices: the people mentioned are told they were, the assignee and the watchers that there
// is a new comment. Worked out after the comment's answer, from the task as it is then, so the comment
// itself is one statement (issue 45, item 5): its author waits for neither the task's nor its watchers' read.

const COMMENT_NOTICES_JOB = 'tasks.comment-notices';

interface CommentNotices {
  orgId: string;
  taskId: string;
  author: { id: string; name: string };
  /** Active members of the organization the comment mentions, as the comment recorded them. */
  mentionedIds: string[];
}

/**
 * The comment's notices job, as a write of its statement (lib/write-together.ts), written only when someone
 * besides the author may hear of it: a mention, another assignee, another watcher.
 */
export function commentNoticesWrite(db: Db, notices: CommentNotices) {
  return afterAnswerWriteWhen(
    { kind: COMMENT_NOTICES_JOB, payload: { ...notices } },
    anyoneToTell(db, notices),
    'comment_notices',
  );
}

/** Whether a comment has anyone to tell but its author (the job then works out who, and skips the inactive). */
export function anyoneToTell(db: Db, { orgId, taskId, author, mentionedIds }: CommentNotices): SQL {
  if (mentionedIds.some((id) => id !== author.id)) return sql`true`;
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(tasks)
        .where(and(eq(tasks.id, taskId), eq(tasks.organizationId, orgId), ne(tasks.assigneeId, author.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(taskWatchers)
        .where(and(eq(taskWatchers.taskId, taskId), ne(taskWatchers.userId, author.id))),
    ),
  ) as SQL;
}

defineJobHandler(
  COMMENT_NOTICES_JOB,
  async (deps, job) => {
    const { orgId, taskId, author, mentionedIds } = job.payload as unknown as CommentNotices;
    const [[task], watchers] = await Promise.all([
      deps.db
        .select({ displayId: tasks.displayId, title: tasks.title, assigneeId: tasks.assigneeId })
        .from(tasks)
        .where(and(eq(tasks.id, taskId), eq(tasks.organizationId, orgId))),
      watcherIdsOf(deps.db, taskId),
    ]);
    // Deleted since: nobody is told of a comment on a task that no longer exists.
    if (!task) return;
    const notices = taskNotices(orgId, author.id, [
      {
        userIds: mentionedIds,
        kind: 'task_mentioned',
        title: `${author.name} mentioned you on ${task.displayId}`,
        body: task.title,
        taskId,
      },
      {
        // Someone mentioned hears of the comment once, as a mention.
        userIds: [task.assigneeId, ...watchers].filter((id) => !mentionedIds.includes(id)),
        kind: 'task_comment',
        title: `New comment on ${task.displayId}`,
        body: task.title,
        taskId,
      },
    ]);
    for (const notice of notices) await notifyUsers(deps, notice);
  },
  { removeWhenDone: true },
);
