/**
 * A request's reminder cadence (issue 41, item 3; decision 046): on the days before its due date that it
 * names (by default 7, 3 and 1), then every N days after it (by default 3) up to REMINDERS_AFTER_DUE_MAX
 * times. Days are calendar days in the organization's zone; the queue sends at REQUEST_SEND_HOUR. One
 * definition serves the queue (is one due today?) and the request page (which days are still to come).
 */
import { isItemOpen, REMINDERS_AFTER_DUE_MAX, type RequestStatus } from '../schemas/client-requests';
import { addCalendarDays, calendarDaysBetween } from '../working-days';

export interface ReminderCadence {
  /** YYYY-MM-DD. */
  dueOn: string;
  /** Days before the due date a reminder goes (1 to 60 each; order and repeats do not matter). */
  remindDaysBefore: readonly number[];
  /** Days between reminders after the due date; 0: none after it. */
  remindEveryDaysAfter: number;
}

/** Whether the cadence alone names `day` (nothing of the request's state: see reminderDueOn). */
export function isCadenceDay(cadence: ReminderCadence, day: string): boolean {
  const fromDue = calendarDaysBetween(cadence.dueOn, day);
  if (fromDue < 0) return cadence.remindDaysBefore.includes(-fromDue);
  const every = cadence.remindEveryDaysAfter;
  if (fromDue === 0 || every <= 0) return false;
  return fromDue % every === 0 && fromDue / every <= REMINDERS_AFTER_DUE_MAX;
}

export interface ReminderState extends ReminderCadence {
  status: RequestStatus;
  remindersPaused: boolean;
  /** The day (organization's zone) the request was sent; null while it has not been. */
  sentOn: string | null;
  /** The day (organization's zone) the last reminder or nudge went. */
  lastRemindedOn: string | null;
  /** Its items' statuses: a reminder goes only while the client still owes one. */
  itemStatuses: readonly string[];
}

/**
 * Whether the queue reminds the client on `today` (the organization's day): a cadence day after the day it
 * was sent (the client has just had the mail), no reminder yet that day (a nudge counts), not paused, and
 * the request still open with an item pending or returned. A day missed (the queue down) is not made up:
 * the next cadence day reminds.
 */
export function reminderDueOn(state: ReminderState, today: string): boolean {
  if (state.status !== 'open' || state.remindersPaused || state.sentOn === null) return false;
  if (!state.itemStatuses.some(isItemOpen)) return false;
  if (today <= state.sentOn) return false;
  if (state.lastRemindedOn !== null && state.lastRemindedOn >= today) return false;
  return isCadenceDay(state, today);
}

/**
 * The cadence's days from `from` on (inclusive), earliest first, at most `limit`: what the request page
 * shows as the reminders still to come. Days up to `sentOn` are left out, as the queue leaves them.
 */
export function upcomingReminderDays(
  cadence: ReminderCadence,
  from: string,
  options: { sentOn?: string | null; limit?: number } = {},
): string[] {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const before = [...new Set(cadence.remindDaysBefore)]
    .filter((days) => days > 0)
    .map((days) => addCalendarDays(cadence.dueOn, -days));
  const every = cadence.remindEveryDaysAfter;
  const after =
    every > 0
      ? Array.from({ length: REMINDERS_AFTER_DUE_MAX }, (_, index) =>
          addCalendarDays(cadence.dueOn, every * (index + 1)),
        )
      : [];
  const sentOn = options.sentOn ?? null;
  return [...before, ...after]
    .filter((day) => day >= from && (sentOn === null || day > sentOn))
    .sort()
    .slice(0, limit);
}
