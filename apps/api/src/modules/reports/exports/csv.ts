import type { Readable } from 'node:stream';
import type { TaskReport } from '@taskflow/shared';
import { csvOffThread } from '../../../lib/off-thread';
import { DETAILED_COLUMNS, type DetailedFileRow, detailedCells, groupedTable } from './cells';

/** The grouped report as CSV, grand total last; formulas escaped. */
export function groupedCsv(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  return csvOffThread(header, [...rows, total]);
}

/** Detailed rows as CSV, written as they are read (backpressure respected): flat memory. */
export function detailedCsv(rows: AsyncIterable<DetailedFileRow>): Readable {
  return csvOffThread(DETAILED_COLUMNS, cellsOf(rows));
}

async function* cellsOf(rows: AsyncIterable<DetailedFileRow>) {
  for await (const row of rows) yield detailedCells(row);
}
