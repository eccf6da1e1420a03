/**
 * The services a question names, matched to the organization's by their names as people type them
 * (issue 40): "GSTR-3B", "gstr 3b" and "GSTR3B" name "GSTR-3B (monthly)"; "GST" names every GSTR
 * service; "TDS" both TDS services; "advance tax" the advance tax instalment rather than the income tax
 * return. Pure: the caller passes the services the asker may ask about.
 */

export interface NamedService {
  id: string;
  name: string;
}

/** Short names firms use for what services spell out. */
const ABBREVIATIONS: Readonly<Record<string, string[]>> = {
  itr: ['income', 'tax', 'return'],
};

/** Lower-case words of letters and digits ("GSTR-3B (monthly)" → gstr, 3b, monthly). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word without a plural's s ("returns" meets "return"). */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

/** At most one letter added, dropped or changed (a typing mistake in a word of 5 letters or more). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The words of a service's name a question's word can meet: each word, each hyphenated code joined
 * ("gstr3b"), and the name before its parenthesis joined ("gstr3b" of "GSTR-3B (monthly)").
 */
function nameWords(name: string): string[] {
  const codes = (name.toLowerCase().match(/[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)+/gu) ?? []).map((code) =>
    code.replace(/[-/.]/g, ''),
  );
  const base = wordsOf(name.split('(')[0] ?? '').join('');
  return [...new Set([...wordsOf(name), ...codes, base])];
}

function meets(asked: string, word: string): boolean {
  if (asked === word || stem(asked) === stem(word)) return true;
  // "gst" is the start of "gstr1"; shorter starts ("gs") say too little.
  if (asked.length >= 3 && word.startsWith(asked)) return true;
  return asked.length >= 5 && word.length >= 5 && oneEditApart(asked, word);
}

/**
 * The services `asked` names: those whose names meet the most of its words (at least one). Words typed
 * apart that make a code together ("gstr 3b") are also tried joined. None when nothing meets.
 */
export function servicesNamed<T extends NamedService>(asked: string, services: readonly T[]): T[] {
  const words = wordsOf(asked).flatMap((word) => ABBREVIATIONS[word] ?? [word]);
  if (words.length === 0) return [];
  const joined = words.slice(1).map((word, i) => `${words[i]}${word}`);
  let best = 0;
  let found: T[] = [];
  for (const service of services) {
    const own = nameWords(service.name);
    const single = words.filter((word) => own.some((candidate) => meets(word, candidate))).length;
    // Two words joined into the name's code count as both.
    const pairs = joined.filter((pair) => own.includes(pair)).length * 2;
    const score = Math.max(single, pairs);
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      found = [];
    }
    found.push(service);
  }
  return found;
}
