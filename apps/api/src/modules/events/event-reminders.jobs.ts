import { REMINDER_OFFSET_MS, REMINDER_OFFSETS, type ReminderOffset } from '@taskflow/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventAttendees, events } from '../../db/schema';
import { cancelJobs, defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import { notifyAboutEvent } from './event-notices';
import type { EventRow } from './events.service';

export const EVENT_REMINDER_JOB = 'event_reminder';
export const reminderJobKey = (eventId: string, offset: ReminderOffset) =>
  `event-reminder:${eventId}:${offset}`;

const REMINDER_PHRASES: Record<ReminderOffset, string> = {
  '1w': 'in 1 week',
  '1d': 'tomorrow',
  '1h': 'in 1 hour',
};

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
  return notifyAboutEvent(
    deps,
    event,
    attendees.map((attendee) => attendee.userId),
    { kind: 'event_reminder', title: `Reminder: ${event.title} ${REMINDER_PHRASES[offset]}` },
  );
}

defineJobHandler(EVENT_REMINDER_JOB, async (deps, job) => {
  await sendEventReminder(deps, job.payload);
});
