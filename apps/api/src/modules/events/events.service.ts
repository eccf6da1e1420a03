import {
  type CreateEventInput,
  DEFAULT_EVENT_MINUTES,
  EVENT_ATTENDEES_INVALID,
  type EventDetail,
  type EventGuest,
  type EventListQuery,
  type EventMember,
  type EventSummary,
  formatDateTime,
  type GuestLink,
  type GuestRsvp,
  REMINDER_OFFSET_MS,
  REMINDER_OFFSETS,
  type ReminderOffset,
  RSVP_LINK_NOT_FOUND,
  RSVP_NOT_INVITED,
  type RsvpAnswer,
  type RsvpState,
  type UpdateEventInput,
} from '@taskflow/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import { eventAttendees, eventGuests, events, organizations, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs, defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import { containsPattern } from '../../lib/like';
import { quotedInMail } from '../../lib/mail-text';
import type { Mailer } from '../../lib/mailer';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { preparedVariants } from '../../lib/prepared';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';
import { notifyUsers } from '../notifications/notifications.service';

export type EventRow = typeof events.$inferSelect;

/** What the write actions need besides the database: notifications go out by mail too. */
export interface EventDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export const EVENT_REMINDER_JOB = 'event_reminder';
export const reminderJobKey = (eventId: string, offset: ReminderOffset) =>
  `event-reminder:${eventId}:${offset}`;

const REMINDER_PHRASES: Record<ReminderOffset, string> = {
  '1w': 'in 1 week',
  '1d': 'tomorrow',
  '1h': 'in 1 hour',
};

export function eventEndsAt(row: Pick<EventRow, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(row.startsAt.getTime() + (row.durationMinutes ?? DEFAULT_EVENT_MINUTES) * 60_000);
}

/** The end of an event in SQL, the same rule as `eventEndsAt`. */
export const eventEndSql = sql`(${events.startsAt} + make_interval(mins => coalesce(${events.durationMinutes}, ${DEFAULT_EVENT_MINUTES})))`;

/** The event of the caller's organization, or 404 (another organization's does not exist for them). */
export async function getEventOrThrow(db: Db, orgId: string, id: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, orgId), eq(events.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Event not found');
  return row;
}

type Counts = EventSummary['rsvpCounts'];
const emptyCounts = (): Counts => ({ yes: 0, no: 0, maybe: 0, pending: 0 });

function toEvent(
  row: EventRow,
  creator: { id: string; name: string } | null,
  counts: Counts,
  myRsvp: RsvpState | null,
): EventSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    startsAt: row.startsAt.toISOString(),
    endsAt: eventEndsAt(row).toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    description: row.description,
    reminders: row.reminders,
    createdBy: creator,
    myRsvp,
    rsvpCounts: counts,
    createdAt: row.createdAt.toISOString(),
  };
}

const creatorColumns = { id: users.id, name: users.name };

/** The WHERE of the events list for one shape (scope, search), with placeholders for its values. */
function eventListWhere(variant: string) {
  const [scope, search] = variant.split(':');
  const conditions: SQL[] = [eq(events.organizationId, sql.placeholder('orgId'))];
  if (scope === 'upcoming') {
    // The lower bound on starts_at lets the (organization_id, starts_at) index do the work.
    conditions.push(gte(events.startsAt, sql`now() - interval '7 days'`), sql`${eventEndSql} >= now()`);
  } else if (scope === 'past') {
    conditions.push(sql`${eventEndSql} < now()`);
  }
  if (search === 'q') conditions.push(ilike(events.title, sql.placeholder('pattern')));
  return and(...conditions);
}

/**
 * The events list's statement per shape: the page, its bounded total, each event's RSVP counts and the
 * caller's own answer in one round trip, built and planned once.
 */
