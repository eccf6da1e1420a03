import { ApiError } from '../../../lib/api-client';

/** The message of a refusal (the API's words), or `fallback` for anything else. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
