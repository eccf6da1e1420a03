import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to, wherever it runs in that request's asynchronous flow: jobs
 * scheduled by a request keep its id (lib/jobs.ts), so the logs of the job lead back to the request.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequest(requestId: string, work: () => void) {
  storage.run({ requestId }, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
