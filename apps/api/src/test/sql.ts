import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared Db type leaves untyped. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
