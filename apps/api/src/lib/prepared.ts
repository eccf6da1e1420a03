import type { Db } from '../db/client';

/**
 * A query built once per database and reused: Drizzle then skips building its SQL on every request,
 * and PostgreSQL parses and plans a named statement once per connection. Build it with
 * `sql.placeholder(...)` for the values and `.prepare(name)`, and run it with `.execute(values)`.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

const MAX_VARIANTS = 256;

/**
 * Prepared statements for a query whose shape depends on which filters are present: one statement
 * per combination (a handful), each built and planned once. `variant` names the combination, e.g.
 * `q+role`; the statement is named `${name}:${variant}`.
 */
export function preparedVariants<T>(name: string, build: (db: Db, variant: string, statement: string) => T) {
  const byDatabase = new WeakMap<Db, Map<string, T>>();
  return (db: Db, variant: string): T => {
    let variants = byDatabase.get(db);
    if (!variants) {
      variants = new Map();
      byDatabase.set(db, variants);
    }
    let prepared = variants.get(variant);
    if (!prepared) {
      prepared = build(db, variant, `${name}:${variant}`);
      // Requests choose the shape, so the number of shapes is theirs: keep the most recent few hundred.
      if (variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value as string);
      variants.set(variant, prepared);
    }
    return prepared;
  };
}

/** The variant name of a set of filters: the names of those that are present, in a fixed order. */
export function variantOf(filters: Record<string, unknown>): string {
  return (
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key]) => key)
      .join('+') || 'all'
  );
}
