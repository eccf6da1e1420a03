import type { Readable } from 'node:stream';
import { csvOffThread, workbookOffThread } from '../../../lib/off-thread';
import type { Table } from './table-shape';

/** The table as CSV (BOM, formulas escaped as the Task Report's files). */
export function tableCsv(table: Table): Readable {
  return csvOffThread(table.header, [...table.rows, ...table.totals]);
}

/** The table as a workbook written on the CPU pool: typed numbers, bold frozen header, bold totals. */
export function tableXlsx(table: Table): Readable {
  return workbookOffThread(
    {
      sheetName: table.sheetName,
      header: table.header,
      widths: table.header.map((_, index) => (index === 0 ? 28 : 14)),
    },
    table.rows,
    table.totals,
  );
}
