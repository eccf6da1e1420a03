import type { LeaveAvailabilityEntry } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { toCalendarEvents, visibleDays } from './calendar-events';

const entry: LeaveAvailabilityEntry = {
  requestId: 'r1',
  user: { id: 'u1', name: 'Asha Rao' },
  department: { id: 'd1', name: 'Audit & Assurance' },
  leaveType: 'Annual',
  fromDate: '2026-12-30',
  toDate: '2027-01-02',
  fromDateHalf: false,
  toDateHalf: false,
  status: 'Approved',
};

describe('toCalendarEvents', () => {
  it('spans the leave to its last day inclusive, across a year end', () => {
    expect(toCalendarEvents([entry])[0]).toMatchObject({
      title: 'Asha Rao · Annual',
      start: '2026-12-30',
      end: '2027-01-03',
      isPending: false,
    });
  });
  it('names the half taken and a pending leave in the title', () => {
    const half = { ...entry, toDate: '2026-12-30', fromDateHalf: true, status: 'Pending' as const };
    expect(toCalendarEvents([half])[0]?.title).toBe('Asha Rao · Annual (afternoon, pending)');
    const morning = { ...half, fromDateHalf: false, toDateHalf: true, status: 'Approved' as const };
    expect(toCalendarEvents([morning])[0]?.title).toBe('Asha Rao · Annual (morning)');
    // Applied before the half was asked for (both flags, migration 0033): which half is not known.
    const unknown = { ...half, toDateHalf: true, status: 'Approved' as const };
    expect(toCalendarEvents([unknown])[0]?.title).toBe('Asha Rao · Annual (half day)');
  });
});

describe('visibleDays', () => {
  it('turns a view’s exclusive end into its last day', () => {
    expect(visibleDays('2026-11-30T00:00:00+05:30', '2027-01-11T00:00:00+05:30')).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
    });
  });
});
