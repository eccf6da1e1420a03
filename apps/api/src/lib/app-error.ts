import { ERROR_CODES, type ErrorCode, type FieldErrors } from '@taskflow/shared';

/** The one way a service reports a failure the caller should see. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds until the refusal ends, sent as Retry-After (a rate limit's window). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
  }

  /** A validation failure on named fields; the first message leads. */
  static invalid(fields: FieldErrors): AppError {
    const first = Object.values(fields)[0] ?? 'Invalid input';
    return new AppError('VALIDATION_FAILED', first, fields);
  }

  /** A rate limit reached: 429 with Retry-After, so a client knows when to try again. */
  static rateLimited(message: string, retryAfterSeconds: number, fields?: FieldErrors): AppError {
    const error = new AppError('RATE_LIMITED', message, fields);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }
}
