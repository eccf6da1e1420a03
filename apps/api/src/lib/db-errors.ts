/**
 * Whether a database error is a unique-index violation (PostgreSQL code 23505), whichever driver
 * raised it: node-postgres sets `code` on the error, drizzle wraps it and PGlite keeps it in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const withCode = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (withCode.code ?? withCode.cause?.code) === '23505';
}
