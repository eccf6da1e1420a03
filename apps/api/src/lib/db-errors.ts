/**
 * Whether a database error is a unique-index violation (PostgreSQL code 23505), whichever driver
 * raised it: node-postgres sets `code` on the error, drizzle wraps it and PGlite keeps it in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const withCode = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (withCode.code ?? withCode.cause?.code) === '23505';
}

/** Node's socket errors of a server that went away or never answered. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether an error says the database cannot be reached right now (restarting, failed over, the network
 * down), not that the query was wrong: SQLSTATE class 08 (connection exception), 57P01 to 57P03 (the
 * server shutting down or starting), a refused or reset socket, or node-postgres' own messages for a
 * connection that ended or could not be made in time. Such a request may simply be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || CONNECTION_ERRNOS.has(code))
        return true;
    }
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
