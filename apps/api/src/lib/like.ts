/**
 * LIKE and ILIKE patterns from text someone typed. PostgreSQL's LIKE reads % and _ as wildcards and \ as
 * its escape character: escaped here, a search for "100%" or "a_b" finds those characters only, and a
 * search ending in \ is not refused as a pattern ending with the escape character.
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Values containing `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Values starting with `text`. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
