import { z } from 'zod';
import { isIsoDate } from './customers';
import { requiredText, text } from './fields';

export const HOLIDAY_NAME_MAX = 100;
export const HOLIDAY_DATE_REQUIRED = 'Date is required';
export const HOLIDAY_NAME_REQUIRED = 'Holiday name is required';
export const HOLIDAY_NAME_TOO_LONG = `Holiday name must be at most ${HOLIDAY_NAME_MAX} characters`;
export const HOLIDAY_DATE_TAKEN = 'There is already a holiday on this date';
/** Years a holiday list may cover: wide enough for planning, narrow enough to catch typos like 20226. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
export const HOLIDAY_YEAR_INVALID = `Year must be between ${HOLIDAY_YEAR_MIN} and ${HOLIDAY_YEAR_MAX}`;
/** The most rows one CSV import may hold. */
export const HOLIDAY_IMPORT_MAX_ROWS = 500;
export const HOLIDAY_IMPORT_MAX_BYTES = 128 * 1024;
/** The header row an import expects, and the sample file offered for download. */
export const HOLIDAY_CSV_HEADER = 'date,name';
export const HOLIDAY_CSV_SAMPLE = `${HOLIDAY_CSV_HEADER}
2026-01-26,Republic Day
2026-08-15,Independence Day
2026-10-02,Gandhi Jayanti
`;

/** Holiday form, POST/PATCH body and one CSV row: a day (YYYY-MM-DD) and its name. */
export const HolidayFieldsSchema = z.object({
  date: text({ error: HOLIDAY_DATE_REQUIRED })
    .trim()
    .min(1, HOLIDAY_DATE_REQUIRED)
    .refine(isIsoDate, 'Enter a valid date (YYYY-MM-DD)')
    .refine((day) => {
      const year = Number(day.slice(0, 4));
      return year >= HOLIDAY_YEAR_MIN && year <= HOLIDAY_YEAR_MAX;
    }, HOLIDAY_YEAR_INVALID),
  name: requiredText(HOLIDAY_NAME_REQUIRED, HOLIDAY_NAME_MAX, HOLIDAY_NAME_TOO_LONG),
});
export type HolidayFields = z.input<typeof HolidayFieldsSchema>;

/** `GET /holidays?year=2026`; the current year when absent. */
export const HolidayListQuerySchema = z.object({
  year: z.coerce
    .number({ error: HOLIDAY_YEAR_INVALID })
    .int(HOLIDAY_YEAR_INVALID)
    .min(HOLIDAY_YEAR_MIN, HOLIDAY_YEAR_INVALID)
    .max(HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_INVALID)
    .optional(),
});

export const HolidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Holiday = z.infer<typeof HolidaySchema>;

export const HolidayImportResultSchema = z.object({ imported: z.number(), holidays: z.array(HolidaySchema) });
export type HolidayImportResult = z.infer<typeof HolidayImportResultSchema>;

/**
 * `POST /holidays/impact`: what a holiday change would do to leave before it is made. `id` names the
 * holiday being moved or deleted; `date` the day it is added or moved to (left out: a deletion).
 */
export const HolidayImpactBodySchema = z.object({
  id: z.string().uuid('Choose a holiday of your organization').optional(),
  date: z.string().refine(isIsoDate, 'Enter a valid date (YYYY-MM-DD)').optional(),
});
export type HolidayImpactBody = z.input<typeof HolidayImpactBodySchema>;

/** How many pending and approved leave applications the change re-costs. */
export const HolidayImpactSchema = z.object({ applications: z.number() });
export type HolidayImpact = z.infer<typeof HolidayImpactSchema>;

/** The holiday form's line before saving. */
export function holidayImpactMessage(applications: number): string {
  return applications === 1
    ? 'This will re-cost 1 leave application.'
    : `This will re-cost ${applications} leave applications.`;
}
