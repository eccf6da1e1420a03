import { formatCalendarDate } from '@taskflow/shared';

/** A stored day (YYYY-MM-DD) in the app's one date format ("18 Jun 2015"); a day has no zone. */
export function formatDay(day: string): string {
  return formatCalendarDate(day);
}
