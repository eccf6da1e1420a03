import { describe, expect, it } from 'vitest';
import { parseImportDate, readImportDateOrder } from './import-dates';

const cell = (value: string, line = 2) => ({ value, line, column: 'Due Date' });

describe('import dates', () => {
  it('reads each tool’s way of writing a day', () => {
    expect(parseImportDate('2026-12-31').day).toBe('2026-12-31');
    expect(parseImportDate('31/Dec/26 12:00 AM').day).toBe('2026-12-31');
    expect(parseImportDate('Dec 31, 2026').day).toBe('2026-12-31');
    expect(parseImportDate('Friday, June 12th 2026').day).toBe('2026-06-12');
    expect(parseImportDate('12th June 2026').day).toBe('2026-06-12');
    // An instant is the day it was where the firm is: 20:00 UTC on 30 June is 1 July in Kolkata.
    expect(parseImportDate('2026-06-30T20:00:00.000Z', { zone: 'Asia/Kolkata' }).day).toBe('2026-07-01');
    expect(parseImportDate('1782849600000', { zone: 'Asia/Kolkata' }).day).toBe('2026-07-01');
    expect(parseImportDate('1782849600000', { zone: 'America/New_York' }).day).toBe('2026-06-30');
    expect(parseImportDate('31/02/2026').day).toBeUndefined();
  });

  it('reads numbers in the order asked, and says which order a cell settles', () => {
    expect(parseImportDate('03/04/2027')).toEqual({ day: '2027-04-03', isAmbiguous: true });
    expect(parseImportDate('03/04/2027', { order: 'mdy' })).toEqual({ day: '2027-03-04', isAmbiguous: true });
    expect(parseImportDate('26/01/2027')).toEqual({ day: '2027-01-26', isAmbiguous: false, settles: 'dmy' });
    expect(parseImportDate('26/01/2027', { order: 'mdy' }).day).toBeUndefined();
    expect(parseImportDate('12/31/2026', { order: 'mdy' })).toMatchObject({
      day: '2026-12-31',
      settles: 'mdy',
    });
    expect(parseImportDate('05/05/2026')).toEqual({ day: '2026-05-05', isAmbiguous: false });
  });

  it('a file’s order: chosen, else settled by its first telling cell, else asked', () => {
    expect(readImportDateOrder([cell('03/04/2027'), cell('13/04/2027', 3)])).toEqual({
      order: 'dmy',
      isChosen: false,
      question: null,
      note: 'Dates were read as day/month/year, as "13/04/2027" (line 3, Due Date) shows.',
    });
    expect(readImportDateOrder([cell('2027-04-03'), cell('03/04/2027', 3)])).toEqual({
      order: 'dmy',
      isChosen: false,
      question: {
        value: '03/04/2027',
        line: 3,
        column: 'Due Date',
        dayFirst: '3 April 2027',
        monthFirst: '4 March 2027',
      },
      note: null,
    });
    expect(readImportDateOrder([cell('03/04/2027')], 'mdy')).toMatchObject({ order: 'mdy', isChosen: true });
    expect(readImportDateOrder([cell('2027-04-03')])).toEqual({
      order: 'dmy',
      isChosen: false,
      question: null,
      note: null,
    });
  });
});
