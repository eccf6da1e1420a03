import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { CSV_MAX_CELLS, CSV_MAX_COLUMNS, readCsv, sniffDelimiter } from './csv';
import { csvOffThread } from './off-thread';

describe('readCsv', () => {
  it('drops the BOM, trims cells, and numbers rows by the line of the file they start on', async () => {
    const rows = await readCsv(
      '\uFEFFName , Email\n\n Asha ,asha@example.com\n"Ravi\nKumar", ravi@example.com\nOnly a name\n',
    );
    expect(rows).toEqual([
      { line: 1, cells: ['Name', 'Email'] },
      { line: 3, cells: ['Asha', 'asha@example.com'] },
      { line: 5, cells: ['Ravi\nKumar', 'ravi@example.com'] },
      { line: 6, cells: ['Only a name'] },
    ]);
  });

  it('keeps commas and quotes inside quoted cells', async () => {
    expect((await readCsv('name,note\n"Acme, Inc.","She said ""yes"""\n'))[1]?.cells).toEqual([
      'Acme, Inc.',
      'She said "yes"',
    ]);
  });

  it('refuses a file it cannot read on the file field, with the row where it stopped', async () => {
    const refusal = await readCsv('date,name\n2026-01-26,Republic Day\n2026-03-14,"Holi\n').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).fields?.file).toMatch(/^Row \d+: The file is not a readable CSV/);
  });

  it('answers no rows for an empty file', async () => {
    expect(await readCsv('')).toEqual([]);
    expect(await readCsv('\uFEFF\n\n')).toEqual([]);
  });

  it("reads the delimiter from the header: Excel's semicolons, tabs, and commas inside quotes", async () => {
    expect(sniffDelimiter('date;name\n26/01/2027;Republic Day\n')).toBe(';');
    expect(sniffDelimiter('"Name, full"\tEmail\n')).toBe('\t');
    expect(sniffDelimiter('Name\n"a;b;c"\n')).toBe(',');
    expect(await readCsv('date;name\n2027-01-26;"Republic Day; national"\n')).toEqual([
      { line: 1, cells: ['date', 'name'] },
      { line: 2, cells: ['2027-01-26', 'Republic Day; national'] },
    ]);
  });

  it('refuses a sheet too wide or too large before parsing it, naming the file field', async () => {
    const header = (count: number) =>
      `${Array.from({ length: count }, (_, index) => `c${index}`).join(',')}\n`;
    const wide = await readCsv(header(CSV_MAX_COLUMNS + 1)).catch((error: unknown) => error);
    expect((wide as AppError).fields?.file).toBe(
      `The file has ${CSV_MAX_COLUMNS + 1} columns; at most ${CSV_MAX_COLUMNS} can be imported`,
    );
    const tall = await readCsv(`a,b\n${'1,2\n'.repeat(CSV_MAX_CELLS / 2)}`).catch((error: unknown) => error);
    expect((tall as AppError).fields?.file).toMatch(/^The file has more than 200,000 cells/);
    // The widest sheet allowed is read.
    expect((await readCsv(header(CSV_MAX_COLUMNS)))[0]?.cells).toHaveLength(CSV_MAX_COLUMNS);
  });
});

describe('csvOffThread', () => {
  it('writes a BOM, the header and the rows, with formulas escaped and commas quoted', async () => {
    const stream = csvOffThread(
      ['Task', 'Hours'],
      [
        ['=HYPERLINK("http://evil")', 2],
        ['Audit, FY 2026', '1.50'],
      ],
    );
    const bytes = await buffer(stream);
    // The BOM's bytes (text() would drop it when decoding).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Task,Hours\n"\'=HYPERLINK(""http://evil"")",2\n"Audit, FY 2026",1.50\n',
    );
  });

  it('streams many rows, asked for as it writes, in order', async () => {
    async function* rows() {
      for (let n = 0; n < 20_000; n++) yield [n];
    }
    const lines = (await text(csvOffThread(['n'], rows()))).split('\n');
    expect(lines).toHaveLength(20_002);
    expect(lines[1]).toBe('0');
    expect(lines[20_000]).toBe('19999');
  });

  it('stops reading rows when the reader goes away', async () => {
    let read = 0;
    let settled: (value: number) => void = () => {};
    const done = new Promise<number>((resolve) => {
      settled = resolve;
    });
    async function* rows() {
      try {
        for (let n = 0; n < 100_000; n++) {
          yield [n];
          read++;
        }
      } finally {
        settled(read);
      }
    }
    const stream = csvOffThread(['n'], rows());
    for await (const _chunk of stream) break; // destroys the stream after its first chunk
    expect(await done).toBeLessThan(100_000);
  });

  it('ends the stream with the error when reading the rows fails', async () => {
    async function* rows() {
      yield [1];
      throw new Error('the database went away');
    }
    await expect(text(csvOffThread(['n'], rows()))).rejects.toThrow('the database went away');
  });
});
