import type pg from 'pg';

export type PayloadHandler = (payload: string) => void;

/** The application_name of the LISTEN connection. */
export const LISTENER_NAME = 'taskflow_listener';

/**
 * LISTEN on one dedicated connection of the pool. PostgreSQL delivers a NOTIFY to every
 * listening session of every process, so this is how API processes hear each other.
 * If the connection drops, it reconnects (with a growing pause) and LISTENs again; whatever was
 * notified meanwhile is lost, so `onNotificationsLost` handlers hear of the drop and of the return.
 */
export function createPgListener(
  pool: pg.Pool,
  onError: (error: unknown) => void = () => {},
  /** How long `awaitNotifications` waits for its round trip before giving the connection up. */
  timeoutMs = 2_000,
) {
  const handlers = new Map<string, Set<PayloadHandler>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = 250;
  let isClosed = false;
  const lostHandlers = new Set<() => void>();
  // The round trip of `awaitNotifications` on the wire, and the one queued behind it.
  let inFlight: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  // Round trips are numbered as they are sent; `answered` is the number of the last one answered.
  let sent = 0;
  let answered = 0;

  function notificationsLost() {
    for (const handler of lostHandlers) handler();
  }

  const onNotification = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  function drop(error: unknown) {
    const broken = client;
    client = undefined;
    if (broken) {
      broken.off('notification', onNotification);
      broken.release(error instanceof Error ? error : true);
      notificationsLost();
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
        // Named, so an operator (and a test) can tell it apart in pg_stat_activity; the connection is
        // never handed back to the pool for other work (released as broken when dropped).
        await fresh.query(`SET application_name = '${LISTENER_NAME}'`);
        for (const channel of handlers.keys()) await fresh.query(`LISTEN ${quoteIdent(channel)}`);
        if (isClosed) {
          fresh.release(true);
          throw new Error('Listener closed');
        }
        client = fresh;
        retryDelay = 250;
        // Anything notified before this LISTEN went unheard (the first start included: harmless).
        notificationsLost();
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

  /**
   * One round trip on the LISTEN connection. PostgreSQL (14 and later) sends a listening session the
   * notifications it was signalled before it reports ReadyForQuery, and `pg` hands each to its handlers
   * before the query's promise settles; a commit signals its listeners before its own client hears
   * COMMIT. So once this answers, every notification committed before it was sent has been handled.
   */
  async function roundTrip(): Promise<boolean> {
    const current = client;
    if (!current) return false;
    const number = ++sent;
    const isAnswered = current.query('SELECT 1').then(
      () => {
        if (client !== current) return false;
        answered = number;
        return true;
      },
      () => false,
    );
    // A connection that stops answering (a stuck server, a half-open socket) must not hold every request
    // that waits here: past the timeout it answers false, and the connection is dropped and opened anew.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        if (client === current) drop(new Error(`The LISTEN connection did not answer in ${timeoutMs} ms`));
        resolve(false);
      }, timeoutMs);
    });
    try {
      return await Promise.race([isAnswered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  function awaitNotifications(): Promise<boolean> {
    if (!inFlight) {
      const started = roundTrip();
      inFlight = started;
      started.finally(() => {
        if (inFlight === started) inFlight = undefined;
      });
      return started;
    }
    // The round trip on the wire was sent before this call, so it proves nothing for it: wait for the
    // next one, which every caller arriving meanwhile shares.
    queued ??= inFlight.then(() => {
      queued = undefined;
      return awaitNotifications();
    });
    return queued;
  }

  return {
    /**
     * Resolves true once every notification committed before the call has reached its handlers, false
     * when the connection is down (then nothing heard may be relied on).
     */
    awaitNotifications,
    /** A mark of this moment, for `awaitNotificationsSince`. */
    notificationsMark: () => sent,
    /**
     * As `awaitNotifications` for a moment marked earlier: at once when a round trip sent after the mark
     * has been answered since (another caller's), as every notification committed before it was sent
     * has then been handled.
     */
    awaitNotificationsSince(mark: number): Promise<boolean> {
      return answered > mark && client ? Promise.resolve(true) : awaitNotifications();
    },
    /** `handler` runs when the connection drops and when it LISTENs again: notifications may have been missed. */
    onNotificationsLost(handler: () => void): () => void {
      lostHandlers.add(handler);
      return () => lostHandlers.delete(handler);
    },
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
      lostHandlers.clear();
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
