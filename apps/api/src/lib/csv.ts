import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { AppError } from './app-error';

export interface CsvRow {
  /** The line of the file the row starts on; the header is line 1. */
  line: number;
  cells: string[];
}

/**
 * An uploaded CSV's rows, header first: a BOM is dropped, whitespace around cells and empty lines are
 * left out, and rows may have fewer or more cells than the header. A file that is not CSV (a stray
 * quote, binary bytes) is refused on the `file` field, with the row where reading stopped.
 */
export function readCsv(text: string): CsvRow[] {
  try {
    const records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw AppError.invalid({
      file: `${line ? `Row ${line}: ` : ''}The file is not a readable CSV (check its quotes and separators)`,
    });
  }
}

type Cell = string | number;

/**
 * A CSV download, written as `produce` hands it rows: a header row, a BOM (so Excel reads UTF-8), and
 * spreadsheet formulas escaped (a cell starting with = + - @ is shown, not run). `write` waits while the
 * reader is slower, so a large export streams in flat memory; if `produce` fails, the stream ends with
 * its error.
 */
export function csvDownload(
  columns: readonly string[],
  produce: (write: (cells: readonly Cell[]) => Promise<void>) => Promise<void>,
): Readable {
  const csv = stringify({ header: true, columns: [...columns], escape_formulas: true, bom: true });
  const write = async (cells: readonly Cell[]) => {
    // A reader that went away (a closed download, a scheduled mail's file over its size) stops the rows:
    // the next write fails, so `produce` reads no more of them.
    if (csv.destroyed) throw new Error('The CSV reader went away');
    if (csv.write(cells)) return;
    const waiting = new AbortController();
    try {
      await Promise.race([
        once(csv, 'drain', { signal: waiting.signal }),
        once(csv, 'close', { signal: waiting.signal }),
      ]);
    } finally {
      waiting.abort();
    }
  };
  produce(write).then(
    () => csv.end(),
    (error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return csv;
}
