import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel, threadId } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { type Db, workerConnectionOf } from '../db/client';
import { apiRoot } from '../paths';
import type { CsvRecord } from '../workers/cpu-tasks';
import type { DatabaseRows } from '../workers/database-rows';
import type { PdfInput, PdfKind } from '../workers/pdf';
import { type Cell, type FromWorker, ROWS_PER_BATCH, type ToWorker } from '../workers/port-protocol';
import type { RowShape } from '../workers/row-shapes';
import type { WorkbookSpec } from '../workers/workbook';
import type { SheetLimits, SheetProblem, SheetRecord } from '../workers/xlsx';
import { compiledRead, type KeysetRead, rowsOf } from './keyset-read';

export type { Cell, CsvRecord, WorkbookSpec };

/**
 * The built server runs the bundled tasks beside it (dist/cpu-tasks.js). From source (tests, `npm run
 * dev`) they are bundled once per process with esbuild, a dev dependency: Node 20's worker threads do
 * not take tsx's module hooks, so a worker cannot load the TypeScript itself. The bundle sits under
 * node_modules so that its packages resolve as the source's do; the workspace's own packages
 * (@taskflow/shared, TypeScript source) are bundled into it, the installed ones are not.
 */
function workerFile(): string {
  if (import.meta.url.endsWith('.js')) return fileURLToPath(new URL('./cpu-tasks.js', import.meta.url));
  const require = createRequire(import.meta.url);
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const manifest = require(join(apiRoot, 'package.json')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const installed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@taskflow/'),
  );
  const [bundle] = buildSync({
    entryPoints: [join(apiRoot, 'src/workers/cpu-tasks.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: installed.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  }).outputFiles;
  if (!bundle) throw new Error('esbuild wrote no bundle of the CPU tasks');
  // Named by its content: processes of one test run share it, and an edit makes a new one.
  const folder = join(apiRoot, 'node_modules/.cache/taskflow');
  const file = join(
    folder,
    `cpu-tasks-${createHash('sha256').update(bundle.text).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}-${threadId}`;
    writeFileSync(partial, bundle.text);
    renameSync(partial, file);
  }
  return file;
}

let pool: Piscina | undefined;

/**
 * One pool per process, started on first use. Its threads leave a core to the event loop (one thread on
 * a two-core machine), so however many files are parsed or written at once, requests are still answered;
 * the work waits in the pool's queue instead. A thread takes several streamed workbooks at once: each
 * spends most of its time waiting for its reader, and only the rows it writes cost CPU.
 */
function cpuPool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    concurrentTasksPerWorker: 8,
    idleTimeout: 60_000,
    // Below the event loop's priority (Linux, through @napi-rs/nice): when both want the CPU, the
    // requests are answered first and the file waits.
    niceIncrement: 10,
  });
  return pool;
}

/** Reads an uploaded CSV on the pool (the caller caps its size, columns and cells first: lib/csv.ts). */
export function parseCsvOffThread(text: string, delimiter: string) {
  return cpuPool().run({ text, delimiter }, { name: 'readCsv' }) as Promise<
    { rows: CsvRecord[] } | { failedAtLine: number | undefined }
  >;
}

/** Reads an uploaded .xlsx's first sheet on the pool, within `limits` (lib/xlsx.ts answers its problems). */
export function parseXlsxOffThread(buffer: Buffer, limits: SheetLimits) {
  return cpuPool().run({ buffer, limits }, { name: 'readXlsx' }) as Promise<
    { rows: SheetRecord[] } | SheetProblem
  >;
}

type Rows = AsyncIterable<readonly Cell[]> | Iterable<readonly Cell[]>;

/** Rows the worker reads itself (rowsOfRead). */
export interface ReadByWorker {
  database: DatabaseRows;
}

/** A row of a read turned into a file's cells, under the name a worker knows it by (workers/row-shapes.ts). */
export interface RowShapeOf<Row> {
  name: RowShape;
  cells: (row: Row) => readonly Cell[];
}

/**
 * A file's rows from a keyset read of `db`: on PostgreSQL read by the worker that writes the file, over
 * connections of its own, so the event loop neither parses nor hands over a row (0.9 s of it for the
 * 100,000-row Detailed Excel); on PGlite, which only this thread can query, read here and handed over.
 */
export function rowsOfRead<Row extends Record<string, unknown>>(
  db: Db,
  read: KeysetRead,
  shape: RowShapeOf<Row>,
): Rows | ReadByWorker {
  const connection = workerConnectionOf(db);
  if (connection) return { database: { connection, read: compiledRead(read), shape: shape.name } };
  return (async function* () {
    for await (const row of rowsOf<Row>(db, read)) yield shape.cells(row);
  })();
}

const isReadByWorker = (source: object): source is ReadByWorker => 'database' in source;

async function* batchesOf(rows: Rows, totals?: (readonly Cell[])[]): AsyncGenerator<ToWorker> {
  let batch: (readonly Cell[])[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= ROWS_PER_BATCH) {
      yield { type: 'rows', rows: batch };
      batch = [];
    }
  }
  if (batch.length) yield { type: 'rows', rows: batch };
  if (totals?.length) yield { type: 'rows', rows: totals, isTotal: true };
}

