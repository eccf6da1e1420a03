import { AppError } from './app-error';
import { type CsvRecord, parseCsvOffThread } from './off-thread';

export type CsvRow = CsvRecord;

/**
 * What an import reads at most: a sheet wider or larger than any real list of tasks, people or holidays
 * is refused before it is parsed (a 1,000-column file of under 2 MB once took 0.66 s of parsing).
 */
export const CSV_MAX_COLUMNS = 200;
export const CSV_MAX_CELLS = 200_000;

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Counts each delimiter in the header line, outside quotes. */
function headerCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

/**
 * The file's delimiter, read from its header: a comma unless another of ; tab | appears more often
 * (Excel writes ";" where the comma is the decimal mark). A header of one column reads as a comma.
 */
export function sniffDelimiter(text: string): string {
  let best: string = ',';
  let bestCount = 0;
  for (const [delimiter, count] of headerCounts(text)) {
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** Occurrences of `char` in `text` (indexOf runs natively: a 2 MB file takes about a millisecond). */
function occurrences(text: string, char: string): number {
  let count = 0;
  for (let index = text.indexOf(char); index >= 0; index = text.indexOf(char, index + 1)) count++;
  return count;
}

/**
 * An uploaded CSV's rows, header first: a BOM is dropped, whitespace around cells and empty lines are
 * left out, and rows may have fewer or more cells than the header. The delimiter is sniffed from the
 * header. A file wider than CSV_MAX_COLUMNS or with more than CSV_MAX_CELLS cells is refused before it
 * is read; the parsing itself runs on the CPU pool, off the event loop (lib/off-thread.ts). A file that
 * is not CSV (a stray quote, binary bytes) is refused on the `file` field, with the row where reading
 * stopped.
 */
export async function readCsv(text: string): Promise<CsvRow[]> {
  const delimiter = sniffDelimiter(text);
  const columns = (headerCounts(text).get(delimiter) ?? 0) + 1;
  if (columns > CSV_MAX_COLUMNS)
    throw AppError.invalid({
      file: `The file has ${columns} columns; at most ${CSV_MAX_COLUMNS} can be imported`,
    });
  // An upper bound of the cells: every delimiter and line break starts one.
  const cells = occurrences(text, delimiter) + occurrences(text, '\n') + 1;
  if (cells > CSV_MAX_CELLS)
    throw AppError.invalid({
      file: `The file has more than ${CSV_MAX_CELLS.toLocaleString('en')} cells; split it into smaller files`,
    });
  const result = await parseCsvOffThread(text, delimiter);
  if ('rows' in result) return result.rows;
  const line = result.failedAtLine;
  throw AppError.invalid({
    file: `${line ? `Row ${line}: ` : ''}The file is not a readable CSV (check its quotes and separators)`,
  });
}

/**
 * The refusal of a file whose header reads as one column where an importer needs more: its columns are
 * most often separated by something other than , ; tab or |, so its header is quoted back.
 */
export function oneColumnMessage(header: string): string {
  const shown = header.length > 60 ? `${header.slice(0, 60)}…` : header;
  return `The file has one column ("${shown}"): separate its columns with commas, semicolons or tabs`;
}
