import {
  type Audience,
  defaultEmailFor,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPreference,
  type SendNotificationBody,
  type UpdateNotificationPreferencesBody,
} from '@taskflow/shared';
import { and, count, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { departments, notificationPreferences, notifications, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { type LiveEvent, publishLiveEvent } from '../../lib/live-events';
import type { Mailer } from '../../lib/mailer';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { preparedVariants, variantOf } from '../../lib/prepared';
import type { AuthContext } from '../../plugins/types';
import { type NotifyInput, queueNotices } from './notice-queue';

/** What sending needs; a Fastify `app` (db, mailer, config decorations) fits as is. */
export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  /** Overrides how the live event goes out; by default it is a pg_notify through `db`. */
  publish?: (event: LiveEvent) => Promise<void>;
}

const MAIL_BATCH = 10;

/**
 * Notifies users of one organization: one in-app row per active member among `userIds`
 * (others are ignored) replacing their earlier notices about the same object (`collapsesByLink`), an email to those who keep this kind on, and a live event per recipient.
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

  const inserted = await deps.db.transaction(async (tx) => {
    const { link } = input;
    if (link && collapsesByLink(input.kind)) {
      await tx.delete(notifications).where(
        and(
          eq(notifications.organizationId, input.organizationId),
          inArray(
            notifications.userId,
            recipients.map((recipient) => recipient.id),
          ),
          eq(notifications.link, link),
          ne(notifications.kind, 'announcement'),
        ),
      );
    }
    return tx
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
  });

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

/**
 * Notices link to the object they are about (a task, a leave request, a person's week), so a new one
 * replaces the recipient's earlier notices with the same link: "submitted, withdrew, submitted" reads as
 * one line, the latest, and the unread count counts what the list shows. Announcements all link to the
 * notification page and each says something of its own, so they never collapse.
 */
function collapsesByLink(kind: NotificationKind): boolean {
  return kind !== 'announcement';
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

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

const senders = alias(users, 'sender');

function selectNotifications<Extra extends SelectedFields>(db: Db, extra?: Extra) {
  return db
    .select({ row: notifications, senderId: senders.id, senderName: senders.name, ...(extra as Extra) })
    .from(notifications)
    .leftJoin(senders, eq(senders.id, notifications.senderId));
}

function rowToNotification(entry: {
  row: NotificationRow;
  senderId: string | null;
  senderName: string | null;
}) {
  return toNotification(
    entry.row,
    entry.senderId && entry.senderName ? { id: entry.senderId, name: entry.senderName } : null,
  );
}

/** The caller's own notifications only: every query is scoped by organization and user. */
function ownedBy(orgId: string, userId: string): SQL {
  return and(eq(notifications.organizationId, orgId), eq(notifications.userId, userId)) as SQL;
}

function notificationsWhere(variant: string) {
  const present = new Set(variant.split('+'));
  return and(
    eq(notifications.organizationId, sql.placeholder('orgId')),
    eq(notifications.userId, sql.placeholder('userId')),
    present.has('unread') ? isNull(notifications.readAt) : undefined,
    present.has('kind') ? eq(notifications.kind, sql.placeholder('kind')) : undefined,
    present.has('q') ? ilike(notifications.title, sql.placeholder('pattern')) : undefined,
  );
}

const notificationsPage = preparedVariants('notifications_page', (db, variant, statement) =>
  selectNotifications(db, { total: totalColumn(db, notifications, notificationsWhere(variant)) })
    .where(notificationsWhere(variant))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(statement),
);

const notificationsCount = preparedVariants('notifications_count', (db, variant, statement) =>
  boundedCountQuery(db, notifications, notificationsWhere(variant)).prepare(statement),
);

export async function listNotifications(db: Db, auth: AuthContext, query: NotificationListQuery) {
  const orgId = requirePermission(auth, 'notifications.view');
  const variant = variantOf({ unread: query.unread || undefined, kind: query.kind, q: query.q });
  const values = {
    orgId,
    userId: auth.userId,
    kind: query.kind,
    pattern: query.q ? containsPattern(query.q) : undefined,
  };
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) => notificationsPage(db, variant).execute({ ...values, limit, offset }),
    () => notificationsCount(db, variant).execute(values),
  );
  return { data: rows.map(rowToNotification), meta };
}

/**
 * Unread notifications, counted up to UNREAD_COUNT_CAP: the bell shows "99+" past 99, and counting
 * every unread row of a long-ignored inbox on each page load and live event would cost more than that.
 */
export const UNREAD_COUNT_CAP = 1000;

