import { addCalendarDays, weekStartOf } from '@taskflow/shared';

/**
 * Monday to Sunday around `today` (YYYY-MM-DD in the organization's zone): the week the API's "due this
 * week" counts, so the Task List a number opens lists the same tasks.
 */
export function weekAround(today: string): { start: string; end: string } {
  const start = weekStartOf(today);
  return { start, end: addCalendarDays(start, 6) };
}
