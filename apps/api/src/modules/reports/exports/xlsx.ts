import type { Readable } from 'node:stream';
import type { TaskReport } from '@taskflow/shared';
import type { Db } from '../../../db/client';
import type { KeysetRead } from '../../../lib/keyset-read';
import { rowsOfRead, workbookOffThread } from '../../../lib/off-thread';
import { DETAILED_COLUMNS, DETAILED_TASK_SHAPE, groupedTable } from './cells';

/** The grouped report as a workbook, grand total in bold (written on the CPU pool: lib/off-thread.ts). */
export function groupedXlsx(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  return workbookOffThread(
    {
      sheetName: 'Task Report',
      header,
      widths: header.map((_, index) => (index < report.groupBy.length ? 28 : 12)),
    },
    rows,
    [total],
  );
}

/**
 * Detailed rows as a workbook, read from the database as the worker asks for them (by the worker itself
 * on PostgreSQL: lib/off-thread.ts `rowsOfRead`): flat memory.
 */
export function detailedXlsx(db: Db, read: KeysetRead): Readable {
  return workbookOffThread(
    {
      sheetName: 'Detailed',
      header: [...DETAILED_COLUMNS],
      widths: [12, 40, 28, 22, 22, 18, 12, 10, 14, 14, 12, 12, 12, 12, 16],
      dateColumns: [10, 11, 12],
    },
    rowsOfRead(db, read, DETAILED_TASK_SHAPE),
  );
}