export async function countUnread(db: Db, orgId: string, userId: string): Promise<number> {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(ownedBy(orgId, userId), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await db.select({ n: count() }).from(unread);
  return row?.n ?? 0;
}

export async function getUnreadCount(db: Db, auth: AuthContext) {
  const orgId = requirePermission(auth, 'notifications.view');
  return { count: await countUnread(db, orgId, auth.userId) };
}

/** The given notifications of one user, for the live stream (others' ids yield nothing). */
export async function getOwnNotifications(db: Db, orgId: string, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await selectNotifications(db)
    .where(and(ownedBy(orgId, userId), inArray(notifications.id, ids)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(rowToNotification);
}

async function getOwnNotificationOrThrow(db: Db, orgId: string, userId: string, id: string) {
  const [row] = await selectNotifications(db)
    .where(and(ownedBy(orgId, userId), eq(notifications.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
  return row;
}

export async function markNotificationRead(db: Db, auth: AuthContext, id: string): Promise<Notification> {
  const orgId = requirePermission(auth, 'notifications.view');
  const entry = await getOwnNotificationOrThrow(db, orgId, auth.userId, id);
  if (entry.row.readAt) return rowToNotification(entry);
  const [updated] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(orgId, auth.userId), eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  await publishLiveEvent(db, { type: 'notifications_changed', userIds: [auth.userId] });
  return rowToNotification({ ...entry, row: updated ?? entry.row });
}

export async function markAllNotificationsRead(db: Db, auth: AuthContext) {
  const orgId = requirePermission(auth, 'notifications.view');
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(orgId, auth.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length > 0)
    await publishLiveEvent(db, { type: 'notifications_changed', userIds: [auth.userId] });
  return { updated: updated.length };
}

export async function deleteNotification(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'notifications.delete');
  const deleted = await db
    .delete(notifications)
    .where(and(ownedBy(orgId, auth.userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
  await publishLiveEvent(db, { type: 'notifications_changed', userIds: [auth.userId] });
}

export async function getPreferences(db: Db, auth: AuthContext): Promise<NotificationPreference[]> {
  requirePermission(auth, 'notifications.view');
  const rows = await db
    .select({ kind: notificationPreferences.kind, isEmailEnabled: notificationPreferences.isEmailEnabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, auth.userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.isEmailEnabled]));
  return NOTIFICATION_KINDS.map((entry) => ({
    kind: entry.kind,
    label: entry.label,
    isEmailEnabled: chosen.get(entry.kind) ?? entry.defaultEmail,
  }));
}

export async function updatePreferences(db: Db, auth: AuthContext, input: UpdateNotificationPreferencesBody) {
  requirePermission(auth, 'notifications.view');
  const byKind = new Map(input.preferences.map((entry) => [entry.kind, entry.isEmailEnabled]));
  await db
    .insert(notificationPreferences)
    .values([...byKind].map(([kind, isEmailEnabled]) => ({ userId: auth.userId, kind, isEmailEnabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { isEmailEnabled: sql`excluded.is_email_enabled` },
    });
  return getPreferences(db, auth);
}

/** The active members an audience names, all checked to belong to the caller's organization. */
async function resolveAudience(db: Db, orgId: string, audience: Audience): Promise<string[]> {
  const active = and(eq(users.organizationId, orgId), eq(users.isActive, true));
  if (audience.type === 'everyone') {
    const rows = await db.select({ id: users.id }).from(users).where(active);
    return rows.map((row) => row.id);
  }
  if (audience.type === 'department') {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, audience.departmentId), eq(departments.organizationId, orgId)))
      .limit(1);
    if (!department)
      throw AppError.invalid({ 'audience.departmentId': 'Choose a department of your organization' });
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(active, eq(users.departmentId, department.id)));
    if (rows.length === 0)
      throw AppError.invalid({ 'audience.departmentId': 'This department has no active members' });
    return rows.map((row) => row.id);
  }
  const wanted = [...new Set(audience.userIds)];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(active, inArray(users.id, wanted)));
  if (rows.length !== wanted.length) {
    throw AppError.invalid({ 'audience.userIds': 'Choose active members of your organization' });
  }
  return rows.map((row) => row.id);
}

/** Send Notification: an announcement from the caller to everyone, a department or chosen people. */
export async function sendAnnouncement(deps: NotifyDeps, auth: AuthContext, input: SendNotificationBody) {
  const orgId = requirePermission(auth, 'notifications.send');
  const userIds = await resolveAudience(deps.db, orgId, input.audience);
  // Hundreds of rows and mails: delivered after the answer (lib/after-answer.ts), counted now.
  const [recipients = 0] = await queueNotices(deps.db, [
    {
      organizationId: orgId,
      userIds,
      kind: 'announcement',
      title: input.title,
      body: input.message,
      link: '/app/notifications',
      senderId: auth.userId,
    },
  ]);
  return { recipients };
}
