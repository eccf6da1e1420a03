import { addCalendarDays, halfDayNote, type LeaveAvailabilityEntry } from '@taskflow/shared';

export interface LeaveCalendarEvent {
  id: string;
  title: string;
  start: string;
  /** FullCalendar's all-day end is the day after the last one. */
  end: string;
  allDay: true;
  requestId: string;
  isPending: boolean;
}

/** "Asha Rao · Annual", with the half taken or the pending state named (not told by colour alone). */
export function leaveEventTitle(entry: LeaveAvailabilityEntry): string {
  const notes: string[] = [];
  const half = halfDayNote(entry).slice(2, -1);
  if (half) notes.push(half);
  if (entry.status === 'Pending') notes.push('pending');
  return `${entry.user.name} · ${entry.leaveType}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** One all-day block per leave, from its first to its last day. */
export function toCalendarEvents(entries: LeaveAvailabilityEntry[]): LeaveCalendarEvent[] {
  return entries.map((entry) => ({
    id: entry.requestId,
    title: leaveEventTitle(entry),
    start: entry.fromDate,
    end: addCalendarDays(entry.toDate, 1),
    allDay: true,
    requestId: entry.requestId,
    isPending: entry.status === 'Pending',
  }));
}

/** The days a FullCalendar view shows, from its start and exclusive end (ISO text with an offset). */
export function visibleDays(startStr: string, endStr: string): { from: string; to: string } {
  return { from: startStr.slice(0, 10), to: addCalendarDays(endStr.slice(0, 10), -1) };
}
