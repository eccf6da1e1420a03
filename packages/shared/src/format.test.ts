import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTimeRange,
  isoToZonedInput,
  isTimeZone,
  listTimeZones,
  todayFor,
  todayIn,
  zonedInputToIso,
  zoneLabel,
  zoneOfPerson,
} from './format';

const AT = '2026-12-15T09:30:00.000Z'; // 15:00 in India

describe('one date and time rule', () => {
  it('shows an instant in the given zone, naming the zone unless the viewer shares it', () => {
    expect(formatDateTime(AT, { timeZone: 'Asia/Kolkata' })).toBe('Tue, 15 Dec 2026, 15:00 GMT+5:30');
    expect(formatDateTime(AT, { timeZone: 'Asia/Kolkata', viewerTimeZone: 'Asia/Kolkata' })).toBe(
      'Tue, 15 Dec 2026, 15:00',
    );
    expect(formatDateTime(AT, { timeZone: 'Asia/Kolkata', viewerTimeZone: 'UTC' })).toBe(
      'Tue, 15 Dec 2026, 15:00 GMT+5:30',
    );
    expect(formatTimeRange(AT, 60, { timeZone: 'Asia/Kolkata' })).toBe(
      'Tue, 15 Dec 2026, 15:00 – 16:00 GMT+5:30',
    );
  });
  it('writes one date format for instants and calendar days', () => {
    expect(formatDate(AT, 'UTC')).toBe('15 Dec 2026');
    expect(formatCalendarDate('2008-03-02')).toBe('2 Mar 2008');
    expect(zoneLabel('UTC')).toBe('GMT');
  });
  it('reads and writes datetime-local values in a zone, both ways', () => {
    expect(zonedInputToIso('2026-12-15T15:00', 'Asia/Kolkata')).toBe(AT);
    expect(isoToZonedInput(AT, 'Asia/Kolkata')).toBe('2026-12-15T15:00');
    // Across a daylight-saving change.
    const summer = zonedInputToIso('2026-07-01T09:00', 'Europe/London');
    expect(summer).toBe('2026-07-01T08:00:00.000Z');
    expect(isoToZonedInput(summer, 'Europe/London')).toBe('2026-07-01T09:00');
  });
  it('lists current zone names once, with offsets', () => {
    const zones = listTimeZones(['Asia/Calcutta']);
    const ids = zones.map((zone) => zone.id);
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).not.toContain('Asia/Calcutta');
    expect(new Set(ids).size).toBe(ids.length);
    expect(zones.find((zone) => zone.id === 'Asia/Kolkata')?.label).toBe('(GMT+5:30) Asia/Kolkata');
  });
});

describe('todayFor: one "today" (issue 30, item 12)', () => {
  // 00:11 in Kolkata on the 26th is 18:41 on the 25th in UTC (a browser or server in UTC).
  const justAfterMidnightIst = new Date('2026-11-25T18:41:00Z');

  it('is the organization’s day, not the UTC one, when the person sets no zone', () => {
    expect(todayFor({ organizationZone: 'Asia/Kolkata' }, justAfterMidnightIst)).toBe('2026-11-26');
    expect(justAfterMidnightIst.toISOString().slice(0, 10)).toBe('2026-11-25');
  });

  it('is the person’s own day when their profile sets a zone', () => {
    expect(
      todayFor({ personZone: 'America/New_York', organizationZone: 'Asia/Kolkata' }, justAfterMidnightIst),
    ).toBe('2026-11-25');
  });

  it('falls back to the organization’s zone for an unknown personal zone, and to UTC without any', () => {
    expect(zoneOfPerson('Mars/Olympus', 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(zoneOfPerson(null, null)).toBe('UTC');
  });

  it('turns the year at midnight in the zone: 31 December 23:50 and 1 January 00:10 in Kolkata', () => {
    expect(todayFor({ organizationZone: 'Asia/Kolkata' }, new Date('2025-12-31T18:20:00Z'))).toBe(
      '2025-12-31',
    );
    expect(todayFor({ organizationZone: 'Asia/Kolkata' }, new Date('2025-12-31T18:40:00Z'))).toBe(
      '2026-01-01',
    );
  });
});

describe('isTimeZone', () => {
  it('answers the same when asked again: known zones and aliases yes, an unknown name no', () => {
    for (let round = 0; round < 2; round++) {
      expect(isTimeZone('Asia/Kolkata')).toBe(true);
      expect(isTimeZone('Asia/Calcutta')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });

  it('lets todayIn fall back to UTC for an unknown zone, before and after a known one was asked', () => {
    const lateEvening = new Date('2026-11-30T20:00:00Z');
    expect(todayIn('Mars/Olympus_Mons', lateEvening)).toBe('2026-11-30');
    expect(todayIn('Asia/Kolkata', lateEvening)).toBe('2026-12-01');
    expect(todayIn('Mars/Olympus_Mons', lateEvening)).toBe('2026-11-30');
  });
});
