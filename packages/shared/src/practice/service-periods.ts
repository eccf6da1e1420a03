/**
 * The periods of recurring client work and the dates of each period's job (decision 043).
 *
 * A service recurs monthly, quarterly, half-yearly, yearly, every N months, or once. Its periods are runs
 * of whole months aligned to the organization's financial year (April in India: Q1 is April to June),
 * so "Q3 FY 2026-27" means the same months for every client. A period is named by its first month
 * (`2026-10`), the key that makes a client's job for it unique. Each period's job falls on a date its
 * service's rule gives (the 20th of the next month, the last working day, 31 July after the year, the
 * client's year end plus some months), and each step's start and due dates are offsets from it, in
 * calendar or working days. Pure functions over `YYYY-MM-DD` days: the server and the forms agree.
 */
import {
  addCalendarDays,
  addWorkingDays,
  nextWorkingDay,
  previousWorkingDay,
  type WorkingCalendar,
} from '../working-days';

export const SERVICE_FREQUENCIES = [
  'monthly',
  'quarterly',
  'half_yearly',
  'yearly',
  'every_n_months',
  'one_off',
] as const;
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];

export const SERVICE_FREQUENCY_LABELS: Record<ServiceFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  half_yearly: 'Half-yearly',
  yearly: 'Yearly',
  every_n_months: 'Every N months',
  one_off: 'One-off',
};

/** How a service recurs: its frequency, and the months of one period for `every_n_months`. */
export interface Cadence {
  frequency: ServiceFrequency;
  everyMonths?: number | null;
}

