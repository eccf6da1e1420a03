import { addCalendarDays, halfOfDay, isoWeekday, type LeaveAvailabilityEntry } from '@taskflow/shared';

/** Monday to Sunday of the week holding `day` (the calendar's weeks start on Monday too). */
export function weekOf(day: string): { from: string; to: string } {
  const from = addCalendarDays(day, 1 - isoWeekday(day));
  return { from, to: addCalendarDays(from, 6) };
}

const covers = (entry: LeaveAvailabilityEntry, from: string, to: string) =>
  entry.fromDate <= to && entry.toDate >= from;

/** Which part of `day` a leave takes: its morning, its afternoon, a half not recorded, or the whole day. */
export function partOfDay(
  entry: LeaveAvailabilityEntry,
  day: string,
): 'whole' | 'afternoon' | 'morning' | 'half' {
  return halfOfDay(entry, day) ?? 'whole';
}

export interface WhoIsOut {
  today: LeaveAvailabilityEntry[];
  /** Out on some other day of this week, and not today. */
  laterThisWeek: LeaveAvailabilityEntry[];
}

/**
 * Splits a week's leave into who is out today and who is out later (or was earlier) this week, each
 * person once per list, ordered by name; a person out today is not repeated in the week's list.
 */
export function whoIsOut(entries: LeaveAvailabilityEntry[], today: string): WhoIsOut {
  const week = weekOf(today);
  const byName = (a: LeaveAvailabilityEntry, b: LeaveAvailabilityEntry) =>
    a.user.name.localeCompare(b.user.name) || a.fromDate.localeCompare(b.fromDate);
  const sorted = entries.filter((entry) => covers(entry, week.from, week.to)).sort(byName);
  const outToday = new Set<string>();
  const todayList: LeaveAvailabilityEntry[] = [];
  for (const entry of sorted) {
    if (covers(entry, today, today) && !outToday.has(entry.user.id)) {
      outToday.add(entry.user.id);
      todayList.push(entry);
    }
  }
  const listed = new Set(outToday);
  const laterThisWeek: LeaveAvailabilityEntry[] = [];
  for (const entry of sorted) {
    if (listed.has(entry.user.id)) continue;
    listed.add(entry.user.id);
    laterThisWeek.push(entry);
  }
  return { today: todayList, laterThisWeek };
}
