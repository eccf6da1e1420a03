import type { Db } from '../db/client';
import { noteReads } from '../db/read-tracking';
import type { LiveHub } from './live-events';
import { memoArrival } from './request-context';

/** The tables a kept reach is read from: the reporting tree (users.manager_id) and the projects' leads. */
const TABLES = ['users', 'projects'] as const;
type ReachTable = (typeof TABLES)[number];
const MAX_ENTRIES = 10_000;

interface Entry {
  value: string[];
  org: string;
  table: ReachTable;
  /** How many changes had been heard when the read began. */
  heard: number;
}

/**
 * People's reporting trees and led projects, kept in memory for the reads of a request: nearly every
 * read of tasks, projects, time and reports starts from them, and they change only when someone's
 * manager or a project's lead does. A change to users or projects in the organization, announced by a
 * database trigger whoever makes it (migration 0017), drops that organization's entries in every
 * process; a change of access or a gap in what was heard drops all. An entry is given only after every
 * change committed before the request arrived has been heard (`awaitEventsSince` its arrival, which the
 * session lookup has usually proved already), and only to a read: a write, a job or a script reads
 * afresh, since it may have changed a manager or a lead itself.
 */
export function createReachMemo(
  live: Pick<LiveHub, 'onRowsChanged' | 'onAccessChanged' | 'onEventsLost' | 'awaitEventsSince'>,
) {
  const entries = new Map<string, Entry>();
  // The number of the change that last touched `table` (every organization) or `table:org`.
  const lastChange = new Map<string, number>();
  let heard = 0;
  let hits = 0;

  live.onRowsChanged((event) => {
    if (!TABLES.includes(event.table as ReachTable)) return;
    heard++;
    if (!event.orgs) lastChange.set(event.table, heard);
    else for (const org of event.orgs) lastChange.set(`${event.table}:${org}`, heard);
  });
  const dropAll = () => {
    heard++;
    for (const table of TABLES) lastChange.set(table, heard);
    entries.clear();
  };
  live.onAccessChanged(dropAll);
  live.onEventsLost(dropAll);

  const isCurrent = (entry: Entry) =>
    (lastChange.get(entry.table) ?? 0) <= entry.heard &&
    (lastChange.get(`${entry.table}:${entry.org}`) ?? 0) <= entry.heard;

  /** The kept value when `isHeard` proves it current, else a fresh read (kept when no change raced it). */
  async function kept(
    org: string,
    table: ReachTable,
    key: string,
    read: () => Promise<string[]>,
    isHeard: () => Promise<boolean>,
  ): Promise<string[]> {
    const entryKey = `${org}\n${table}\n${key}`;
    const entry = entries.get(entryKey);
    if (entry && (await isHeard()) && isCurrent(entry)) {
      hits++;
      // A kept answer made with it depends on the table as if it had been read (db/read-tracking.ts).
      noteReads(table);
      // A copy: callers may change what they are given.
      return [...entry.value];
    }
    const began = heard;
    const value = await read();
    const fresh: Entry = { value, org, table, heard: began };
    // A change heard while reading may not be in what was read: keep it only if none was.
    if (isCurrent(fresh)) {
      entries.delete(entryKey);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(entryKey, fresh);
    }
    return [...value];
  }

  return {
    /**
     * `key`'s kept value, read from `table` (`read` it and keep it otherwise), for a read of a request;
     * any other caller gets a fresh read.
     */
    get(org: string, table: ReachTable, key: string, read: () => Promise<string[]>): Promise<string[]> {
      const arrival = memoArrival();
      if (arrival === undefined) return read();
      return kept(org, table, key, read, () => live.awaitEventsSince(arrival));
    },
    /**
     * As `get`, for a listener of the live events (a stream deciding what a receiver is told of an
     * event): events reach it in the order they were committed, so every change committed before the
     * one it handles has been heard already, and what is kept is current for it without a wait.
     */
    getAsHeard(
      org: string,
      table: ReachTable,
      key: string,
      read: () => Promise<string[]>,
    ): Promise<string[]> {
      return kept(org, table, key, read, async () => true);
    },
    get size() {
      return entries.size;
    },
    /** How many values were given from memory (tests). */
    get hits() {
      return hits;
    },
  };
}

export type ReachMemo = ReturnType<typeof createReachMemo>;

/** The memo of each app's database (tests run several apps in one process). */
const memos = new WeakMap<Db, ReachMemo>();

/** Keeps the reaches read through `db` (not through its transactions, which read afresh) in `memo`. */
export function keepReaches(db: Db, memo: ReachMemo) {
  memos.set(db, memo);
}

/** The memo of `db`, when its app keeps reaches. */
export function reachMemoOf(db: Db): ReachMemo | undefined {
  return memos.get(db);
}
