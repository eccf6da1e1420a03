import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The one PostgreSQL channel every API process LISTENs on; it fans events out to its own SSE clients. */
export const LIVE_CHANNEL = 'taskflow_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a recipient pair is about 80 bytes. */
export const MAX_RECIPIENTS_PER_EVENT = 80;

/**
 * What travels between processes: ids only. Each process reads the rows it needs for its own
 * connected users, so a payload never carries content and never nears the size limit.
 */
export type LiveEvent =
  /** New notifications: [userId, notificationId] pairs. */
  | { type: 'notification'; recipients: Array<[string, string]> }
  /** A user's notifications changed (read, deleted): their unread count needs refreshing. */
  | { type: 'notifications_changed'; userIds: string[] };

/**
 * Publishes through the database, so it works on both drivers and, when `db` is a transaction,
 * PostgreSQL delivers the event only after the commit (never for a rolled back change).
 */
export async function publishLiveEvent(db: Db, event: LiveEvent): Promise<void> {
  for (const part of splitEvent(event)) {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(part)})`);
  }
}

function splitEvent(event: LiveEvent): LiveEvent[] {
  const parts: LiveEvent[] = [];
  if (event.type === 'notification') {
    for (let start = 0; start < event.recipients.length; start += MAX_RECIPIENTS_PER_EVENT) {
      parts.push({
        type: 'notification',
        recipients: event.recipients.slice(start, start + MAX_RECIPIENTS_PER_EVENT),
      });
    }
  } else {
    for (let start = 0; start < event.userIds.length; start += MAX_RECIPIENTS_PER_EVENT * 2) {
      parts.push({
        type: event.type,
        userIds: event.userIds.slice(start, start + MAX_RECIPIENTS_PER_EVENT * 2),
      });
    }
  }
  return parts;
}
