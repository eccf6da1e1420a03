import { workingDayTest as calendarTest } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { nextOccurrence, type RecurrenceRule } from './recurrence';

const rule = (overrides: Partial<RecurrenceRule>): RecurrenceRule => ({
  frequency: 'monthly',
  interval: 1,
  monthDay: null,
  isLastWorkingDay: false,
  endDate: null,
  ...overrides,
});
const workingDayTest = (workWeek: number[], holidays: Set<string>) => calendarTest({ workWeek, holidays });
const weekdays = workingDayTest([1, 2, 3, 4, 5], new Set());

describe('nextOccurrence', () => {
  it('daily and weekly step by their interval', () => {
    expect(nextOccurrence(rule({ frequency: 'daily', interval: 3 }), '2031-02-27')).toBe('2031-03-02');
    expect(nextOccurrence(rule({ frequency: 'weekly' }), '2031-12-29')).toBe('2032-01-05');
  });

  it('monthly keeps its day, using the last day of shorter months', () => {
    const on31 = rule({ monthDay: 31 });
    expect(nextOccurrence(on31, '2031-01-31')).toBe('2031-02-28');
    expect(nextOccurrence(on31, '2031-02-28')).toBe('2031-03-31');
    expect(nextOccurrence(rule({ monthDay: 15, interval: 3 }), '2031-11-15')).toBe('2032-02-15');
  });

  it('the last working day skips weekends and holidays', () => {
    const last = rule({ isLastWorkingDay: true });
    // May 2031 ends on a Saturday: Friday the 30th.
    expect(nextOccurrence(last, '2031-04-30', weekdays)).toBe('2031-05-30');
    const withHoliday = workingDayTest([1, 2, 3, 4, 5], new Set(['2031-05-30']));
    expect(nextOccurrence(last, '2031-04-30', withHoliday)).toBe('2031-05-29');
    // A six-day work week keeps Saturday.
    expect(nextOccurrence(last, '2031-04-30', workingDayTest([1, 2, 3, 4, 5, 6], new Set()))).toBe(
      '2031-05-31',
    );
  });

  it('yearly keeps 29 February on the 28th in common years', () => {
    expect(nextOccurrence(rule({ frequency: 'yearly', monthDay: 29 }), '2032-02-29')).toBe('2033-02-28');
  });

  it('stops after the end date', () => {
    expect(nextOccurrence(rule({ frequency: 'weekly', endDate: '2031-01-10' }), '2031-01-01')).toBe(
      '2031-01-08',
    );
    expect(nextOccurrence(rule({ frequency: 'weekly', endDate: '2031-01-10' }), '2031-01-08')).toBeNull();
  });
});
