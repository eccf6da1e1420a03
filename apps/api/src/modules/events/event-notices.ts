import { formatDateTime } from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../plugins/types';
import { type NotifyDeps, type NotifyInput, notifyUsers, queueNotices } from '../notifications';
import type { EventRow } from './events.service';

/** What the write actions need besides the database: notifications go out by mail too. */
export interface EventDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * The people to tell about an event, grouped by the zone their times are shown in: their own from My
 * profile, else the organization's. Each group's notification names the time as its people see it.
 */
async function recipientsByZone(db: Db, orgId: string, userIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: users.id, zone: sql<string>`coalesce(${users.timeZone}, ${organizations.timeZone})` })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.organizationId, orgId), inArray(users.id, userIds)));
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.zone, [...(groups.get(row.zone) ?? []), row.id]);
  return groups;
}

/** The one date/time rule of the product (packages/shared/src/format.ts); a server has no viewer, so the zone is named. */
export function formatEventTime(startsAt: Date, timeZone: string): string {
  return formatDateTime(startsAt, { timeZone });
}

function eventSummaryLine(event: EventRow, timeZone: string): string {
  return [formatEventTime(event.startsAt, timeZone), event.location].filter(Boolean).join(' · ');
}

/**
 * The notices about an event (invitations and reminders alike): one per zone group, its body the event's
 * time and place in that zone, linking to the event.
 */
async function eventNotices(
  db: Db,
  event: EventRow,
  userIds: string[],
  notice: Pick<NotifyInput, 'kind' | 'title' | 'senderId'>,
): Promise<NotifyInput[]> {
  const notices: NotifyInput[] = [];
  for (const [timeZone, userIdsInZone] of await recipientsByZone(db, event.organizationId, userIds)) {
    notices.push({
      ...notice,
      organizationId: event.organizationId,
      userIds: userIdsInZone,
      body: eventSummaryLine(event, timeZone),
      link: `/app/events/${event.id}`,
    });
  }
  return notices;
}

/** Notifies members about an event now (the reminder job, off any request). Returns how many. */
export async function notifyAboutEvent(
  deps: NotifyDeps,
  event: EventRow,
  userIds: string[],
  notice: Pick<NotifyInput, 'kind' | 'title' | 'senderId'>,
): Promise<number> {
  let sent = 0;
  for (const input of await eventNotices(deps.db, event, userIds, notice)) {
    sent += await notifyUsers(deps, input);
  }
  return sent;
}

/** Invitations are best effort: the event is saved whatever happens to the mail. */
export async function inviteAttendees(
  deps: EventDeps,
  auth: AuthContext,
  event: EventRow,
  userIds: string[],
) {
  const invitees = userIds.filter((id) => id !== auth.userId);
  if (invitees.length === 0) return;
  try {
    // Told after the answer (lib/after-answer.ts): whoever saves the event does not wait for the mail.
    await queueNotices(
      deps.db,
      await eventNotices(deps.db, event, invitees, {
        kind: 'event_invite',
        title: `You're invited: ${event.title}`,
        senderId: auth.userId,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, eventId: event.id }, 'Sending event invitations failed');
  }
}
