import { describe, expect, it } from 'vitest';
import type { WorkingCalendar } from '../working-days';
import { previewJobs, type ServiceDraft, stepDatesOf, stepTaskTitle } from './service-jobs';

const APRIL = 4;
/** Monday to Friday; Friday 18 December 2026 is a holiday. */
const calendar: WorkingCalendar = { workWeek: [1, 2, 3, 4, 5], holidays: new Set(['2026-12-18']) };

const gstr3b: ServiceDraft = {
  frequency: 'monthly',
  namePattern: 'GSTR-3B – {period} ({client})',
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  leadDays: 3,
  steps: [
    { title: 'Collect data', startOffset: -15, startUnit: 'days', dueOffset: -8, dueUnit: 'days' },
    {
      title: 'File',
      startOffset: -1,
      startUnit: 'working_days',
      dueOffset: -2,
      dueUnit: 'working_days',
    },
  ],
};
const context = { from: '2026-11-28', count: 3, fyStartMonth: APRIL, calendar, clientName: 'Sharma Traders' };

describe('previewing a draft service', () => {
  it('shows each period from the current one: its job, the day it appears and its steps in the working calendar', () => {
    const [november, december, january] = previewJobs(gstr3b, context);
    expect(november).toEqual({
      periodKey: '2026-11',
      periodLabel: 'Nov 2026',
      title: 'GSTR-3B – Nov 2026 (Sharma Traders)',
      jobDate: '2026-12-20',
      // The first step starts on 5 December; the lead time of 3 days makes the job appear on the 2nd.
      appearsOn: '2026-12-02',
      steps: [
        {
          title: 'GSTR-3B – Nov 2026 (Sharma Traders): Collect data',
          startDate: '2026-12-05',
          dueDate: '2026-12-12',
        },
        // 20 Dec is a Sunday: two working days before, skipping the holiday on Friday 18th, is Wednesday
        // 16th; the start (one working day before) would be after it and is the due date.
        {
          title: 'GSTR-3B – Nov 2026 (Sharma Traders): File',
          startDate: '2026-12-16',
          dueDate: '2026-12-16',
        },
      ],
    });
    expect(december?.jobDate).toBe('2027-01-20');
    expect(january?.periodLabel).toBe('Jan 2027');
  });

  it('names quarters by the financial year, anchors every N months at the first day, and shows a one-off once', () => {
    const quarterly = previewJobs(
      { ...gstr3b, frequency: 'quarterly', namePattern: 'TDS – {period}' },
      context,
    );
    expect(quarterly.map((period) => [period.periodLabel, period.jobDate])).toEqual([
      ['Q3 FY 2026-27', '2027-01-20'],
      ['Q4 FY 2026-27', '2027-04-20'],
      ['Q1 FY 2027-28', '2027-07-20'],
    ]);
    const everyFive = previewJobs({ ...gstr3b, frequency: 'every_n_months', everyMonths: 5 }, context);
    expect(everyFive.map((period) => period.periodKey)).toEqual(['2026-11', '2027-04', '2027-09']);
    const once = previewJobs(
      { ...gstr3b, frequency: 'one_off', namePattern: 'Company incorporation' },
      context,
    );
    expect(once).toHaveLength(1);
    expect(once[0]?.title).toBe('Company incorporation');
  });
});

describe('step dates and names', () => {
  it('keeps a start after its due date on the due date', () => {
    expect(
      stepDatesOf(
        '2026-12-20',
        { startOffset: 5, startUnit: 'days', dueOffset: 0, dueUnit: 'days' },
        calendar,
      ),
    ).toEqual({ start: '2026-12-20', due: '2026-12-20' });
  });

  it("names a one-step job's task as the job, and a step of several after the job", () => {
    expect(stepTaskTitle('GSTR-1 – Nov 2026', 'File', 1)).toBe('GSTR-1 – Nov 2026');
    expect(stepTaskTitle('GSTR-1 – Nov 2026', 'File', 2)).toBe('GSTR-1 – Nov 2026: File');
  });
});
