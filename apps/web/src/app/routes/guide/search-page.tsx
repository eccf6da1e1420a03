import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { GuideLayout } from '../../../features/guide/components/guide-layout';
import { GuideSearchResults } from '../../../features/guide/components/guide-search-results';
import { useUrlParams } from '../../../lib/use-url-params';

/** `/search?q=`: the guide's full-text results (spec: the docs search's View all results). */
export default function GuideSearchPage() {
  const [params] = useUrlParams();
  const query = (params.get('q') ?? '').slice(0, 200);
  usePageMeta({
    title: query ? `Search: ${query}` : 'Search the guide',
    description: 'Search the TaskFlow Guide.',
  });
  return (
    <GuideLayout>
      <h1 className="text-3xl font-bold tracking-tight">
        {query ? `Results for “${query}”` : 'Search the guide'}
      </h1>
      <GuideSearchResults query={query} />
    </GuideLayout>
  );
}
