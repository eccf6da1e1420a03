/**
 * The worker's side of a file streamed to the main thread (port-protocol.ts): what the main thread sends,
 * and a stream whose chunks go to it no further ahead of the reader than CHUNKS_AHEAD. Workbooks and PDFs
 * are written through it.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { CHUNKS_AHEAD, type FromWorker, type ToWorker } from './port-protocol';

export type Inbox = ReturnType<typeof inbox>;

/** What the main thread sends, read one message at a time; acknowledgements are counted apart. */
export function inbox(port: MessagePort) {
  const queue: ToWorker[] = [];
  let wake: (() => void) | undefined;
  let acks = 0;
  let ackWaiter: (() => void) | undefined;
  const abortListeners: (() => void)[] = [];
  port.on('message', (message: ToWorker) => {
    if (message.type === 'ack') {
      acks++;
      ackWaiter?.();
      return;
    }
    queue.push(message);
    wake?.();
    if (message.type === 'abort') {
      ackWaiter?.();
      for (const listener of abortListeners.splice(0)) listener();
    }
  });
  return {
    async next(): Promise<ToWorker> {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return queue.shift() as ToWorker;
    },
    /** Waits until fewer than CHUNKS_AHEAD chunks are unacknowledged (or the main thread aborted). */
    async roomFor(sent: number): Promise<void> {
      while (sent - acks >= CHUNKS_AHEAD && !queue.some((message) => message.type === 'abort'))
        await new Promise<void>((resolve) => (ackWaiter = resolve));
    },
    isAborted: () => queue.some((message) => message.type === 'abort'),
    /** Calls `listener` once when the main thread aborts (its reader went away). */
    onAbort(listener: () => void) {
      if (queue.some((message) => message.type === 'abort')) listener();
      else abortListeners.push(listener);
    },
  };
}

/**
 * What the worker gathers before posting: a CSV's writer emits a chunk a row, and each posted chunk costs
 * the event loop a message, a push and an acknowledgement (100,000 of them made the Detailed CSV's loop
 * time grow by half when it moved here).
 */
const POST_BYTES = 64 * 1024;

/** A stream whose chunks are posted to the main thread, gathered to POST_BYTES, each as it is acknowledged room for. */
export function chunksToPort(port: MessagePort, messages: Inbox): Writable {
  let sent = 0;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  async function post() {
    await messages.roomFor(sent);
    // A buffer of its own, transferred: a small Buffer may share its memory with others (Node's pool).
    const chunk = new Uint8Array(gatheredBytes);
    let offset = 0;
    for (const part of gathered) {
      chunk.set(part, offset);
      offset += part.byteLength;
    }
    gathered = [];
    gatheredBytes = 0;
    sent++;
    port.postMessage({ type: 'chunk', chunk } satisfies FromWorker, [chunk.buffer]);
  }
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      gathered.push(chunk);
      gatheredBytes += chunk.byteLength;
      if (gatheredBytes < POST_BYTES) return callback();
      post().then(() => callback(), callback);
    },
    final(callback) {
      if (gatheredBytes === 0) return callback();
      post().then(() => callback(), callback);
    },
  });
}

/**
 * The rows the main thread hands over, a batch at a time: the next batch is asked for only once `out` has
 * room, so the reader's pace sets the database's. Throws when the main thread aborts (its reader went away).
 */
export async function* rowBatchesFrom(port: MessagePort, messages: Inbox, out: Writable) {
  for (;;) {
    if (out.writableNeedDrain) await once(out, 'drain');
    port.postMessage({ type: 'more' } satisfies FromWorker);
    const message = await messages.next();
    if (message.type === 'abort') throw new Error('The download was abandoned');
    if (message.type !== 'rows') return;
    yield message;
  }
}
