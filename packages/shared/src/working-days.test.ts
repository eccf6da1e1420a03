import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addWorkingDays,
  calendarDaysBetween,
  countWorkingDays,
  isWorkingDay,
  lastWorkingDayOfWeek,
  nextWorkingDay,
  nonWorkingDays,
  previousWorkingDay,
  type WorkingCalendar,
  weekStartOf,
} from './working-days';

const MONDAY_TO_FRIDAY: WorkingCalendar = { workWeek: [1, 2, 3, 4, 5], holidays: new Set() };
/** A Gulf-style week: Sunday to Thursday. */
const SUNDAY_TO_THURSDAY: WorkingCalendar = { workWeek: [7, 1, 2, 3, 4], holidays: new Set() };

/** Any day from 1999 to 2101, so year ends, leap days and century rules all come up. */
const day = fc
  .integer({ min: Date.UTC(1999, 0, 1) / 86_400_000, max: Date.UTC(2101, 11, 31) / 86_400_000 })
  .map((index) => new Date(index * 86_400_000).toISOString().slice(0, 10));

const calendar: fc.Arbitrary<WorkingCalendar> = fc
  .record({
    workWeek: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    // Holidays near the generated days, and around year ends where they cluster in practice.
    holidays: fc.array(
      fc.oneof(
        day,
        fc.constantFrom('2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01', '2026-01-02', '2030-12-31'),
      ),
      { maxLength: 40 },
    ),
  })
  .map(({ workWeek, holidays }) => ({ workWeek, holidays: new Set(holidays) }));

