import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimeRange,
  localTimeZone,
} from '@taskflow/shared';
import { useMemo } from 'react';
import { useCurrentOrganization } from './organization';

/**
 * The one date and time rule on screen (packages/shared/src/format.ts): instants in the
 * organization's zone, the zone named when the browser's differs; one date format.
 */
export function useDates() {
  const organization = useCurrentOrganization();
  const timeZone = organization.data?.timeZone ?? localTimeZone();
  return useMemo(() => {
    const zone = { timeZone, viewerTimeZone: localTimeZone() };
    return {
      timeZone,
      isReady: !organization.isPending,
      date: (value: string | Date) => formatDate(value, timeZone),
      calendarDate: formatCalendarDate,
      dateTime: (value: string | Date) => formatDateTime(value, zone),
      time: (value: string | Date) => formatTime(value, zone),
      range: (start: string | Date, durationMinutes?: number | null) =>
        formatTimeRange(start, durationMinutes, zone),
    };
  }, [timeZone, organization.isPending]);
}
