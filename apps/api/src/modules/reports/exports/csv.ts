import type { Readable } from 'node:stream';
import type { TaskReport } from '@taskflow/shared';
import { csvDownload } from '../../../lib/csv';
import { DETAILED_COLUMNS, type DetailedFileRow, detailedCells, groupedTable } from './cells';

/** The grouped report as CSV, grand total last; formulas escaped. */
export function groupedCsv(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  return csvDownload(header, async (write) => {
    for (const row of [...rows, total]) await write(row);
  });
}

/** Detailed rows as CSV, written as they are read (backpressure respected): flat memory. */
export function detailedCsv(rows: AsyncIterable<DetailedFileRow>): Readable {
  return csvDownload(DETAILED_COLUMNS, async (write) => {
    for await (const row of rows) await write(detailedCells(row));
  });
}
