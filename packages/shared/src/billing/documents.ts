/**
 * The numbering, dating and ageing rules of invoices and credit notes (decision 047), shared by the server
 * (which alone issues numbers) and the screens (which preview them).
 */
import { calendarDaysBetween } from '../working-days';

/**
 * The financial year a day falls in, as Indian documents write it: `2026-27` for a year starting in April
 * 2026. A year starting in January is written as one year (`2026`).
 */
export function financialYearOf(day: string, fyStartMonth: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= fyStartMonth ? year : year - 1;
  if (fyStartMonth === 1) return String(start);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first day of the financial year a day falls in: `2026-04-01` for any day of 2026-27. */
export function financialYearStart(day: string, fyStartMonth: number): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= fyStartMonth ? year : year - 1;
  return `${start}-${String(fyStartMonth).padStart(2, '0')}-01`;
}

/** Digits of a document's sequence number: `0001`. More than 9,999 in a year simply grow wider. */
const SEQUENCE_DIGITS = 4;

/** A document's number: the series' prefix, the financial year and the sequence, `PRA/2026-27/0001`. */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** A series' prefix: letters, digits and hyphens, as GST allows in a number (16 characters in all). */
export const SERIES_PREFIX_PATTERN = /^[A-Za-z0-9-]{1,7}$/;
export const SERIES_PREFIX_INVALID = 'Use 1 to 7 letters, digits or hyphens, such as PRA';

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  '0-30': '0-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  '90+': 'Over 90 days',
};

/** The ageing bucket of an amount owed since `issueDate`, read on `today` (the organization's day). */
export function ageingBucket(issueDate: string, today: string): AgeingBucket {
  const days = Math.max(0, calendarDaysBetween(issueDate, today));
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}
