import { defaultEmailFor, type Notification, type NotificationKind } from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { type LiveEvent, publishLiveEvent } from '../../lib/live-events';
import type { Mailer } from '../../lib/mailer';

/** What sending needs; a Fastify `app` (db, mailer, config decorations) fits as is. */
export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  /** Overrides how the live event goes out; by default it is a pg_notify through `db`. */
  publish?: (event: LiveEvent) => Promise<void>;
}

export interface NotifyInput {
  organizationId: string;
  userIds: string[];
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string;
  senderId?: string | null;
}

const MAIL_BATCH = 10;

/**
 * Notifies users of one organization: one in-app row per active member among `userIds`
 * (others are ignored), an email to those who keep this kind on, and a live event per recipient.
 * Answers how many were notified.
 */
export async function notifyUsers(deps: NotifyDeps, input: NotifyInput): Promise<number> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return 0;
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, isEmailEnabled: notificationPreferences.isEmailEnabled })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, input.kind)),
    )
    .where(
      and(
        eq(users.organizationId, input.organizationId),
        eq(users.isActive, true),
        inArray(users.id, userIds),
      ),
    );
  if (recipients.length === 0) return 0;

  const inserted = await deps.db
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        organizationId: input.organizationId,
        userId: recipient.id,
        kind: input.kind,
        title: input.title,
        body: input.body ?? null,
        link: input.link ?? null,
        senderId: input.senderId ?? null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });

  const event: LiveEvent = { type: 'notification', recipients: inserted.map((row) => [row.userId, row.id]) };
  await (deps.publish ? deps.publish(event) : publishLiveEvent(deps.db, event));

  const mailTo = recipients.filter((recipient) => recipient.isEmailEnabled ?? defaultEmailFor(input.kind));
  const text = mailText(deps.config.publicUrl, input);
  for (let start = 0; start < mailTo.length; start += MAIL_BATCH) {
    await Promise.all(
      mailTo
        .slice(start, start + MAIL_BATCH)
        .map((recipient) => deps.mailer.send({ to: recipient.email, subject: input.title, text })),
    );
  }
  return inserted.length;
}

function mailText(publicUrl: string, input: NotifyInput): string {
  const lines = [input.title];
  if (input.body) lines.push('', input.body);
  if (input.link) lines.push('', new URL(input.link, publicUrl).toString());
  lines.push('', `Choose which notifications you get by email: ${new URL('/app/notifications', publicUrl)}`);
  return lines.join('\n');
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(
  row: NotificationRow,
  sender: { id: string; name: string } | null,
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    sender,
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
