/**
 * Pure leave arithmetic: what a date range costs in working days (half days on top of the shared
 * working-day functions), how a yearly allocation accrues month by month, and what carries forward.
 * Every amount is in half-day steps.
 */
import { addCalendarDays, isWorkingDay, type WorkingCalendar } from '@taskflow/shared';

export interface LeaveDay {
  date: string;
  /** 1 for a whole day, 0.5 for a half day. */
  fraction: number;
}

export interface LeaveRange {
  fromDate: string;
  toDate: string;
  /** The From Date is taken as a half day. */
  fromDateHalf: boolean;
  /** The To Date is taken as a half day. On a one-day leave either flag makes it half. */
  toDateHalf: boolean;
}

/** The working days of a range with what each costs; days off (work week, holidays) are left out. */
export function leaveDays(range: LeaveRange, calendar: WorkingCalendar): LeaveDay[] {
  const days: LeaveDay[] = [];
  for (let date = range.fromDate; date <= range.toDate; date = addCalendarDays(date, 1)) {
    if (!isWorkingDay(date, calendar)) continue;
    const isHalf =
      (date === range.fromDate && range.fromDateHalf) || (date === range.toDate && range.toDateHalf);
    days.push({ date, fraction: isHalf ? 0.5 : 1 });
  }
  return days;
}

export function sumDays(days: readonly LeaveDay[]): number {
  return days.reduce((total, day) => total + day.fraction, 0);
}

/** The days a leave costs in each calendar year it touches (a balance is kept per year). */
export function daysByYear(days: readonly LeaveDay[]): Map<number, number> {
  const byYear = new Map<number, number>();
  for (const day of days) {
    const year = Number(day.date.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 0) + day.fraction);
  }
  return byYear;
}

/** Rounds down to a half day, so accrual never credits more than the allocation. */
export function floorToHalfDay(days: number): number {
  return Math.floor(days * 2 + 1e-9) / 2;
}

/**
 * Monthly accrual credited through month `month` (1–12) of a year: a twelfth per month rounded down to
 * a half day, and the whole allocation once December is reached (no rounding loss over a year).
 */
export function accruedThroughMonth(yearlyAllocation: number, month: number): number {
  if (month >= 12) return yearlyAllocation;
  return floorToHalfDay((yearlyAllocation * month) / 12);
}

/** What the accrual of month `month` credits: the difference of the running totals. */
export function monthlyAccrual(yearlyAllocation: number, month: number): number {
  return accruedThroughMonth(yearlyAllocation, month) - accruedThroughMonth(yearlyAllocation, month - 1);
}

/** At the year end: what moves into the next year (at most the cap) and what expires. */
export function carryForward(remaining: number, cap: number): { carried: number; expired: number } {
  if (remaining <= 0) return { carried: 0, expired: 0 };
  const carried = Math.min(floorToHalfDay(remaining), Math.max(0, cap));
  return { carried, expired: remaining - carried };
}
