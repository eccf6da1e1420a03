import type { Readable } from 'node:stream';
import type { DetailedReportRow, TaskReport } from '@taskflow/shared';
import { stringify } from 'csv-stringify';
import { DETAILED_COLUMNS, detailedCells, groupedTable } from './cells';

/** The grouped report as CSV, grand total last; formulas escaped. */
export function groupedCsv(report: TaskReport): Readable {
  const { header, rows, total } = groupedTable(report);
  const csv = stringify({ header: true, columns: header, escape_formulas: true, bom: true });
  for (const row of rows) csv.write(row);
  csv.write(total);
  csv.end();
  return csv;
}

/** Detailed rows as CSV, written as they are read (backpressure respected): flat memory. */
export function detailedCsv(
  rows: AsyncIterable<DetailedReportRow>,
  dayOf: (iso: string) => string,
): Readable {
  const csv = stringify({ header: true, columns: [...DETAILED_COLUMNS], escape_formulas: true, bom: true });
  (async () => {
    try {
      for await (const row of rows) {
        if (!csv.write([...detailedCells(row, dayOf)]))
          await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}
