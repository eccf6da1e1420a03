import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
  /** For a read (GET or HEAD): the live events' mark of its arrival (plugins/read-cache.ts). */
  readArrival?: number;
}

/**
 * The request a piece of work belongs to, wherever it runs in that request's asynchronous flow: jobs
 * scheduled by a request keep its id (lib/jobs.ts), so the logs of the job lead back to the request.
 */
const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest(requestId: string, work: () => void) {
  storage.run({ requestId }, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Notes the arrival of the read this code runs for (`live.eventsMark()` before its session lookup). */
export function markReadArrival(mark: number) {
  const context = storage.getStore();
  if (context) context.readArrival = mark;
}

/**
 * The arrival mark of the read this code runs for; undefined in a write, a job or a script, which read
 * afresh what memos keep (a write may have changed it earlier in the same request).
 */
export function readArrival(): number | undefined {
  return storage.getStore()?.readArrival;
}
