import { z } from 'zod';
import { isoToZonedInput, zonedInputToIso } from '../format';
import { DATE_OUT_OF_RANGE, isDateInRange, isoDateTime, requiredText, text } from './fields';
import { ListQuerySchema } from './pagination';
import { EmailSchema } from './users';

// Section 3: Event Title, Event Type, Date & Time required; Duration, Location/Venue, Description.
export const EVENT_TYPES = ['Meeting', 'Training', 'Social', 'Announcement'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Guide: reminders 1 week, 1 day, 1 hour before. */
export const REMINDER_OFFSETS = ['1w', '1d', '1h'] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];
export const REMINDER_OFFSET_MS: Record<ReminderOffset, number> = {
  '1w': 7 * 24 * 60 * 60 * 1000,
  '1d': 24 * 60 * 60 * 1000,
  '1h': 60 * 60 * 1000,
};
export const REMINDER_LABELS: Record<ReminderOffset, string> = {
  '1w': '1 week before',
  '1d': '1 day before',
  '1h': '1 hour before',
};

export const RSVP_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];
/** An attendee who has not answered yet is 'pending'. */
export type RsvpState = RsvpAnswer | 'pending';

export const EVENT_TITLE_MAX = 200;
export const EVENT_LOCATION_MAX = 500;
export const EVENT_DESCRIPTION_MAX = 5000;
/** Longer than any meeting or training day, and it bounds the calendar's range query. */
export const EVENT_DURATION_MAX_MINUTES = 7 * 24 * 60;
export const EVENT_ATTENDEES_MAX = 500;
/** An event without a duration is shown (and exported) as one hour long. */
export const DEFAULT_EVENT_MINUTES = 60;

export const EVENT_TITLE_REQUIRED = 'Event Title is required';
export const EVENT_TYPE_REQUIRED = 'Event Type is required';
export const EVENT_STARTS_AT_REQUIRED = 'Date & Time is required';
export const EVENT_STARTS_AT_INVALID = 'Enter a valid date and time';
export const EVENT_DURATION_INVALID = 'Duration must be a positive number of minutes';
export const EVENT_DURATION_TOO_LONG = `Duration must be at most ${EVENT_DURATION_MAX_MINUTES} minutes (7 days)`;
export const EVENT_LOCATION_TOO_LONG = `Location/Venue must be at most ${EVENT_LOCATION_MAX} characters`;
export const EVENT_LINK_INVALID = 'Enter a valid meeting link (https://…)';
export const EVENT_ATTENDEES_INVALID = 'Choose attendees from your organization';
export const EVENT_REMINDERS_INVALID = 'Choose reminders of 1 week, 1 day or 1 hour before';
export const RSVP_INVALID = 'Answer yes, no or maybe';
export const RSVP_NOT_INVITED = 'Only attendees of this event can RSVP';
export const EVENT_GUESTS_MAX = 200;
export const EVENT_GUEST_NAME_MAX = 200;
export const EVENT_GUEST_DUPLICATE = 'This guest is already on the list';
export const RSVP_LINK_NOT_FOUND = 'This RSVP link is not valid. Ask the organizer for a new invitation';

/** Guide: the suggested lead time for events is 24 to 48 hours (leave's is 48 to 72). */
export const EVENT_LEAD_TIME_HINT = 'Set events up 24 to 48 hours ahead where you can.';
export const EVENT_LEAD_TIME_MS = 24 * 60 * 60 * 1000;
export const EVENT_SHORT_NOTICE =
  'This is less than 24 hours away: attendees and guests may not see the invitation in time.';

/** A location that looks like a link must be a real http(s) URL: it is shown as a clickable link. */
export function isMeetingLink(location: string): boolean {
  return /^https?:\/\//i.test(location);
}
function isValidLocation(location: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return true;
  if (!isMeetingLink(location)) return false;
  try {
    const url = new URL(location);
    return url.hostname.length > 0;
  } catch {
    return false;
  }
}

