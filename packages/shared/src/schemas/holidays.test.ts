import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HolidayFieldsSchema, HolidayListQuerySchema } from './holidays';

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('HolidayFieldsSchema', () => {
  it('accepts a day and a name, trimmed', () => {
    const result = HolidayFieldsSchema.safeParse({ date: ' 2026-08-15 ', name: ' Independence Day ' });
    expect(result.data).toEqual({ date: '2026-08-15', name: 'Independence Day' });
  });

  it('names both missing fields', () => {
    expect(fieldErrors(HolidayFieldsSchema.safeParse({}))).toEqual({
      date: 'Date is required',
      name: 'Holiday name is required',
    });
    expect(fieldErrors(HolidayFieldsSchema.safeParse({ date: ' ', name: '' }))).toEqual({
      date: 'Date is required',
      name: 'Holiday name is required',
    });
  });

  it('refuses a day that does not exist, a year out of range and a long name', () => {
    expect(fieldErrors(HolidayFieldsSchema.safeParse({ date: '2026-02-30', name: 'n'.repeat(101) }))).toEqual(
      {
        date: 'Enter a valid date (YYYY-MM-DD)',
        name: 'Holiday name must be at most 100 characters',
      },
    );
    expect(fieldErrors(HolidayFieldsSchema.safeParse({ date: '15/08/2026', name: 'x' })).date).toBe(
      'Enter a valid date (YYYY-MM-DD)',
    );
    expect(fieldErrors(HolidayFieldsSchema.safeParse({ date: '1999-12-31', name: 'x' })).date).toBe(
      'Year must be between 2000 and 2100',
    );
  });
});

describe('HolidayListQuerySchema', () => {
  it('reads the year from the query string', () => {
    expect(HolidayListQuerySchema.parse({ year: '2027' })).toEqual({ year: 2027 });
    expect(HolidayListQuerySchema.parse({})).toEqual({ year: undefined });
    expect(HolidayListQuerySchema.safeParse({ year: 'next' }).success).toBe(false);
    expect(HolidayListQuerySchema.safeParse({ year: '20226' }).success).toBe(false);
  });
});
