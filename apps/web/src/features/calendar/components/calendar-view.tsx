import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useQuery } from '@tanstack/react-query';
import type { CalendarItem, EventType } from '@taskflow/shared';
import { useMemo, useState } from 'react';
import { useDates } from '../../../lib/dates';
import { calendarItemsQueryOptions } from '../api/calendar';
import './calendar.css';

/** One colour per kind of date; events by their type. */
export const CALENDAR_COLORS: {
  key: EventType | 'holiday' | 'anniversary' | 'leave' | 'milestone' | 'task';
  label: string;
  color: string;
}[] = [
  { key: 'Meeting', label: 'Meeting', color: '#2563eb' },
  { key: 'Training', label: 'Training', color: '#7c3aed' },
  { key: 'Social', label: 'Social', color: '#059669' },
  { key: 'Announcement', label: 'Announcement', color: '#b45309' },
  { key: 'holiday', label: 'Holiday', color: '#e11d48' },
  { key: 'anniversary', label: 'Customer anniversary', color: '#0e7490' },
  { key: 'milestone', label: 'Project milestone', color: '#a21caf' },
  // The leave calendar's colour for approved leave.
  { key: 'leave', label: 'Leave', color: '#0f766e' },
  // Your own open tasks on their due dates.
  { key: 'task', label: 'My task due', color: '#b45309' },
];
const COLOR_OF = Object.fromEntries(CALENDAR_COLORS.map((entry) => [entry.key, entry.color]));

function colorOf(item: CalendarItem): string {
  return (item.type === 'event' ? COLOR_OF[item.eventType ?? 'Meeting'] : COLOR_OF[item.type]) ?? '#475569';
}

export type CalendarViewName = 'dayGridMonth' | 'timeGridWeek' | 'listMonth';

/** Month, week and list views of the organization's important dates; a click opens the item. */
export function CalendarView({
  initialDate,
  initialView,
  onOpen,
}: {
  initialDate?: string;
  initialView: CalendarViewName;
  onOpen: (item: CalendarItem) => void;
}) {
  // The viewer's zone (My profile, else the organization's): the luxon plugin lets FullCalendar lay
  // out days and hours in a named zone instead of the browser's.
  const { timeZone } = useDates();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const items = useQuery({
    ...calendarItemsQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    placeholderData: (previous) => previous,
  });
  const byId = useMemo(() => new Map((items.data ?? []).map((item) => [item.id, item])), [items.data]);
  const events = useMemo(
    () =>
      (items.data ?? []).map((item) => ({
        id: item.id,
        title: item.title,
        start: item.start,
        end: item.end ?? undefined,
        allDay: item.allDay,
        backgroundColor: colorOf(item),
        borderColor: colorOf(item),
        textColor: '#ffffff',
        classNames: [`taskflow-${item.type}`],
        extendedProps: { type: item.type },
      })),
    [items.data],
  );

  return (
    <div className="taskflow-calendar relative" aria-busy={items.isFetching || undefined}>
      {items.isError && (
        <p role="alert" className="mb-3 text-sm text-red-600 dark:text-red-400">
          Could not load the calendar. Try again later.
        </p>
      )}
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin]}
        timeZone={timeZone}
        initialView={initialView}
        initialDate={initialDate}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'dayGridMonth,timeGridWeek,listMonth',
        }}
        buttonText={{ today: 'Today', month: 'Month', week: 'Week', list: 'List' }}
        height="auto"
        firstDay={1}
        dayMaxEvents={3}
        nowIndicator
        eventInteractive
        events={events}
        datesSet={(arg) => setRange({ from: arg.start.toISOString(), to: arg.end.toISOString() })}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          const item = byId.get(arg.event.id);
          if (item) onOpen(item);
        }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
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
        noEventsContent="Nothing scheduled in this period"
      />
    </div>
  );
}
