/**
 * Pure leave arithmetic: what a date range costs in working days (half days on top of the shared
 * working-day functions), how a yearly allocation accrues month by month, and what carries forward.
 * Every amount is in half-day steps.
 */
import { addCalendarDays, formatCalendarDate, isWorkingDay, type WorkingCalendar } from '@taskflow/shared';

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

// ---------------------------------------------------------------- proration from the joining day

/** How a type's credits of the joining year are prorated (leave_types.proration). */
export type Proration = 'joining_month' | 'days' | 'none';

/** Rounds to the nearest half day (pro rata by days). */
export function roundToHalfDay(days: number): number {
  return Math.round(days * 2 + 1e-9) / 2;
}

function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Calendar days from `day` to 31 December, both counted. */
export function daysLeftInYear(day: string): number {
  const year = Number(day.slice(0, 4));
  return Math.round((Date.UTC(year, 11, 31) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000) + 1;
}

export interface Credit {
  days: number;
  /** The ledger note when the figure is prorated; null for a whole credit. */
  note: string | null;
}

/**
 * A yearly type's allocation for `year` for someone who joined on `joinedOn` (null: before any year
 * we keep). Before the joining year nothing; in it, by the type's rule: whole months from the joining
 * month inclusive / 12 rounded down to half days (`joining_month`), remaining calendar days / days in the
 * year rounded to half days (`days`), or the whole allocation (`none`).
 */
export function yearlyCredit(
  allocation: number,
  proration: Proration,
  year: number,
  joinedOn: string | null,
): Credit {
  if (!joinedOn) return { days: allocation, note: null };
  const joinYear = Number(joinedOn.slice(0, 4));
  if (year < joinYear) return { days: 0, note: null };
  if (year > joinYear || proration === 'none') return { days: allocation, note: null };
  const joined = formatCalendarDate(joinedOn);
  if (proration === 'joining_month') {
    const months = 13 - Number(joinedOn.slice(5, 7));
    if (months === 12) return { days: allocation, note: null };
    return {
      days: floorToHalfDay((allocation * months) / 12),
      note: `Prorated from joining on ${joined}: ${months} of 12 months`,
    };
  }
  const left = daysLeftInYear(joinedOn);
  const total = daysInYear(year);
  if (left === total) return { days: allocation, note: null };
  return {
    days: roundToHalfDay((allocation * left) / total),
    note: `Prorated from joining on ${joined}: ${left} of ${total} days`,
  };
}

/**
 * What the monthly accrual of `month` credits someone who joined on `joinedOn`: nothing for months before
 * the joining month, and in the joining month the month's share pro rata by days when the type says
 * `days`. `none` credits every month as if the person had always been there.
 */
export function monthlyCredit(
  allocation: number,
  proration: Proration,
  year: number,
  month: number,
  joinedOn: string | null,
): Credit {
  const whole = monthlyAccrual(allocation, month);
  if (!joinedOn || proration === 'none') return { days: whole, note: null };
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const joinMonth = joinedOn.slice(0, 7);
  if (key < joinMonth) return { days: 0, note: null };
  if (key > joinMonth) return { days: whole, note: null };
  const joined = formatCalendarDate(joinedOn);
  const inMonth = daysInMonth(year, month);
  const left = inMonth - Number(joinedOn.slice(8, 10)) + 1;
  if (proration === 'days' && left < inMonth)
    return {
      days: roundToHalfDay((whole * left) / inMonth),
      note: `Prorated from joining on ${joined}: ${left} of ${inMonth} days of the month`,
    };
  return {
    days: whole,
    note: month > 1 ? `From joining on ${joined}: no accrual for the ${month - 1} months before` : null,
  };
}
