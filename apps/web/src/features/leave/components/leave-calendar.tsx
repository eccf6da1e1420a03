import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { formatCalendarDate } from '@taskflow/shared';
import { useMemo, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToday, useViewerTimeZone } from '../../../lib/dates';
import { useLeaveAvailability } from '../api/leave';
import { toCalendarEvents, visibleDays } from '../lib/calendar-events';

const APPROVED_COLOR = '#0f766e';
const PENDING_COLOR = '#b45309';

export const LEAVE_CALENDAR_LEGEND = [
  { label: 'Approved leave', color: APPROVED_COLOR },
  { label: 'Pending leave', color: PENDING_COLOR },
];

/** FullCalendar's dates are markers at midnight UTC of the day they stand for: the app's "15 Dec 2026". */
const calendarDay = (marker: Date) => formatCalendarDate(marker.toISOString());

/**
 * The list: a month of days from the first shown (today when opened), in the app's date format, not
 * FullCalendar's American one; what a phone opens with.
 */
const LIST_VIEW = {
  type: 'list',
  duration: { days: 31 },
  buttonText: 'List',
  titleFormat: ({ start, end }: { start: { marker: Date }; end?: { marker: Date } }) =>
    end ? `${calendarDay(start.marker)} – ${calendarDay(end.marker)}` : calendarDay(start.marker),
  listDayFormat: ({ date }: { date: { marker: Date } }) => calendarDay(date.marker),
  listDaySideFormat: { weekday: 'long' },
} as const;

/**
 * Who is out, as month and list views of FullCalendar (the organization calendar's library); the
 * page wraps it in `.taskflow-calendar` for the app's themes. A click opens the leave application.
 */
export function LeaveCalendar({
  departmentId,
  includePending,
  initialView,
  onOpen,
}: {
  departmentId?: string;
  includePending: boolean;
  initialView: 'dayGridMonth' | 'listUpcoming';
  onOpen: (requestId: string) => void;
}) {
  const today = useToday();
  // The calendar opens on today, which is the viewer's zone's day: it waits until that zone is known.
  const { isReady } = useViewerTimeZone();
  const [range, setRange] = useState({ from: '', to: '' });
  const availability = useLeaveAvailability({ ...range, departmentId, includePending });
  const events = useMemo(
    () =>
      toCalendarEvents(availability.data ?? []).map((event) => {
        const color = event.isPending ? PENDING_COLOR : APPROVED_COLOR;
        return { ...event, backgroundColor: color, borderColor: color, textColor: '#ffffff' };
      }),
    [availability.data],
  );

  if (!isReady) return <Skeleton className="h-96" />;
  return (
    <div className="relative" aria-busy={availability.isFetching || undefined}>
      {availability.isError && (
        <p role="alert" className="mb-3 text-sm text-red-600 dark:text-red-400">
          Could not load who is out. Try again later.
        </p>
      )}
      <FullCalendar
        plugins={[dayGridPlugin, listPlugin]}
        initialView={initialView}
        views={{ listUpcoming: LIST_VIEW }}
        // Today is the person's day (their zone, else the organization's), not the browser's.
        now={today}
        initialDate={today}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,listUpcoming' }}
        buttonText={{ today: 'Today', month: 'Month' }}
        height="auto"
        firstDay={1}
        dayMaxEvents={4}
        eventInteractive
        events={events}
        datesSet={(arg) => setRange(visibleDays(arg.startStr, arg.endStr))}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          onOpen(arg.event.id);
        }}
        // A month day cell is labelled by its day number alone (aria-labelledby), while the events in it
        // are visible text too: named by its whole content instead (the date, then what is on it), its
        // name says what it shows (WCAG 2.5.3). FullCalendar leaves the attribute as it is on updates.
        dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
        // FullCalendar's "+2 more" is an <a> without href that carries aria-expanded: a button, really.
        moreLinkDidMount={(info) => info.el.setAttribute('role', 'button')}
        // Its arrow icons are role="img" with no name; the buttons around them are named already.
        viewDidMount={(info) => {
          for (const icon of info.el.closest('.fc')?.querySelectorAll('.fc-icon') ?? []) {
            icon.removeAttribute('role');
            icon.setAttribute('aria-hidden', 'true');
          }
        }}
        noEventsContent="No one is out in this period"
      />
    </div>
  );
}
