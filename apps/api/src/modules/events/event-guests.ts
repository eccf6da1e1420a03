import type { GuestLink } from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Tx } from '../../db/client';
import { eventGuests, organizations, users } from '../../db/schema';
import { quotedInMail } from '../../lib/mail-text';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';
import { type EventDeps, formatEventTime } from './event-notices';
import type { EventRow } from './events.service';

type NewGuest = { email: string; name: string | null; token: string };

/**
 * Makes the event's guest list the one given (inside the event's transaction): guests no longer listed
 * go, kept ones keep their answer and link (their name may change), new ones get a link, whose token is
 * returned once for their email and stored only as its hash.
 */
export async function syncGuests(tx: Tx, event: EventRow, wanted: { email: string; name: string | null }[]) {
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
export function linksForOrganizer(config: AppConfig, added: NewGuest[]): GuestLink[] | undefined {
  if (config.smtpUrl || added.length === 0) return undefined;
  return added.map((guest) => ({ email: guest.email, url: guestRsvpUrl(config, guest.token) }));
}

/**
 * Each new guest's invitation: the event as the organizer set it (time in the organization's zone,
 * named) and their personal link. Best effort, like the attendees' notices: the mail stays in the
 * outbox when SMTP fails, and the event is saved whatever happens.
 */
export async function emailGuests(deps: EventDeps, auth: AuthContext, event: EventRow, added: NewGuest[]) {
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
