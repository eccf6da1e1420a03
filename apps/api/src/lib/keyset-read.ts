import { type Column, is, Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A column of a keyset's order: its SQL, the row's field that holds its value, and the value's type. */
export interface KeysetColumn {
  column: SQL | Column;
  field: string;
  type: 'date' | 'uuid' | 'text' | 'timestamptz' | 'smallint';
}

/**
 * Many rows read a page at a time in one order, each page starting after the last row of the one before
 * (keyset): memory stays flat however many rows, and each page is an index range of the same order.
 * `select` ends in its where clause; the keyset's condition is added to it.
 */
export interface KeysetRead {
  select: SQL;
  order: KeysetColumn[];
  /** Every column of the order descending (the first page holds the largest). */
  isDescending?: boolean;
  pageSize: number;
}

function pageOf(read: KeysetRead, after: SQL[] | undefined): SQL {
  const columns = sql.join(
    read.order.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const direction = read.isDescending ? sql` desc` : sql``;
  const order = sql.join(
    read.order.map(({ column }) => sql`${column}${direction}`),
    sql`, `,
  );
  const keyset = after
    ? sql` and (${columns}) ${read.isDescending ? sql`<` : sql`>`} (${sql.join(after, sql`, `)})`
    : sql``;
  return sql`${read.select}${keyset} order by ${order} limit ${read.pageSize}`;
}

const typed = (value: unknown, { type }: KeysetColumn) => sql`${value}::${sql.raw(type)}`;

/** The read's rows, one page after another, on this thread. */
export async function* rowsOf<Row extends Record<string, unknown>>(
  db: Db,
  read: KeysetRead,
): AsyncGenerator<Row> {
  let after: SQL[] | undefined;
  for (;;) {
    const rows = ((await db.execute(pageOf(read, after))) as unknown as { rows: Row[] }).rows;
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < read.pageSize || !last) return;
    after = read.order.map((key) => typed(last[key.field], key));
  }
}

/**
 * The read as statements another thread can run (workers/database-rows.ts): the first page, and the next
 * one whose parameters `{ afterField }` take the named field of the previous page's last row.
 */
export interface CompiledKeysetRead {
  first: Query;
  next: { sql: string; params: unknown[] };
  pageSize: number;
}

const dialect = new PgDialect();

export function compiledRead(read: KeysetRead): CompiledKeysetRead {
  const next = dialect.sqlToQuery(
    pageOf(
      read,
      read.order.map((key, index) => typed(sql.placeholder(String(index)), key)),
    ),
  );
  return {
    first: dialect.sqlToQuery(pageOf(read, undefined)),
    next: {
      sql: next.sql,
      params: next.params.map((param) =>
        is(param, Placeholder) ? { afterField: read.order[Number(param.name)]?.field } : param,
      ),
    },
    pageSize: read.pageSize,
  };
}
