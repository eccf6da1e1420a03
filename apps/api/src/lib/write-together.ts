import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlStateOf } from './db-errors';
import { type LiveEvent, liveNotifications } from './live-events';

/**
 * A write of writeTogether: a statement, or one with a name that the later writes of the same call read
 * (an insert's `returning`, a select they share). `rows`: how many rows its `returning` must answer,
 * or none of the statement is written (an update guarded by the version of the row read before).
 */
export type Write = SQLWrapper | { name: string; write: SQLWrapper; rows?: number };

/** SQLSTATE of `expect_rows` (migration 0044): a guarded write found its row changed meanwhile. */
const WRITE_CONFLICT = 'TF409';

/** Whether writeTogether refused to write because a guarded row had changed since it was read. */
export function isWriteConflict(error: unknown): boolean {
  return sqlStateOf(error) === WRITE_CONFLICT;
}

/**
 * Writes that need nothing of one another's results but what they name (a comment, its history line, its
 * webhook outbox, its after-answer job), made as one statement: each a data-modifying CTE, all of which PostgreSQL runs, on one
 * snapshot and atomically, with the live events' `pg_notify` in the final select (sent at the commit).
 *
 * Why: in a loaded process every statement's answer waits its turn on the event loop again, so a write
 * people wait on costs about one read per statement it makes one after the other (issue 45, item 5), and
 * `pg` sends one statement at a time. Rows that refer to one another take their ids from the caller
 * (`randomUUID`), not from the database. One statement needs no transaction of its own; inside one
 * (`db` a transaction) it is one statement of it. Answers how many rows each named part answered.
 */
export async function writeTogether(
  db: Db,
  writes: readonly (Write | null | undefined)[],
  events: readonly LiveEvent[] = [],
): Promise<Record<string, number>> {
  const parts = writes
    .filter((write): write is Write => Boolean(write))
    .map((write, index) =>
      'name' in write
        ? sql`${sql.identifier(write.name)} as (${write.write.getSQL()})`
        : sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`,
    );
  // Checked in the final select: an error there undoes every part of the statement.
  const checks = writes.flatMap((write) =>
    write && 'name' in write && write.rows !== undefined
      ? [sql`expect_rows((select count(*) from ${sql.identifier(write.name)}), ${write.rows}, ${write.name})`]
      : [],
  );
  // How many rows each named part answered: what the caller needs to know of a conditional write.
  const counts = writes.flatMap((write) =>
    write && 'name' in write
      ? [sql`(select count(*) from ${sql.identifier(write.name)})::int as ${sql.identifier(write.name)}`]
      : [],
  );
  const notifications = events.flatMap(liveNotifications);
  if (parts.length === 0 && notifications.length === 0) return {};
  const columns = [...checks, ...counts, ...notifications];
  const selected = columns.length > 0 ? sql.join(columns, sql`, `) : sql`1`;
  const result = await db.execute(
    parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} select ${selected}` : sql`select ${selected}`,
  );
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Object.fromEntries(
    writes.flatMap((write) =>
      write && 'name' in write ? [[write.name, Number(row?.[write.name] ?? 0)]] : [],
    ),
  );
}
