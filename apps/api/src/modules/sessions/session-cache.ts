import type { AccessChangedEvent, LiveHub } from '../../lib/live-events';
import type { AuthContext } from '../../plugins/types';

/** An entry is read again after this long, which also keeps its last-seen time fresh (sessions.service). */
const ENTRY_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolved sessions kept in memory, for the embedded database only. PGlite runs inside this process, and
 * it calls LISTEN handlers while it finishes the COMMIT of the change that notified (before the caller of
 * that COMMIT continues), so an entry is gone before any later request can read it: a revocation, a
 * deactivation or a permission change applies on the very next request. A PostgreSQL server is shared by
 * several processes whose notifications arrive a moment after the commit, so there the session is read
 * on every request (one prepared query) and nothing is cached.
 */
export function createSessionCache(live: LiveHub) {
  const entries = new Map<string, { auth: AuthContext; readAt: number }>();
  // Bumped by every change: a read that began before a change must not be cached after it.
  let generation = 0;

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

  return {
    /** Take this before reading a session from the database, and hand it to `set`. */
    get generation() {
      return generation;
    },
    get(tokenHash: string): AuthContext | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() - entry.readAt > ENTRY_MS || entry.auth.sessionExpiresAt.getTime() <= Date.now()) {
        entries.delete(tokenHash);
        return undefined;
      }
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
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
