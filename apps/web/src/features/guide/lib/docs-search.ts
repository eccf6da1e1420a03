import type { GuideSearchHit } from '../../../lib/guide-search';
import { GUIDE_PAGES, type GuidePage, guidePageOf } from './catalogue';

/** Spec section 9: the docs search suggests at most 6 pages and hides its list 150 ms after blur. */
export const MAX_SUGGESTIONS = 6;
export const BLUR_CLOSE_DELAY_MS = 150;
/** The query as shown in the list ("Results for …") is cut to this many characters. */
export const DISPLAYED_QUERY_LENGTH = 20;

export const NO_RESULTS = 'No results found';
export const NO_RESULTS_HINT = 'Try different keywords';

/** Guide pages whose name contains the query, ignoring case; at most 6, in the navigation's order. */
export function suggestGuidePages(query: string, pages: readonly GuidePage[] = GUIDE_PAGES): GuidePage[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return pages.filter((page) => page.title.toLowerCase().includes(needle)).slice(0, MAX_SUGGESTIONS);
}

/** Enter: the page whose name is exactly the query (ignoring case), or else the first suggestion. */
export function pageForEnter(
  query: string,
  pages: readonly GuidePage[] = GUIDE_PAGES,
): GuidePage | undefined {
  const needle = query.trim().toLowerCase();
  if (!needle) return undefined;
  return pages.find((page) => page.title.toLowerCase() === needle) ?? suggestGuidePages(query, pages)[0];
}

export function searchResultsHref(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

export function displayedQuery(query: string): string {
  const text = query.trim();
  return text.length > DISPLAYED_QUERY_LENGTH ? `${text.slice(0, DISPLAYED_QUERY_LENGTH)}…` : text;
}

/** One suggestion of the docs search: a page, or the section of a page that answers what was typed. */
export interface GuideSuggestion {
  key: string;
  title: string;
  /** The page's group for a page found by name, the section's heading for one found in the text. */
  detail: string;
  href: string;
}

/** Suggestions while typing this many milliseconds after the last key (the full-text half asks the server). */
export const SUGGEST_DELAY_MS = 150;

/** A full-text page is suggested only while it scores at least this share of the best one. */
export const SUGGESTION_MIN_SHARE = 0.3;

/**
 * The suggestions as typed: pages whose name holds the query first (the spec's suggestions), then the
 * pages the guide's full-text search found (typing mistakes and synonyms forgiven) that score near the
 * best, each page once, at most MAX_SUGGESTIONS.
 */
export function mergeSuggestions(
  byName: readonly GuidePage[],
  byText: readonly GuideSearchHit[] = [],
): GuideSuggestion[] {
  const suggestions: GuideSuggestion[] = byName.map((page) => ({
    key: page.path,
    title: page.title,
    detail: page.group,
    href: page.path,
  }));
  const best = Math.max(0, ...byText.map((hit) => hit.score));
  for (const hit of byText) {
    if (hit.score < best * SUGGESTION_MIN_SHARE) continue;
    if (suggestions.some((suggestion) => suggestion.key === hit.path)) continue;
    suggestions.push({
      key: hit.path,
      title: hit.title,
      detail: hit.heading !== hit.title ? hit.heading : (guidePageOf(hit.path)?.group ?? ''),
      href: hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path,
    });
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
