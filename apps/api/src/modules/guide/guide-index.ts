import type { GuideDocument, GuideSection } from './guide-content';
import { PHRASES, SYNONYM_GROUPS } from './guide-synonyms';

/**
 * A small in-memory full-text index of the guide, built once at start (decision 016): BM25 over the
 * sections, a page's title weighted 3 and a section's heading 2 above its body, prefix matching for the
 * last word typed. The guide is a few dozen sections, so this answers in microseconds on either driver.
 *
 * Issue 39 (decision 041): a question is first rewritten to the guide's spelling ("carryforward" → "carry
 * forward"), then each of its words is searched with the words that mean the same (guide-synonyms.ts) and,
 * when the guide has no such word, the guide's words one or two typing mistakes away ("timsheet").
 */

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or so that the this to what when where which who why will with you your'.split(
    ' ',
  ),
);

const FIELD_WEIGHTS = { title: 3, heading: 2, text: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/**
 * Lower case, letters and digits, a light stemmer so "tasks", "tasking" and "task" meet, and "approve",
 * "approved" and "approves" (a final e goes, after the endings).
 */
export function stem(word: string): string {
  let base = word;
  if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 4 && base.endsWith('ed')) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.length > 4 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** The question in the guide's spelling (guide-synonyms.ts PHRASES), lower case. */
export function normalizeQuery(query: string): string {
  let text = query.toLowerCase();
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text;
}

/** Each stem's synonyms (stems too), the stem itself left out. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = [...new Set(group.map(stem))];
    for (const one of stems)
      map.set(one, [...(map.get(one) ?? []), ...stems.filter((other) => other !== one)]);
  }
  return map;
})();

/**
 * Edit distance with adjacent swaps counted as one ("teh" → "the"), stopped early once it must exceed
 * `max` (answers max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typing mistakes forgiven in a word: none under 4 letters, one up to 7, two from 8. */
export function typosAllowed(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** Words of one question looked up for typing mistakes (a question is a few words; a 200-character
 * string of made-up ones must not cost the public search more than a few milliseconds). */
const MAX_TYPO_WORDS = 6;
/** Words whose near words are kept, so that the letters typed one by one are looked up once. */
const NEAR_CACHE_SIZE = 2000;

/** How much a word found by each way counts against the word typed itself. */
const MATCH_WEIGHTS = { exact: 1, synonym: 0.9, prefix: 0.8, typo: 0.7 } as const;

interface Alternative {
  term: string;
  weight: number;
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
  /**
   * The share of the question the section holds (its words, their synonyms or the words a typo away), each
   * word counted by how rare it is in the guide: 1 holds every word, 0.3 misses the words that matter.
   */
  coverage: number;
  snippet: SnippetPart[];
  section: GuideSection;
}

interface Indexed {
  section: GuideSection;
  fields: Record<Field, Map<string, number>>;
  length: number;
  /** The heading's and the page title's terms, joined: what a question's words in order are found in. */
  heading: string;
  title: string;
}

const K1 = 1.2;
const B = 0.75;
const SNIPPET_LENGTH = 180;

export interface GuideIndex {
  documents: readonly GuideDocument[];
  /** Sections ranked by relevance; `perPage` keeps the best section of each page only. */
  search(query: string, options?: { limit?: number; perPage?: boolean }): GuideHit[];
  /**
   * The lines of a section that answer the question, within `maxChars`: from the line holding the most
   * of its rare words, then the lines after it (the assistant quotes this, not the section's opening).
   */
  passage(section: GuideSection, query: string, maxChars: number): string;
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
      return {
        section,
        fields,
        length,
        heading: ` ${terms(section.heading).join(' ')} `,
        title: ` ${terms(section.pageTitle).join(' ')} `,
      };
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

  const known = [...vocabulary.keys()];
  // The guide's words by length: a word can be a typo of another only within two letters of its length.
  const byLength = new Map<number, string[]>();
  for (const word of known) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  const nearCache = new Map<string, Alternative[]>();
  /** A term's words within its typing mistakes, nearest first (none when the guide has the term itself). */
  const nearWords = (term: string): Alternative[] => {
    if (vocabulary.has(term)) return [];
    const max = typosAllowed(term);
    if (max === 0) return [];
    const cached = nearCache.get(term);
    if (cached) return cached;
    const found: { word: string; distance: number }[] = [];
    for (let length = term.length - max; length <= term.length + max; length++) {
      for (const word of byLength.get(length) ?? []) {
        const distance = editDistance(term, word, max);
        if (distance <= max) found.push({ word, distance });
      }
    }
    const near = found
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3)
      .map(({ word, distance }) => ({ term: word, weight: MATCH_WEIGHTS.typo / distance }));
    // Bounded: a stream of made-up words must not grow the process.
    if (nearCache.size >= NEAR_CACHE_SIZE) nearCache.clear();
    nearCache.set(term, near);
    return near;
  };

  /**
   * The query's words, each with what else may stand for it: its synonyms, the guide's words a typing
   * mistake away when the guide lacks it, and for the last word the longer words it starts (search as
   * you type).
   */
  const expand = (query: string): Alternative[][] => {
    const list = terms(normalizeQuery(query));
    let typoChecks = 0;
    return list.map((term, index) => {
      const alternatives: Alternative[] = [{ term, weight: MATCH_WEIGHTS.exact }];
      const add = (found: Alternative) => {
        if (!alternatives.some((entry) => entry.term === found.term)) alternatives.push(found);
      };
      for (const synonym of SYNONYMS.get(term) ?? []) add({ term: synonym, weight: MATCH_WEIGHTS.synonym });
      if (!vocabulary.has(term) && typoChecks < MAX_TYPO_WORDS) {
        typoChecks++;
        for (const near of nearWords(term)) add(near);
      }
      if (index === list.length - 1 && term.length >= 3) {
        for (const word of known)
          if (word !== term && word.startsWith(term)) add({ term: word, weight: MATCH_WEIGHTS.prefix });
      }
      return alternatives;
    });
  };

  return {
    documents,
    passage(section, query, maxChars) {
      const wanted = expand(query);
      const lines = section.text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      // A word a line defines counts twice ("Overdue: completed after…"), and a word of the heading or
      // title half (the whole section is about it already).
      const about = new Set(terms(`${section.heading} ${section.pageTitle}`));
      const weightOf = (line: string) => {
        const present = new Set(terms(line));
        const defined = new Set(terms(/^([^:.]{1,30}):/.exec(line)?.[1] ?? ''));
        return wanted.reduce((sum, group) => {
          const values = group
            .filter(({ term }) => present.has(term))
            .map(
              ({ term, weight }) =>
                idf(term) * weight * (defined.has(term) ? 2 : 1) * (about.has(term) ? 0.5 : 1),
            );
          return sum + Math.max(0, ...values);
        }, 0);
      };
      const weights = lines.map(weightOf);
      // The first line nearly as good as the best: the guide says the main thing first.
      const best = Math.max(...weights);
      const start = weights.findIndex((weight) => weight >= best * 0.8);
      let text = '';
      for (const line of lines.slice(Math.max(start, 0))) {
        const next = text ? `${text} ${line}` : line;
        if (text && next.length > maxChars) break;
        text = next;
      }
      return text;
    },
    search(query, options = {}) {
      const groups = expand(query);
      if (groups.length === 0) return [];
      const phrase = terms(normalizeQuery(query)).join(' ');
      // How much each word of the question says: a rare word (or one the guide lacks) more than a common one.
      const groupWeights = groups.map((group) => Math.max(...group.map(({ term }) => idf(term))));
      const totalWeight = groupWeights.reduce((sum, weight) => sum + weight, 0);
      const scored: { entry: Indexed; score: number; coverage: number }[] = [];
      for (const entry of entries) {
        let score = 0;
        let matchedGroups = 0;
        let matchedWeight = 0;
        for (const [index, group] of groups.entries()) {
          let best = 0;
          for (const { term, weight } of group) {
            let weighted = 0;
            for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
              weighted += (entry.fields[field].get(term) ?? 0) * FIELD_WEIGHTS[field];
            }
            if (!weighted) continue;
            const norm = weighted + K1 * (1 - B + (B * entry.length) / Math.max(averageLength, 1));
            // A synonym, a prefix or a word with a typing mistake counts a little less than the word itself.
            best = Math.max(best, ((idf(term) * weighted * (K1 + 1)) / norm) * weight);
          }
          if (best > 0) {
            matchedGroups++;
            matchedWeight += groupWeights[index] ?? 0;
          }
          score += best;
        }
        if (score <= 0) continue;
        // Sections holding every word of the question rank above those holding some, and a heading or
        // title that holds the question's words in order ranks above both.
        const inOrder = entry.heading.includes(` ${phrase} `) || entry.title.includes(` ${phrase} `);
        const coverage = matchedWeight / totalWeight;
        scored.push({
          entry,
          score: score * (matchedGroups / groups.length) * (inOrder ? 1.5 : 1),
          coverage,
        });
      }
      scored.sort((a, b) => b.score - a.score);
      const hits: GuideHit[] = [];
      const pages = new Set<string>();
      for (const { entry, score, coverage } of scored) {
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
          coverage,
          snippet: snippetOf(
            section.text || section.heading,
            groups.flat().map((alternative) => alternative.term),
          ),
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
