/**
 * A report already computed: its header, rows and total rows (each a list of plain values). Apart from
 * table.ts, which writes files through the CPU pool, so that the pool's own PDF writers can take it.
 */
export interface Table {
  sheetName: string;
  header: string[];
  rows: (string | number)[][];
  /** Rows written last, in bold in the workbook (the grand total). */
  totals: (string | number)[][];
}
