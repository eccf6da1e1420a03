/**
 * Colleagues' leave on the organization calendar: whom the caller sees out, and what they read of each
 * leave, are the leave module's "who is out" list (listAvailability), which applies lib/leave-visibility:
 * the type only for their own leave, leave they approve, with Leave Administration, or when the
 * organization shows types to colleagues ("On leave" otherwise). The reason, address and emergency
 * contact never reach a calendar.
 */
import { addCalendarDays, type CalendarItem } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { ON_LEAVE_LABEL } from '../../lib/leave-visibility';
import type { AuthContext } from '../../plugins/types';
import { listAvailability } from '../leave/leave-availability';
import { LEAVE_PERMISSIONS } from '../leave/leave-common';

export async function leaveOnCalendar(
  db: Db,
  auth: AuthContext,
  fromDay: string,
  toDay: string,
): Promise<CalendarItem[]> {
  if (!LEAVE_PERMISSIONS.some((permission) => auth.permissions.has(permission))) return [];
  const entries = await listAvailability(db, auth, { from: fromDay, to: toDay, includePending: false });
  return entries.map((entry) => {
    // "Asha: Sick leave" when the type may be read, "Asha: On leave" when not.
    const what = entry.leaveType === ON_LEAVE_LABEL ? ON_LEAVE_LABEL : `${entry.leaveType} leave`;
    const halfDay = entry.fromDateHalf || entry.toDateHalf ? ' (half day)' : '';
    return {
      id: `leave:${entry.requestId}`,
      type: 'leave',
      title: `${entry.user.name}: ${what}${halfDay}`,
      start: entry.fromDate,
      // All-day ends are exclusive: the day after the last day of leave.
      end: addCalendarDays(entry.toDate, 1),
      allDay: true,
      link:
        entry.user.id === auth.userId || auth.permissions.has('leave.view')
          ? `/app/leave/${entry.requestId}`
          : null,
      eventType: null,
    };
  });
}
