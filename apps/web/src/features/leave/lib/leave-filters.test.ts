import { describe, expect, it } from 'vitest';
import { countFilters, filtersFromParams, paramsFromFilters } from './leave-filters';

const person = '0b6a7f6e-3c1d-4b9a-9f0e-2d4c6b8a1e3f';

describe('All leave filters in the URL', () => {
  it('reads every filter back as it was written', () => {
    const filters = {
      q: 'asha',
      userId: person,
      status: 'Approved' as const,
      from: '2026-12-01',
      to: '2026-12-31',
    };
    const params = paramsFromFilters(filters, 3);
    expect(params.get('page')).toBe('3');
    expect(filtersFromParams(params)).toEqual(filters);
  });
  it('drops what is malformed instead of sending it', () => {
    const params = new URLSearchParams({
      userId: 'not-an-id',
      departmentId: person,
      status: 'Maybe',
      from: '2026-02-30',
      to: '2026-03-01',
      q: '   ',
    });
    expect(filtersFromParams(params)).toEqual({ departmentId: person, to: '2026-03-01' });
  });
  it('leaves out page 1 and empty filters', () => {
    expect(paramsFromFilters({ q: '', status: undefined }, 1).toString()).toBe('');
    expect(countFilters({ q: 'x', from: '2026-01-01' })).toBe(2);
  });
});
