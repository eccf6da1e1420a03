/** The one error shape of the API (DESIGN.md, API contract). */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 503,
  OVERLOADED: 503,
  DATABASE_UNAVAILABLE: 503,
  /** The server's disk is below its free-space floor (UPLOAD_MIN_FREE_MB): uploads wait. */
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field name -> first message for that field. */
export type FieldErrors = Record<string, string>;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: { fields?: FieldErrors } };
  message: string;
}

export const GENERIC_LOGIN_ERROR = 'Invalid email or password';
