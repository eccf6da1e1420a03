import { describe, expect, it } from 'vitest';
import type { AccessChangedEvent, RowsChangedEvent } from './live-events';
import { createReadCache } from './read-cache';

function subscribe<T>(listeners: Set<T>, listener: T) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A live hub whose events the test sends by hand; every wait for events succeeds at once. */
function fakeHub() {
  const rows = new Set<(event: RowsChangedEvent) => void>();
  const access = new Set<(event: AccessChangedEvent) => void>();
  const lost = new Set<() => void>();
  let isListening = true;
  return {
    hub: {
      onRowsChanged: (listener: (event: RowsChangedEvent) => void) => subscribe(rows, listener),
      onAccessChanged: (listener: (event: AccessChangedEvent) => void) => subscribe(access, listener),
      onEventsLost: (listener: () => void) => subscribe(lost, listener),
      awaitEventsSince: async () => isListening,
    },
    rowsChanged(table: string, orgs: string[] | null, keys?: string[] | null) {
      for (const listener of rows) listener({ type: 'rows_changed', table, orgs, keys });
    },
    accessChanged() {
      for (const listener of access) listener({ type: 'access_changed', userIds: ['someone'] });
    },
    eventsLost() {
      for (const listener of lost) listener();
    },
    stopListening() {
      isListening = false;
    },
  };
}

const LIMITS = { maxBytes: 100, maxEntryBytes: 40, maxAgeMs: 60_000 };

function read(cache: ReturnType<typeof createReadCache>, tables: string[]) {
  const ticket = cache.begin();
  for (const table of tables) ticket.tables.add(table);
  return ticket;
}

describe('createReadCache', () => {
  it("drops an answer when a table it read changes in its organization, not in another's", async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    expect(cache.store('k', 'org-a', read(cache, ['customers', 'users']), Buffer.from('{"a":1}'))).toBe(true);
    live.rowsChanged('customers', ['org-b']);
    live.rowsChanged('tasks', ['org-a']);
    expect(await cache.get('k', 0)).toEqual(Buffer.from('{"a":1}'));
    live.rowsChanged('users', ['org-a']);
    expect(await cache.get('k', 0)).toBeUndefined();
  });

  it('keeps an answer narrowed to some rows of a keyed table until one of them changes', async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    const ticket = read(cache, ['tasks', 'users']);
    ticket.narrowed.set('tasks', new Set(['u:asha', 't:watched']));
    // Narrowing a table the read did not name, or one whose announcements name no rows, is ignored.
    ticket.narrowed.set('customers', new Set(['u:asha']));
    ticket.narrowed.set('users', new Set(['u:asha']));
    expect(cache.store('k', 'org-a', ticket, Buffer.from('{}'))).toBe(true);
    expect([...cache.narrowedOf('k').keys()]).toEqual(['tasks']);
    live.rowsChanged('tasks', ['org-a'], ['u:bala', 't:other']);
    live.rowsChanged('tasks', ['org-b'], ['u:asha']);
    expect(await cache.get('k', 0)).toEqual(Buffer.from('{}'));
    live.rowsChanged('tasks', ['org-a'], ['u:bala', 't:watched']);
    expect(await cache.get('k', 0)).toBeUndefined();

    // An announcement naming no rows (too many, or by hand) drops it; so does any change to users.
    for (const event of [
      () => live.rowsChanged('tasks', ['org-a'], null),
      () => live.rowsChanged('tasks', ['org-a']),
      () => live.rowsChanged('users', ['org-a'], ['u:bala']),
    ]) {
      const again = read(cache, ['tasks', 'users']);
      again.narrowed.set('tasks', new Set(['u:asha']));
      expect(cache.store('k', 'org-a', again, Buffer.from('{}'))).toBe(true);
      event();
      expect(await cache.get('k', 0)).toBeUndefined();
    }
  });

  it('drops it when a change names no organization', async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    cache.store('k', 'org-a', read(cache, ['events']), Buffer.from('{}'));
    live.rowsChanged('events', null);
    expect(await cache.get('k', 0)).toBeUndefined();
  });

  it('does not keep an answer whose read overlapped a change to what it read', async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    const ticket = read(cache, ['tasks']);
    live.rowsChanged('tasks', ['org-a']);
    expect(cache.store('k', 'org-a', ticket, Buffer.from('{}'))).toBe(false);
    // A change heard before the read began is in what it read.
    expect(cache.store('k', 'org-a', read(cache, ['tasks']), Buffer.from('{}'))).toBe(true);
  });

  it('keeps nothing read while access changed or events were lost, and drops all it had', async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    cache.store('kept', 'org-a', read(cache, ['tasks']), Buffer.from('{}'));
    const during = read(cache, ['tasks']);
    live.accessChanged();
    expect(cache.store('k', 'org-a', during, Buffer.from('{}'))).toBe(false);
    expect(await cache.get('kept', 0)).toBeUndefined();
    cache.store('kept', 'org-a', read(cache, ['tasks']), Buffer.from('{}'));
    live.eventsLost();
    expect(await cache.get('kept', 0)).toBeUndefined();
  });

  it('answers nothing while events cannot be awaited', async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    cache.store('k', 'org-a', read(cache, ['tasks']), Buffer.from('{}'));
    live.stopListening();
    expect(await cache.get('k', 0)).toBeUndefined();
  });

  it('keeps only answers of announced tables (derived counts as their source), within its bounds', async () => {
    const live = fakeHub();
    const cache = createReadCache(live.hub, LIMITS);
    expect(cache.store('k', 'org-a', read(cache, ['sessions']), Buffer.from('{}'))).toBe(false);
    expect(cache.store('k', 'org-a', read(cache, []), Buffer.from('{}'))).toBe(false);
    expect(cache.store('k', 'org-a', read(cache, ['project_task_counts']), Buffer.from('{}'))).toBe(true);
    live.rowsChanged('tasks', ['org-a']);
    expect(await cache.get('k', 0)).toBeUndefined();
    expect(cache.store('big', 'org-a', read(cache, ['tasks']), Buffer.from('x'.repeat(41)))).toBe(false);
    for (const key of ['1', '2', '3'])
      cache.store(key, 'org-a', read(cache, ['tasks']), Buffer.from('x'.repeat(40)));
    // 120 bytes do not fit in 100: the oldest went.
    expect(cache.bytes).toBe(80);
    expect(await cache.get('1', 0)).toBeUndefined();
    expect(await cache.get('3', 0)).toEqual(Buffer.from('x'.repeat(40)));
  });
});
