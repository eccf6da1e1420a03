import type { CustomerTagCount } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { requirePermission } from '../../lib/access';
import type { AuthContext } from '../../plugins/types';

async function rowsOf<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The organization's tags with the number of clients carrying each, most used first (pickers and
 * filters). Tags are matched whatever their case, so each is listed once.
 */
export async function listCustomerTags(db: Db, auth: AuthContext): Promise<CustomerTagCount[]> {
  const orgId = requirePermission(auth, 'customers.view');
  const rows = await rowsOf<{ tag: string; count: number }>(
    db,
    sql`select min(tag) as tag, count(*)::int as count
        from customers, unnest(customers.tags) as tag
        where customers.organization_id = ${orgId}
        group by lower(tag)
        order by count(*) desc, lower(min(tag))`,
  );
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/**
 * A spelling of each tag the organization already uses, by its lower case: a tag typed "gst monthly
 * filers" joins the clients tagged "GST monthly filers" instead of starting a second group.
 */
export async function knownTagSpellings(db: Db | Tx, orgId: string): Promise<Map<string, string>> {
  const rows = await rowsOf<{ tag: string }>(
    db,
    sql`select min(tag) as tag from customers, unnest(customers.tags) as tag
        where customers.organization_id = ${orgId} group by lower(tag)`,
  );
  return new Map(rows.map((row) => [row.tag.toLowerCase(), row.tag]));
}

/** Tags in the organization's spelling where it has one. */
export function inKnownSpelling(tags: readonly string[], known: Map<string, string>): string[] {
  return tags.map((tag) => known.get(tag.toLowerCase()) ?? tag);
}
