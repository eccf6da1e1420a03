/**
 * Full-text search on PostgreSQL's own text search with the 'simple' configuration (no stemming, no
 * stop words: names, ids and client words are matched as typed), the same on PGlite and PostgreSQL.
 */

/** A task's display id as typed (acm-42): matched exactly, since the parser splits it into 'acm' and '-42'. */
const DISPLAY_ID = /^[A-Za-z][A-Za-z0-9]*-\d+$/;

export function displayIdOf(q: string): string | null {
  const trimmed = q.trim();
  return DISPLAY_ID.test(trimmed) ? trimmed.toUpperCase() : null;
}

/**
 * Every word of `q` as a prefix, all required ('bank rec' → 'bank:* & rec:*'), so the word being typed
 * matches already; null when `q` has no word. Only letters and digits reach to_tsquery, which would
 * otherwise read & | ! : as its own syntax.
 */
export function prefixTsQuery(q: string): string | null {
  const terms = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return terms.length ? terms.map((term) => `${term}:*`).join(' & ') : null;
}