const eventListStatements = preparedVariants('event_list', (db, variant, statement) => {
  const where = eventListWhere(variant);
  return db
    .select({
      event: events,
      creator: creatorColumns,
      rsvpCounts: sql<Partial<Counts>>`(select coalesce(json_object_agg(c.rsvp, c.n), '{}') from (
          select ${eventAttendees.rsvp} as rsvp, count(*)::int as n from ${eventAttendees}
          where ${eventAttendees.eventId} = ${events.id} group by ${eventAttendees.rsvp}) as c)`,
      myRsvp: sql<RsvpState | null>`(select ${eventAttendees.rsvp} from ${eventAttendees}
          where ${eventAttendees.eventId} = ${events.id} and ${eventAttendees.userId} = ${sql.placeholder('userId')})`,
      total: totalColumn(db, events, where),
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.createdById))
    .where(where)
    .orderBy(variant.startsWith('upcoming') ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(statement);
});

const eventCountStatements = preparedVariants('event_count', (db, variant, statement) =>
  boundedCountQuery(db, events, eventListWhere(variant)).prepare(statement),
);

export async function listEvents(db: Db, auth: AuthContext, query: EventListQuery) {
  const orgId = requirePermission(auth, 'events.view');
  const variant = `${query.scope ?? 'all'}:${query.q ? 'q' : 'all'}`;
  const values = {
    orgId,
    userId: auth.userId,
    pattern: query.q ? containsPattern(query.q) : undefined,
  };
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) => eventListStatements(db, variant).execute({ ...values, limit, offset }),
    () => eventCountStatements(db, variant).execute(values),
  );
  return {
    data: rows.map((row) =>
      toEvent(row.event, row.creator, { ...emptyCounts(), ...row.rsvpCounts }, row.myRsvp ?? null),
    ),
    meta,
  };
}

/** Guests' addresses are personal data: the organizer and whoever may edit the event need them, others do not. */
const canSeeGuests = (auth: AuthContext, row: EventRow) =>
  auth.permissions.has('events.edit') || row.createdById === auth.userId;

async function listGuests(db: Db, row: EventRow): Promise<EventGuest[]> {
  const rows = await db
    .select({
      id: eventGuests.id,
      email: eventGuests.email,
      name: eventGuests.name,
      rsvp: eventGuests.rsvp,
      respondedAt: eventGuests.respondedAt,
    })
    .from(eventGuests)
    .where(and(eq(eventGuests.organizationId, row.organizationId), eq(eventGuests.eventId, row.id)))
    .orderBy(asc(eventGuests.email));
  return rows.map((guest) => ({ ...guest, respondedAt: guest.respondedAt?.toISOString() ?? null }));
}

async function eventDetail(db: Db, row: EventRow, auth: AuthContext): Promise<EventDetail> {
  const userId = auth.userId;
  const [creator] = row.createdById
    ? await db.select(creatorColumns).from(users).where(eq(users.id, row.createdById))
    : [];
  const attendees = await db
    .select({
      userId: eventAttendees.userId,
      name: users.name,
      email: users.email,
      jobTitle: users.jobTitle,
      rsvp: eventAttendees.rsvp,
      respondedAt: eventAttendees.respondedAt,
    })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .where(eq(eventAttendees.eventId, row.id))
    .orderBy(asc(users.name));
  const counts = emptyCounts();
  for (const attendee of attendees) counts[attendee.rsvp]++;
  const myRsvp = attendees.find((attendee) => attendee.userId === userId)?.rsvp ?? null;
  return {
    ...toEvent(row, creator ?? null, counts, myRsvp),
    attendees: attendees.map((attendee) => ({
      ...attendee,
      respondedAt: attendee.respondedAt?.toISOString() ?? null,
    })),
    guests: canSeeGuests(auth, row) ? await listGuests(db, row) : null,
  };
}

export async function getEvent(db: Db, auth: AuthContext, id: string): Promise<EventDetail> {
  const orgId = requirePermission(auth, 'events.view');
  return eventDetail(db, await getEventOrThrow(db, orgId, id), auth);
}

/** Active members of the organization, the people an event can invite. */
export async function listEventMembers(db: Db, auth: AuthContext): Promise<EventMember[]> {
  const orgId = requirePermission(auth, 'events.view');
  if (!auth.permissions.has('events.create') && !auth.permissions.has('events.edit')) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  }
  return db
    .select({ id: users.id, name: users.name, jobTitle: users.jobTitle })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)))
    .orderBy(asc(users.name));
}

async function assertMembers(db: Db, orgId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true), inArray(users.id, userIds)));
  if (found.length !== userIds.length) throw AppError.invalid({ attendeeIds: EVENT_ATTENDEES_INVALID });
}

