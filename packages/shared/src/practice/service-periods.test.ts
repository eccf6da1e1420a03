import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, type WorkingCalendar } from '../working-days';
import {
  appearsOn,
  type Cadence,
  financialYearLabel,
  jobDateOf,
  jobTitleOf,
  nextPeriod,
  periodContaining,
  stepDateOf,
} from './service-periods';

const APRIL = 4;
/** Monday to Friday, with Republic Day 2027 and Diwali 2026 off. */
const calendar: WorkingCalendar = {
  workWeek: [1, 2, 3, 4, 5],
  holidays: new Set(['2027-01-26', '2026-11-09']),
};
const monthly: Cadence = { frequency: 'monthly' };
const quarterly: Cadence = { frequency: 'quarterly' };

describe('periods', () => {
  it('aligns quarters, halves and years to the financial year', () => {
    expect(periodContaining('2026-11-28', quarterly, APRIL)).toEqual({
      key: '2026-10',
      start: '2026-10-01',
      end: '2026-12-31',
      label: 'Q3 FY 2026-27',
    });
    expect(periodContaining('2027-02-10', quarterly, APRIL).label).toBe('Q4 FY 2026-27');
    expect(periodContaining('2026-04-01', { frequency: 'half_yearly' }, APRIL)).toMatchObject({
      key: '2026-04',
      end: '2026-09-30',
      label: 'H1 FY 2026-27',
    });
    expect(periodContaining('2027-03-31', { frequency: 'yearly' }, APRIL)).toMatchObject({
      key: '2026-04',
      start: '2026-04-01',
      end: '2027-03-31',
      label: 'FY 2026-27',
    });
    expect(periodContaining('2026-11-28', { frequency: 'yearly' }, 1).label).toBe('FY 2026');
    expect(periodContaining('2026-11-28', monthly, APRIL)).toMatchObject({
      key: '2026-11',
      label: 'Nov 2026',
    });
  });

  it('runs periods of a length that does not divide the year from the service start', () => {
    const every5: Cadence = { frequency: 'every_n_months', everyMonths: 5 };
    const first = periodContaining('2026-11-15', every5, APRIL, '2026-11-01');
    expect(first).toMatchObject({ key: '2026-11', end: '2027-03-31', label: 'Nov 2026–Mar 2027' });
    expect(nextPeriod(first, every5, APRIL)).toMatchObject({
      key: '2027-04',
      end: '2027-08-31',
      label: 'Apr–Aug 2027',
    });
    expect(periodContaining('2026-11-15', { frequency: 'every_n_months', everyMonths: 2 }, APRIL).key).toBe(
      '2026-10',
    );
  });

  it('has one period for a one-off, and none after it', () => {
    const once = periodContaining('2026-12-05', { frequency: 'one_off' }, APRIL, '2026-12-05');
    expect(once.key).toBe('once');
    expect(nextPeriod(once, { frequency: 'one_off' }, APRIL)).toBeNull();
  });

  it('tiles the calendar: each period starts the day after the last ends, whatever the cadence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Cadence>(
          monthly,
          quarterly,
          { frequency: 'half_yearly' },
          { frequency: 'yearly' },
          { frequency: 'every_n_months', everyMonths: 5 },
        ),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        (cadence, fyStart, offset) => {
          const day = addCalendarDays('2020-01-01', offset);
          const period = periodContaining(day, cadence, fyStart, '2020-01-01');
          expect(period.start <= day && day <= period.end).toBe(true);
          const next = nextPeriod(period, cadence, fyStart, '2020-01-01');
          expect(next?.start).toBe(addCalendarDays(period.end, 1));
        },
      ),
    );
  });

  it('names the financial year by its two calendar years', () => {
    expect(financialYearLabel(2027 * 12 + 2, APRIL)).toBe('2026-27');
    expect(financialYearLabel(2099 * 12 + 5, APRIL)).toBe('2099-00');
  });
});

