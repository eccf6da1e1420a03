import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { JobWorker } from './jobs';

/** How long a shutdown waits for requests in progress (and for connections to close) before going on. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Counts the requests in progress: each from its arrival until its response has ended (sent, or the
 * client gone) and its handler has returned. A client that hangs up does not stop the handler, which may
 * still be querying; the database must stay open until it is done. At close (preClose: new requests are
 * already answered 503 and live streams ended), waits for the count to reach zero, at most `graceMs`.
 */
export function waitForRequestsInProgressAtClose(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS) {
  let inProgress = 0;
  let whenIdle: (() => void)[] = [];
  const hold = () => {
    inProgress++;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      inProgress--;
      if (inProgress === 0) for (const resolve of whenIdle.splice(0)) resolve();
    };
  };

  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.once('close', hold());
    done();
  });
  // Every route's handler, the same function called the same way; only its end is noted.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function trackedHandler(this: unknown, ...args: Parameters<typeof handler>) {
      const release = hold();
      try {
        const result = (handler as (...a: unknown[]) => unknown).apply(this, args);
        // A reply returned as it is (thenable, settles when sent) is not the handler's own work.
        if (result && typeof (result as PromiseLike<unknown>).then === 'function' && result !== args[1]) {
          (result as PromiseLike<unknown>).then(release, release);
        } else {
          release();
        }
        return result;
      } catch (error) {
        release();
        throw error;
      }
    } as typeof handler;
  });
  let isClosing = false;
  // Answers given while closing end their connection: a kept-alive one would hold the close up.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done();
  });
  app.addHook('preClose', async () => {
    isClosing = true;
    if (inProgress > 0) {
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<void>((resolve) => whenIdle.push(resolve));
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      if ((await Promise.race([idle, timedOut])) === 'timeout') {
        app.log.warn(`${inProgress} requests still in progress after ${graceMs} ms; closing anyway`);
        whenIdle = [];
      }
      clearTimeout(timer);
    }
    // Every request has its answer: the connections left are ones clients keep open (kept alive, or
    // a request they gave up on), which the server's close would otherwise wait for. Right after it
    // stops listening (next in this close), they are closed.
    setImmediate(() => app.server.closeAllConnections());
  });
  return {
    get inProgress() {
      return inProgress;
    },
  };
}

/**
 * The server's shutdown, in order: stop accepting requests, end live streams and let the requests in
 * progress finish (app.close, bounded by `graceMs`), stop the LISTEN and the job worker, and only then
 * close the database.
 */
export async function shutDown(options: {
  app: FastifyInstance;
  database: Database;
  jobWorker?: JobWorker;
  graceMs?: number;
}) {
  const { app, database, jobWorker } = options;
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(() => 'closed' as const);
  // The preClose wait is bounded already; this bounds a connection that never ends.
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs * 2);
  });
  if ((await Promise.race([closed, timedOut])) === 'timeout') {
    app.log.warn('Connections still open at shutdown; closing them');
    app.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
  await jobWorker?.stop();
  await database.close();
}