/** One job per chosen reminder still ahead; reminders no longer chosen (or already past) are cancelled. */
export async function scheduleEventReminders(
  db: Db | Tx,
  event: Pick<EventRow, 'id' | 'startsAt' | 'reminders'>,
  now = Date.now(),
) {
  for (const offset of REMINDER_OFFSETS) {
    const key = reminderJobKey(event.id, offset);
    const runAt = new Date(event.startsAt.getTime() - REMINDER_OFFSET_MS[offset]);
    if (event.reminders.includes(offset) && runAt.getTime() > now) {
      await scheduleJob(db as Db, {
        kind: EVENT_REMINDER_JOB,
        key,
        runAt,
        payload: { eventId: event.id, offset },
      });
    } else {
      await cancelJobs(db as Db, key);
    }
  }
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

/** Invitations are best effort: the event is saved whatever happens to the mail. */
async function inviteAttendees(deps: EventDeps, auth: AuthContext, event: EventRow, userIds: string[]) {
  const invitees = userIds.filter((id) => id !== auth.userId);
  if (invitees.length === 0) return;
  try {
    for (const [timeZone, userIdsInZone] of await recipientsByZone(deps.db, event.organizationId, invitees)) {
      await notifyUsers(deps, {
        organizationId: event.organizationId,
        userIds: userIdsInZone,
        kind: 'event_invite',
        title: `You're invited: ${event.title}`,
        body: eventSummaryLine(event, timeZone),
        link: `/app/events/${event.id}`,
        senderId: auth.userId,
      });
    }
  } catch (error) {
    deps.log.error({ err: error, eventId: event.id }, 'Sending event invitations failed');
  }
}

type NewGuest = { email: string; name: string | null; token: string };

/**
 * Makes the event's guest list the one given (inside the event's transaction): guests no longer listed
 * go, kept ones keep their answer and link (their name may change), new ones get a link, whose token is
 * returned once for their email and stored only as its hash.
 */
async function syncGuests(tx: Tx, event: EventRow, wanted: { email: string; name: string | null }[]) {
  const existing = await tx
    .select({ id: eventGuests.id, email: eventGuests.email, name: eventGuests.name })
    .from(eventGuests)
    .where(and(eq(eventGuests.organizationId, event.organizationId), eq(eventGuests.eventId, event.id)));
  const wantedByEmail = new Map(wanted.map((guest) => [guest.email.toLowerCase(), guest]));
  const gone = existing.filter((guest) => !wantedByEmail.has(guest.email.toLowerCase()));
  if (gone.length > 0) {
    await tx.delete(eventGuests).where(
      inArray(
        eventGuests.id,
        gone.map((guest) => guest.id),
      ),
    );
  }
  for (const guest of existing) {
    const name = wantedByEmail.get(guest.email.toLowerCase())?.name;
    if (name !== undefined && name !== guest.name) {
      await tx.update(eventGuests).set({ name }).where(eq(eventGuests.id, guest.id));
    }
  }
  const known = new Set(existing.map((guest) => guest.email.toLowerCase()));
  const added: NewGuest[] = wanted
    .filter((guest) => !known.has(guest.email.toLowerCase()))
    .map((guest) => ({ ...guest, token: newToken() }));
  if (added.length === 0) return [];
  // A guest added by someone saving the same event at the same moment is theirs to email.
  const inserted = await tx
    .insert(eventGuests)
    .values(
      added.map((guest) => ({
        eventId: event.id,
        organizationId: event.organizationId,
        email: guest.email,
        name: guest.name,
        tokenHash: hashToken(guest.token),
      })),
    )
    .onConflictDoNothing()
    .returning({ email: eventGuests.email });
  const insertedEmails = new Set(inserted.map((guest) => guest.email));
  return added.filter((guest) => insertedEmails.has(guest.email));
}

export const guestRsvpUrl = (config: AppConfig, token: string) =>
  `${config.publicUrl}/events/rsvp/${encodeURIComponent(token)}`;

/** The new guests' links go back to the organizer only when no mail server can deliver them (as invitations do). */
function linksForOrganizer(config: AppConfig, added: NewGuest[]): GuestLink[] | undefined {
  if (config.smtpUrl || added.length === 0) return undefined;
  return added.map((guest) => ({ email: guest.email, url: guestRsvpUrl(config, guest.token) }));
}

/**
 * Each new guest's invitation: the event as the organizer set it (time in the organization's zone,
 * named) and their personal link. Best effort, like the attendees' notices: the mail stays in the
 * outbox when SMTP fails, and the event is saved whatever happens.
 */
async function emailGuests(deps: EventDeps, auth: AuthContext, event: EventRow, added: NewGuest[]) {
  if (added.length === 0) return;
  try {
    const [names] = await deps.db
      .select({
        organizationName: organizations.name,
        timeZone: organizations.timeZone,
        organizer: users.name,
      })
      .from(organizations)
      .leftJoin(users, eq(users.id, auth.userId))
      .where(eq(organizations.id, event.organizationId))
      .limit(1);
    // Names and the title are the organizer's words, so they are quoted data, never who the mail is
    // from, and the subject holds none of them (as the invitations' mail, issue 6).
    const organization = quotedInMail(names?.organizationName ?? '');
    const organizer = names?.organizer ? quotedInMail(names.organizer) : 'a TaskFlow user';
    for (const guest of added) {
      await deps.mailer.send({
        to: guest.email,
        subject: 'You are invited to an event on TaskFlow',
        text: [
          `This is TaskFlow. A TaskFlow user who calls themselves ${organizer}, of an organization named ${organization}, invites this email address to an event.`,
          '',
          `Event: ${quotedInMail(event.title, 200)} (${event.type})`,
          `When: ${formatEventTime(event.startsAt, names?.timeZone ?? 'UTC')}`,
          ...(event.durationMinutes ? [`Duration: ${event.durationMinutes} minutes`] : []),
          ...(event.location ? [`Where: ${quotedInMail(event.location, 500)}`] : []),
          '',
          'Will you attend? Answer Yes, No or Maybe through this link (no account needed; it is yours alone):',
          guestRsvpUrl(deps.config, guest.token),
        ].join('\n'),
      });
    }
  } catch (error) {
    deps.log.error({ err: error, eventId: event.id }, 'Sending guest invitations failed');
  }
}

export async function createEvent(deps: EventDeps, auth: AuthContext, input: CreateEventInput) {
  const orgId = requirePermission(auth, 'events.create');
  await assertMembers(deps.db, orgId, input.attendeeIds);
  const event = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        organizationId: orgId,
        title: input.title,
        type: input.type,
        startsAt: new Date(input.startsAt),
        durationMinutes: input.durationMinutes,
        location: input.location,
        description: input.description,
        reminders: input.reminders,
        createdById: auth.userId,
      })
      .returning();
    if (!row) throw new Error('Event insert returned no row');
    if (input.attendeeIds.length > 0) {
      await tx
        .insert(eventAttendees)
        .values(input.attendeeIds.map((userId) => ({ eventId: row.id, userId })));
    }
    const guests = await syncGuests(tx, row, input.guests);
    await scheduleEventReminders(tx, row);
    return { row, guests };
  });
  await inviteAttendees(deps, auth, event.row, input.attendeeIds);
  await emailGuests(deps, auth, event.row, event.guests);
  return {
    data: await eventDetail(deps.db, event.row, auth),
    guestLinks: linksForOrganizer(deps.config, event.guests),
  };
}