const title = requiredText(
  EVENT_TITLE_REQUIRED,
  EVENT_TITLE_MAX,
  `Event Title must be at most ${EVENT_TITLE_MAX} characters`,
);
const type = z.enum(EVENT_TYPES, { error: EVENT_TYPE_REQUIRED });
/** Trimmed text where blank means "none": null. */
const blankAsNull = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null);
const location = blankAsNull(EVENT_LOCATION_MAX, EVENT_LOCATION_TOO_LONG).refine(
  (value) => value === null || isValidLocation(value),
  EVENT_LINK_INVALID,
);
const description = blankAsNull(
  EVENT_DESCRIPTION_MAX,
  `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
);
const durationMinutes = z
  .number({ error: EVENT_DURATION_INVALID })
  .int(EVENT_DURATION_INVALID)
  .positive(EVENT_DURATION_INVALID)
  .max(EVENT_DURATION_MAX_MINUTES, EVENT_DURATION_TOO_LONG);
const attendeeIds = z
  .array(z.uuid({ error: EVENT_ATTENDEES_INVALID }), { error: EVENT_ATTENDEES_INVALID })
  .max(EVENT_ATTENDEES_MAX, `Invite at most ${EVENT_ATTENDEES_MAX} attendees`)
  .transform((ids) => [...new Set(ids)]);
/** A guest outside the organization, invited by email; the name is how the invitation greets them. */
export const EventGuestInputSchema = z.object({
  email: EmailSchema,
  name: text()
    .trim()
    .max(EVENT_GUEST_NAME_MAX, `Guest name must be at most ${EVENT_GUEST_NAME_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type EventGuestInput = z.input<typeof EventGuestInputSchema>;
/** Each address once: a second row with the same one is marked on its email. */
function refuseRepeatedGuests(list: { email: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((guest, index) => {
    const email = guest.email.toLowerCase();
    if (seen.has(email))
      context.addIssue({ code: 'custom', message: EVENT_GUEST_DUPLICATE, path: [index, 'email'] });
    seen.add(email);
  });
}
const guests = z
  .array(EventGuestInputSchema, { error: 'Guests must be a list of email addresses' })
  .max(EVENT_GUESTS_MAX, `Invite at most ${EVENT_GUESTS_MAX} guests`)
  .superRefine(refuseRepeatedGuests);
const reminders = z
  .array(z.enum(REMINDER_OFFSETS, { error: EVENT_REMINDERS_INVALID }), { error: EVENT_REMINDERS_INVALID })
  .transform((offsets) => REMINDER_OFFSETS.filter((offset) => offsets.includes(offset)));

/** An instant with its offset, as the form sends it after reading the local date and time. */
const startsAt = isoDateTime(EVENT_STARTS_AT_INVALID, EVENT_STARTS_AT_REQUIRED);

/** POST /events. Optional fields may be left out, or sent as '' / null. */
export const CreateEventBodySchema = z.object({
  title,
  type,
  startsAt,
  durationMinutes: durationMinutes.nullish().transform((value) => value ?? null),
  location: location.nullish().transform((value) => value ?? null),
  description: description.nullish().transform((value) => value ?? null),
  attendeeIds: attendeeIds.default([]),
  /** People outside the organization, each emailed a personal RSVP link. */
  guests: guests.default([]),
  reminders: reminders.default([]),
});
export type CreateEventBody = z.input<typeof CreateEventBodySchema>;
export type CreateEventInput = z.output<typeof CreateEventBodySchema>;

/** PATCH /events/:id: any subset; a left-out field is unchanged, '' or null clears an optional one. */
export const UpdateEventBodySchema = z.object({
  title: title.optional(),
  type: type.optional(),
  startsAt: startsAt.optional(),
  durationMinutes: durationMinutes.nullish(),
  location: location.nullish(),
  description: description.nullish(),
  attendeeIds: attendeeIds.optional(),
  /** The whole guest list: guests kept keep their answer and link; new ones are emailed. */
  guests: guests.optional(),
  reminders: reminders.optional(),
});
export type UpdateEventBody = z.input<typeof UpdateEventBodySchema>;
export type UpdateEventInput = z.output<typeof UpdateEventBodySchema>;

/**
 * The Add Event form: the browser's local date and time (`<input type="datetime-local">`) and the
 * duration as typed. Same messages as the body; `eventFormToBody` turns it into a request body.
 */
export const EventFormSchema = z.object({
  title,
  type: z.union([type, z.literal('')]).refine((value) => value !== '', EVENT_TYPE_REQUIRED),
  startsAtLocal: text({ error: EVENT_STARTS_AT_REQUIRED })
    .trim()
    .min(1, EVENT_STARTS_AT_REQUIRED)
    .refine((value) => !Number.isNaN(new Date(value).getTime()), EVENT_STARTS_AT_INVALID)
    .refine((value) => isDateInRange(new Date(value)), DATE_OUT_OF_RANGE),
  durationMinutes: text()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) > 0), EVENT_DURATION_INVALID)
    .refine((value) => value === '' || Number(value) <= EVENT_DURATION_MAX_MINUTES, EVENT_DURATION_TOO_LONG),
  location: text()
    .trim()
    .max(EVENT_LOCATION_MAX, EVENT_LOCATION_TOO_LONG)
    .refine((value) => value === '' || isValidLocation(value), EVENT_LINK_INVALID),
  description: text()
    .trim()
    .max(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
  attendeeIds: z.array(text()),
  guests: z
    .array(
      z.object({
        email: EmailSchema,
        name: text()
          .trim()
          .max(EVENT_GUEST_NAME_MAX, `Guest name must be at most ${EVENT_GUEST_NAME_MAX} characters`),
      }),
    )
    .max(EVENT_GUESTS_MAX, `Invite at most ${EVENT_GUESTS_MAX} guests`)
    .superRefine(refuseRepeatedGuests),
  reminders: z.array(z.enum(REMINDER_OFFSETS)),
});
export type EventFormValues = z.input<typeof EventFormSchema>;

/** `timeZone`: the zone the typed date and time mean (the organization's); the browser's when left out. */
export function eventFormToBody(values: EventFormValues, timeZone?: string | null): CreateEventBody {
  return {
    title: values.title.trim(),
    type: values.type as EventType,
    startsAt: timeZone
      ? zonedInputToIso(values.startsAtLocal, timeZone)
      : new Date(values.startsAtLocal).toISOString(),
    durationMinutes: values.durationMinutes.trim() === '' ? null : Number(values.durationMinutes),
    location: values.location.trim() || null,
    description: values.description.trim() || null,
    attendeeIds: values.attendeeIds,
    guests: values.guests.map((guest) => ({ email: guest.email.trim(), name: guest.name.trim() || null })),
    reminders: values.reminders,
  };
}

/** `YYYY-MM-DDTHH:mm` in a zone (the browser's when left out), for a datetime-local input. */
export function toLocalDateTimeInput(iso: string, timeZone?: string | null): string {
  if (timeZone) return isoToZonedInput(iso, timeZone);
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const RsvpBodySchema = z.object({ answer: z.enum(RSVP_ANSWERS, { error: RSVP_INVALID }) });
export type RsvpBody = z.infer<typeof RsvpBodySchema>;

export const EventListQuerySchema = ListQuerySchema.extend({
  /** upcoming (not yet ended, soonest first), past (latest first) or all (latest first). */
  scope: z.enum(['upcoming', 'past', 'all'], { error: 'Choose upcoming, past or all' }).default('upcoming'),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;
export type EventListQueryInput = z.input<typeof EventListQuerySchema>;

const MAX_RANGE_DAYS = 400;
/** `?from&to`: ISO instants in the years dates may take, `to` after `from`, at most about a year apart. */
export const DateRangeQuerySchema = z
  .object({
    from: isoDateTime('from must be an ISO date and time'),
    to: isoDateTime('to must be an ISO date and time'),
  })
  .refine((range) => Date.parse(range.to) > Date.parse(range.from), {
    message: 'to must be after from',
    path: ['to'],
  })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= MAX_RANGE_DAYS * 86_400_000, {
    message: `The range may span at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;

const RsvpCountsSchema = z.object({
  yes: z.number(),
  no: z.number(),
  maybe: z.number(),
  pending: z.number(),
});

export const EventSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  reminders: z.array(z.enum(REMINDER_OFFSETS)),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The caller's answer when invited; null when not an attendee. */
  myRsvp: z.enum([...RSVP_ANSWERS, 'pending']).nullable(),
  rsvpCounts: RsvpCountsSchema,
  createdAt: z.string(),
});
export type EventSummary = z.infer<typeof EventSchema>;

export const EventAttendeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  rsvp: z.enum([...RSVP_ANSWERS, 'pending']),
  respondedAt: z.string().nullable(),
});
export type EventAttendee = z.infer<typeof EventAttendeeSchema>;

export const EventGuestSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  rsvp: z.enum([...RSVP_ANSWERS, 'pending']),
  respondedAt: z.string().nullable(),
});
export type EventGuest = z.infer<typeof EventGuestSchema>;

export const EventDetailSchema = EventSchema.extend({
  attendees: z.array(EventAttendeeSchema),
  /** Outside guests and their answers: for the organizer and whoever may edit the event, else null. */
  guests: z.array(EventGuestSchema).nullable(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/**
 * Links of the guests a save has just invited, answered with the save only when no mail server is set
 * (the mail waits in the outbox), so the organizer can send them another way, as with invitations.
 */
export const GuestLinkSchema = z.object({ email: z.string(), url: z.string() });
export type GuestLink = z.infer<typeof GuestLinkSchema>;

/** What a guest's RSVP link shows (GET /events/rsvp/:token): the event, whose it is, and their answer. */
export const GuestRsvpSchema = z.object({
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  organizationName: z.string(),
  /** The organization's zone: the guest is told the time as the organizer set it, zone named. */
  timeZone: z.string(),
  guestName: z.string().nullable(),
  rsvp: z.enum([...RSVP_ANSWERS, 'pending']),
});
export type GuestRsvp = z.infer<typeof GuestRsvpSchema>;
/** Any text reaches the lookup, so a wrong link answers 404 like an unknown one. */
export const GuestRsvpTokenSchema = text({ error: RSVP_LINK_NOT_FOUND }).max(200, RSVP_LINK_NOT_FOUND);

/** Someone who can be invited: an active member of the organization. */
export const EventMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
});
export type EventMember = z.infer<typeof EventMemberSchema>;

// ---------------------------------------------------------------- calendar

export const CALENDAR_ITEM_TYPES = ['event', 'holiday', 'anniversary', 'milestone', 'leave', 'task'] as const;
export type CalendarItemType = (typeof CALENDAR_ITEM_TYPES)[number];

/** One entry of the in-app calendar; all-day items carry dates (YYYY-MM-DD), timed ones instants. */
export const CalendarItemSchema = z.object({
  id: z.string(),
  type: z.enum(CALENDAR_ITEM_TYPES),
  title: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  allDay: z.boolean(),
  link: z.string().nullable(),
  /** The event's type for events (Meeting, Training, …). */
  eventType: z.enum(EVENT_TYPES).nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

export const CalendarFeedSchema = z.object({
  /** https URL of the personal iCalendar feed; anyone holding it can read this calendar. */
  url: z.string(),
  /** The same feed as webcal://, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
