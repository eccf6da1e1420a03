import {
  DEFAULT_EVENT_MINUTES,
  type EventDetail,
  type EventGuest,
  type EventListQuery,
  type EventMember,
  type EventSummary,
  type RsvpState,
} from '@taskflow/shared';
import { and, asc, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAttendees, eventGuests, events, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { preparedVariants } from '../../lib/prepared';
import type { AuthContext } from '../../plugins/types';

export type EventRow = typeof events.$inferSelect;

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

export async function eventDetail(db: Db, row: EventRow, auth: AuthContext): Promise<EventDetail> {
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
