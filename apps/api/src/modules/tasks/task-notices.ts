import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { taskWatchers } from '../../db/schema';
import { type LiveEvent, publishLiveEvent } from '../../lib/live-events';
import type { Mailer } from '../../lib/mailer';
import { type NotifyInput, queueNotices } from '../notifications';

// What a task change tells others: the live event open pages refresh on, and the notifications of the
// people it concerns (queued with the change, delivered after its answer).

export interface TaskDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
}

export interface PendingNotice {
  userIds: string[];
  kind: 'task_assigned' | 'task_updated' | 'task_mentioned' | 'task_comment';
  title: string;
  body?: string;
  taskId: string;
}

/**
 * Queues the notices of a task change in its transaction: delivered after the answer (lib/after-answer.ts),
 * never to the person who made the change.
 */
export async function queueTaskNotices(
  tx: Db,
  orgId: string,
  senderId: string,
  notices: readonly PendingNotice[],
) {
  await queueNotices(tx, taskNotices(orgId, senderId, notices));
}

/** A task change's notices as notifications, to everyone concerned but the person who made it. */
export function taskNotices(
  orgId: string,
  senderId: string,
  notices: readonly PendingNotice[],
): NotifyInput[] {
  return notices.map((notice) => ({
    organizationId: orgId,
    userIds: notice.userIds.filter((id) => id !== senderId),
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: `/app/tasks/${notice.taskId}`,
    senderId,
  }));
}

/** Tells every open page of the organization that these tasks (or projects) changed, 100 ids an event. */
export async function publishTaskChange(
  db: Db,
  orgId: string,
  ids: string[],
  kind: 'task' | 'project' = 'task',
) {
  for (const event of taskChangeEvents(orgId, ids, kind)) await publishLiveEvent(db, event);
}

/** publishTaskChange's live events, to send with a write made in one statement (lib/write-together.ts). */
export function taskChangeEvents(
  orgId: string,
  ids: string[],
  kind: 'task' | 'project' = 'task',
): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (let start = 0; start < ids.length; start += 100)
    events.push({ type: 'work_changed', org: orgId, kind, ids: ids.slice(start, start + 100) });
  return events;
}

export async function watcherIdsOf(db: Db, taskId: string) {
  const rows = await db
    .select({ userId: taskWatchers.userId })
    .from(taskWatchers)
    .where(eq(taskWatchers.taskId, taskId));
  return rows.map((row) => row.userId);
}
