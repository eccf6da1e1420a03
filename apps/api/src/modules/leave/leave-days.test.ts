import { addCalendarDays, countWorkingDays, isoWeekday, type WorkingCalendar } from '@taskflow/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedThroughMonth,
  carryForward,
  daysByYear,
  leaveDays,
  monthlyAccrual,
  monthlyCredit,
  sumDays,
  yearlyCredit,
} from './leave-days';

const MON_FRI: WorkingCalendar = { workWeek: [1, 2, 3, 4, 5], holidays: new Set() };

const dayArb = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const workWeekArb = fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 });
const calendarArb = fc.record({
  workWeek: workWeekArb,
  holidays: fc.array(dayArb, { maxLength: 30 }).map((days) => new Set(days)),
});
const rangeArb = fc
  .tuple(dayArb, fc.integer({ min: 0, max: 60 }), fc.boolean(), fc.boolean())
  .map(([fromDate, length, fromDateHalf, toDateHalf]) => ({
    fromDate,
    toDate: addCalendarDays(fromDate, length),
    fromDateHalf,
    toDateHalf,
  }));

describe('leaveDays', () => {
  it('skips weekends and holidays (Mon–Fri week, a holiday on Wednesday)', () => {
    const calendar = { workWeek: [1, 2, 3, 4, 5], holidays: new Set(['2026-03-04']) };
    const days = leaveDays(
      { fromDate: '2026-02-27', toDate: '2026-03-09', fromDateHalf: false, toDateHalf: false },
      calendar,
    );
    // Fri 27, Mon 2, Tue 3, (Wed 4 holiday), Thu 5, Fri 6, Mon 9.
    expect(days.map((day) => day.date)).toEqual([
      '2026-02-27',
      '2026-03-02',
      '2026-03-03',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(sumDays(days)).toBe(6);
  });

  it('counts half days at either end, and a one-day half day as 0.5', () => {
    const range = { fromDate: '2026-03-02', toDate: '2026-03-06', fromDateHalf: true, toDateHalf: true };
    expect(sumDays(leaveDays(range, MON_FRI))).toBe(4);
    expect(
      sumDays(
        leaveDays(
          { fromDate: '2026-03-02', toDate: '2026-03-02', fromDateHalf: true, toDateHalf: true },
          MON_FRI,
        ),
      ),
    ).toBe(0.5);
  });

  it('a half day falling on a weekend costs nothing', () => {
    const saturdayStart = {
      fromDate: '2026-03-07',
      toDate: '2026-03-10',
      fromDateHalf: true,
      toDateHalf: false,
    };
    expect(sumDays(leaveDays(saturdayStart, MON_FRI))).toBe(2);
  });

  it('follows a Sunday–Thursday work week', () => {
    const calendar = { workWeek: [7, 1, 2, 3, 4], holidays: new Set<string>() };
    // Thu 5 March 2026 to Sun 8 March: Thu and Sun are worked, Fri and Sat are not.
    const days = leaveDays(
      { fromDate: '2026-03-05', toDate: '2026-03-08', fromDateHalf: false, toDateHalf: true },
      calendar,
    );
    expect(days).toEqual([
      { date: '2026-03-05', fraction: 1 },
      { date: '2026-03-08', fraction: 0.5 },
    ]);
  });

  it('splits a leave across the year boundary by year', () => {
    const days = leaveDays(
      { fromDate: '2026-12-30', toDate: '2027-01-05', fromDateHalf: true, toDateHalf: false },
      { workWeek: [1, 2, 3, 4, 5], holidays: new Set(['2027-01-01']) },
    );
    // Wed 30 (half), Thu 31 | (Fri 1 holiday), Mon 4, Tue 5.
    expect(daysByYear(days)).toEqual(
      new Map([
        [2026, 1.5],
        [2027, 2],
      ]),
    );
  });

  it('without half days, costs exactly the shared working-day count', () => {
    fc.assert(
      fc.property(rangeArb, calendarArb, (range, calendar) => {
        const whole = { ...range, fromDateHalf: false, toDateHalf: false };
        expect(sumDays(leaveDays(whole, calendar))).toBe(
          countWorkingDays(range.fromDate, range.toDate, calendar),
        );
      }),
    );
  });

  it('half days take off 0.5 per worked end, never more than one day in all', () => {
    fc.assert(
      fc.property(rangeArb, calendarArb, (range, calendar) => {
        const whole = countWorkingDays(range.fromDate, range.toDate, calendar);
        const cost = sumDays(leaveDays(range, calendar));
        expect(cost).toBeLessThanOrEqual(whole);
        expect(whole - cost).toBeLessThanOrEqual(1);
        expect(Number.isInteger(cost * 2)).toBe(true);
        const isSingle = range.fromDate === range.toDate;
        const fromWorked = whole > 0 && leaveDays({ ...range, toDate: range.fromDate }, calendar).length > 0;
        if (isSingle && fromWorked && (range.fromDateHalf || range.toDateHalf)) expect(cost).toBe(0.5);
      }),
    );
  });

  it('every counted day is a worked weekday inside the range and not a holiday', () => {
    fc.assert(
      fc.property(rangeArb, calendarArb, (range, calendar) => {
        for (const day of leaveDays(range, calendar)) {
          expect(day.date >= range.fromDate && day.date <= range.toDate).toBe(true);
          expect(calendar.workWeek).toContain(isoWeekday(day.date));
          expect(calendar.holidays.has(day.date)).toBe(false);
        }
      }),
    );
  });

  it('the per-year split always adds up to the whole', () => {
    fc.assert(
      fc.property(rangeArb, calendarArb, (range, calendar) => {
        const days = leaveDays(range, calendar);
        const split = [...daysByYear(days).values()].reduce((total, value) => total + value, 0);
        expect(split).toBe(sumDays(days));
      }),
    );
  });
});

const allocationArb = fc.integer({ min: 0, max: 120 }).map((halves) => halves / 2);

describe('accrual', () => {
  it('credits a twelfth a month, rounded down to half days', () => {
    expect([1, 2, 3, 6, 12].map((month) => accruedThroughMonth(18, month))).toEqual([1.5, 3, 4.5, 9, 18]);
    expect(monthlyAccrual(10, 1)).toBe(0.5);
    expect(monthlyAccrual(10, 12)).toBe(10 - 9);
  });

  it('twelve monthly accruals add up to the allocation, each non-negative in half days', () => {
    fc.assert(
      fc.property(allocationArb, (allocation) => {
        let total = 0;
        for (let month = 1; month <= 12; month++) {
          const credit = monthlyAccrual(allocation, month);
          expect(credit).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(credit * 2)).toBe(true);
          total += credit;
        }
        expect(total).toBe(allocation);
      }),
    );
  });

  it('never credits ahead of the pro-rata share', () => {
    fc.assert(
      fc.property(allocationArb, fc.integer({ min: 1, max: 12 }), (allocation, month) => {
        expect(accruedThroughMonth(allocation, month)).toBeLessThanOrEqual((allocation * month) / 12 + 1e-9);
      }),
    );
  });
});

describe('carryForward', () => {
  it('carries up to the cap and expires the rest', () => {
    expect(carryForward(8, 5)).toEqual({ carried: 5, expired: 3 });
    expect(carryForward(3, 5)).toEqual({ carried: 3, expired: 0 });
    expect(carryForward(-2, 5)).toEqual({ carried: 0, expired: 0 });
    expect(carryForward(4, 0)).toEqual({ carried: 0, expired: 4 });
  });

  it('carried plus expired is what remained; carried within the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 200 }).map((halves) => halves / 2),
        allocationArb,
        (remaining, cap) => {
          const { carried, expired } = carryForward(remaining, cap);
          expect(carried).toBeLessThanOrEqual(cap);
          expect(carried).toBeGreaterThanOrEqual(0);
          expect(expired).toBeGreaterThanOrEqual(0);
          expect(carried + expired).toBe(Math.max(0, remaining));
        },
      ),
    );
  });
});