export async function updateEvent(deps: EventDeps, auth: AuthContext, id: string, input: UpdateEventInput) {
  const orgId = requirePermission(auth, 'events.edit');
  await getEventOrThrow(deps.db, orgId, id);
  if (input.attendeeIds) await assertMembers(deps.db, orgId, input.attendeeIds);
  const { event, added, guests } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.startsAt !== undefined ? { startsAt: new Date(input.startsAt) } : {}),
        ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.reminders !== undefined ? { reminders: input.reminders } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(events.organizationId, orgId), eq(events.id, id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Event not found');
    let added: string[] = [];
    if (input.attendeeIds) {
      const wanted = input.attendeeIds;
      const removal = wanted.length > 0 ? notInArray(eventAttendees.userId, wanted) : undefined;
      await tx.delete(eventAttendees).where(and(eq(eventAttendees.eventId, id), removal));
      if (wanted.length > 0) {
        const inserted = await tx
          .insert(eventAttendees)
          .values(wanted.map((userId) => ({ eventId: id, userId })))
          .onConflictDoNothing()
          .returning({ userId: eventAttendees.userId });
        added = inserted.map((entry) => entry.userId);
      }
    }
    const guests = input.guests ? await syncGuests(tx, row, input.guests) : [];
    await scheduleEventReminders(tx, row);
    return { event: row, added, guests };
  });
  await inviteAttendees(deps, auth, event, added);
  await emailGuests(deps, auth, event, guests);
  return {
    data: await eventDetail(deps.db, event, auth),
    guestLinks: linksForOrganizer(deps.config, guests),
  };
}

