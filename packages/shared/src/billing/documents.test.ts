import { describe, expect, it } from 'vitest';
import { ageingBucket, documentNumber, financialYearOf, financialYearStart } from './documents';

describe('document numbering and ageing', () => {
  it('names the Indian financial year from April, across the year end', () => {
    expect(financialYearOf('2026-04-01', 4)).toBe('2026-27');
    expect(financialYearOf('2026-03-31', 4)).toBe('2025-26');
    expect(financialYearOf('2099-12-31', 4)).toBe('2099-00');
    expect(financialYearOf('2026-03-31', 1)).toBe('2026');
  });

  it('starts the financial year a day falls in on the first of its month', () => {
    expect(financialYearStart('2026-04-01', 4)).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31', 4)).toBe('2026-04-01');
    expect(financialYearStart('2026-12-02', 1)).toBe('2026-01-01');
    expect(financialYearStart('2026-06-30', 7)).toBe('2025-07-01');
  });

  it('numbers a document as prefix/year/sequence, four digits and wider past 9,999', () => {
    expect(documentNumber('PRA', '2026-27', 1)).toBe('PRA/2026-27/0001');
    expect(documentNumber('CN', '2026-27', 12_345)).toBe('CN/2026-27/12345');
  });

  it('ages by whole days since the issue date, bucket edges included', () => {
    expect(ageingBucket('2026-10-30', '2026-11-29')).toBe('0-30');
    expect(ageingBucket('2026-10-29', '2026-11-29')).toBe('31-60');
    expect(ageingBucket('2026-09-30', '2026-11-29')).toBe('31-60');
    expect(ageingBucket('2026-09-29', '2026-11-29')).toBe('61-90');
    expect(ageingBucket('2026-08-31', '2026-11-29')).toBe('61-90');
    expect(ageingBucket('2026-08-30', '2026-11-29')).toBe('90+');
    expect(ageingBucket('2026-12-01', '2026-11-29')).toBe('0-30');
  });
});
