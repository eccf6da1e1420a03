/**
 * The days a question is about (issue 39, item 6: "Who is on leave in December?" was answered for next
 * week). Read from the question's words against the asker's today: a named period ("next week",
 * "this month"), a month ("in December", "Dec 2026"), a day ("on 14 December", "2026-12-14") or a range
 * ("14–15 Dec", "from 14 to 18 December", "between 1 Dec and 5 Jan"). Calendar days only, no time zone
 * arithmetic: "today" comes from the caller, already the asker's day (decision 050).
 */
import { addCalendarDays, calendarDaysBetween, weekStartOf } from '@taskflow/shared';

export const PERIOD_NAMES = [
  'today',
  'tomorrow',
  'yesterday',
  'this week',
  'next week',
  'last week',
  'this month',
  'next month',
  'last month',
] as const;
export type PeriodName = (typeof PERIOD_NAMES)[number];

export interface Period {
  from: string;
  to: string;
  /** How the answer names it: "next week", "in December 2026", "from 14 to 18 December 2026". */
  label: string;
}

/** The longest period a question may ask about (a year and a day: any one leave year or calendar year). */
export const MAX_PERIOD_DAYS = 366;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

function lastDayOf(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** "14 December 2026". */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

/** "from 14 to 18 December 2026", "from 30 December 2026 to 2 January 2027", "on 14 December 2026". */
export function rangeLabel(from: string, to: string): string {
  if (from === to) return `on ${dayLabel(from)}`;
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  if (fromYear === toYear && fromMonth === toMonth) return `from ${fromDay} to ${dayLabel(to)}`;
  if (fromYear === toYear) return `from ${fromDay} ${MONTH_NAMES[(fromMonth ?? 1) - 1]} to ${dayLabel(to)}`;
  return `from ${dayLabel(from)} to ${dayLabel(to)}`;
}

/** A named period as days (weeks from Monday to Sunday) around today. */
export function periodOf(name: PeriodName, today: string): Period {
  const monday = weekStartOf(today);
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const monthPeriod = (shift: number): { from: string; to: string } => {
    const index = year * 12 + (month - 1) + shift;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { from: isoOf(y, m, 1) as string, to: lastDayOf(y, m) };
  };
  switch (name) {
    case 'today':
      return { from: today, to: today, label: 'today' };
    case 'tomorrow':
      return { from: addCalendarDays(today, 1), to: addCalendarDays(today, 1), label: 'tomorrow' };
    case 'yesterday':
      return { from: addCalendarDays(today, -1), to: addCalendarDays(today, -1), label: 'yesterday' };
    case 'this week':
      return { from: monday, to: addCalendarDays(monday, 6), label: 'this week' };
    case 'last week':
      return { from: addCalendarDays(monday, -7), to: addCalendarDays(monday, -1), label: 'last week' };
    case 'next week':
      return { from: addCalendarDays(monday, 7), to: addCalendarDays(monday, 13), label: 'next week' };
    case 'this month':
      return { ...monthPeriod(0), label: 'this month' };
    case 'next month':
      return { ...monthPeriod(1), label: 'next month' };
    case 'last month':
      return { ...monthPeriod(-1), label: 'last month' };
  }
}

/**
 * Dates given as they are (a model's tool call): both real days, in order, at most MAX_PERIOD_DAYS
 * apart; anything else is null and the tool takes its default.
 */
export function explicitPeriod(from: unknown, to: unknown): Period | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const valid = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    isoOf(...(day.split('-').map(Number) as [number, number, number])) === day;
  if (!valid(from) || !valid(to) || to < from || calendarDaysBetween(from, to) > MAX_PERIOD_DAYS) return null;
  return { from, to, label: rangeLabel(from, to) };
}

// ---------------------------------------------------------------- reading a question

export const MONTH_PATTERN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s*(\\d{4}))?';
const TO = '\\s*(?:to|until|till|through|and|[-–—])\\s*';

export const monthNumber = (name: string) =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    name.slice(0, 3).toLowerCase(),
  ) + 1;

/** Words that put a question in the past ("Who was on leave in March?"). */
const PAST = /\b(was|were|did|had|been|ago|previous|went|took)\b/;

interface DayParts {
  day: number;
  month: number;
  year?: number;
}

/**
 * The year of a day or month written without one: the coming one (this year's if it is not over, else
 * next year's), or the latest one gone by for a question in the past tense.
 */
function yearFor(month: number, day: number | null, today: string, past: boolean): number {
  const [year = 1970] = today.split('-').map(Number);
  const probe = day === null ? lastDayOf(year, month) : isoOf(year, month, day);
  const start = day === null ? isoOf(year, month, 1) : probe;
  if (!probe || !start) return year;
  if (past) return start > today ? year - 1 : year;
  return probe < today ? year + 1 : year;
}

function dayOf(parts: DayParts, today: string, past: boolean): string | undefined {
  const year = parts.year ?? yearFor(parts.month, parts.day, today, past);
  return isoOf(year, parts.month, parts.day);
}

function rangeOf(from: DayParts, to: DayParts, today: string, past: boolean): Period | null {
  const start = dayOf(from, today, past);
  if (!start) return null;
  // The end takes the start's year unless it names its own; "30 Dec to 2 Jan" ends in the next year.
  let end = isoOf(to.year ?? Number(start.slice(0, 4)), to.month, to.day);
  if (end && to.year === undefined && end < start)
    end = isoOf(Number(start.slice(0, 4)) + 1, to.month, to.day);
  if (!end || end < start || calendarDaysBetween(start, end) > MAX_PERIOD_DAYS) return null;
  return { from: start, to: end, label: rangeLabel(start, end) };
}

