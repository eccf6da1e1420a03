import { UNEXPECTED_MESSAGE } from '../../../components/forms/api-form';
import { ApiError } from '../../../lib/api-client';

/** Spec section 4's lines for a sign-up or log-in that fails without the server saying why. */
export const SIGNUP_FAILED = 'Signup failed';
export const SIGNUP_EXCEPTION = 'Something went wrong.';
export const LOGIN_FAILED = 'Login failed';
export const LOGIN_EXCEPTION = UNEXPECTED_MESSAGE;

/**
 * The spec's line for a failed sign-up or log-in when the server's own message is missing: `exception`
 * when no answer came (network down, or an error in the page), `fallback` when the server answered an
 * error without a message (a proxy's bare 502). Undefined when the server said why: its message, and its
 * field messages, stand.
 */
export function authFailureLine(
  error: unknown,
  lines: { fallback: string; exception: string },
): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return lines.exception;
  // apiFetch gives this code only to an error answer whose body held no error object.
  if (error.code === 'HTTP_ERROR') return lines.fallback;
  return undefined;
}
