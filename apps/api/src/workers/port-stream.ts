/**
 * The worker's side of a file streamed to the main thread (port-protocol.ts): what the main thread sends,
 * and a stream whose chunks go to it no further ahead of the reader than CHUNKS_AHEAD. Workbooks and PDFs
 * are written through it.
 */
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

/** A stream whose chunks are posted to the main thread, each as it is acknowledged room for. */
export function chunksToPort(port: MessagePort, messages: Inbox): Writable {
  let sent = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      messages.roomFor(sent).then(() => {
        const copy = new Uint8Array(chunk);
        sent++;
        port.postMessage({ type: 'chunk', chunk: copy } satisfies FromWorker, [copy.buffer]);
        callback();
      }, callback);
    },
  });
}
