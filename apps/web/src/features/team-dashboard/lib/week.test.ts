import { describe, expect, it } from 'vitest';
import { weekAround } from './week';

describe('weekAround', () => {
  it('runs Monday to Sunday, whatever day it is asked on', () => {
    expect(weekAround('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Monday
    expect(weekAround('2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekAround('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Sunday
  });

  it('crosses months and years', () => {
    expect(weekAround('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});
