import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LANDING_CONTENT, type LandingContent, type PricingPlan } from '@taskflow/shared';
import { apiFetch } from './api-client';

/** What the server wrote into the home and pricing pages (api modules/site-content/public-pages.ts). */
interface SiteData {
  landing: LandingContent;
  plans: PricingPlan[];
}

let embedded: SiteData | null | undefined;

/**
 * The saved landing text and plans the server put in the page's JSON data block, so the first render
 * in the browser shows exactly the text of the HTML it hydrates (no request, no flash of old text).
 */
export function embeddedSiteData(): SiteData | undefined {
  if (typeof document === 'undefined') return undefined;
  if (embedded === undefined) {
    try {
      const text = document.getElementById('site-data')?.textContent;
      embedded = text ? (JSON.parse(text) as SiteData) : null;
    } catch {
      embedded = null;
    }
  }
  return embedded ?? undefined;
}

export const landingContentQueryOptions = queryOptions({
  queryKey: ['site-content', 'landing'],
  queryFn: async () => (await apiFetch<{ data: LandingContent }>('/site-content/landing')).data,
  // The prerenderer renders the default; the server writes the saved text over it on every request.
  initialData: () =>
    embeddedSiteData()?.landing ?? (import.meta.env.SSR ? DEFAULT_LANDING_CONTENT : undefined),
  staleTime: 60_000,
});

export function useLandingContent() {
  return useQuery(landingContentQueryOptions);
}
