import { describe, expect, it } from 'vitest';
import { explicitPeriod, MAX_PERIOD_DAYS, periodOf, readPeriod } from './periods';

/** Wednesday 2 December 2026 (the week runs Monday 30 November to Sunday 6 December). */
const TODAY = '2026-12-02';
const days = (question: string, today = TODAY) => {
  const period = readPeriod(question, today);
  return period && [period.from, period.to];
};

describe('the days a question names (issue 39, item 6)', () => {
  it('reads a month, this year while it is not over, else the coming one', () => {
    expect(readPeriod('Who is on leave in December?', TODAY)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      label: 'in December 2026',
    });
    expect(days('Who is off in March?')).toEqual(['2027-03-01', '2027-03-31']);
    expect(days('who is away in feb 2028')).toEqual(['2028-02-01', '2028-02-29']);
    // In the past tense, the month gone by.
    expect(days('Who was on leave in March?')).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('reads days and ranges as people write them, the year rolling over where it must', () => {
    expect(days('Is anyone on leave on 14 December?')).toEqual(['2026-12-14', '2026-12-14']);
    expect(days('Who is away 14–15 Dec?')).toEqual(['2026-12-14', '2026-12-15']);
    expect(days('who is off from 14 to 18 December')).toEqual(['2026-12-14', '2026-12-18']);
    expect(days('between Dec 14 and Dec 18')).toEqual(['2026-12-14', '2026-12-18']);
    expect(days('from 30 Dec to 2 Jan')).toEqual(['2026-12-30', '2027-01-02']);
    expect(days('on December 1st')).toEqual(['2027-12-01', '2027-12-01']);
    expect(days('from 2026-12-14 to 2026-12-18')).toEqual(['2026-12-14', '2026-12-18']);
    expect(days('on 26/01')).toEqual(['2027-01-26', '2027-01-26']);
    expect(readPeriod('from 14 to 18 December', TODAY)?.label).toBe('from 14 to 18 December 2026');
  });

  it('reads named periods around today', () => {
    expect(days('Who is off next week?')).toEqual(['2026-12-07', '2026-12-13']);
    expect(days('hours this week')).toEqual(['2026-11-30', '2026-12-06']);
    expect(days('last month')).toEqual(['2026-11-01', '2026-11-30']);
    expect(days('next month', '2026-12-31')).toEqual(['2027-01-01', '2027-01-31']);
    expect(days('in the next 30 days')).toEqual(['2026-12-02', '2026-12-31']);
    expect(periodOf('yesterday', TODAY)).toMatchObject({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('names no period where there is none ("May I…" is not a month), and refuses impossible ones', () => {
    expect(readPeriod('May I see who is on leave?', TODAY)).toBeNull();
    expect(readPeriod('Who decides my leave?', TODAY)).toBeNull();
    expect(days('from 2026-12-18 to 2026-12-14')).toBeNull();
    expect(explicitPeriod('2026-02-30', '2026-03-01')).toBeNull();
    expect(explicitPeriod('2026-01-01', '2028-01-01')).toBeNull();
    expect(explicitPeriod('2026-01-01', '2026-12-31')).not.toBeNull();
    expect(MAX_PERIOD_DAYS).toBe(366);
  });
});