describe('job dates', () => {
  const november = periodContaining('2026-11-15', monthly, APRIL);
  const q4 = periodContaining('2027-02-15', quarterly, APRIL);

  it('puts a monthly return on a day of the next month, clamped to short months', () => {
    expect(jobDateOf({ kind: 'day_after_period', day: 20, monthsAfter: 1 }, november, { calendar })).toBe(
      '2026-12-20',
    );
    const january = periodContaining('2027-01-10', monthly, APRIL);
    expect(jobDateOf({ kind: 'day_after_period', day: 31, monthsAfter: 1 }, january, { calendar })).toBe(
      '2027-02-28',
    );
    const january2028 = periodContaining('2028-01-10', monthly, APRIL);
    expect(jobDateOf({ kind: 'day_after_period', day: 30, monthsAfter: 1 }, january2028, { calendar })).toBe(
      '2028-02-29',
    );
    expect(jobDateOf({ kind: 'day_after_period', day: 31, monthsAfter: 1 }, q4, { calendar })).toBe(
      '2027-04-30',
    );
  });

  it('moves a date that is not worked when the rule says so, past holidays too', () => {
    // 20 December 2026 is a Sunday.
    const rule = { kind: 'day_after_period', day: 20, monthsAfter: 1 } as const;
    expect(jobDateOf({ ...rule, adjust: 'next_working_day' }, november, { calendar })).toBe('2026-12-21');
    expect(jobDateOf({ ...rule, adjust: 'previous_working_day' }, november, { calendar })).toBe('2026-12-18');
    const december = periodContaining('2026-12-10', monthly, APRIL);
    // 26 January 2027 is Republic Day, a Tuesday.
    expect(
      jobDateOf({ kind: 'day_after_period', day: 26, monthsAfter: 1, adjust: 'next_working_day' }, december, {
        calendar,
      }),
    ).toBe('2027-01-27');
  });

  it('finds the last working day of a month', () => {
    // 31 October 2026 is a Saturday.
    const september = periodContaining('2026-09-10', monthly, APRIL);
    expect(jobDateOf({ kind: 'last_working_day', monthsAfter: 1 }, september, { calendar })).toBe(
      '2026-10-30',
    );
    expect(jobDateOf({ kind: 'last_working_day', monthsAfter: 0 }, september, { calendar })).toBe(
      '2026-09-30',
    );
  });

  it('puts a yearly return on a fixed date after the year, and on the client year end plus months', () => {
    const fy = periodContaining('2026-11-15', { frequency: 'yearly' }, APRIL);
    expect(jobDateOf({ kind: 'fixed_date', month: 7, day: 31 }, fy, { calendar })).toBe('2027-07-31');
    expect(jobDateOf({ kind: 'fixed_date', month: 3, day: 31 }, fy, { calendar })).toBe('2028-03-31');
    expect(jobDateOf({ kind: 'client_year_end', monthsAfter: 6 }, fy, { calendar })).toBe('2027-09-30');
    expect(
      jobDateOf({ kind: 'client_year_end', monthsAfter: 6 }, fy, {
        calendar,
        clientYearEnd: { month: 12, day: 31 },
      }),
    ).toBe('2027-06-30');
    expect(
      jobDateOf({ kind: 'client_year_end', monthsAfter: 1 }, fy, {
        calendar,
        clientYearEnd: { month: 2, day: 29 },
      }),
    ).toBe('2027-03-31');
  });
});

describe('steps and lead time', () => {
  it('offsets steps in calendar or working days, before or after the job date', () => {
    expect(stepDateOf('2026-12-20', { offset: -2, unit: 'working_days' }, calendar)).toBe('2026-12-17');
    expect(stepDateOf('2026-11-11', { offset: -2, unit: 'working_days' }, calendar)).toBe('2026-11-06');
    expect(stepDateOf('2026-12-20', { offset: -10, unit: 'days' }, calendar)).toBe('2026-12-10');
    expect(stepDateOf('2026-12-20', { offset: 0, unit: 'working_days' }, calendar)).toBe('2026-12-20');
  });

  it('makes a job appear its lead time before its earliest date', () => {
    expect(appearsOn('2026-12-20', '2026-12-10', 5)).toBe('2026-12-05');
    expect(appearsOn('2026-12-20', null, 0)).toBe('2026-12-20');
    expect(appearsOn('2026-12-20', '2026-12-22', 3)).toBe('2026-12-17');
  });

  it('names a job from its pattern', () => {
    const period = periodContaining('2026-11-15', monthly, APRIL);
    expect(jobTitleOf('GSTR-3B – {period}', period, 'Acme')).toBe('GSTR-3B – Nov 2026');
    expect(jobTitleOf('{client}: audit {period}', period, 'Acme')).toBe('Acme: audit Nov 2026');
  });
});