describe('yearlyCredit: a yearly allocation of 18 in the joining year', () => {
  it('joining_month: whole months from the joining month inclusive, rounded down to half days', () => {
    // The 1st and the 31st of a month count the same whole month.
    expect(yearlyCredit(18, 'joining_month', 2026, '2026-01-01')).toEqual({ days: 18, note: null });
    expect(yearlyCredit(18, 'joining_month', 2026, '2026-01-31')).toEqual({ days: 18, note: null });
    expect(yearlyCredit(18, 'joining_month', 2026, '2026-03-01')).toEqual({
      days: 15,
      note: 'Prorated from joining on 1 Mar 2026: 10 of 12 months',
    });
    expect(yearlyCredit(18, 'joining_month', 2026, '2026-03-31')).toEqual({
      days: 15,
      note: 'Prorated from joining on 31 Mar 2026: 10 of 12 months',
    });
    expect(yearlyCredit(18, 'joining_month', 2026, '2026-11-30')).toEqual({
      days: 3,
      note: 'Prorated from joining on 30 Nov 2026: 2 of 12 months',
    });
    expect(yearlyCredit(18, 'joining_month', 2026, '2026-12-31')).toEqual({
      days: 1.5,
      note: 'Prorated from joining on 31 Dec 2026: 1 of 12 months',
    });
    // 10 × 2 / 12 = 1.67 is rounded down, never up.
    expect(yearlyCredit(10, 'joining_month', 2026, '2026-11-03').days).toBe(1.5);
  });

  it('days: calendar days from the joining day to 31 December, rounded to half days', () => {
    expect(yearlyCredit(18, 'days', 2026, '2026-01-01')).toEqual({ days: 18, note: null });
    // 31 January to 31 December: 335 of 365 days, 16.52 → 16.5.
    expect(yearlyCredit(18, 'days', 2026, '2026-01-31')).toEqual({
      days: 16.5,
      note: 'Prorated from joining on 31 Jan 2026: 335 of 365 days',
    });
    // 306 days: 15.09 → 15; 276 days: 13.61 → 13.5.
    expect(yearlyCredit(18, 'days', 2026, '2026-03-01').days).toBe(15);
    expect(yearlyCredit(18, 'days', 2026, '2026-03-31').days).toBe(13.5);
    // 30 November: 32 of 365 days, 1.58 → 1.5; 31 December: 1 day, 0.05 → nothing.
    expect(yearlyCredit(18, 'days', 2026, '2026-11-30')).toEqual({
      days: 1.5,
      note: 'Prorated from joining on 30 Nov 2026: 32 of 365 days',
    });
    expect(yearlyCredit(18, 'days', 2026, '2026-12-31')).toEqual({
      days: 0,
      note: 'Prorated from joining on 31 Dec 2026: 1 of 365 days',
    });
    // A leap year counts 366 days.
    expect(yearlyCredit(366, 'days', 2028, '2028-12-01').note).toBe(
      'Prorated from joining on 1 Dec 2028: 31 of 366 days',
    );
    expect(yearlyCredit(366, 'days', 2028, '2028-12-01').days).toBe(31);
  });

  it('none: the whole allocation; before the joining year nothing, after it and unknown whole', () => {
    expect(yearlyCredit(18, 'none', 2026, '2026-12-31')).toEqual({ days: 18, note: null });
    for (const proration of ['joining_month', 'days', 'none'] as const) {
      expect(yearlyCredit(18, proration, 2025, '2026-12-31')).toEqual({ days: 0, note: null });
      expect(yearlyCredit(18, proration, 2027, '2026-12-31')).toEqual({ days: 18, note: null });
      expect(yearlyCredit(18, proration, 2026, null)).toEqual({ days: 18, note: null });
    }
  });
});

