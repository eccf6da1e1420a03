import type pg from 'pg';

export type PayloadHandler = (payload: string) => void;

/**
 * LISTEN on one dedicated connection of the pool. PostgreSQL delivers a NOTIFY to every
 * listening session of every process, so this is how API processes hear each other.
 * If the connection drops, it reconnects (with a growing pause) and LISTENs again.
 */
export function createPgListener(pool: pg.Pool, onError: (error: unknown) => void = () => {}) {
  const handlers = new Map<string, Set<PayloadHandler>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = 250;
  let isClosed = false;

  const onNotification = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  function drop(error: unknown) {
    const broken = client;
    client = undefined;
    if (broken) {
      broken.off('notification', onNotification);
      broken.release(error instanceof Error ? error : true);
    }
    if (isClosed) return;
    onError(error);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (retryTimer || isClosed || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {});
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, 10_000);
  }

  function connect(): Promise<pg.PoolClient> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      let fresh: pg.PoolClient | undefined;
      try {
        fresh = await pool.connect();
        fresh.on('notification', onNotification);
        fresh.on('error', (error) => {
          if (client === fresh) drop(error);
        });
        for (const channel of handlers.keys()) await fresh.query(`LISTEN ${quoteIdent(channel)}`);
        if (isClosed) {
          fresh.release(true);
          throw new Error('Listener closed');
        }
        client = fresh;
        retryDelay = 250;
        return fresh;
      } catch (error) {
        if (fresh && client !== fresh) fresh.release(true);
        if (!isClosed) {
          onError(error);
          scheduleReconnect();
        }
        throw error;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  return {
    async listen(channel: string, handler: PayloadHandler): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (client && isNewChannel) await client.query(`LISTEN ${quoteIdent(channel)}`);
      else await connect();
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      };
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const open = client;
      client = undefined;
      if (open) {
        open.off('notification', onNotification);
        open.release(true);
      }
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
