import type { Readable } from 'node:stream';
import type { TaskReport } from '@taskflow/shared';
import type { Db } from '../../../db/client';
import type { KeysetRead } from '../../../lib/keyset-read';
import { csvOffThread, rowsOfRead } from '../../../lib/off-thread';
import { DETAILED_COLUMNS, DETAILED_TASK_SHAPE, groupedTable } from './cells';

/** The grouped report as CSV, grand total last; formulas escaped. */
export function groupedCsv(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  return csvOffThread(header, [...rows, total]);
}

/** Detailed rows as CSV, read as the worker writes them (by the worker itself on PostgreSQL): flat memory. */
export function detailedCsv(db: Db, read: KeysetRead): Readable {
  return csvOffThread(DETAILED_COLUMNS, rowsOfRead(db, read, DETAILED_TASK_SHAPE));
}
