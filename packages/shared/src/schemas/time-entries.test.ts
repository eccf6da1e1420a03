import { describe, expect, it } from 'vitest';
import { formatMinutes, parseHours, TimeEntryBodySchema } from './time-entries';

describe('hours typed into a timesheet cell', () => {
  it.each([
    ['7.5', 450],
    ['7,5', 450],
    ['7:30', 450],
    ['7h 30m', 450],
    ['45m', 45],
    ['2h', 120],
    ['', 0],
    ['0', 0],
  ])('%s is %i minutes', (text, minutes) => expect(parseHours(text)).toBe(minutes));

  it.each(['abc', '-1', '7:3', '7:75', '1:2:3'])('%s is unreadable', (text) =>
    expect(parseHours(text)).toBeNull(),
  );

  it('totals read as hours and minutes', () => {
    expect(formatMinutes(450)).toBe('7:30');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(0)).toBe('0:00');
  });
});

describe('a manual entry', () => {
  const taskId = '6f1c2a9e-5b7d-4c3e-9a1f-2b8d7e6c5a40';
  const fieldsOf = (body: unknown) => {
    const parsed = TimeEntryBodySchema.safeParse(body);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it('takes a start and an end, or a date and a duration', () => {
    expect(fieldsOf({ taskId, startedAt: '2026-01-05T09:00:00Z', endedAt: '2026-01-05T10:00:00Z' })).toEqual(
      {},
    );
    expect(fieldsOf({ taskId, date: '2026-01-05', durationMinutes: 90 })).toEqual({});
  });

  it('refuses an end before the start and more than 24 hours', () => {
    expect(fieldsOf({ taskId, startedAt: '2026-01-05T09:00:00Z', endedAt: '2026-01-05T08:00:00Z' })).toEqual({
      endedAt: 'End must be after Start',
    });
    expect(fieldsOf({ taskId, startedAt: '2026-01-05T09:00:00Z', endedAt: '2026-01-06T09:01:00Z' })).toEqual({
      endedAt: 'An entry can be at most 24 hours long',
    });
  });

  it('names what is missing', () => {
    expect(fieldsOf({ taskId, date: '2026-01-05' })).toEqual({
      durationMinutes: 'Enter a start and end time, or a duration',
    });
    expect(fieldsOf({ taskId, startedAt: '2026-01-05T09:00:00Z' })).toEqual({
      endedAt: 'Enter a valid end time',
    });
    expect(fieldsOf({ startedAt: '2026-01-05T09:00:00Z', endedAt: '2026-01-05T10:00:00Z' }).taskId).toBe(
      'Task is required',
    );
  });
});
