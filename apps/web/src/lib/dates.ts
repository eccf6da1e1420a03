import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimeRange,
  localTimeZone,
  todayIn,
} from '@taskflow/shared';
import { useEffect, useMemo, useState } from 'react';
import { useMe } from './auth';
import { useCurrentOrganization } from './organization';

/**
 * The zone the signed-in person's times are shown in: their own from My profile, else their
 * organization's, else (no organization yet) the browser's. Every date and time on screen, the event
 * form and the calendar take it from here.
 */
export function useViewerTimeZone(): { timeZone: string; isPersonal: boolean; isReady: boolean } {
  const { data: me } = useMe();
  const organization = useCurrentOrganization();
  if (me?.timeZone) return { timeZone: me.timeZone, isPersonal: true, isReady: true };
  return {
    timeZone: organization.data?.timeZone ?? localTimeZone(),
    isPersonal: false,
    isReady: !organization.isPending,
  };
}

/**
 * The one date and time rule on screen (packages/shared/src/format.ts): instants in the viewer's zone
 * (above), the zone named when the browser's differs; one date format.
 */
export function useDates() {
  const { timeZone, isPersonal, isReady } = useViewerTimeZone();
  return useMemo(() => {
    const zone = { timeZone, viewerTimeZone: localTimeZone() };
    return {
      timeZone,
      isPersonal,
      isReady,
      date: (value: string | Date) => formatDate(value, timeZone),
      calendarDate: formatCalendarDate,
      dateTime: (value: string | Date) => formatDateTime(value, zone),
      time: (value: string | Date) => formatTime(value, zone),
      range: (start: string | Date, durationMinutes?: number | null) =>
        formatTimeRange(start, durationMinutes, zone),
    };
  }, [timeZone, isPersonal, isReady]);
}

/**
 * "Today" (YYYY-MM-DD) for the signed-in person: the one rule of `todayFor` in packages/shared (their zone
 * from My profile, else their organization's), never the browser's. Every calendar, the workload, "who is
 * out", the timer and the timesheet read it here (the Gantt gets the same day from the API). It turns at
 * midnight in that zone while the page stays open.
 */
export function useToday(): string {
  const { timeZone } = useViewerTimeZone();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return todayIn(timeZone, new Date(now));
}
