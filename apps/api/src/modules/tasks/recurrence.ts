import type { RecurrenceFrequency } from '@taskflow/shared';

export interface RecurrenceRule {
  frequency: RecurrenceFrequency;
  interval: number;
  monthDay: number | null;
  isLastWorkingDay: boolean;
  endDate: string | null;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The occurrence after `previous` (YYYY-MM-DD), or null past the rule's end. Occurrences are calendar
 * days, so no time zone or daylight-saving arithmetic is involved (the reason no RRULE library is needed).
 * `isWorkingDay` judges the last working day of a month: the organization's `workingDayTest` from
 * `@taskflow/shared` (work week and holidays).
 */
export function nextOccurrence(
  rule: RecurrenceRule,
  previous: string,
  isWorkingDay: (day: string) => boolean = () => true,
): string | null {
  const date = toDate(previous);
  let next: Date;
  if (rule.frequency === 'daily') {
    next = new Date(date.getTime() + rule.interval * 86_400_000);
  } else if (rule.frequency === 'weekly') {
    next = new Date(date.getTime() + rule.interval * 7 * 86_400_000);
  } else if (rule.frequency === 'monthly') {
    const monthIndex = date.getUTCMonth() + rule.interval;
    const year = date.getUTCFullYear() + Math.floor(monthIndex / 12);
    const month = ((monthIndex % 12) + 12) % 12;
    const last = daysInMonth(year, month);
    if (rule.isLastWorkingDay) {
      next = new Date(Date.UTC(year, month, last));
      for (let step = 0; step < 31 && !isWorkingDay(toDay(next)); step++) {
        next = new Date(next.getTime() - 86_400_000);
      }
    } else {
      const day = Math.min(rule.monthDay ?? date.getUTCDate(), last);
      next = new Date(Date.UTC(year, month, day));
    }
  } else {
    const year = date.getUTCFullYear() + rule.interval;
    const month = date.getUTCMonth();
    next = new Date(
      Date.UTC(year, month, Math.min(rule.monthDay ?? date.getUTCDate(), daysInMonth(year, month))),
    );
  }
  const day = toDay(next);
  if (rule.endDate && day > rule.endDate) return null;
  if (day.slice(0, 4) > '9999') return null;
  return day;
}
