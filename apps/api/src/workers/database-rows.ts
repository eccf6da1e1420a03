/**
 * Rows a worker reads itself, over connections of its own (PostgreSQL only), for a file whose rows would
 * otherwise be read, parsed and handed over on the event loop (lib/off-thread.ts `rowsOfRead`).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { WorkerConnection } from '../db/client';
import type { CompiledKeysetRead } from '../lib/keyset-read';
import type { RowBatch } from './port-protocol';
import type { Inbox } from './port-stream';
import { ROW_SHAPES, type RowShape } from './row-shapes';

/** What a worker is given to read a file's rows itself. */
export interface DatabaseRows {
  connection: WorkerConnection;
  read: CompiledKeysetRead;
  shape: RowShape;
}

/**
 * Connections per thread: a page is read while the rows before it are written, so a thread's files (up
 * to the pool's concurrentTasksPerWorker) take turns on them; the process's own pools are not touched.
 */
const CONNECTIONS_PER_THREAD = 2;

/** Days, instants and intervals stay text, as Drizzle reads them on the main thread. */
const AS_TEXT = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
]);

const pools = new Map<string, pg.Pool>();

function poolFor({ url, statementTimeoutMs }: WorkerConnection): pg.Pool {
  const key = `${url} ${statementTimeoutMs}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: CONNECTIONS_PER_THREAD,
      // Closed well before the CPU pool ends an idle thread (60 s), which would cut them off.
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
      options: `-c jit=off${statementTimeoutMs ? ` -c statement_timeout=${statementTimeoutMs}` : ''}`,
      types: {
        getTypeParser: ((id: number, format?: 'text' | 'binary') =>
          AS_TEXT.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as never,
      },
    });
    // An idle connection that dies is dropped by the pool; the next page connects anew.
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return pool;
}

/**
 * The read's rows as the file's cells, a page at a time: the next page is read only once `out` has room
 * (the reader's pace sets the database's), and not at all once the main thread aborted.
 */
export async function* batchesFromDatabase(
  source: DatabaseRows,
  messages: Inbox,
  out: Writable,
): AsyncGenerator<RowBatch> {
  const pool = poolFor(source.connection);
  const cells = ROW_SHAPES[source.shape];
  let query: { sql: string; params: unknown[] } = source.read.first;
  for (;;) {
    if (out.writableNeedDrain) await once(out, 'drain');
    if (messages.isAborted()) throw new Error('The download was abandoned');
    const { rows } = await pool.query<Record<string, unknown>>(query.sql, query.params);
    if (rows.length) yield { rows: rows.map((row) => cells(row as never)) };
    const last = rows.at(-1);
    if (rows.length < source.read.pageSize || !last) return;
    query = {
      sql: source.read.next.sql,
      params: source.read.next.params.map((param) => (isAfterField(param) ? last[param.afterField] : param)),
    };
  }
}

function isAfterField(param: unknown): param is { afterField: string } {
  return typeof param === 'object' && param !== null && 'afterField' in param;
}