/** One period of a service: its key (its first month, or `once`), first and last day, and its name. */
export interface ServicePeriod {
  key: string;
  start: string;
  end: string;
  label: string;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const ONE_OFF_PERIOD_KEY = 'once';

/** A month as one number (year × 12 + month − 1), so months add and compare as integers. */
const monthIndexOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const yearOf = (index: number) => Math.floor(index / 12);
const monthOf = (index: number) => (index % 12) + 1;
const two = (value: number) => String(value).padStart(2, '0');
const firstDayOf = (index: number) => `${yearOf(index)}-${two(monthOf(index))}-01`;
const daysInMonth = (index: number) => new Date(Date.UTC(yearOf(index), monthOf(index), 0)).getUTCDate();
const lastDayOf = (index: number) => `${yearOf(index)}-${two(monthOf(index))}-${two(daysInMonth(index))}`;
/** The `day` of a month, or its last day when the month is shorter (31 in February is the 28th or 29th). */
const dayOfMonth = (index: number, day: number) =>
  `${yearOf(index)}-${two(monthOf(index))}-${two(Math.min(day, daysInMonth(index)))}`;
const mod = (value: number, by: number) => ((value % by) + by) % by;

/** Months in one period, or null for a one-off. */
export function monthsPerPeriod(cadence: Cadence): number | null {
  switch (cadence.frequency) {
    case 'monthly':
      return 1;
    case 'quarterly':
      return 3;
    case 'half_yearly':
      return 6;
    case 'yearly':
      return 12;
    case 'every_n_months':
      return Math.max(1, Math.floor(cadence.everyMonths ?? 1));
    case 'one_off':
      return null;
  }
}

/** "2026-27" for a year beginning in April 2026; "2026" when the financial year is the calendar year. */
export function financialYearLabel(monthIndex: number, fyStartMonth: number): string {
  const startYear = yearOf(monthIndex - (fyStartMonth - 1));
  return fyStartMonth === 1 ? String(startYear) : `${startYear}-${two((startYear + 1) % 100)}`;
}

function labelOf(
  startIndex: number,
  months: number,
  cadence: Cadence,
  fyStartMonth: number,
  isAligned: boolean,
) {
  const monthName = (index: number) => `${MONTH_NAMES[monthOf(index) - 1]} ${yearOf(index)}`;
  const fy = financialYearLabel(startIndex, fyStartMonth);
  const position = Math.floor(mod(startIndex - (fyStartMonth - 1), 12) / months) + 1;
  if (months === 1) return monthName(startIndex);
  if (isAligned && cadence.frequency === 'quarterly') return `Q${position} FY ${fy}`;
  if (isAligned && cadence.frequency === 'half_yearly') return `H${position} FY ${fy}`;
  if (isAligned && months === 12) return `FY ${fy}`;
  const endIndex = startIndex + months - 1;
  return yearOf(startIndex) === yearOf(endIndex)
    ? `${MONTH_NAMES[monthOf(startIndex) - 1]}–${monthName(endIndex)}`
    : `${monthName(startIndex)}–${monthName(endIndex)}`;
}

/**
 * The period of `cadence` that holds `day`. Periods of a length that divides the year are aligned to
 * the financial year; others (every 5 months) run from `anchor`, the first day of the client's service.
 * A one-off has one period: the day of its service's start.
 */
export function periodContaining(
  day: string,
  cadence: Cadence,
  fyStartMonth: number,
  anchor = day,
): ServicePeriod {
  const months = monthsPerPeriod(cadence);
  if (months === null)
    return {
      key: ONE_OFF_PERIOD_KEY,
      start: anchor,
      end: anchor,
      label: labelOf(monthIndexOf(anchor), 1, cadence, fyStartMonth, true),
    };
  const isAligned = 12 % months === 0;
  const origin = isAligned ? fyStartMonth - 1 : monthIndexOf(anchor);
  const index = monthIndexOf(day);
  const startIndex = index - mod(index - origin, months);
  return {
    key: firstDayOf(startIndex).slice(0, 7),
    start: firstDayOf(startIndex),
    end: lastDayOf(startIndex + months - 1),
    label: labelOf(startIndex, months, cadence, fyStartMonth, isAligned),
  };
}

/** The period after `period` (none after a one-off). */
export function nextPeriod(period: ServicePeriod, cadence: Cadence, fyStartMonth: number, anchor?: string) {
  if (period.key === ONE_OFF_PERIOD_KEY) return null;
  return periodContaining(addCalendarDays(period.end, 1), cadence, fyStartMonth, anchor ?? period.start);
}

export const JOB_DATE_ADJUSTMENTS = ['none', 'previous_working_day', 'next_working_day'] as const;
export type JobDateAdjustment = (typeof JOB_DATE_ADJUSTMENTS)[number];

/**
 * When a period's job falls (its statutory due date):
 * - `day_after_period`: day `day` of the month `monthsAfter` months after the period's last month (the
 *   20th of the next month: GSTR-3B); 0 is within the last month;
 * - `last_working_day`: the last working day of that month;
 * - `fixed_date`: the first `month`/`day` after the period ends (31 July after the financial year);
 * - `client_year_end`: the client's year end in the period (or the last before its end) plus `monthsAfter`
 *   months, on the same day of the month or that month's last day.
 * `adjust` moves a date that is not worked to the working day before or after it.
 */
export type JobDateRule = (
  | { kind: 'day_after_period'; day: number; monthsAfter: number }
  | { kind: 'last_working_day'; monthsAfter: number }
  | { kind: 'fixed_date'; month: number; day: number }
  | { kind: 'client_year_end'; monthsAfter: number }
) & { adjust?: JobDateAdjustment };

/** A client's financial year end as month and day (31 March by default in India). */
export interface YearEnd {
  month: number;
  day: number;
}

/** The client's year end on or before `day`. */
function yearEndOnOrBefore(day: string, yearEnd: YearEnd): string {
  const year = Number(day.slice(0, 4));
  const candidate = dayOfMonth(year * 12 + yearEnd.month - 1, yearEnd.day);
  return candidate <= day ? candidate : dayOfMonth((year - 1) * 12 + yearEnd.month - 1, yearEnd.day);
}

function addMonthsKeepingDay(day: string, months: number): string {
  const index = monthIndexOf(day) + months;
  const isLastDay = day === lastDayOf(monthIndexOf(day));
  return isLastDay ? lastDayOf(index) : dayOfMonth(index, Number(day.slice(8, 10)));
}

/** The date of `period`'s job under `rule`, in the organization's `calendar`. */
export function jobDateOf(
  rule: JobDateRule,
  period: ServicePeriod,
  context: { calendar: WorkingCalendar; clientYearEnd?: YearEnd },
): string {
  const lastMonth = monthIndexOf(period.end);
  let date: string;
  switch (rule.kind) {
    case 'day_after_period':
      date = dayOfMonth(lastMonth + rule.monthsAfter, rule.day);
      break;
    case 'last_working_day':
      date = previousWorkingDay(lastDayOf(lastMonth + rule.monthsAfter), context.calendar);
      break;
    case 'fixed_date': {
      const year = Number(period.end.slice(0, 4));
      const sameYear = dayOfMonth(year * 12 + rule.month - 1, rule.day);
      date = sameYear > period.end ? sameYear : dayOfMonth((year + 1) * 12 + rule.month - 1, rule.day);
      break;
    }
    case 'client_year_end':
      date = addMonthsKeepingDay(
        yearEndOnOrBefore(period.end, context.clientYearEnd ?? { month: 3, day: 31 }),
        rule.monthsAfter,
      );
      break;
  }
  if (rule.adjust === 'previous_working_day') return previousWorkingDay(date, context.calendar);
  if (rule.adjust === 'next_working_day') return nextWorkingDay(date, context.calendar);
  return date;
}

export const STEP_OFFSET_UNITS = ['days', 'working_days'] as const;
export type StepOffsetUnit = (typeof STEP_OFFSET_UNITS)[number];

/** A step's date as an offset from its job's date: negative is before it ("due 2 working days before"). */
export interface StepOffset {
  offset: number;
  unit: StepOffsetUnit;
}

export function stepDateOf(jobDate: string, step: StepOffset, calendar: WorkingCalendar): string {
  return step.unit === 'working_days'
    ? addWorkingDays(jobDate, step.offset, calendar)
    : addCalendarDays(jobDate, step.offset);
}

/** The day a job appears (is created): its earliest date, job or step start, less the service's lead time. */
export function appearsOn(jobDate: string, earliestStart: string | null, leadDays: number): string {
  const first = earliestStart && earliestStart < jobDate ? earliestStart : jobDate;
  return addCalendarDays(first, -leadDays);
}

/** A job's name: the service's pattern with its period (and client) filled in. */
export function jobTitleOf(pattern: string, period: ServicePeriod, clientName: string): string {
  return pattern.replaceAll('{period}', period.label).replaceAll('{client}', clientName).trim();
}
