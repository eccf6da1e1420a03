import type { ApiErrorBody, FieldErrors } from '@taskflow/shared';
import { notify } from './notify';

/** Relative base: the SPA and the API share one origin in every environment. */
export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

let onUnauthorized: (() => void) | undefined;

/**
 * Who hears that the API answered 401 (query-client.ts: it checks whether the session has ended and
 * signs the page out). Every request goes through apiFetch, so every module inherits this.
 */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler;
}

/** What the toast says when the server is too busy to answer (503 OVERLOADED). */
export const BUSY_MESSAGE = 'The server is busy right now. Please try again in a moment.';
/** The longest a read waits before its one retry, whatever Retry-After advises. */
export const RETRY_CAP_MS = 5_000;
/** Up to this much is added to the advised delay, so pages that were refused together do not return together. */
export const RETRY_JITTER_MS = 500;

/**
 * How long to wait before retrying, from a Retry-After header (seconds or an HTTP date; 1 s when
 * absent or unreadable), plus jitter, never more than the cap.
 */
export function retryDelayMs(
  retryAfter: string | null,
  random: () => number = Math.random,
  now = Date.now(),
) {
  let advisedMs = 1_000;
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) advisedMs = Number(retryAfter.trim()) * 1_000;
  else if (retryAfter && !Number.isNaN(Date.parse(retryAfter))) advisedMs = Date.parse(retryAfter) - now;
  return Math.min(RETRY_CAP_MS, Math.max(0, advisedMs) + random() * RETRY_JITTER_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads change nothing on the server, so repeating one is safe; writes are never repeated. */
const isRead = (init: RequestInit) => ['GET', 'HEAD'].includes((init.method ?? 'GET').toUpperCase());

async function send(path: string, init: RequestInit): Promise<Response> {
  const isForm = init.body instanceof FormData;
  try {
    return await fetch(`${API_BASE}${path}`, {
      credentials: 'include',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body && !isForm ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error: check your connection and try again.');
  }
}

/**
 * Network failures become an ApiError with status 0, so callers handle one type. When the server sheds
 * load (503 OVERLOADED, apps/api/src/plugins/overload.ts), a read is retried once after the delay it
 * advises; a write, or a read refused twice, fails with a "busy" toast.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response = await send(path, init);
  let body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (isOverloaded(response, body) && isRead(init)) {
    await sleep(retryDelayMs(response.headers.get('retry-after')));
    response = await send(path, init);
    body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  }
  if (response.status === 204) return undefined as T;
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    if (isOverloaded(response, body)) notify('error', BUSY_MESSAGE, { id: 'server-busy' });
    const error = (body as Partial<ApiErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `HTTP error! status: ${response.status}`,
      error?.details?.fields,
    );
  }
  return body as T;
}

function isOverloaded(response: Response, body: unknown): boolean {
  return response.status === 503 && (body as Partial<ApiErrorBody> | undefined)?.error?.code === 'OVERLOADED';
}

export const apiPost = <T>(path: string, body?: unknown) =>
  apiFetch<T>(path, {
    method: 'POST',
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });

export const apiDelete = <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' });
