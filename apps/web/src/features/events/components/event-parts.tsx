import {
  type EventDetail,
  type EventSummary,
  type EventType,
  type GuestLink,
  isMeetingLink,
  REMINDER_LABELS,
  RSVP_ANSWERS,
  type RsvpAnswer,
  type RsvpState,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { CalendarClock, Check, CircleHelp, Clock, MapPin, Video, X } from 'lucide-react';
import { Link } from 'react-router';
import { inputClasses } from '../../../components/ui/field';
import { useDates } from '../../../lib/dates';

/** One colour per event type, shared by the list, the details and the calendar legend. */
export const EVENT_TYPE_BADGE: Record<EventType, string> = {
  Meeting: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  Training: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  Social: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Announcement: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export function EventTypeBadge({ type }: { type: EventType }) {
  return (
    <span
      className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', EVENT_TYPE_BADGE[type])}
    >
      {type}
    </span>
  );
}

const RSVP_STYLE: Record<RsvpState, { label: string; className: string }> = {
  yes: {
    label: 'Going',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  no: { label: 'Not going', className: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300' },
  maybe: { label: 'Maybe', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  pending: { label: 'Not answered', className: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200' },
};

export function RsvpBadge({ state }: { state: RsvpState }) {
  const style = RSVP_STYLE[state];
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', style.className)}>
      {style.label}
    </span>
  );
}

/** When an event is, by the one rule of lib/dates.ts (the organization's zone, named when it differs). */
export function EventWhen({ event }: { event: Pick<EventSummary, 'startsAt' | 'durationMinutes'> }) {
  const dates = useDates();
  return <time dateTime={event.startsAt}>{dates.range(event.startsAt, event.durationMinutes)}</time>;
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function EventLocation({ location }: { location: string }) {
  if (isMeetingLink(location)) {
    return (
      <span className="inline-flex max-w-full min-w-0 items-center gap-1.5" title={location}>
        <Video aria-hidden className="size-4 shrink-0" />
        <a
          href={location}
          target="_blank"
          rel="noopener noreferrer"
          className="truncate text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          Join online
        </a>
      </span>
    );
  }
  return (
    <span className="inline-flex max-w-full min-w-0 items-center gap-1.5" title={location}>
      <MapPin aria-hidden className="size-4 shrink-0" />
      <span className="truncate">{location}</span>
    </span>
  );
}

/** One row of the events list. */
export function EventCard({ event }: { event: EventSummary }) {
  const counts = event.rsvpCounts;
  const invited = counts.yes + counts.no + counts.maybe + counts.pending;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <EventTypeBadge type={event.type} />
            {event.myRsvp && <RsvpBadge state={event.myRsvp} />}
          </div>
          <h2 className="mt-2 text-base font-semibold wrap-anywhere ">
            <Link to={`/app/events/${event.id}`} className="hover:underline focus-visible:underline">
              {event.title}
            </Link>
          </h2>
        </div>
        {invited > 0 && (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {counts.yes} going · {counts.maybe} maybe · {counts.pending} not answered
          </p>
        )}
      </div>
      <div className="mt-2 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4 shrink-0" />
          <EventWhen event={event} />
        </span>
        {event.location && <EventLocation location={event.location} />}
      </div>
    </li>
  );
}

const RSVP_BUTTONS: Record<RsvpAnswer, { label: string; icon: typeof Check }> = {
  yes: { label: 'Yes', icon: Check },
  maybe: { label: 'Maybe', icon: CircleHelp },
  no: { label: 'No', icon: X },
};

/** The caller's answer: three toggle buttons, the current one pressed. */
export function RsvpButtons({
  current,
  isPending,
  onAnswer,
}: {
  current: RsvpState;
  isPending: boolean;
  onAnswer: (answer: RsvpAnswer) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-sm font-medium">Will you attend?</legend>
      {RSVP_ANSWERS.map((answer) => {
        const { label, icon: Icon } = RSVP_BUTTONS[answer];
        const isCurrent = current === answer;
        return (
          <button
            key={answer}
            type="button"
            aria-pressed={isCurrent}
            disabled={isPending}
            onClick={() => onAnswer(answer)}
            className={clsx(
              'inline-flex min-h-10 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-60',
              isCurrent
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}

export function AttendeeList({ attendees }: { attendees: EventDetail['attendees'] }) {
  if (attendees.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">No one has been invited.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {attendees.map((attendee) => (
        <li key={attendee.userId} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{attendee.name}</p>
            {attendee.jobTitle && (
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{attendee.jobTitle}</p>
            )}
          </div>
          <RsvpBadge state={attendee.rsvp} />
        </li>
      ))}
    </ul>
  );
}

/** Guests from outside the organization and their answers, given through their emailed links. */
export function GuestList({ guests }: { guests: NonNullable<EventDetail['guests']> }) {
  if (guests.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">No guests have been invited.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {guests.map((guest) => (
        <li key={guest.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{guest.name ?? guest.email}</p>
            {guest.name && (
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{guest.email}</p>
            )}
          </div>
          <RsvpBadge state={guest.rsvp} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The new guests' links, shown to the organizer right after a save only when the server has no mail
 * delivery: then handing each link over is the only way it reaches its guest.
 */
export function GuestLinks({ links }: { links: GuestLink[] }) {
  return (
    <section
      aria-label="Guest links"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40"
    >
      <p className="text-amber-900 dark:text-amber-200">
        No mail server is set up, so send each guest their link yourself. Each link is personal.
      </p>
      <ul className="mt-2 grid gap-2">
        {links.map((link) => (
          <li key={link.email}>
            <input
              readOnly
              aria-label={`RSVP link for ${link.email}`}
              value={link.url}
              className={inputClasses(false)}
              onFocus={(event) => event.currentTarget.select()}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReminderList({ reminders }: { reminders: EventSummary['reminders'] }) {
  if (reminders.length === 0) return <span>None</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Clock aria-hidden className="size-4" />
      {reminders.map((offset) => REMINDER_LABELS[offset]).join(', ')}
    </span>
  );
}
