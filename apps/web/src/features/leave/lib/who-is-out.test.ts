import type { LeaveAvailabilityEntry } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { partOfDay, weekOf, whoIsOut } from './who-is-out';

const entry = (
  name: string,
  fromDate: string,
  toDate: string,
  extra: Partial<LeaveAvailabilityEntry> = {},
): LeaveAvailabilityEntry => ({
  requestId: `${name}-${fromDate}`,
  user: { id: name, name },
  department: null,
  leaveType: 'Annual',
  fromDate,
  toDate,
  fromDateHalf: false,
  toDateHalf: false,
  status: 'Approved',
  ...extra,
});

describe('weekOf', () => {
  it('runs Monday to Sunday, across a month and a year end', () => {
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('whoIsOut', () => {
  const today = '2026-11-25'; // a Wednesday
  it('lists who is out today, and the rest of the week without repeating them', () => {
    const result = whoIsOut(
      [
        entry('Ravi', '2026-11-27', '2026-11-27'),
        entry('Asha', '2026-11-20', '2026-11-25'),
        entry('Asha', '2026-11-27', '2026-11-28'),
        entry('Meera', '2026-11-23', '2026-11-23'),
        entry('Zoe', '2026-12-01', '2026-12-02'),
      ],
      today,
    );
    expect(result.today.map((e) => e.user.name)).toEqual(['Asha']);
    expect(result.laterThisWeek.map((e) => e.user.name)).toEqual(['Meera', 'Ravi']);
  });
  it('is empty when no one is out', () => {
    expect(whoIsOut([], today)).toEqual({ today: [], laterThisWeek: [] });
  });
});

describe('partOfDay', () => {
  it('reads the half-day flags at either end of a leave', () => {
    const single = entry('Asha', '2026-11-25', '2026-11-25', { fromDateHalf: true });
    expect(partOfDay(single, '2026-11-25')).toBe('afternoon');
    const span = entry('Asha', '2026-11-24', '2026-11-26', { toDateHalf: true });
    expect(partOfDay(span, '2026-11-24')).toBe('whole');
    expect(partOfDay(span, '2026-11-26')).toBe('morning');
    // A one-day morning is the To Date's flag; both flags: applied before the half was asked for.
    expect(partOfDay(entry('Asha', '2026-11-25', '2026-11-25', { toDateHalf: true }), '2026-11-25')).toBe(
      'morning',
    );
    expect(
      partOfDay(
        entry('Asha', '2026-11-25', '2026-11-25', { fromDateHalf: true, toDateHalf: true }),
        '2026-11-25',
      ),
    ).toBe('half');
  });
});