export async function deleteEvent(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'events.delete');
  await getEventOrThrow(db, orgId, id);
  await db.transaction(async (tx) => {
    await tx.delete(events).where(and(eq(events.organizationId, orgId), eq(events.id, id)));
    await cancelJobs(tx as unknown as Db, `event-reminder:${id}:`);
  });
}

export async function answerRsvp(db: Db, auth: AuthContext, id: string, answer: RsvpAnswer) {
  const orgId = requirePermission(auth, 'events.view');
  const event = await getEventOrThrow(db, orgId, id);
  const updated = await db
    .update(eventAttendees)
    .set({ rsvp: answer, respondedAt: new Date() })
    .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.userId, auth.userId)))
    .returning({ userId: eventAttendees.userId });
  if (updated.length === 0) throw new AppError('FORBIDDEN', RSVP_NOT_INVITED);
  return eventDetail(db, event, auth);
}

/**
 * The guest behind an RSVP link, with their event, in the guest's own organization (the row's
 * organization must be the event's), or 404: an unknown, withdrawn or mistyped link says nothing more.
 */
async function guestByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      guest: eventGuests,
      event: events,
      organizationName: organizations.name,
      timeZone: organizations.timeZone,
    })
    .from(eventGuests)
    .innerJoin(
      events,
      and(eq(events.id, eventGuests.eventId), eq(events.organizationId, eventGuests.organizationId)),
    )
    .innerJoin(organizations, eq(organizations.id, eventGuests.organizationId))
    .where(eq(eventGuests.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', RSVP_LINK_NOT_FOUND);
  return row;
}

function toGuestRsvp(row: Awaited<ReturnType<typeof guestByToken>>): GuestRsvp {
  return {
    title: row.event.title,
    type: row.event.type,
    startsAt: row.event.startsAt.toISOString(),
    endsAt: eventEndsAt(row.event).toISOString(),
    durationMinutes: row.event.durationMinutes,
    location: row.event.location,
    description: row.event.description,
    organizationName: row.organizationName,
    timeZone: row.timeZone,
    guestName: row.guest.name,
    rsvp: row.guest.rsvp,
  };
}

/** GET /events/rsvp/:token (public): what the guest's link is for. */
export async function getGuestRsvp(db: Db, token: string): Promise<GuestRsvp> {
  return toGuestRsvp(await guestByToken(db, token));
}

/** POST /events/rsvp/:token (public): the guest's answer; answering again changes it. */
export async function answerGuestRsvp(db: Db, token: string, answer: RsvpAnswer): Promise<GuestRsvp> {
  const row = await guestByToken(db, token);
  const [updated] = await db
    .update(eventGuests)
    .set({ rsvp: answer, respondedAt: new Date() })
    .where(and(eq(eventGuests.id, row.guest.id), eq(eventGuests.organizationId, row.guest.organizationId)))
    .returning();
  return toGuestRsvp({ ...row, guest: updated ?? row.guest });
}

/** Events of one organization overlapping [from, to), for the calendar. */
export async function eventsInRange(db: Db, orgId: string, from: Date, to: Date) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.organizationId, orgId),
        lt(events.startsAt, to),
        // Durations are at most 7 days, so this bound keeps the index range small.
        gte(events.startsAt, new Date(from.getTime() - 8 * 24 * 60 * 60 * 1000)),
        sql`${eventEndSql} > ${from.toISOString()}`,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(2000);
}

/** The reminder job: notifies the attendees who have not declined. Runs inside the job's transaction. */
export async function sendEventReminder(deps: JobDeps, payload: { eventId?: unknown; offset?: unknown }) {
  const offset = REMINDER_OFFSETS.find((value) => value === payload.offset);
  if (typeof payload.eventId !== 'string' || !offset) throw new Error('Malformed event reminder payload');
  const [event] = await deps.db.select().from(events).where(eq(events.id, payload.eventId));
  // A deleted event or a reminder taken off: nothing to send.
  if (!event?.reminders.includes(offset)) return 0;
  const attendees = await deps.db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, event.id), ne(eventAttendees.rsvp, 'no')));
  if (attendees.length === 0) return 0;
  const userIds = attendees.map((attendee) => attendee.userId);
  let sent = 0;
  for (const [timeZone, userIdsInZone] of await recipientsByZone(deps.db, event.organizationId, userIds)) {
    sent += await notifyUsers(deps, {
      organizationId: event.organizationId,
      userIds: userIdsInZone,
      kind: 'event_reminder',
      title: `Reminder: ${event.title} ${REMINDER_PHRASES[offset]}`,
      body: eventSummaryLine(event, timeZone),
      link: `/app/events/${event.id}`,
    });
  }
  return sent;
}

