import type { ApiErrorBody, FieldErrors } from '@taskflow/shared';

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

/** Network failures become an ApiError with status 0, so callers handle one type. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const isForm = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
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

export const apiPost = <T>(path: string, body?: unknown) =>
  apiFetch<T>(path, {
    method: 'POST',
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });

export const apiDelete = <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' });
