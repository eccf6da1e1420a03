import { z } from 'zod';
import { todayIn } from '../format';

/**
 * Dates in imported files (tasks, people, holidays; issue 39). Exports write them in many ways: ISO
 * (2026-12-31, Asana; 2026-10-09T08:00:00.000Z, Trello), numbers day first (31/12/2026, Indian and
 * British sheets) or month first (12/31/2026, American tools), a month by name (31/Dec/26 12:00 AM,
 * Jira; Dec 31, 2026) or milliseconds since 1970 (1775293200000, ClickUp). Numbers alone cannot say
 * whether 03/04/2027 is 3 April or 4 March, so a file's order is read from the file (a 31/12 or a 12/31
 * anywhere in it settles it) and asked of the person only when nothing in the file settles it.
 */
export const IMPORT_DATE_ORDERS = ['dmy', 'mdy'] as const;
export type ImportDateOrder = (typeof IMPORT_DATE_ORDERS)[number];
export const IMPORT_DATE_ORDER_MESSAGE = 'Choose whether the dates are day first or month first';
export const ImportDateOrderSchema = z.enum(IMPORT_DATE_ORDERS, { error: IMPORT_DATE_ORDER_MESSAGE });
export const IMPORT_DATE_ORDER_LABEL: Record<ImportDateOrder, string> = {
  dmy: 'day/month/year',
  mdy: 'month/day/year',
};

/** The message of a cell that is not a date, in the order the file is read in. */
export function importDateMessage(order: ImportDateOrder = 'dmy'): string {
  return `Use a date such as 2026-12-31 or ${order === 'dmy' ? '31/12/2026' : '12/31/2026'}`;
}
export const TASK_IMPORT_DATE_MESSAGE = importDateMessage('dmy');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
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

function isoDay(year: number, month: number, day: number): string | undefined {
  const full = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(full, month - 1, day));
  if (date.getUTCFullYear() !== full || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

export interface ImportDate {
  /** The calendar day, when the cell is one. */
  day?: string;
  /** Day and month could be swapped (03/04/2027): read in the order asked for. */
  isAmbiguous?: boolean;
  /** The only order the cell is a date in (31/12/2026 is day first), when it is numeric. */
  settles?: ImportDateOrder;
}

/**
 * A date cell as a calendar day, numbers read in `order` (day first unless told). An instant (Trello's
 * ISO time with Z, ClickUp's milliseconds) is the day it was in `zone`, the organization's.
 */
export function parseImportDate(
  value: string,
  options: { order?: ImportDateOrder; zone?: string } = {},
): ImportDate {
  const order = options.order ?? 'dmy';
  // A weekday in front (Friday, 12 June 2026) says nothing the date does not.
  const text = value.trim().replace(/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '');
  if (/^\d{12,13}$/.test(text)) return { day: todayIn(options.zone ?? 'UTC', new Date(Number(text))) };
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) return { day: todayIn(options.zone ?? 'UTC', instant) };
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return { day: isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) };
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ ,T].*)?$/.exec(text);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    const dayFirst = isoDay(year, second, first);
    const monthFirst = isoDay(year, first, second);
    const settles = dayFirst && !monthFirst ? 'dmy' : monthFirst && !dayFirst ? 'mdy' : undefined;
    return {
      day: order === 'dmy' ? dayFirst : monthFirst,
      isAmbiguous: Boolean(dayFirst && monthFirst && first !== second),
      ...(settles ? { settles } : {}),
    };
  }
  // 31 Dec 2026, 31/Dec/26 12:00 AM (Jira), 12th June 2026.
  const named = /^(\d{1,2})(?:st|nd|rd|th)?[\s/.-]+([a-z]{3,9})\.?[\s/.,-]+(\d{4}|\d{2})(?:[ ,T].*)?$/i.exec(
    text,
  );
  if (named) {
    const month = monthOf(named[2] ?? '');
    return { day: month ? isoDay(Number(named[3]), month, Number(named[1])) : undefined };
  }
  // Dec 31, 2026; June 12th 2026.
  const monthFirst = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:[ ,T].*)?$/i.exec(text);
  if (monthFirst) {
    const month = monthOf(monthFirst[1] ?? '');
    return { day: month ? isoDay(Number(monthFirst[3]), month, Number(monthFirst[2])) : undefined };
  }
  return {};
}

/** How a day read from an ambiguous cell was understood, for the preview: 3 April 2027. */
export function describeImportDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

/** One date cell of a file: its text, line (the header is line 1) and the column it is in. */
export interface ImportDateCell {
  value: string;
  line: number;
  column: string;
}

export const ImportDateQuestionSchema = z.object({
  /** The first cell the file alone cannot date, its line and column. */
  value: z.string(),
  line: z.number(),
  column: z.string(),
  /** That cell read day first and month first: "3 April 2027", "4 March 2027". */
  dayFirst: z.string(),
  monthFirst: z.string(),
});

/** How an import read its file's numeric dates, answered with every preview. */
export const ImportDatesSchema = z.object({
  order: ImportDateOrderSchema,
  /** The person chose the order (sent with the request); otherwise the file settled it or it is asked. */
  isChosen: z.boolean(),
  /**
   * Set when nothing in the file settles the order: the preview asks which it is, and the import is not
   * made until the answer is sent with it (`dateOrder`).
   */
  question: ImportDateQuestionSchema.nullable(),
  /** Said in the preview when the file settled the order: which cell did. */
  note: z.string().nullable(),
});
export type ImportDates = z.infer<typeof ImportDatesSchema>;

/**
 * The order a file's numeric dates are read in: the one chosen, else the one the file's first
 * settling cell (31/12/2026 or 12/31/2026) shows, else day first with a question (when a cell could be
 * read either way). Cells that contradict the order become errors of their rows where they are read.
 */
export function readImportDateOrder(cells: Iterable<ImportDateCell>, chosen?: ImportDateOrder): ImportDates {
  let question: ImportDates['question'] = null;
  for (const cell of cells) {
    const parsed = parseImportDate(cell.value);
    if (parsed.settles && !chosen)
      return {
        order: parsed.settles,
        isChosen: false,
        question: null,
        note: `Dates were read as ${IMPORT_DATE_ORDER_LABEL[parsed.settles]}, as "${cell.value.trim()}" (line ${cell.line}, ${cell.column}) shows.`,
      };
    if (parsed.isAmbiguous && !question) {
      const monthFirst = parseImportDate(cell.value, { order: 'mdy' }).day ?? '';
      question = {
        value: cell.value.trim(),
        line: cell.line,
        column: cell.column,
        dayFirst: describeImportDate(parsed.day ?? ''),
        monthFirst: describeImportDate(monthFirst),
      };
    }
  }
  if (chosen) return { order: chosen, isChosen: true, question, note: null };
  return { order: 'dmy', isChosen: false, question, note: null };
}
