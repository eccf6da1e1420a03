import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** A section of the guide the server's full-text index found (GET /guide/search). */
export interface GuideSearchHit {
  path: string;
  title: string;
  heading: string;
  anchor: string;
  score: number;
  snippet: { text: string; isMatch: boolean }[];
}

/** Fewer letters than this suggest nothing from the full text (every page holds an "a"). */
export const SUGGEST_MIN_CHARS = 2;

/**
 * The guide's best pages for what is being typed (issue 39, item 5: suggestions by page name alone
 * found nothing for "carry forward"): the server's index, typing mistakes and synonyms included, at most
 * `limit` pages. Shared by the guide's search box and the app's command palette; the caller debounces `q`.
 */
export function useGuideSuggestions(q: string, limit: number) {
  const text = q.trim();
  return useQuery({
    queryKey: ['guide-suggestions', text, limit],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: GuideSearchHit[] }>(
          `/guide/search?q=${encodeURIComponent(text)}&limit=${limit}`,
          { signal },
        )
      ).data,
    enabled: text.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
