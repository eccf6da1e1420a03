/**
 * The tasks that run on the CPU pool's threads (lib/off-thread.ts), off the event loop that answers
 * requests: parsing an uploaded CSV or workbook, writing a CSV, a workbook or a PDF. Piscina calls the
 * named export.
 */
import type { MessagePort } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import { writeCsvToPort } from './csv-file';
import type { DatabaseRows } from './database-rows';
import { type PdfInput, type PdfKind, writePdfToPort } from './pdf';
import { type WorkbookSpec, writeWorkbookToPort } from './workbook';
import { readWorkbookRows, type SheetLimits } from './xlsx';

export interface CsvRecord {
  /** The line of the file the row starts on; the header is line 1. */
  line: number;
  cells: string[];
}

/**
 * An uploaded CSV's rows, header first: a BOM is dropped, whitespace around cells and empty lines are
 * left out, and rows may have fewer or more cells than the header. Answers the line where reading
 * stopped when the file is not CSV.
 */
export function readCsv({
  text,
  delimiter,
}: {
  text: string;
  delimiter: string;
}): { rows: CsvRecord[] } | { failedAtLine: number | undefined } {
  try {
    const records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      delimiter,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { rows: records.map(({ record, info }) => ({ line: info.lines, cells: record })) };
  } catch (error) {
    return { failedAtLine: (error as { lines?: number }).lines };
  }
}

/** An uploaded .xlsx's first sheet as rows of text, header first, within `limits` (workers/xlsx.ts). */
export function readXlsx({ buffer, limits }: { buffer: Uint8Array; limits: SheetLimits }) {
  return readWorkbookRows(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), limits);
}

export function writeWorkbook({
  port,
  spec,
  source,
}: {
  port: MessagePort;
  spec: WorkbookSpec;
  source?: DatabaseRows;
}): Promise<void> {
  return writeWorkbookToPort(port, spec, source).finally(() => port.close());
}

export function writeCsv({
  port,
  columns,
  source,
}: {
  port: MessagePort;
  columns: string[];
  source?: DatabaseRows;
}): Promise<void> {
  return writeCsvToPort(port, columns, source).finally(() => port.close());
}

export function writePdf<Kind extends PdfKind>({
  port,
  kind,
  input,
}: {
  port: MessagePort;
  kind: Kind;
  input: PdfInput<Kind>;
}): Promise<void> {
  return writePdfToPort(port, kind, input).finally(() => port.close());
}
