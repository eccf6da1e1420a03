import { z } from 'zod';

export const TEXT_INVALID_CHARACTERS = 'Remove control characters and invalid symbols from this text';

/**
 * Whether text holds something no field takes: NUL (PostgreSQL cannot store it), the other C0 control
 * characters and DEL (they mean nothing in a name or a note and break output formats such as CSV and
 * iCalendar), and lone UTF-16 surrogates (not characters at all; UTF-8 cannot carry them, so they would
 * be stored as something else). Tab, line feed and carriage return stay: multi-line fields use them.
 */
export function hasForbiddenCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    } else if (code === 0x7f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * Every text field of a request body, query or form starts here instead of `z.string()`: it refuses the
 * characters above with a validation error on that field. `text-fields.test.ts` checks that every
 * input schema does.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasForbiddenCharacters(value), TEXT_INVALID_CHARACTERS);

/**
 * A required text field whose one message covers "absent", "not text" and "blank",
 * so the server answers exactly what the form shows.
 */
export const requiredText = (message: string, max: number, tooLong: string) =>
  text({ error: message }).trim().min(1, message).max(max, tooLong);

/** An optional text field: trimmed, and blank means none (undefined, stored as null). */
export const optionalText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || undefined)
    .optional();

/** Deliberately simple: the mail server is the real judge of an address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------------------------------------------------------------- dates

/**
 * The years a date or instant may fall in. Wider than any plan or history the app keeps, and inside
 * what PostgreSQL, JavaScript dates and the ISO format (four-digit years) all handle, so arithmetic on
 * a date near an end (a day before, a week after) stays representable everywhere.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9999;
export const DATE_OUT_OF_RANGE = `Enter a date between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`;

const EARLIEST = Date.UTC(DATE_YEAR_MIN, 0, 1);
const AFTER_LATEST = Date.UTC(DATE_YEAR_MAX + 1, 0, 1);

/** A real date or instant (a Date, epoch milliseconds or an ISO text) within the years above, in UTC. */
export function isDateInRange(value: Date | number | string): boolean {
  const time = typeof value === 'string' ? Date.parse(value) : Number(value);
  return !Number.isNaN(time) && time >= EARLIEST && time < AFTER_LATEST;
}

/** A day written YYYY-MM-DD within the years above (its validity is checked separately). */
export function isDayInRange(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/**
 * An instant with its offset (`2026-03-01T10:00:00Z`, `…+05:30`), within the years above: what every
 * date-and-time field and query parameter takes.
 */
export const isoDateTime = (invalid: string, required = invalid) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: invalid }))
    .refine(isDateInRange, DATE_OUT_OF_RANGE);
