import type { GuideDocument, GuideSection } from './guide-content';

/**
 * A small in-memory full-text index of the guide, built once at start (decision 016): BM25 over the
 * sections, a page's title weighted 3 and a section's heading 2 above its body, prefix matching for the
 * last word typed. The guide is a few dozen sections, so this answers in microseconds on either driver.
 */

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or so that the this to what when where which who why will with you your'.split(
    ' ',
  ),
);

const FIELD_WEIGHTS = { title: 3, heading: 2, text: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/** Lower case, letters and digits, a light stemmer so "tasks", "tasking" and "task" meet. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

export interface GuideHit {
  path: string;
  title: string;
  heading: string;
  anchor: string;
  score: number;
  snippet: SnippetPart[];
  section: GuideSection;
}

interface Indexed {
  section: GuideSection;
  fields: Record<Field, Map<string, number>>;
  length: number;
}

const K1 = 1.2;
const B = 0.75;
const SNIPPET_LENGTH = 180;

export interface GuideIndex {
  documents: readonly GuideDocument[];
  /** Sections ranked by relevance; `perPage` keeps the best section of each page only. */
  search(query: string, options?: { limit?: number; perPage?: boolean }): GuideHit[];
}

export function buildGuideIndex(documents: readonly GuideDocument[]): GuideIndex {
  const entries: Indexed[] = documents.flatMap((document) =>
    document.sections.map((section) => {
      const fields = {} as Record<Field, Map<string, number>>;
      const sources: Record<Field, string> = {
        title: section.pageTitle,
        heading: section.heading,
        text: section.text,
      };
      let length = 0;
      for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
        const counts = new Map<string, number>();
        for (const term of terms(sources[field])) counts.set(term, (counts.get(term) ?? 0) + 1);
        fields[field] = counts;
        if (field === 'text') length = [...counts.values()].reduce((sum, n) => sum + n, 0);
      }
      return { section, fields, length };
    }),
  );
  const vocabulary = new Map<string, number>();
  for (const entry of entries) {
    const seen = new Set<string>();
    for (const field of Object.values(entry.fields)) for (const term of field.keys()) seen.add(term);
    for (const term of seen) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
  }
  const averageLength = entries.reduce((sum, entry) => sum + entry.length, 0) / Math.max(entries.length, 1);
  const idf = (term: string) => {
    const n = vocabulary.get(term) ?? 0;
    return Math.log(1 + (entries.length - n + 0.5) / (n + 0.5));
  };

  /** The query's terms, the last one also as a prefix of longer words (search as you type). */
  const expand = (query: string): string[][] => {
    const list = terms(query);
    return list.map((term, index) => {
      if (index < list.length - 1 || term.length < 3) return [term];
      const longer = [...vocabulary.keys()].filter((word) => word !== term && word.startsWith(term));
      return [term, ...longer];
    });
  };

  return {
    documents,
    search(query, options = {}) {
      const groups = expand(query);
      if (groups.length === 0) return [];
      const scored: { entry: Indexed; score: number }[] = [];
      for (const entry of entries) {
        let score = 0;
        let matchedGroups = 0;
        for (const group of groups) {
          let best = 0;
          for (const term of group) {
            let weighted = 0;
            for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
              weighted += (entry.fields[field].get(term) ?? 0) * FIELD_WEIGHTS[field];
            }
            if (!weighted) continue;
            const norm = weighted + K1 * (1 - B + (B * entry.length) / Math.max(averageLength, 1));
            // A prefix match counts a little less than the word itself.
            const value = (idf(term) * weighted * (K1 + 1)) / norm;
            best = Math.max(best, term === group[0] ? value : value * 0.8);
          }
          if (best > 0) matchedGroups++;
          score += best;
        }
        if (score <= 0) continue;
        // Sections holding every word of the question rank above those holding some, and a heading or
        // title that holds the question's words in order ranks above both.
        const phrase = words(query).join(' ');
        const inOrder =
          words(entry.section.heading).join(' ').includes(phrase) ||
          words(entry.section.pageTitle).join(' ').includes(phrase);
        scored.push({ entry, score: score * (matchedGroups / groups.length) * (inOrder ? 1.5 : 1) });
      }
      scored.sort((a, b) => b.score - a.score);
      const hits: GuideHit[] = [];
      const pages = new Set<string>();
      for (const { entry, score } of scored) {
        if (options.perPage) {
          if (pages.has(entry.section.pagePath)) continue;
          pages.add(entry.section.pagePath);
        }
        const { section } = entry;
        hits.push({
          path: section.pagePath,
          title: section.pageTitle,
          heading: section.heading,
          anchor: section.anchor,
          score: Math.round(score * 1000) / 1000,
          snippet: snippetOf(section.text || section.heading, groups.flat()),
          section,
        });
        if (options.limit && hits.length >= options.limit) break;
      }
      return hits;
    },
  };
}

/** A window of the text around its first matching word, the matching words marked. */
export function snippetOf(text: string, queryTerms: readonly string[]): SnippetPart[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const wanted = new Set(queryTerms);
  const tokens = [...flat.matchAll(/[A-Za-z0-9]+/g)];
  const isMatch = (word: string) => wanted.has(stem(word.toLowerCase()));
  const first = tokens.find((token) => isMatch(token[0]));
  let start = 0;
  if (first?.index && first.index > 60) {
    const space = flat.lastIndexOf(' ', first.index - 40);
    start = space > 0 ? space + 1 : 0;
  }
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const window = flat.slice(start, end);
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '…', isMatch: false });
  let at = 0;
  for (const token of window.matchAll(/[A-Za-z0-9]+/g)) {
    if (!isMatch(token[0]) || token.index === undefined) continue;
    if (token.index > at) parts.push({ text: window.slice(at, token.index), isMatch: false });
    parts.push({ text: token[0], isMatch: true });
    at = token.index + token[0].length;
  }
  if (at < window.length) parts.push({ text: window.slice(at), isMatch: false });
  if (end < flat.length) parts.push({ text: '…', isMatch: false });
  return parts;
}

let shared: GuideIndex | undefined;

/** The process's index of the guide files, built on first use. */
export function guideIndex(load: () => GuideDocument[]): GuideIndex {
  shared ??= buildGuideIndex(load());
  return shared;
}