describe('working days', () => {
  it('knows weekends, holidays and work weeks that are not Monday to Friday', () => {
    expect(isWorkingDay('2026-11-23', MONDAY_TO_FRIDAY)).toBe(true); // Monday
    expect(isWorkingDay('2026-11-22', MONDAY_TO_FRIDAY)).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-22', SUNDAY_TO_THURSDAY)).toBe(true);
    expect(isWorkingDay('2026-11-27', SUNDAY_TO_THURSDAY)).toBe(false); // Friday
    expect(isWorkingDay('2026-12-25', { ...MONDAY_TO_FRIDAY, holidays: new Set(['2026-12-25']) })).toBe(
      false,
    );
  });

  it('shifts across a weekend, a holiday and a year end', () => {
    const christmas = { workWeek: [1, 2, 3, 4, 5], holidays: new Set(['2026-12-25', '2027-01-01']) };
    // Thursday 24 Dec 2026 + 1: Friday is Christmas, then the weekend: Monday 28 Dec.
    expect(addWorkingDays('2026-12-24', 1, christmas)).toBe('2026-12-28');
    // Thursday 31 Dec + 1: New Year's Day is a holiday, then the weekend: Monday 4 Jan 2027.
    expect(addWorkingDays('2026-12-31', 1, christmas)).toBe('2027-01-04');
    expect(addWorkingDays('2027-01-04', -1, christmas)).toBe('2026-12-31');
    expect(addWorkingDays('2026-12-24', 5, christmas)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-24', 0, christmas)).toBe('2026-12-24');
    expect(nextWorkingDay('2026-12-25', christmas)).toBe('2026-12-28');
    expect(previousWorkingDay('2027-01-03', christmas)).toBe('2026-12-31');
    expect(countWorkingDays('2026-12-24', '2027-01-04', christmas)).toBe(6);
    expect(nonWorkingDays('2026-12-24', '2026-12-28', christmas)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
    ]);
  });

  it('crosses leap days and month ends', () => {
    expect(addWorkingDays('2028-02-28', 1, MONDAY_TO_FRIDAY)).toBe('2028-02-29');
    expect(addWorkingDays('2027-02-26', 1, MONDAY_TO_FRIDAY)).toBe('2027-03-01');
    expect(countWorkingDays('2028-02-01', '2028-02-29', MONDAY_TO_FRIDAY)).toBe(21);
  });

  it('refuses a work week without working days and malformed dates', () => {
    expect(() => nextWorkingDay('2026-11-22', { workWeek: [], holidays: new Set() })).toThrow(RangeError);
    expect(() => addWorkingDays('2026-02-30', 1, MONDAY_TO_FRIDAY)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-23', 1.5, MONDAY_TO_FRIDAY)).toThrow(RangeError);
  });

  it('counts over any split of a range add up to the count of the whole', () => {
    fc.assert(
      fc.property(calendar, day, fc.nat(800), fc.nat(800), (cal, from, a, b) => {
        const [first, second] = a <= b ? [a, b] : [b, a];
        const middle = addCalendarDays(from, first);
        const to = addCalendarDays(from, second);
        const whole = countWorkingDays(from, to, cal);
        expect(
          countWorkingDays(from, middle, cal) + countWorkingDays(addCalendarDays(middle, 1), to, cal),
        ).toBe(whole);
        // The fast count agrees with walking the range day by day.
        expect(whole).toBe(calendarDaysBetween(from, to) + 1 - nonWorkingDays(from, to, cal).length);
      }),
    );
  });

  it('shifting by n working days then counting gives n, and never lands on a non-working day', () => {
    fc.assert(
      fc.property(calendar, day, fc.integer({ min: -300, max: 300 }), (cal, from, n) => {
        const to = addWorkingDays(from, n, cal);
        if (n === 0) {
          expect(to).toBe(from);
          return;
        }
        expect(isWorkingDay(to, cal)).toBe(true);
        const counted =
          n > 0
            ? countWorkingDays(addCalendarDays(from, 1), to, cal)
            : countWorkingDays(to, addCalendarDays(from, -1), cal);
        expect(counted).toBe(Math.abs(n));
      }),
    );
  });

  it('shifting forward then back returns to a working day unchanged', () => {
    fc.assert(
      fc.property(calendar, day, fc.integer({ min: 1, max: 300 }), (cal, from, n) => {
        const start = nextWorkingDay(from, cal);
        expect(addWorkingDays(addWorkingDays(start, n, cal), -n, cal)).toBe(start);
        expect(previousWorkingDay(start, cal)).toBe(start);
      }),
    );
  });

  it('the next working day on or after a day is worked, and no day between is', () => {
    fc.assert(
      fc.property(calendar, day, (cal, from) => {
        const next = nextWorkingDay(from, cal);
        expect(isWorkingDay(next, cal)).toBe(true);
        expect(next >= from).toBe(true);
        expect(countWorkingDays(from, addCalendarDays(next, -1), cal)).toBe(0);
      }),
    );
  });
});

describe('lastWorkingDayOfWeek: when a timesheet can be submitted (issue 30, item 2)', () => {
  const calendar = { workWeek: [1, 2, 3, 4, 5], holidays: new Set<string>() };

  it('is the Friday of a Monday-to-Friday week', () => {
    expect(lastWorkingDayOfWeek('2025-11-24', calendar)).toBe('2025-11-28');
  });

  it('skips a holiday on the Friday and the person’s approved leave', () => {
    expect(lastWorkingDayOfWeek('2025-11-24', { ...calendar, holidays: new Set(['2025-11-28']) })).toBe(
      '2025-11-27',
    );
    expect(lastWorkingDayOfWeek('2025-11-24', calendar, new Set(['2025-11-27', '2025-11-28']))).toBe(
      '2025-11-26',
    );
  });

  it('follows a six-day work week to Saturday, and is null in a week with no working day', () => {
    expect(lastWorkingDayOfWeek('2025-12-29', { ...calendar, workWeek: [1, 2, 3, 4, 5, 6] })).toBe(
      '2026-01-03',
    );
    expect(
      lastWorkingDayOfWeek(
        '2025-11-24',
        calendar,
        new Set(['2025-11-24', '2025-11-25', '2025-11-26', '2025-11-27', '2025-11-28']),
      ),
    ).toBeNull();
  });
});

describe('weeks', () => {
  it('are named by their Monday, across a year end', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});
