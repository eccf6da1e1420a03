import { addCalendarDays, countWorkingDays, isoWeekday, type WorkingCalendar } from '@taskflow/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedThroughMonth,
  carryForward,
  daysByYear,
  leaveDays,
  monthlyAccrual,
  sumDays,
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
