import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteReads } from '../db/read-tracking';
import { customers, departments, projects, users } from '../db/schema';
import type { LiveHub, NamesChangedEvent } from './live-events';

export interface ProjectName {
  key: string;
  name: string;
}

/** The ids a page of rows refers to, by kind. */
export interface NameRefs {
  users: Iterable<string>;
  customers: Iterable<string>;
  projects: Iterable<string>;
  departments: Iterable<string>;
}

export interface Names {
  user(id: string): string | undefined;
  customer(id: string): string | undefined;
  project(id: string): ProjectName | undefined;
  department(id: string): string | undefined;
}

type Kind = NamesChangedEvent['kind'];
type Entry = string | ProjectName;

const MAX_ENTRIES = 100_000;

/**
 * The names that lists show beside ids (a task's customer, assignee, project and department), kept in
 * memory. Joining four tables for each of a page's rows cost PostgreSQL more than choosing the page
 * itself (250 index lookups for a 50-row Task List, 8,000 for a board); names change rarely, and
 * every rename is announced by a database trigger (migration 0015), whoever makes it, to every
 * process, which drops the entry. Names are not access: a reader sees only the ids its own scoped
 * query returned, and at worst a name from a moment before a rename.
 */
export function createNameDirectory(live: Pick<LiveHub, 'onNamesChanged' | 'onEventsLost'>) {
  const entries = new Map<string, Entry>();
  // Bumped by every rename: a read that began before it must not be kept after it.
  let generation = 0;

  live.onNamesChanged((event) => {
    generation++;
    for (const id of event.ids) entries.delete(`${event.kind}:${id}`);
  });
  // Renames may have gone unheard while the LISTEN connection was down.
  live.onEventsLost(() => {
    generation++;
    entries.clear();
  });

  function remember(key: string, entry: Entry) {
    // Oldest first: Map keeps insertion order.
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  }

  async function load(db: Db, kind: Kind, ids: string[]): Promise<Array<[string, Entry]>> {
    if (ids.length === 0) return [];
    if (kind === 'project') {
      const rows = await db
        .select({ id: projects.id, key: projects.key, name: projects.name })
        .from(projects)
        .where(inArray(projects.id, ids));
      return rows.map((row) => [row.id, { key: row.key, name: row.name }]);
    }
    const rows =
      kind === 'customer'
        ? await db
            .select({ id: customers.id, name: customers.businessName })
            .from(customers)
            .where(inArray(customers.id, ids))
        : kind === 'user'
          ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
          : await db
              .select({ id: departments.id, name: departments.name })
              .from(departments)
              .where(inArray(departments.id, ids));
    return rows.map((row) => [row.id, row.name]);
  }

  return {
    /** The names of every id in `refs`: from memory, the missing ones read in one query per kind. */
    async resolve(db: Db, refs: NameRefs): Promise<Names> {
      // An answer kept with these names must be dropped when one of them changes (lib/read-cache.ts).
      noteReads('users', 'customers', 'projects', 'departments');
      const found = new Map<string, Entry>();
      const missing: Record<Kind, Set<string>> = {
        user: new Set(),
        customer: new Set(),
        project: new Set(),
        department: new Set(),
      };
      const wanted: Array<[Kind, Iterable<string>]> = [
        ['user', refs.users],
        ['customer', refs.customers],
        ['project', refs.projects],
        ['department', refs.departments],
      ];
      for (const [kind, ids] of wanted) {
        for (const id of ids) {
          const key = `${kind}:${id}`;
          const entry = entries.get(key);
          if (entry === undefined) missing[kind].add(id);
          else found.set(key, entry);
        }
      }
      const readIn = generation;
      const loaded = await Promise.all(
        (Object.keys(missing) as Kind[]).map(async (kind) =>
          (await load(db, kind, [...missing[kind]])).map(([id, entry]) => [`${kind}:${id}`, entry] as const),
        ),
      );
      for (const [key, entry] of loaded.flat()) {
        found.set(key, entry);
        if (readIn === generation) remember(key, entry);
      }
      return {
        user: (id) => found.get(`user:${id}`) as string | undefined,
        customer: (id) => found.get(`customer:${id}`) as string | undefined,
        project: (id) => found.get(`project:${id}`) as ProjectName | undefined,
        department: (id) => found.get(`department:${id}`) as string | undefined,
      };
    },
    get size() {
      return entries.size;
    },
  };
}

export type NameDirectory = ReturnType<typeof createNameDirectory>;

declare module 'fastify' {
  interface FastifyInstance {
    names: NameDirectory;
  }
}
