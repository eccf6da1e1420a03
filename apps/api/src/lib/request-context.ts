import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
  /** The live events' mark of the request's arrival (plugins/read-cache.ts). */
  arrival?: number;
  /** Whether the request has sent a statement that may change rows (db/read-tracking.ts notes it). */
  hasWritten?: boolean;
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

/** Notes the arrival of the request this code runs for (`live.eventsMark()` before its session lookup). */
export function markArrival(mark: number) {
  const context = storage.getStore();
  if (context) context.arrival = mark;
}

/** Notes that the request this code runs for has sent a statement that may change rows. */
export function markWritten() {
  const context = storage.getStore();
  if (context) context.hasWritten = true;
}

/**
 * The arrival mark of the request this code runs for, while it has changed nothing: what memos keep is
 * then exact for it once every change committed before the mark has been heard. Undefined once it has
 * sent a change (it may have changed what a memo keeps, and its own change may not be heard yet), and
 * in a job or a script, which read afresh.
 */
export function memoArrival(): number | undefined {
  const context = storage.getStore();
  return context?.hasWritten ? undefined : context?.arrival;
}
