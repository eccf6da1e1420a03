/** Test helper: the live stream (GET /api/v1/stream) read from a real socket, as EventSource would. */
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { App } from '../app';

export interface StreamOptions {
  /** The page's id. */
  tab?: string;
  path?: string;
  /** The client's address (any of 127.0.0.0/8 reaches this machine). */
  from?: string;
}

/** One server-sent event: its name and its parsed data. */
export interface StreamEvent<Data> {
  event: string;
  data: Data;
}

/** Opens a stream of `app` as the holder of `cookie` and reads its events as they come. */
export async function openStream<Data = unknown>(
  app: App,
  cookie: string,
  { tab, path = '/api/v1/stream', from }: StreamOptions = {},
) {
  const address = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  // node:http without an agent: one socket per stream, gone when the test closes it
  // (fetch's pool would open a spare connection that holds the server open).
  const abort = new AbortController();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpGet(
      `${address}${path}${tab === undefined ? '' : `?tab=${encodeURIComponent(tab)}`}`,
      {
        headers: { cookie, 'accept-encoding': 'br, gzip' },
        agent: false,
        signal: abort.signal,
        ...(from ? { localAddress: from } : {}),
      },
      resolve,
    );
    request.on('error', reject);
  });
  const events: StreamEvent<Data>[] = [];
  let waiters: Array<() => void> = [];
  let comments = 0;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (block.startsWith(':')) comments++;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        for (const wake of waiters) wake();
        waiters = [];
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    response,
    events,
    /** Resolves when the server has ended the stream. */
    ended: reading,
    get comments() {
      return comments;
    },
    /** Waits for an event matching `predicate` (at most `timeout` ms). */
    async next(predicate: (data: Data, event: string) => boolean, timeout = 5000) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = events.find((entry) => predicate(entry.data, entry.event));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
