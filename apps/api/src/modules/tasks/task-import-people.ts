/**
 * Finding the organization's people from what other tools write in an assignee cell: an email, a full
 * name, or a handle (Trello writes usernames such as "ashaiyer" or "asha_iyer2"), compared without case,
 * spaces or punctuation; a list in brackets (ClickUp's "[Asha Iyer, Ravi Kumar]") gives its first match.
 */

export interface ImportPerson {
  id: string;
  name: string;
  email: string;
}

export type PersonMatch<P> =
  | { person: P; listed: number }
  | { ambiguous: string; listed: number }
  | { unknown: string; listed: number };

const lower = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** A name or handle as letters and digits only, without the digits a username may end in. */
const handleOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/\d+$/, '');

function group<P>(people: readonly P[], keys: (person: P) => string[]) {
  const map = new Map<string, P[]>();
  for (const person of people)
    for (const key of new Set(keys(person).filter(Boolean))) map.set(key, [...(map.get(key) ?? []), person]);
  return map;
}

/** Splits an assignee cell into the people it lists (one, or several separated by commas). */
export function listedPeople(cell: string): string[] {
  return cell
    .trim()
    .replace(/^\[(.*)\]$/s, '$1')
    .split(/[,;]/)
    .map((entry) => entry.trim().replace(/^@/, ''))
    .filter(Boolean);
}

/** A matcher over the active members: by email, then full name, then handle. */
export function personMatcher<P extends ImportPerson>(people: readonly P[]) {
  const byEmail = group(people, (person) => [lower(person.email)]);
  const byName = group(people, (person) => [lower(person.name)]);
  const byHandle = group(people, (person) => [
    handleOf(person.name),
    handleOf(person.email.split('@')[0] ?? ''),
  ]);

  const one = (text: string): P[] => {
    const key = lower(text);
    const exact = byEmail.get(key) ?? byName.get(key);
    if (exact) return exact;
    // A handle is one word: "Asha I." is a name we do not know, not a username.
    if (key.includes(' ') || key.includes('@')) return [];
    return byHandle.get(handleOf(text)) ?? [];
  };

  return (cell: string): PersonMatch<P> | undefined => {
    const listed = listedPeople(cell);
    if (listed.length === 0) return undefined;
    for (const entry of listed) {
      const found = one(entry);
      if (found.length === 1 && found[0]) return { person: found[0], listed: listed.length };
      if (found.length > 1) return { ambiguous: entry, listed: listed.length };
    }
    return { unknown: listed.join(', '), listed: listed.length };
  };
}

/**
 * A task row's assignee: the Assign To cell, then the Assignee Email beside it (Asana writes both; a
 * name the firm spells otherwise is found by the address), then the default chosen for the file. What
 * was assumed goes to `note`; a row with nobody, when no default is chosen, to `fail`.
 */
export function chooseAssignee<P extends ImportPerson>(
  match: (cell: string) => PersonMatch<P> | undefined,
  cells: { named: string; email: string },
  defaultAssignee: P | undefined,
  report: { note: (message: string) => void; fail: (message: string) => void },
): P | undefined {
  const { named, email } = cells;
  const quoted = (value: string) => `"${value.slice(0, 80)}"`;
  const byName = named ? match(named) : undefined;
  const byEmail = email ? match(email) : undefined;
  if (byName && 'person' in byName) {
    if (byName.listed > 1)
      report.note(
        `${byName.listed} people are listed: assigned to ${byName.person.name}, the first one found`,
      );
    return byName.person;
  }
  if (byEmail && 'person' in byEmail) {
    if (named)
      report.note(
        `No member named ${quoted(named)}: assigned to ${byEmail.person.name} by the Assignee Email`,
      );
    return byEmail.person;
  }
  if (byName && 'ambiguous' in byName) {
    report.fail(`More than one person is named ${quoted(byName.ambiguous)}: use the email or key`);
    return undefined;
  }
  const given = named || email;
  if (defaultAssignee) {
    report.note(
      given
        ? `No member named ${quoted(given)}: assigned to ${defaultAssignee.name}, the default assignee`
        : `No assignee: assigned to ${defaultAssignee.name}, the default assignee`,
    );
    return defaultAssignee;
  }
  report.fail(
    named && email
      ? `No member is named ${quoted(named)} or has the address ${quoted(email)}`
      : given
        ? `No person named ${quoted(given)}`
        : 'No assignee: choose a default assignee for rows without one',
  );
  return undefined;
}
