/**
 * Working-day arithmetic over calendar days written as ISO `YYYY-MM-DD` strings.
 *
 * A calendar day has no time of day and no zone, so the arithmetic runs on UTC midnights: no
 * daylight-saving change can add or lose an hour, and no date library is needed. An organization's
 * calendar is its ISO work week (1 = Monday … 7 = Sunday) and its set of holiday dates.
 */

export interface WorkingCalendar {
  /** ISO weekdays that are worked: 1 = Monday … 7 = Sunday. */
  workWeek: readonly number[];
  /** Holiday dates (YYYY-MM-DD) that are not worked whatever their weekday. */
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

function toTime(day: string): number {
  const time = ISO_DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 30 February over into March, so the day must survive the round trip.
  if (Number.isNaN(time) || fromTime(time) !== day) throw new RangeError(`Not a calendar date: ${day}`);
  return time;
}

/** Refuses a work week with no day in it, which would make every search below endless. */
function assertSomeWorkingDay(calendar: WorkingCalendar) {
  if (!calendar.workWeek.some((weekday) => weekday >= 1 && weekday <= 7)) {
    throw new RangeError('The work week has no working day');
  }
}

/** The day `days` calendar days after `day` (before it when negative). */
export function addCalendarDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return new Date(toTime(day)).getUTCDay() || 7;
}

/** The Monday of a day's week ("2026-11-26" → "2026-11-23"): weeks run Monday to Sunday everywhere. */
export function weekStartOf(day: string): string {
  return addCalendarDays(day, 1 - isoWeekday(day));
}

export function isWorkingDay(day: string, calendar: WorkingCalendar): boolean {
  return calendar.workWeek.includes(isoWeekday(day)) && !calendar.holidays.has(day);
}

/** The working-day test of a calendar, for callers that take a predicate. */
export function workingDayTest(calendar: WorkingCalendar): (day: string) => boolean {
  return (day) => isWorkingDay(day, calendar);
}

/** `day` itself when it is worked, otherwise the first working day after it. */
export function nextWorkingDay(day: string, calendar: WorkingCalendar): string {
  assertSomeWorkingDay(calendar);
  let current = day;
  while (!isWorkingDay(current, calendar)) current = addCalendarDays(current, 1);
  return current;
}

/** `day` itself when it is worked, otherwise the last working day before it. */
export function previousWorkingDay(day: string, calendar: WorkingCalendar): string {
  assertSomeWorkingDay(calendar);
  let current = day;
  while (!isWorkingDay(current, calendar)) current = addCalendarDays(current, -1);
  return current;
}

/**
 * The working day `count` working days after `day` (before it when negative). Counting starts from
 * the day after (or before) `day`, so `day` itself need not be worked; zero returns `day` unchanged.
 */
export function addWorkingDays(day: string, count: number, calendar: WorkingCalendar): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number of days: ${count}`);
  if (count === 0) return day;
  assertSomeWorkingDay(calendar);
  const step = count > 0 ? 1 : -1;
  let current = day;
  let remaining = Math.abs(count);
  while (remaining > 0) {
    current = addCalendarDays(current, step);
    if (isWorkingDay(current, calendar)) remaining -= 1;
  }
  return current;
}

/** Working days in `from`..`to`, both included; zero when `to` is before `from`. */
export function countWorkingDays(from: string, to: string, calendar: WorkingCalendar): number {
  const length = calendarDaysBetween(from, to) + 1;
  if (length <= 0) return 0;
  const workWeek = new Set(calendar.workWeek.filter((weekday) => weekday >= 1 && weekday <= 7));
  // Whole weeks hold every weekday once, so only the remainder is walked day by day.
  const wholeWeeks = Math.floor(length / 7);
  let count = wholeWeeks * workWeek.size;
  const startWeekday = isoWeekday(from);
  for (let offset = wholeWeeks * 7; offset < length; offset++) {
    if (workWeek.has(((startWeekday - 1 + offset) % 7) + 1)) count += 1;
  }
  for (const holiday of calendar.holidays) {
    if (holiday >= from && holiday <= to && ISO_DAY.test(holiday) && workWeek.has(isoWeekday(holiday))) {
      count -= 1;
    }
  }
  return count;
}

/** Every day in `from`..`to` (both included) that is not worked, in order. */
export function nonWorkingDays(from: string, to: string, calendar: WorkingCalendar): string[] {
  const days: string[] = [];
  for (let current = from; current <= to; current = addCalendarDays(current, 1)) {
    if (!isWorkingDay(current, calendar)) days.push(current);
  }
  return days;
}

/**
 * The last day of the week starting `weekStart` (a Monday) that the person works: in the work week, not a
 * holiday and not a whole day of their approved leave (`daysOff`). Null when they work no day that week.
 * A timesheet can be submitted from that day on.
 */
export function lastWorkingDayOfWeek(
  weekStart: string,
  calendar: WorkingCalendar,
  daysOff: ReadonlySet<string> = new Set(),
): string | null {
  for (let offset = 6; offset >= 0; offset--) {
    const day = addCalendarDays(weekStart, offset);
    if (isWorkingDay(day, calendar) && !daysOff.has(day)) return day;
  }
  return null;
}
