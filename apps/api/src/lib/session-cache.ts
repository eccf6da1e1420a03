import type { AuthContext } from '../plugins/types';
import type { AccessChangedEvent, LiveHub } from './live-events';

/** An entry is read again after this long, which also keeps its last-seen time fresh (sessions.service). */
const ENTRY_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolved sessions kept in memory, on both databases, so a request skips the session query. Database
 * triggers (migrations 0004 and 0008) announce every change of access, whoever makes it (a revocation,
 * a deactivation, a role or permission change, a suspension), to every process, which drops the
 * entries it names. An entry is answered only after `awaitEvents`: every change committed before the
 * request arrived has then been heard, so a change made through any process applies on the very next
 * request (decision 013). A generation counter keeps a read that raced a change out of the cache.
 */
export function createSessionCache(live: Pick<LiveHub, 'onAccessChanged' | 'onEventsLost' | 'awaitEvents'>) {
  const entries = new Map<string, { auth: AuthContext; readAt: number }>();
  // Bumped by every change: a read that began before a change must not be cached after it.
  let generation = 0;
  let hits = 0;

  live.onAccessChanged((event: AccessChangedEvent) => {
    generation++;
    const users = new Set(event.userIds);
    const roles = new Set(event.roleIds);
    const organizations = new Set(event.organizationIds);
    for (const [key, { auth }] of entries) {
      if (
        users.has(auth.userId) ||
        (auth.roleId && roles.has(auth.roleId)) ||
        (auth.orgId && organizations.has(auth.orgId))
      ) {
        entries.delete(key);
      }
    }
  });
  // Changes may have gone unheard: nothing kept may be trusted.
  live.onEventsLost(() => {
    generation++;
    entries.clear();
  });

  return {
    /** Take this before reading a session from the database, and hand it to `set`. */
    get generation() {
      return generation;
    },
    /** The cached caller of `tokenHash`, once every change of access committed before this call has been heard. */
    async get(tokenHash: string): Promise<AuthContext | undefined> {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() - entry.readAt > ENTRY_MS || entry.auth.sessionExpiresAt.getTime() <= Date.now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      if (!(await live.awaitEvents())) return undefined;
      // A change heard while waiting dropped the entry (or replaced it).
      if (entries.get(tokenHash) !== entry) return undefined;
      hits++;
      return entry.auth;
    },
    set(tokenHash: string, auth: AuthContext, readInGeneration: number) {
      if (readInGeneration !== generation) return;
      // Oldest first: Map keeps insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { auth, readAt: Date.now() });
    },
    get size() {
      return entries.size;
    },
    /** How many callers were answered from memory (tests and metrics). */
    get hits() {
      return hits;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
