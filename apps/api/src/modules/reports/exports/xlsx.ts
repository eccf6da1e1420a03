import type { Readable } from 'node:stream';
import type { TaskReport } from '@taskflow/shared';
import { workbookOffThread } from '../../../lib/off-thread';
import { DETAILED_COLUMNS, type DetailedFileRow, detailedCells, groupedTable } from './cells';

/** The grouped report as a workbook, grand total in bold (written on the CPU pool: lib/off-thread.ts). */
export function groupedXlsx(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  return workbookOffThread(
    {
      sheetName: 'Task Report',
      header,
      widths: header.map((_, index) => (index < report.groupBy.length ? 28 : 12)),
    },
    { rows, totals: [total] },
  );
}

/** Detailed rows as a workbook, read from the database as the worker asks for them: flat memory. */
export function detailedXlsx(rows: AsyncIterable<DetailedFileRow>): Readable {
  async function* cells() {
    for await (const row of rows) yield [...detailedCells(row)];
  }
  return workbookOffThread(
    {
      sheetName: 'Detailed',
      header: [...DETAILED_COLUMNS],
      widths: [12, 40, 28, 22, 22, 18, 12, 10, 14, 14, 12, 12, 12, 12, 16],
      dateColumns: [10, 11, 12],
    },
    { rows: cells() },
  );
}
