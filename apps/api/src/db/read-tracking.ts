import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, is } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { PgTable } from 'drizzle-orm/pg-core';
import { markWritten } from '../lib/request-context';
import * as schema from './schema';

const TABLE_NAMES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

/** What a read named: its tables, and of keyed tables the keys of the only rows it read (`narrowReads`). */
export interface TrackedReads {
  tables: Set<string>;
  narrowed: Map<string, Set<string>>;
}

const tracked = new AsyncLocalStorage<TrackedReads>();

/**
 * A statement that may change rows (or lock them to): after one, a request reads afresh what memos keep
 * (lib/request-context.ts). Errs on the side of writing: `for update` counts.
 */
const MAY_WRITE = /\b(?:insert|update|delete|merge|truncate)\b/i;

/** What each query text names: its tables, and whether it may change rows. */
const byQuery = new Map<string, { tables: string[]; mayWrite: boolean }>();
const MAX_QUERIES = 2_000;

/**
 * The tables a query's text names: every word of it that is a table of the schema. It may name more
 * than the query reads (a column alias spelled like a table), never fewer: Drizzle writes each table it
 * reads by name, and hand-written SQL must too.
 */
export function tablesIn(query: string): string[] {
  return shapeOf(query).tables;
}

function shapeOf(query: string) {
  let shape = byQuery.get(query);
  if (!shape) {
    shape = {
      tables: [...new Set(query.match(/[a-z_][a-z0-9_]*/g))].filter((word) => TABLE_NAMES.has(word)),
      mayWrite: MAY_WRITE.test(query),
    };
    // Queries are built from a fixed set of shapes; the bound only guards against one that is not.
    if (byQuery.size >= MAX_QUERIES) byQuery.clear();
    byQuery.set(query, shape);
  }
  return shape;
}

/** Runs `work` noting into `reads` every table its queries name (lib/read-cache.ts keeps answers by them). */
export function trackingReads<T>(reads: TrackedReads, work: () => T): T {
  return tracked.run(reads, work);
}

/** For answers made from memory kept beside the database (names, time zones): the tables it mirrors. */
export function noteReads(...tables: string[]): void {
  const noted = tracked.getStore();
  if (noted) for (const table of tables) noted.tables.add(table);
}

/**
 * Says that every query of this read names only the rows of `table` that these keys cover ('u:' and a
 * person's id: rows of that person or assigned to them; 't:' a task's; 'p:' a project's; see
 * KEYED_TABLES in lib/read-cache.ts), so that a change to other rows leaves its answer kept. A promise
 * about the whole read: a query of the same read that names other rows of `table` breaks it.
 */
export function narrowReads(table: string, keys: Iterable<string>): void {
  const noted = tracked.getStore();
  if (!noted) return;
  let set = noted.narrowed.get(table);
  if (!set) {
    set = new Set();
    noted.narrowed.set(table, set);
  }
  for (const key of keys) set.add(key);
}

/** Drizzle calls this with the text of every query it sends, inside the async context of its caller. */
export const readTrackingLogger: Logger = {
  logQuery(query) {
    const { tables, mayWrite } = shapeOf(query);
    if (mayWrite) markWritten();
    const noted = tracked.getStore();
    if (noted) for (const table of tables) noted.tables.add(table);
  },
};
