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
