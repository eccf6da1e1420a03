/**
 * The compliance matrix as a workbook (GET /services/:id/matrix.xlsx): a row per client with each
 * period's state in words (an extended job says to when), and at the foot, in bold, each state's count
 * per period. Written on the CPU pool (lib/off-thread.ts) from the rows the screen's query gives.
 */
import type { Readable } from 'node:stream';
import { JOB_STATE_LABELS, JOB_VIEW_STATES, type MatrixFilters } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { type Cell, workbookOffThread } from '../../lib/off-thread';
import type { AuthContext } from '../../plugins/types';
import { readWholeMatrix } from './matrix.service';

/** Excel refuses these in a sheet's name, and names longer than 31 characters. */
const sheetNameOf = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Matrix';
/** ASCII only: a header may not carry other characters (a Devanagari name becomes `service`). */
const fileNameOf = (name: string, today: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'service'
  }-matrix-${today}.xlsx`;

export async function complianceMatrixFile(
  db: Db,
  auth: AuthContext,
  serviceId: string,
  filters: MatrixFilters,
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const { service, periods, rows } = await readWholeMatrix(db, auth, serviceId, filters);
  const cellOf = (state: keyof typeof JOB_STATE_LABELS, extendedTo: string | null): string =>
    extendedTo ? `${JOB_STATE_LABELS[state]} (extended to ${extendedTo})` : JOB_STATE_LABELS[state];
  const body: Cell[][] = rows.map((row) => [
    row.customer.name,
    row.responsible?.name ?? '',
    ...periods.map((period) => {
      const cell = row.cells[period.key];
      return cell ? cellOf(cell.state, cell.extendedTo) : '';
    }),
  ]);
  const totals: Cell[][] = JOB_VIEW_STATES.map((state) => [
    JOB_STATE_LABELS[state],
    '',
    ...periods.map((period) => period.counts[state]),
  ]);
  const stream = workbookOffThread(
    {
      sheetName: sheetNameOf(service.name),
      header: ['Client', 'Responsible', ...periods.map((period) => period.label)],
      widths: [32, 22, ...periods.map(() => 16)],
    },
    body,
    totals,
  );
  return {
    stream,
    fileName: fileNameOf(service.name, service.today),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
