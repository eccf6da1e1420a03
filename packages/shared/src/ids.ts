/**
 * Row ids are uuids. An id read from a URL or a filter that is not one cannot name a row: the API answers
 * 404 without asking the database (`assertId`, apps/api/src/lib/reach.ts), and the screens drop it from
 * their filters instead of sending it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
