import { AppError } from './app-error';
import { CSV_MAX_CELLS, CSV_MAX_COLUMNS, type CsvRow } from './csv';
import { parseXlsxOffThread } from './off-thread';

/**
 * What an uploaded workbook may unzip to: far above any real list of clients (500 rows of 20 columns
 * are about 1 MB of XML), far below what a zip bomb of the upload's size would make.
 */
export const XLSX_MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An .xlsx (a zip) by its first bytes, whatever its name says. */
export const isXlsx = (file: Buffer) => file.subarray(0, 4).equals(ZIP_MAGIC);
/** An Excel 97-2003 workbook (.xls), which is not read: the person saves it as .xlsx or CSV. */
export const isLegacyXls = (file: Buffer) => file.subarray(0, 8).equals(OLE_MAGIC);

export const LEGACY_XLS_MESSAGE =
  'Excel 97-2003 workbooks (.xls) cannot be read: save the sheet as .xlsx or CSV';

/**
 * An uploaded .xlsx's first sheet as rows, header first, in the shape readCsv answers (cells as text,
 * trimmed, empty rows left out, each with its row number), with the same bounds on columns and cells
 * and a bound on the bytes it unzips to. Read on the CPU pool; a file over a bound or not a workbook is
 * refused on the `file` field.
 */
export async function readXlsx(file: Buffer): Promise<CsvRow[]> {
  const result = await parseXlsxOffThread(file, {
    maxColumns: CSV_MAX_COLUMNS,
    maxCells: CSV_MAX_CELLS,
    maxUnzippedBytes: XLSX_MAX_UNZIPPED_BYTES,
  });
  if ('rows' in result) return result.rows;
  switch (result.problem) {
    case 'columns':
      throw AppError.invalid({
        file: `The sheet has ${result.count} columns; at most ${CSV_MAX_COLUMNS} can be imported`,
      });
    case 'cells':
      throw AppError.invalid({
        file: `The sheet has more than ${CSV_MAX_CELLS.toLocaleString('en')} cells; split it into smaller files`,
      });
    case 'unzipped':
      throw AppError.invalid({
        file: `The workbook unpacks to more than ${XLSX_MAX_UNZIPPED_BYTES / 1024 / 1024} MB; save its first sheet as a file of its own`,
      });
    default:
      throw AppError.invalid({ file: 'The file is not a readable Excel workbook (.xlsx)' });
  }
}
