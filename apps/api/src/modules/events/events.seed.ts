import type { ReminderOffset } from '@taskflow/shared';
import type { Tx } from '../../db/client';
import { eventAttendees, eventGuests, events } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { scheduleEventReminders } from './event-reminders.jobs';
import type { EventRow } from './events.service';

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