/**
 * A file written by a task on the CPU pool, as a stream for the response: each chunk the worker sends is
 * acknowledged once this stream's reader took it, and a worker that writes from rows asks for a batch of
 * `batches` when it has written the last. A slow reader slows the worker and the row source alike; memory
 * stays a few batches. When the reader goes away, the worker is told to stop and the row source is closed.
 */
function fileFromPool(task: string, payload: object, batches?: AsyncGenerator<ToWorker>): Readable {
  const { port1, port2 } = new MessageChannel();
  let awaitingAck = 0;
  let isDone = false;
  const send = (message: ToWorker) => port1.postMessage(message);
  const output = new Readable({
    read() {
      for (; awaitingAck > 0; awaitingAck--) send({ type: 'ack' });
    },
    destroy(error, callback) {
      if (!isDone) send({ type: 'abort' });
      port1.close();
      void batches?.return(undefined);
      callback(error);
    },
  });
  port1.on('message', (message: FromWorker) => {
    if (message.type === 'chunk') {
      if (output.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength)))
        send({ type: 'ack' });
      else awaitingAck++;
    } else if (message.type === 'more') {
      if (!batches) return send({ type: 'end' });
      batches.next().then(
        (next) => {
          if (!output.destroyed) send(next.done ? { type: 'end' } : next.value);
        },
        (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    } else {
      isDone = true;
      output.push(null);
      port1.close();
    }
  });
  cpuPool()
    .run({ ...payload, port: port2 }, { name: task, transferList: [port2] })
    .catch((error: unknown) => {
      if (!isDone && !output.destroyed)
        output.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return output;
}

/**
 * A workbook written on the CPU pool from rows handed over as it asks for them (see fileFromPool), or
 * read by the worker itself, then total rows (written in bold).
 */
export function workbookOffThread(
  spec: WorkbookSpec,
  rows: Rows | ReadByWorker,
  totals?: (readonly Cell[])[],
): Readable {
  if (isReadByWorker(rows)) return fileFromPool('writeWorkbook', { spec, source: rows.database });
  return fileFromPool('writeWorkbook', { spec }, batchesOf(rows, totals));
}

/**
 * A CSV download written on the CPU pool (a BOM so Excel reads UTF-8, the header, formulas escaped,
 * workers/csv-file.ts) from rows handed over as it asks for them, like a workbook: a 100,000-row file's
 * quoting and escaping no longer take the event loop (2.7 s of it for the Detailed CSV of every task).
 */
export function csvOffThread(columns: readonly string[], rows: Rows | ReadByWorker): Readable {
  if (isReadByWorker(rows)) return fileFromPool('writeCsv', { columns: [...columns], source: rows.database });
  return fileFromPool('writeCsv', { columns: [...columns] }, batchesOf(rows));
}

/**
 * A PDF written on the CPU pool from figures computed here (plain data, copied to the worker): fonts are
 * parsed, text shaped and fonts subset there, and the file streams back as the reader takes it.
 */
export function pdfOffThread<Kind extends PdfKind>(kind: Kind, input: PdfInput<Kind>): Readable {
  return fileFromPool('writePdf', { kind, input });
}

/** The pool's work so far: tasks waiting for a thread and tasks finished (metrics and tests). */
export function cpuPoolStats() {
  return { queued: pool?.queueSize ?? 0, completed: pool?.completed ?? 0 };
}
