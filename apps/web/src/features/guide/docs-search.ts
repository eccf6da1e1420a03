import { GUIDE_PAGES, type GuidePage } from './catalogue';

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
