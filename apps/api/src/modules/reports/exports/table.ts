import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvDownload } from '../../../lib/csv';
import { neutralise } from './cells';

/** A report already computed: its header, rows and total rows (each a list of plain values). */
export interface Table {
  sheetName: string;
  header: string[];
  rows: (string | number)[][];
  /** Rows written last, in bold in the workbook (the grand total). */
  totals: (string | number)[][];
}

/** The table as CSV (BOM, formulas escaped as the Task Report's files). */
export function tableCsv(table: Table): Readable {
  return csvDownload(table.header, async (write) => {
    for (const row of [...table.rows, ...table.totals]) await write(row);
  });
}

/** The table as a streamed workbook: typed numbers, bold frozen header, bold totals, text neutralised. */
export function tableXlsx(table: Table): Readable {
  const out = new PassThrough();
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.header.map((name, index) => ({ header: name, width: index === 0 ? 28 : 14 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const write = (row: (string | number)[], bold: boolean) => {
      const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell)));
      if (bold) added.font = { bold: true };
      added.commit();
    };
    for (const row of table.rows) write(row, false);
    for (const row of table.totals) write(row, true);
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error as Error));
  return out;
}
