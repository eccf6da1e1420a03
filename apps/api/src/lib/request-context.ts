import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  /** The live events' mark of the request's arrival (plugins/read-cache.ts). */
  arrival?: number;
  /** Whether the request has sent a statement that may change rows (db/read-tracking.ts notes it). */
  hasWritten?: boolean;
  /** Jobs the request queued to run as soon as its answer is sent (lib/after-answer.ts). */
  afterAnswer?: string[];
}

/**
 * The request a piece of work belongs to, wherever it runs in that request's asynchronous flow: jobs
 * scheduled by a request keep its id (lib/jobs.ts), so the logs of the job lead back to the request.
 */
const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the rest of the request) in a new context, and answers that context. */
export function runInRequest(requestId: string, work: () => void): RequestContext {
  const context: RequestContext = { requestId };
  storage.run(context, work);
  return context;
}

/** Runs `work` outside any request's context (work that outlives the request it started from). */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
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

/**
 * Notes jobs to run once the request's answer is sent. Answers false outside a request (a job or a
 * script), where nobody waits on an answer and the worker's next poll runs them.
 */
export function runAfterAnswer(jobIds: readonly string[]): boolean {
  const context = storage.getStore();
  if (!context) return false;
  context.afterAnswer = [...(context.afterAnswer ?? []), ...jobIds];
  return true;
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
