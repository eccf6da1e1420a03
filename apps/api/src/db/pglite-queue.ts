import type { PGlite } from '@electric-sql/pglite';

/** The calls waiting on (or running in) an embedded PGlite, which answers one at a time. */
export interface DatabaseQueue {
  readonly size: number;
  /** How long the oldest call still pending has been waiting, in milliseconds. */
  oldestWaitMs(now: number): number;
}

/**
 * Watches every query, exec and transaction handed to `client`: PGlite runs them one after another
 * inside this process, so the age of the oldest still pending is how long a new one would wait.
 */
export function watchPgliteQueue(client: PGlite): DatabaseQueue {
  // Start times by call; a Map keeps insertion order, so the first is the oldest.
  const pending = new Map<number, number>();
  let nextId = 0;
  const watch =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const id = nextId++;
      pending.set(id, performance.now());
      try {
        return await run(...args);
      } finally {
        pending.delete(id);
      }
    };
  client.query = watch(client.query.bind(client)) as PGlite['query'];
  client.exec = watch(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = watch(client.transaction.bind(client)) as PGlite['transaction'];
  return {
    get size() {
      return pending.size;
    },
    oldestWaitMs(now) {
      const oldest = pending.values().next().value;
      return oldest === undefined ? 0 : now - oldest;
    },
  };
}
