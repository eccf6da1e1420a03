import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTimeRange,
  isoToZonedInput,
  listTimeZones,
  zonedInputToIso,
  zoneLabel,
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
