import { type GuestRsvp, RSVP_LINK_NOT_FOUND, RSVP_NOT_INVITED, type RsvpAnswer } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAttendees, eventGuests, events, organizations } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';
import { eventDetail, eventEndsAt, getEventOrThrow } from './events.service';

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
