import { CalendarDays, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from '../../../../components/ui/query-state';
import { type EventScope, useEvents } from '../../../../features/events/api/events';
import { EventCard } from '../../../../features/events/components/event-parts';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 10;
const SCOPES: { value: EventScope; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

export default function EventsPage() {
  useDocumentTitle('Events');
  const [searchParams, updateParams] = useUrlParams();
  const scope: EventScope = searchParams.get('scope') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const canCreate = useCan('events.create');
  const events = useEvents({ page, pageSize: PAGE_SIZE, scope });

  /** A new scope starts on its first page. */
  const setParams = (next: { scope?: EventScope; page?: number }) =>
    updateParams((current) => {
      const params = new URLSearchParams();
      const nextScope = next.scope ?? current.get('scope');
      if (nextScope === 'past') params.set('scope', nextScope);
      if (next.page && next.page > 1) params.set('page', String(next.page));
      return params;
    });

  const addButton = canCreate ? (
    <Link to="/app/events/new" className={buttonClasses('primary')}>
      <CalendarPlus aria-hidden className="size-4" />
      Add Event
    </Link>
  ) : null;

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Events' }]} />
      <PageHeader
        title="Events"
        description="Meetings, trainings, socials and announcements of your organization, with your RSVP."
        actions={
          <>
            <Link to="/app/calendar" className={buttonClasses('secondary')}>
              <CalendarDays aria-hidden className="size-4" />
              Calendar
            </Link>
            {addButton}
          </>
        }
      />
      <div
        role="tablist"
        aria-label="Which events"
        className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:w-fit dark:bg-slate-800"
      >
        {SCOPES.map((entry) => (
          <button
            key={entry.value}
            type="button"
            role="tab"
            aria-selected={scope === entry.value}
            onClick={() => setParams({ scope: entry.value })}
            className={
              scope === entry.value
                ? 'flex-1 rounded-md bg-white px-4 py-1.5 text-sm font-semibold shadow-sm dark:bg-slate-950'
                : 'flex-1 rounded-md px-4 py-1.5 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }
          >
            {entry.label}
          </button>
        ))}
      </div>
      <QueryState
        query={events}
        rows={3}
        rowClassName="h-24 rounded-xl"
        loading="Loading events…"
        failed="Could not load events. Try again later."
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={CalendarDays}
            title={scope === 'upcoming' ? 'No upcoming events' : 'No past events'}
            description={
              canCreate
                ? 'Add meetings, trainings and other important days; invited people get reminders.'
                : 'Events your organization adds will show here.'
            }
            action={scope === 'upcoming' ? addButton : undefined}
          />
        }
      >
        {(answer) => (
          <>
            <ul className="grid gap-3">
              {answer.data.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </ul>
            <Pagination meta={answer.meta} onPageChange={(next) => setParams({ page: next })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
