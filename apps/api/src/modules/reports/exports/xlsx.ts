import { PassThrough, type Readable } from 'node:stream';
import type { DetailedReportRow, TaskReport } from '@taskflow/shared';
import ExcelJS from 'exceljs';
import { DETAILED_COLUMNS, detailedCells, groupedTable, neutralise } from './cells';

type Cell = string | number | Date;

/**
 * A streamed workbook (exceljs WorkbookWriter): each row is committed as it is written, so memory stays
 * flat. Numbers and dates are typed cells; the header row is bold and frozen; text that a spreadsheet
 * would read as a formula is neutralised.
 */
async function writeWorkbook(
  out: PassThrough,
  sheetName: string,
  header: string[],
  rows: AsyncIterable<Cell[]> | Iterable<Cell[]>,
  widths: number[],
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({ header: name, width: widths[index] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell)));
    row.forEach((cell, index) => {
      if (cell instanceof Date) added.getCell(index + 1).numFmt = 'yyyy-mm-dd';
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
}

function run(work: (out: PassThrough) => Promise<void>): Readable {
  const out = new PassThrough();
  work(out).catch((error) => out.destroy(error as Error));
  return out;
}

export function groupedXlsx(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  return run((out) =>
    writeWorkbook(
      out,
      'Task Report',
      header,
      [...rows, total],
      header.map((_, index) => (index < report.groupBy.length ? 28 : 12)),
    ),
  );
}

/** Dates as Excel dates (UTC midnight of the day, shown as a date). */
function asDate(day: string): Date | string {
  return day ? new Date(`${day}T00:00:00Z`) : '';
}

export function detailedXlsx(
  rows: AsyncIterable<DetailedReportRow>,
  dayOf: (iso: string) => string,
): Readable {
  async function* cells() {
    for await (const row of rows) {
      const values: Cell[] = [...detailedCells(row, dayOf)];
      for (const index of [10, 11, 12]) values[index] = asDate(values[index] as string);
      yield values;
    }
  }
  return run(async (out) => {
    await writeWorkbook(
      out,
      'Detailed',
      [...DETAILED_COLUMNS],
      cells(),
      [12, 40, 28, 22, 22, 18, 12, 10, 14, 14, 12, 12, 12, 12, 16],
    );
  });
}
