/**
 * The @mention autocomplete of the comment box, as pure functions of the text and the caret:
 * which `@word` is being typed, who matches it, and the text once a person is chosen. A mention is
 * stored as `@[Name](person-id)`, the form the API reads to notify that person.
 */

export interface MentionQuery {
  /** Where the `@` is. */
  start: number;
  /** What follows it, up to the caret. */
  query: string;
}

export interface Mentionable {
  id: string;
  name: string;
}

const MAX_QUERY = 40;

/**
 * The mention being typed at the caret, if any: an `@` at the start or after a space, bracket or
 * line break (not inside an email address), followed by up to two words of the name.
 */
export function activeMention(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const previous = at === 0 ? '' : before[at - 1];
  if (previous && !/[\s([{"'>]/.test(previous)) return null;
  const query = before.slice(at + 1);
  if (query.length > MAX_QUERY || /^\s|\n|[[\]()@]|\s{2}/.test(query)) return null;
  // A first and a last name, not a whole sentence after an email-less "@".
  if (query.split(' ').length > 2) return null;
  return { start: at, query };
}

/** People whose name matches: whole-name starts first, then a word's start, then anywhere. */
export function matchMentionables<T extends Mentionable>(
  people: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const needle = query.trim().toLowerCase();
  const rank = (person: T) => {
    const name = person.name.toLowerCase();
    if (name.startsWith(needle)) return 0;
    if (name.split(/\s+/).some((word) => word.startsWith(needle))) return 1;
    return name.includes(needle) ? 2 : 3;
  };
  return people
    .map((person) => ({ person, rank: rank(person) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.person.name.localeCompare(b.person.name))
    .slice(0, limit)
    .map((entry) => entry.person);
}

/** Markdown link text may not hold brackets; a name with them keeps its words. */
const safeName = (name: string) => name.replace(/[[\]\n]/g, ' ').trim();

/** The text with the typed `@query` replaced by the person's mention, and where the caret goes. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  person: Mentionable,
): { text: string; caret: number } {
  const token = `@[${safeName(person.name)}](${person.id}) `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + token + after, caret: mention.start + token.length };
}