defineJobHandler(EVENT_REMINDER_JOB, async (deps, job) => {
  await sendEventReminder(deps, job.payload);
});

/** Events, attendees and reminder jobs of the demo organization (inside the seed's transaction). */
export async function seedEvents(
  tx: Tx,
  organizationId: string,
  userIdByEmail: Map<string, string>,
  now = new Date(),
) {
  const id = (email: string) => userIdByEmail.get(email);
  const at = (days: number, hour: number, minute = 0) => {
    const date = new Date(now);
    date.setUTCDate(date.getUTCDate() + days);
    // The demo organization is in India (UTC+5:30).
    date.setUTCHours(hour - 5, minute - 30, 0, 0);
    return date;
  };
  const demo: Array<{
    title: string;
    type: EventRow['type'];
    startsAt: Date;
    durationMinutes: number | null;
    location: string | null;
    description: string | null;
    reminders: ReminderOffset[];
    attendees: string[];
    guests?: { email: string; name: string }[];
  }> = [
    {
      title: 'Monthly partners meeting',
      type: 'Meeting',
      startsAt: at(3, 10),
      durationMinutes: 60,
      location: 'Board room, 4th floor',
      description: 'Pipeline review, staffing for the audit season and open client issues.',
      reminders: ['1d', '1h'],
      attendees: ['admin@acme.demo', 'manager@acme.demo'],
      // An outside guest who has not answered yet; the link's token is thrown away, nobody mails it.
      guests: [{ email: 'cfo@meridian.example', name: 'Kavya Menon' }],
    },
    {
      title: 'GST update training',
      type: 'Training',
      startsAt: at(9, 15),
      durationMinutes: 120,
      location: 'https://meet.example.com/acme-gst-training',
      description: 'What changed in the latest GST notifications and how it affects our filings.',
      reminders: ['1w', '1d', '1h'],
      attendees: ['manager@acme.demo', 'asha@acme.demo', 'ravi@acme.demo'],
    },
    {
      title: 'Team lunch',
      type: 'Social',
      startsAt: at(14, 13),
      durationMinutes: 90,
      location: 'Toit, Indiranagar',
      description: null,
      reminders: ['1d'],
      attendees: ['admin@acme.demo', 'manager@acme.demo', 'asha@acme.demo', 'ravi@acme.demo'],
    },
    {
      title: 'Audit season kickoff announcement',
      type: 'Announcement',
      startsAt: at(21, 9, 30),
      durationMinutes: 30,
      location: null,
      description: 'Engagement allocations and timelines for the coming audit season.',
      reminders: ['1w'],
      attendees: ['manager@acme.demo', 'asha@acme.demo', 'ravi@acme.demo'],
    },
  ];
  const creatorId = id('admin@acme.demo') ?? null;
  for (const { attendees, guests = [], ...fields } of demo) {
    const [row] = await tx
      .insert(events)
      .values({ ...fields, organizationId, createdById: creatorId })
      .returning();
    if (!row) continue;
    const userIds = attendees.map(id).filter((value): value is string => Boolean(value));
    if (userIds.length > 0) {
      await tx.insert(eventAttendees).values(
        userIds.map((userId) => ({
          eventId: row.id,
          userId,
          // The organizer has accepted their own meetings.
          ...(userId === creatorId ? { rsvp: 'yes' as const, respondedAt: now } : {}),
        })),
      );
    }
    if (guests.length > 0) {
      await tx.insert(eventGuests).values(
        guests.map((guest) => ({
          ...guest,
          eventId: row.id,
          organizationId,
          tokenHash: hashToken(newToken()),
        })),
      );
    }
    await scheduleEventReminders(tx, row, now.getTime());
  }
}
