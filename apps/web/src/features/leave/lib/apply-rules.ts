import { isDayInRange, isIsoDate, type LeavePreviewBody, type LeaveType } from '@taskflow/shared';

const isDay = (value: string | undefined): value is string =>
  Boolean(value && isIsoDate(value) && isDayInRange(value));

/**
 * Which half-day choices the form offers: none when the type does not allow half days, the whole day,
 * its morning or its afternoon for a one-day leave, else one box per end (afternoon of the first day,
 * morning of the last).
 */
export function halfDayChoice(
  type: LeaveType | undefined,
  fromDate: string | undefined,
  toDate: string | undefined,
): 'none' | 'single' | 'ends' {
  if (!type?.allowsHalfDays) return 'none';
  return fromDate && fromDate === toDate ? 'single' : 'ends';
}

/** Whether the type asks for a supporting document at this many days. */
export function needsDocument(type: LeaveType | undefined, totalDays: number | undefined): boolean {
  const after = type?.documentRequiredAfterDays;
  return after !== null && after !== undefined && totalDays !== undefined && totalDays > after;
}

/**
 * What the preview is asked about, once the type and both dates are there and in order; null until
 * then (the form's own messages cover a missing or reversed date). Half days the type or the range
 * does not take are sent as full days, as Apply will send them.
 */
export function previewBody(
  values: {
    leaveTypeId?: string;
    fromDate?: string;
    toDate?: string;
    fromDateHalf?: boolean;
    toDateHalf?: boolean;
  },
  type: LeaveType | undefined,
): LeavePreviewBody | null {
  const { leaveTypeId, fromDate, toDate } = values;
  if (!leaveTypeId || !type || !isDay(fromDate) || !isDay(toDate) || toDate < fromDate) return null;
  const choice = halfDayChoice(type, fromDate, toDate);
  return {
    leaveTypeId,
    fromDate,
    toDate,
    fromDateHalf: choice !== 'none' && Boolean(values.fromDateHalf),
    // A one-day leave's morning is its To Date's half (its afternoon its From Date's): never both.
    toDateHalf:
      choice === 'ends'
        ? Boolean(values.toDateHalf)
        : choice === 'single' && Boolean(values.toDateHalf) && !values.fromDateHalf,
  };
}
