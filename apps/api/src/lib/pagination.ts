import { LIST_COUNT_CAP, type ListMeta, PAGE_BEYOND_COUNT_CAP_MESSAGE } from '@taskflow/shared';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { AppError } from './app-error';

export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * The rows to skip for a page. Pages lie within the first LIST_COUNT_CAP rows: an OFFSET reads every
 * row it skips, so paging deeper would slow down with depth; narrowing the search reaches the rest.
 */
export function offsetOf(query: PageQuery): number {
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= LIST_COUNT_CAP) throw AppError.invalid({ page: PAGE_BEYOND_COUNT_CAP_MESSAGE });
  return offset;
}

/**
 * How many rows match, counted up to LIST_COUNT_CAP: counting every one of 100,000 notifications took
 * longer than reading a page of them. Run it, or `.prepare()` it with placeholders in `where`.
 */
export function boundedCountQuery(db: Db, table: PgTable, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * The bounded count as a column of the page's own query, so a page and its total take one round trip
 * (the subquery does not depend on the row: PostgreSQL runs it once).
 */
export function totalColumn(db: Db, table: PgTable, where: SQL | undefined) {
  return sql<number>`(${boundedCountQuery(db, table, where)})`.mapWith(Number);
}

/**
 * A page of rows and its meta. The rows carry the total (`totalColumn`); only an empty page past the
 * first, which has no row to carry it, counts on its own.
 */
export async function pageOf<Row extends { total: number }>(
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  countRows: () => Promise<{ n: number }[]>,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const offset = offsetOf(query);
  const pageRows = await rows(query.pageSize, offset);
  const n = pageRows[0]?.total ?? (offset === 0 ? 0 : ((await countRows())[0]?.n ?? 0));
  return { rows: pageRows, meta: metaOf(query, n) };
}

/** The meta of a page when `n` rows match, as counted by boundedCountQuery (more than the cap: capped). */
export function metaOf(query: PageQuery, n: number): ListMeta {
  const total = n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, isTotalCapped: true } : { total: n };
  return { page: query.page, pageSize: query.pageSize, ...total };
}
