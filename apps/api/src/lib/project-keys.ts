import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema';

/** The start of a key from a name's initials or first letters: "GST Filing 2026" → GF2. */
function keyBase(name: string) {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let base =
    words.length >= 2
      ? words
          .map((word) => word[0])
          .join('')
          .slice(0, 4)
      : (words[0] ?? '').slice(0, 4);
  if (!/^[A-Z]/.test(base)) base = `P${base}`;
  return base
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(2, 'X')
    .slice(0, 6);
}

/**
 * A free key for each name (projects made by hand, and those a task import creates), made unique with a number among the organization's keys and each other (a
 * task import creates several projects at once). The unique index is the final guard against a
 * project created with the same key meanwhile.
 */
export async function freeKeys(db: Db, orgId: string, names: readonly string[]): Promise<string[]> {
  const bases = names.map(keyBase);
  const distinct = [...new Set(bases)];
  const taken = distinct.length
    ? await db
        .select({ key: projects.key })
        .from(projects)
        .where(
          and(
            eq(projects.organizationId, orgId),
            or(...distinct.map((base) => sql`${projects.key} like ${`${base}%`}`)),
          ),
        )
    : [];
  const keys = new Set(taken.map((row) => row.key));
  return bases.map((base) => {
    let key = base;
    for (let n = 2; keys.has(key) && n < 10_000; n++) key = `${base}${n}`;
    if (keys.has(key)) key = `${base}${Date.now() % 10_000}`;
    keys.add(key);
    return key;
  });
}
