import { type CreateEventInput, EVENT_ATTENDEES_INVALID, type UpdateEventInput } from '@taskflow/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAttendees, events, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import type { AuthContext } from '../../plugins/types';
import { emailGuests, linksForOrganizer, syncGuests } from './event-guests';
import { type EventDeps, inviteAttendees } from './event-notices';
import { scheduleEventReminders } from './event-reminders.jobs';
import { eventDetail, getEventOrThrow } from './events.service';

async function assertMembers(db: Db, orgId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true), inArray(users.id, userIds)));
  if (found.length !== userIds.length) throw AppError.invalid({ attendeeIds: EVENT_ATTENDEES_INVALID });
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
