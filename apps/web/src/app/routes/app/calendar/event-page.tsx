import type { GuestLink } from '@taskflow/shared';
import { ArrowLeft, CalendarClock, Download, Pencil, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { eventIcsUrl, useDeleteEvent, useEvent, useRsvp } from '../../../../features/events/api/events';
import {
  AttendeeList,
  EventLocation,
  EventTypeBadge,
  EventWhen,
  formatDuration,
  GuestLinks,
  GuestList,
  ReminderList,
  RsvpButtons,
} from '../../../../features/events/components/event-parts';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function EventPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const rsvp = useRsvp(id);
  const remove = useDeleteEvent();
  const canEdit = useCan('events.edit');
  const canDelete = useCan('events.delete');
  const [isConfirming, setIsConfirming] = useState(false);
  // Handed over by the form just saved (no mail server): kept only for this visit.
  const guestLinks = (useLocation().state as { guestLinks?: GuestLink[] } | null)?.guestLinks;
  useDocumentTitle(event.data?.title ?? 'Event');

  const back = (
    <Link
      to="/app/events"
      className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Events
    </Link>
  );

  if (event.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <ListSkeleton rows={2} rowClassName="h-24 rounded-2xl" label="Loading the event…" />
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {event.error.message}
        </p>
      </div>
    );
  }
  const data = event.data;
  return (
    <div className="grid gap-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <EventTypeBadge type={data.type} />
          <h1 className="mt-2 text-2xl font-bold tracking-tight wrap-anywhere">{data.title}</h1>
          {data.createdBy && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Organized by {data.createdBy.name}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={eventIcsUrl(data.id)} download className={buttonClasses('secondary')}>
            <Download aria-hidden className="size-4" />
            Download .ics
          </a>
          {canEdit && (
            <Link to={`/app/events/${data.id}/edit`} className={buttonClasses('secondary')}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Link>
          )}
          {canDelete && (
            <Button variant="danger" onClick={() => setIsConfirming(true)}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-label="Details"
          className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            <dt className="font-medium text-slate-500 dark:text-slate-400">Date &amp; Time</dt>
            <dd className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden className="size-4" />
              <EventWhen event={data} />
            </dd>
            <dt className="font-medium text-slate-500 dark:text-slate-400">Duration</dt>
            <dd className="inline-flex items-center gap-1.5">
              <Timer aria-hidden className="size-4" />
              {data.durationMinutes ? formatDuration(data.durationMinutes) : 'Not set'}
            </dd>
            <dt className="font-medium text-slate-500 dark:text-slate-400">Location/Venue</dt>
            <dd className="min-w-0">
              {data.location ? <EventLocation location={data.location} /> : 'Not set'}
            </dd>
            <dt className="font-medium text-slate-500 dark:text-slate-400">Reminders</dt>
            <dd>
              <ReminderList reminders={data.reminders} />
            </dd>
          </dl>
          {data.description && (
            <div>
              <h2 className="text-sm font-medium text-slate-500 dark:text-slate-400">Description</h2>
              <p className="mt-1 text-sm whitespace-pre-line">{data.description}</p>
            </div>
          )}
          {data.myRsvp && (
            <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
              <RsvpButtons
                current={data.myRsvp}
                isPending={rsvp.isPending}
                onAnswer={(answer) =>
                  rsvp.mutate(answer, {
                    onSuccess: () => toast.success('Your answer was saved'),
                    onError: (error) => toast.error(error.message),
                  })
                }
              />
            </div>
          )}
        </section>
        <section
          aria-labelledby="attendees-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="attendees-heading" className="text-base font-semibold">
            Attendees ({data.attendees.length})
          </h2>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {data.rsvpCounts.yes} going · {data.rsvpCounts.maybe} maybe · {data.rsvpCounts.no} not going ·{' '}
            {data.rsvpCounts.pending} not answered
          </p>
          <div className="mt-3">
            <AttendeeList attendees={data.attendees} />
          </div>
          {data.guests && (
            <>
              {guestLinks && guestLinks.length > 0 && (
                <div className="mt-6">
                  <GuestLinks links={guestLinks} />
                </div>
              )}
              <h2 className="mt-6 text-base font-semibold">Guests ({data.guests.length})</h2>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                People outside the organization, who answer through the link emailed to them.
              </p>
              <div className="mt-3">
                <GuestList guests={data.guests} />
              </div>
            </>
          )}
        </section>
      </div>

      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete this event?"
        description={`"${data.title}" and its reminders will be removed for everyone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              toast.success('Event deleted');
              navigate('/app/events');
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}
