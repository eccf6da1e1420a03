/**
 * Reading the database's refusals. node-postgres and PGlite both raise an error carrying the SQLSTATE
 * (`code`) and the constraint it names; Drizzle wraps that error as the `cause` of its own query error,
 * and a raw driver call or a failed COMMIT raises it bare. Every check here looks down the cause chain,
 * so it answers the same for each shape and either driver.
 */

/** The errors of `error`'s cause chain, itself first (a few deep: a chain of causes never loops then). */
function* causeChain(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    yield current;
    current = current.cause;
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database's own error in the chain: the one with a SQLSTATE (a socket error's code is not one). */
function databaseErrorOf(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (const current of causeChain(error)) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return { code, constraint };
  }
  return undefined;
}

/** The SQLSTATE of a database error (23505, 22021 …). */
export function sqlStateOf(error: unknown): string | undefined {
  return databaseErrorOf(error)?.code;
}

/** The constraint or index a database error names (a unique index, a check, an exclusion). */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = databaseErrorOf(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** Whether a database error is a unique-index violation (23505): the row would repeat a taken value. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Whether a delete was refused because other rows still refer to the row: a plain foreign key answers
 * 23503, and so does ON DELETE RESTRICT up to PostgreSQL 17; from 18 (PGlite's) RESTRICT answers 23001.
 */
export function isStillReferenced(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code === '23001' || code === '23503';
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
  for (const current of causeChain(error)) {
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
  }
  return false;
}
