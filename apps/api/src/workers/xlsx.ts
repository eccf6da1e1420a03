/**
 * Reading an uploaded Excel workbook (.xlsx) on the CPU pool: its first sheet's rows as text, with the
 * same bounds as a CSV (columns, cells) and one of its own, the bytes it unzips to. An .xlsx is a zip of
 * XML, so a 2 MB upload can inflate to gigabytes: every part is first inflated here with a cap on its
 * output (zlib's maxOutputLength), and only a workbook that stays under the bound reaches exceljs, which
 * then inflates exactly the same bytes again.
 */
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export interface SheetRecord {
  /** The sheet's row number (the header is usually row 1). */
  line: number;
  cells: string[];
}

export interface SheetLimits {
  maxColumns: number;
  maxCells: number;
  maxUnzippedBytes: number;
}

export type SheetProblem =
  | { problem: 'columns'; count: number }
  | { problem: 'cells' }
  | { problem: 'unzipped' }
  | { problem: 'unreadable' };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * The bytes the zip's parts inflate to, each inflated under what is left of `budget`; undefined when
 * the zip cannot be read (an unknown method, a ZIP64 file, offsets outside it), Infinity when it is over.
 */
export function unzippedBytes(zip: Buffer, budget: number): number | undefined {
  // The end record is within the last 64 KB (its comment is at most 65,535 bytes).
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return undefined;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return undefined;
    if (method === STORED) {
      total += compressed;
    } else if (method === DEFLATED) {
      try {
        total += inflateRawSync(zip.subarray(start, start + compressed), {
          maxOutputLength: Math.max(1, budget - total),
        }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return Number.POSITIVE_INFINITY;
        return undefined;
      }
    } else {
      return undefined;
    }
    if (total > budget) return Number.POSITIVE_INFINITY;
  }
  return total;
}

/** A day as YYYY-MM-DD, an instant with its time otherwise (exceljs reads date cells as UTC). */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** A cell as the text a person sees in it (a formula's result, a link's text, rich text joined). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return '';
}

/**
 * The first sheet's rows, header first: cells as text and trimmed, empty rows left out (as readCsv
 * leaves out empty lines), each with its row number. Refuses a workbook over any bound.
 */
export async function readWorkbookRows(
  buffer: Buffer,
  limits: SheetLimits,
): Promise<{ rows: SheetRecord[] } | SheetProblem> {
  const unzipped = unzippedBytes(buffer, limits.maxUnzippedBytes);
  if (unzipped === undefined) return { problem: 'unreadable' };
  if (unzipped > limits.maxUnzippedBytes) return { problem: 'unzipped' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { problem: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { problem: 'unreadable' };
  const rows: SheetRecord[] = [];
  let cells = 0;
  let problem: SheetProblem | undefined;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (problem) return;
    if (row.cellCount > limits.maxColumns) {
      problem = { problem: 'columns', count: row.cellCount };
      return;
    }
    cells += row.cellCount;
    if (cells > limits.maxCells) {
      problem = { problem: 'cells' };
      return;
    }
    const texts: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      texts.push(cellText(row.getCell(column).value).trim());
    }
    if (texts.some(Boolean)) rows.push({ line, cells: texts });
  });
  return problem ?? { rows };
}
