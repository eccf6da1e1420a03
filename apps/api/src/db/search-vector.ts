import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The words of some text columns for PostgreSQL's text search ('simple': no stemming, names and ids as
 * typed). One definition serves the GIN expression indexes of the schema (migration 0025) and the
 * searches that must repeat the expression exactly for the planner to use them.
 */
export function searchVector(...columns: AnyPgColumn[]): SQL {
  return sql`to_tsvector('simple'::regconfig, ${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;
}
