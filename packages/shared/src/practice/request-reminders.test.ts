import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMINDERS_AFTER_DUE_MAX } from '../schemas/client-requests';
import { addCalendarDays } from '../working-days';
import { isCadenceDay, type ReminderState, reminderDueOn, upcomingReminderDays } from './request-reminders';

const DUE = '2026-11-20';
/** The defaults: 7, 3 and 1 day before, then every 3 days after. */
const cadence = { dueOn: DUE, remindDaysBefore: [7, 3, 1], remindEveryDaysAfter: 3 };
const open: ReminderState = {
  ...cadence,
  status: 'open',
  remindersPaused: false,
  sentOn: '2026-11-01',
  lastRemindedOn: null,
  itemStatuses: ['pending', 'submitted'],
};
const day = (offset: number) => addCalendarDays(DUE, offset);

describe('the cadence', () => {
  it.each([
    [-8, false],
    [-7, true],
    [-6, false],
    [-3, true],
    [-2, false],
    [-1, true],
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [4, false],
    [6, true],
    [9, true],
    [3 * REMINDERS_AFTER_DUE_MAX, true],
    [3 * (REMINDERS_AFTER_DUE_MAX + 1), false],
    [3 * 40, false],
  ])('names the day %i from the due date: %s', (offset, expected) => {
    expect(isCadenceDay(cadence, day(offset))).toBe(expected);
  });

  it('sends nothing after the due date when the interval is 0', () => {
    const none = { ...cadence, remindEveryDaysAfter: 0 };
    expect([1, 2, 3, 6, 30].some((offset) => isCadenceDay(none, day(offset)))).toBe(false);
    expect(isCadenceDay(none, day(-1))).toBe(true);
  });

  it('reminds after the due date at most REMINDERS_AFTER_DUE_MAX times, whatever the interval', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (every) => {
        const days = Array.from({ length: 400 }, (_, index) => day(index + 1));
        const after = days.filter((each) => isCadenceDay({ ...cadence, remindEveryDaysAfter: every }, each));
        expect(after).toHaveLength(REMINDERS_AFTER_DUE_MAX);
        expect(after[0]).toBe(day(every));
      }),
    );
  });

  it('crosses months and years by calendar days', () => {
    const yearEnd = { dueOn: '2027-01-02', remindDaysBefore: [7, 3], remindEveryDaysAfter: 30 };
    expect(isCadenceDay(yearEnd, '2026-12-26')).toBe(true);
    expect(isCadenceDay(yearEnd, '2026-12-30')).toBe(true);
    expect(isCadenceDay(yearEnd, '2027-02-01')).toBe(true);
  });
});

describe('a reminder due today', () => {
  it('goes on a cadence day of an open request with an item owed', () => {
    expect(reminderDueOn(open, day(-7))).toBe(true);
    expect(reminderDueOn(open, day(3))).toBe(true);
    expect(reminderDueOn(open, day(-5))).toBe(false);
  });

  it('counts a returned item as owed, and stops once everything is in', () => {
    expect(reminderDueOn({ ...open, itemStatuses: ['accepted', 'returned'] }, day(-3))).toBe(true);
    expect(reminderDueOn({ ...open, itemStatuses: ['accepted', 'submitted'] }, day(-3))).toBe(false);
    expect(reminderDueOn({ ...open, itemStatuses: [] }, day(-3))).toBe(false);
  });

  it('never goes paused, cancelled, complete or unsent', () => {
    expect(reminderDueOn({ ...open, remindersPaused: true }, day(-1))).toBe(false);
    expect(reminderDueOn({ ...open, status: 'cancelled' }, day(-1))).toBe(false);
    expect(reminderDueOn({ ...open, status: 'complete' }, day(-1))).toBe(false);
    expect(reminderDueOn({ ...open, sentOn: null }, day(-1))).toBe(false);
  });

  it('never goes on the day the request was sent (nor before it)', () => {
    expect(reminderDueOn({ ...open, sentOn: day(-3) }, day(-3))).toBe(false);
    expect(reminderDueOn({ ...open, sentOn: day(-2) }, day(-3))).toBe(false);
    expect(reminderDueOn({ ...open, sentOn: day(-4) }, day(-3))).toBe(true);
  });

  it('goes once a day at most: a reminder or a nudge that day counts', () => {
    expect(reminderDueOn({ ...open, lastRemindedOn: day(-1) }, day(-1))).toBe(false);
    expect(reminderDueOn({ ...open, lastRemindedOn: day(-3) }, day(-1))).toBe(true);
  });

  it('never goes on two days in a row with the default cadence, whatever the day sent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), (sentOffset) => {
        const state = { ...open, sentOn: day(sentOffset) };
        const due = Array.from({ length: 80 }, (_, index) => day(index - 40)).filter((each) =>
          reminderDueOn(state, each),
        );
        for (const each of due) expect(each > day(sentOffset)).toBe(true);
        expect(due.length).toBeLessThanOrEqual(3 + REMINDERS_AFTER_DUE_MAX);
      }),
    );
  });
});

describe('the days to come', () => {
  it('lists the cadence from a day on, earliest first, after the day sent', () => {
    expect(upcomingReminderDays(cadence, day(-10), { limit: 5 })).toEqual([
      day(-7),
      day(-3),
      day(-1),
      day(3),
      day(6),
    ]);
    expect(upcomingReminderDays(cadence, day(-10), { sentOn: day(-3), limit: 2 })).toEqual([day(-1), day(3)]);
    expect(upcomingReminderDays({ ...cadence, remindDaysBefore: [3, 3, 7] }, day(-7))).toHaveLength(
      2 + REMINDERS_AFTER_DUE_MAX,
    );
  });

  it('agrees with the cadence day by day', () => {
    const listed = upcomingReminderDays(cadence, day(-60));
    const walked = Array.from({ length: 120 }, (_, index) => day(index - 60)).filter((each) =>
      isCadenceDay(cadence, each),
    );
    expect(listed).toEqual(walked);
  });
});
