import { formatTimeRange, localTimeZone, type RsvpAnswer } from '@taskflow/shared';
import { CalendarClock, MailWarning, Timer } from 'lucide-react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAnswerGuestRsvp, useGuestRsvp } from '../../../features/events/api/events';
import {
  EventLocation,
  EventTypeBadge,
  formatDuration,
  RsvpButtons,
} from '../../../features/events/components/event-parts';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

const ANSWER_SAVED: Record<RsvpAnswer, string> = {
  yes: 'Thank you: the organizer now knows you will attend.',
  maybe: 'Thank you: the organizer now knows you may attend.',
  no: 'Thank you: the organizer now knows you will not attend.',
};

/**
 * The page a guest's emailed link opens (/events/rsvp/:token): the event and three answers, no
 * sign-in. The token in the path is the only key; an unknown one is said plainly.
 */
export default function EventRsvpPage() {
  const { token = '' } = useParams();
  const rsvp = useGuestRsvp(token);
  const answer = useAnswerGuestRsvp(token);
  useDocumentTitle(rsvp.data ? `RSVP: ${rsvp.data.title}` : 'Event invitation');

  const frame = (content: React.ReactNode) => (
    <div className="mx-auto my-10 w-[calc(100%-1.5rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      {content}
    </div>
  );

  if (rsvp.isPending) return <PageSpinner />;
  if (rsvp.isError) {
    const message =
      rsvp.error instanceof ApiError && rsvp.error.status > 0
        ? rsvp.error.message
        : 'Could not load this invitation. Try again later.';
    return frame(
      <div className="space-y-4 text-center">
        <MailWarning aria-hidden className="mx-auto size-10 text-amber-500" />
        <h1 className="text-xl font-bold">This invitation cannot be opened</h1>
        <p role="alert" className="text-sm text-slate-600 dark:text-slate-400">
          {message}
        </p>
      </div>,
    );
  }

  const event = rsvp.data;
  const when = formatTimeRange(event.startsAt, event.durationMinutes, {
    timeZone: event.timeZone,
    viewerTimeZone: localTimeZone(),
  });
  return frame(
    <div className="grid gap-5">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {event.guestName ? `${event.guestName}, you are` : 'You are'} invited by {event.organizationName}
        </p>
        <div className="mt-3">
          <EventTypeBadge type={event.type} />
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight wrap-anywhere">{event.title}</h1>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-500 dark:text-slate-400">Date &amp; Time</dt>
        <dd className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4 shrink-0" />
          <time dateTime={event.startsAt}>{when}</time>
        </dd>
        {event.durationMinutes && (
          <>
            <dt className="font-medium text-slate-500 dark:text-slate-400">Duration</dt>
            <dd className="inline-flex items-center gap-1.5">
              <Timer aria-hidden className="size-4 shrink-0" />
              {formatDuration(event.durationMinutes)}
            </dd>
          </>
        )}
        {event.location && (
          <>
            <dt className="font-medium text-slate-500 dark:text-slate-400">Location/Venue</dt>
            <dd className="min-w-0">
              <EventLocation location={event.location} />
            </dd>
          </>
        )}
      </dl>
      {event.description && <p className="text-sm whitespace-pre-line wrap-anywhere">{event.description}</p>}
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <RsvpButtons
          current={event.rsvp}
          isPending={answer.isPending}
          onAnswer={(value) =>
            answer.mutate(value, {
              onSuccess: () => toast.success(ANSWER_SAVED[value]),
              onError: (error) => toast.error(error.message),
            })
          }
        />
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          You can change your answer with this link at any time. It is yours alone: do not forward it.
        </p>
      </div>
    </div>,
  );
}
