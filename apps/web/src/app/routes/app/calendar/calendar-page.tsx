import { CalendarPlus, Rss } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import {
  CALENDAR_COLORS,
  CalendarView,
  type CalendarViewName,
} from '../../../../features/calendar/components/calendar-view';
import { SubscribeDialog } from '../../../../features/calendar/components/subscribe-dialog';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

const VIEWS: Record<string, CalendarViewName> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  list: 'listMonth',
};

export default function CalendarPage() {
  useDocumentTitle('Calendar');
  const navigate = useNavigate();
  const [searchParams] = useUrlParams();
  const [isSubscribing, setIsSubscribing] = useState(false);
  const canCreate = useCan('events.create');
  const date = searchParams.get('date');
  // Small screens start with the list: a month grid has no room for titles at 360 px.
  const fallbackView: CalendarViewName =
    typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches
      ? 'listMonth'
      : 'dayGridMonth';
  const initialView = VIEWS[searchParams.get('view') ?? ''] ?? fallbackView;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Calendar"
        description="Events, holidays, customer anniversaries and project milestones in one place."
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsSubscribing(true)}>
              <Rss aria-hidden className="size-4" />
              Subscribe
            </Button>
            {canCreate && (
              <Link to="/app/events/new" className={buttonClasses('primary')}>
                <CalendarPlus aria-hidden className="size-4" />
                Add Event
              </Link>
            )}
          </>
        }
      />
      <ul
        aria-label="Legend"
        className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400"
      >
        {CALENDAR_COLORS.map((entry) => (
          <li key={entry.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: entry.color }} />
            {entry.label}
          </li>
        ))}
      </ul>
      <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <CalendarView
          initialView={initialView}
          initialDate={date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined}
          onOpen={(item) => item.link && navigate(item.link)}
        />
      </div>
      <SubscribeDialog isOpen={isSubscribing} onClose={() => setIsSubscribing(false)} />
    </div>
  );
}
