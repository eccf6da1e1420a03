/**
 * The messages between the main thread and a worker that writes a file (lib/off-thread.ts,
 * workers/cpu-tasks.ts). The worker asks for rows when it has written the last ones out; the main thread
 * answers from its source (a database cursor) only then, and acknowledges each chunk of the file once
 * its reader took it, so neither side holds more than a few batches however slow the reader is.
 */
export type Cell = string | number | Date;

/** Rows of a file, written in bold when they are its totals. */
export interface RowBatch {
  rows: (readonly Cell[])[];
  isTotal?: boolean;
}

/** Main thread → worker. */
export type ToWorker = ({ type: 'rows' } & RowBatch) | { type: 'end' } | { type: 'ack' } | { type: 'abort' };

/** Worker → main thread. */
export type FromWorker = { type: 'more' } | { type: 'chunk'; chunk: Uint8Array } | { type: 'done' };

/** Chunks the worker may send ahead of the reader's acknowledgements. */
export const CHUNKS_AHEAD = 8;

/** Rows per message: large enough that posting costs little, small enough to stay a few hundred KB. */
export const ROWS_PER_BATCH = 500;
