import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { GuideSearchHit } from '../../../lib/guide-search';

export type { GuideSearchHit } from '../../../lib/guide-search';

/** Full-text results over the guide's pages (GET /guide/search), ranked by the server's index. */
export function useGuideSearch(q: string) {
  return useQuery({
    queryKey: ['guide-search', q],
    queryFn: () => apiFetch<{ data: GuideSearchHit[] }>(`/guide/search?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