/**
 * The period a question names, or null when it names none. "today" is the asker's day
 * (YYYY-MM-DD). Explicit dates win over month names, and month names over named periods.
 */
export function readPeriod(question: string, today: string): Period | null {
  const text = question.toLowerCase().replace(/[’']/g, '');
  const past = PAST.test(text);
  const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));

  // 2026-12-14 to 2026-12-18, or one ISO day.
  const isoRange =
    /(\d{4}-\d{2}-\d{2})(?:\s*(?:to|until|till|through|and|[-–—])\s*(\d{4}-\d{2}-\d{2}))?/.exec(text);
  if (isoRange?.[1]) return explicitPeriod(isoRange[1], isoRange[2] ?? isoRange[1]);

  // 14 to 18 December (2026), 14–15 Dec, 30 Dec to 2 Jan 2027.
  const dayFirst = new RegExp(
    `\\b${DAY}(?:\\s+(${MONTH_PATTERN})\\.?${YEAR})?${TO}${DAY}\\s+(${MONTH_PATTERN})\\b\\.?${YEAR}`,
  ).exec(text);
  if (dayFirst) {
    const toMonth = monthNumber(dayFirst[5] as string);
    const fromMonth = dayFirst[2] ? monthNumber(dayFirst[2]) : toMonth;
    return rangeOf(
      { day: Number(dayFirst[1]), month: fromMonth, year: num(dayFirst[3]) ?? num(dayFirst[6]) },
      { day: Number(dayFirst[4]), month: toMonth, year: num(dayFirst[6]) },
      today,
      past,
    );
  }
  // December 14 to 18, Dec 14 - Dec 18, Dec 30 to Jan 2.
  const monthFirst = new RegExp(
    `\\b(${MONTH_PATTERN})\\.?\\s+${DAY}${TO}(?:(${MONTH_PATTERN})\\.?\\s+)?${DAY}\\b${YEAR}`,
  ).exec(text);
  if (monthFirst) {
    const fromMonth = monthNumber(monthFirst[1] as string);
    const toMonth = monthFirst[3] ? monthNumber(monthFirst[3]) : fromMonth;
    return rangeOf(
      { day: Number(monthFirst[2]), month: fromMonth, year: num(monthFirst[5]) },
      { day: Number(monthFirst[4]), month: toMonth, year: num(monthFirst[5]) },
      today,
      past,
    );
  }
  // One day: 14 December (2026), December 14th, 14/12 or 14/12/2026 (day first, as the product writes).
  const oneDay =
    new RegExp(`\\b${DAY}\\s+(${MONTH_PATTERN})\\b\\.?${YEAR}`).exec(text) ??
    new RegExp(`\\b(${MONTH_PATTERN})\\.?\\s+${DAY}\\b${YEAR}`).exec(text);
  if (oneDay) {
    const dayFirstMatch = /^\d/.test(oneDay[1] as string);
    const parts = dayFirstMatch
      ? { day: Number(oneDay[1]), month: monthNumber(oneDay[2] as string), year: num(oneDay[3]) }
      : { day: Number(oneDay[2]), month: monthNumber(oneDay[1] as string), year: num(oneDay[3]) };
    const day = dayOf(parts, today, past);
    if (day) return { from: day, to: day, label: rangeLabel(day, day) };
  }
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/.exec(text);
  if (numeric) {
    const day = dayOf(
      { day: Number(numeric[1]), month: Number(numeric[2]), year: num(numeric[3]) },
      today,
      past,
    );
    if (day) return { from: day, to: day, label: rangeLabel(day, day) };
  }
  // A month: in December, December 2026, for dec. "May" only after a preposition or before a year.
  const month = new RegExp(
    `\\b(?:(in|during|for|of|over|through|throughout|across)\\s+(?:the\\s+month\\s+of\\s+)?)?(${MONTH_PATTERN})\\b\\.?${YEAR}`,
    'g',
  );
  for (const match of text.matchAll(month)) {
    const name = match[2] as string;
    // "May I see…" is not a month.
    if (name === 'may' && !match[1] && !match[3]) continue;
    const number = monthNumber(name);
    const year = num(match[3]) ?? yearFor(number, null, today, past);
    const from = isoOf(year, number, 1) as string;
    return { from, to: lastDayOf(year, number), label: `in ${MONTH_NAMES[number - 1]} ${year}` };
  }
  const named = PERIOD_NAMES.find((name) => text.includes(name));
  if (named) return periodOf(named, today);
  if (/\bprevious week\b|\bpast week\b/.test(text)) return periodOf('last week', today);
  if (/\bthis weekend\b|\bthe weekend\b/.test(text)) {
    const week = periodOf('this week', today);
    return { from: addCalendarDays(week.from, 5), to: week.to, label: 'this weekend' };
  }
  const nextDays = /\b(?:next|coming)\s+(\d{1,3})\s+days\b/.exec(text);
  if (nextDays) {
    const to = addCalendarDays(today, Math.min(Number(nextDays[1]), MAX_PERIOD_DAYS) - 1);
    return { from: today, to, label: `in the next ${nextDays[1]} days` };
  }
  return null;
}
