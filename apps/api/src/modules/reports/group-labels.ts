import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { customers, departments, projects, users } from '../../db/schema';

/** The groupings whose keys are ids, with the table and column that name them. */
const NAMING_TABLES: Record<string, { table: PgTable; column: string }> = {
  customer: { table: customers, column: customers.businessName.name },
  user: { table: users, column: users.name.name },
  project: { table: projects, column: projects.name.name },
  department: { table: departments, column: departments.name.name },
};

/**
 * The labels of grouped rows (aliased `g`, one column per key), each joined once from the table that names
 * it. A correlated lookup per group instead (evaluated again for the sort) raised the planner's estimate
 * past PostgreSQL's JIT thresholds: 550 ms of compiling on a 2,000-group Task Report that runs in 85 ms.
 * Keys that are not ids (status, month, work type) are their own label; `fallbacks` names a missing one.
 */
export function groupLabels(
  keys: { grouping: string; name: string }[],
  fallbacks: Partial<Record<string, string>> = {},
) {
  const parts = keys.map((key, index) => {
    const value = sql`g.${sql.identifier(key.name)}`;
    const naming = NAMING_TABLES[key.grouping];
    if (!naming) return { name: key.name, label: value, join: sql`` };
    const alias = sql.identifier(`l${index}`);
    const column = sql`${alias}.${sql.identifier(naming.column)}`;
    const fallback = fallbacks[key.grouping];
    return {
      name: key.name,
      label: fallback === undefined ? column : sql`coalesce(${column}, ${fallback})`,
      join: sql` left join ${naming.table} ${alias} on ${alias}."id" = ${value}::uuid`,
    };
  });
  return {
    /** `label as "<key>Label"` for each key. */
    columns: sql.join(
      parts.map((part) => sql`${part.label} as ${sql.identifier(`${part.name}Label`)}`),
      sql`, `,
    ),
    joins: sql.join(
      parts.map((part) => part.join),
      sql``,
    ),
    /** The key's label as an expression (for ORDER BY, which cannot use a select alias in an expression). */
    labelOf: (name: string): SQL => parts.find((part) => part.name === name)?.label ?? sql`null`,
  };
}
