import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, is } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

const TABLE_NAMES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

const tracked = new AsyncLocalStorage<Set<string>>();
const tablesByQuery = new Map<string, string[]>();
const MAX_QUERIES = 2_000;

/**
 * The tables a query's text names: every word of it that is a table of the schema. It may name more
 * than the query reads (a column alias spelled like a table), never fewer: Drizzle writes each table it
 * reads by name, and hand-written SQL must too.
 */
export function tablesIn(query: string): string[] {
  let tables = tablesByQuery.get(query);
  if (!tables) {
    tables = [...new Set(query.match(/[a-z_][a-z0-9_]*/g))].filter((word) => TABLE_NAMES.has(word));
    // Queries are built from a fixed set of shapes; the bound only guards against one that is not.
    if (tablesByQuery.size >= MAX_QUERIES) tablesByQuery.clear();
    tablesByQuery.set(query, tables);
  }
  return tables;
}

/** Runs `work` noting into `tables` every table its queries name (lib/read-cache.ts keeps answers by them). */
export function trackingReads<T>(tables: Set<string>, work: () => T): T {
  return tracked.run(tables, work);
}

/** For answers made from memory kept beside the database (names, time zones): the tables it mirrors. */
export function noteReads(...tables: string[]): void {
  const noted = tracked.getStore();
  if (noted) for (const table of tables) noted.add(table);
}

/** Drizzle calls this with the text of every query it sends, inside the async context of its caller. */
export const readTrackingLogger: Logger = {
  logQuery(query) {
    const noted = tracked.getStore();
    if (noted) for (const table of tablesIn(query)) noted.add(table);
  },
};