describe('monthlyCredit: a monthly accrual of 18 a year (1.5 a month) in the joining year', () => {
  it('joining_month: nothing before the joining month, the joining month whole with a note', () => {
    expect(monthlyCredit(18, 'joining_month', 2026, 10, '2026-11-30')).toEqual({ days: 0, note: null });
    expect(monthlyCredit(18, 'joining_month', 2026, 11, '2026-11-30')).toEqual({
      days: 1.5,
      note: 'From joining on 30 Nov 2026: no accrual for the 10 months before',
    });
    expect(monthlyCredit(18, 'joining_month', 2026, 12, '2026-11-30')).toEqual({ days: 1.5, note: null });
    expect(monthlyCredit(18, 'joining_month', 2026, 11, '2026-12-31')).toEqual({ days: 0, note: null });
    expect(monthlyCredit(18, 'joining_month', 2026, 12, '2026-12-31')).toEqual({
      days: 1.5,
      note: 'From joining on 31 Dec 2026: no accrual for the 11 months before',
    });
    // January joiners, on the 1st or the 31st, miss nothing: no note.
    expect(monthlyCredit(18, 'joining_month', 2026, 1, '2026-01-01')).toEqual({ days: 1.5, note: null });
    expect(monthlyCredit(18, 'joining_month', 2026, 1, '2026-01-31')).toEqual({ days: 1.5, note: null });
  });

  it("days: the joining month's share by its remaining days, rounded to half days", () => {
    // Joined on the 1st: the month is whole (the note names the months before).
    expect(monthlyCredit(18, 'days', 2026, 3, '2026-03-01')).toEqual({
      days: 1.5,
      note: 'From joining on 1 Mar 2026: no accrual for the 2 months before',
    });
    // 16 of 31 days: 0.77 → 1.
    expect(monthlyCredit(18, 'days', 2026, 3, '2026-03-16')).toEqual({
      days: 1,
      note: 'Prorated from joining on 16 Mar 2026: 16 of 31 days of the month',
    });
    // The last day of a month: 1 of 31 (or 30) days, 0.05 → nothing; the next month whole.
    expect(monthlyCredit(18, 'days', 2026, 1, '2026-01-31')).toEqual({
      days: 0,
      note: 'Prorated from joining on 31 Jan 2026: 1 of 31 days of the month',
    });
    expect(monthlyCredit(18, 'days', 2026, 11, '2026-11-30')).toEqual({
      days: 0,
      note: 'Prorated from joining on 30 Nov 2026: 1 of 30 days of the month',
    });
    expect(monthlyCredit(18, 'days', 2026, 12, '2026-11-30')).toEqual({ days: 1.5, note: null });
    expect(monthlyCredit(18, 'days', 2026, 12, '2026-12-31').days).toBe(0);
  });

  it('none: every month as if always there; December takes the rounding remainder', () => {
    expect(monthlyCredit(18, 'none', 2026, 1, '2026-12-31')).toEqual({ days: 1.5, note: null });
    // 10 a year: 9 through November (rounded down), so December credits 1.
    expect(monthlyCredit(10, 'none', 2026, 12, '2026-12-31')).toEqual({ days: 1, note: null });
    expect(monthlyCredit(18, 'days', 2026, 5, null)).toEqual({ days: 1.5, note: null });
  });
});
