import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useGuideSearch } from '../api/guide-search';
import { NO_RESULTS, NO_RESULTS_HINT } from '../lib/docs-search';

/** Each part with where it starts in the snippet: a stable key. */
function withOffsets(parts: { text: string; isMatch: boolean }[]) {
  let offset = 0;
  return parts.map((part) => {
    const at = offset;
    offset += part.text.length;
    return { ...part, offset: at };
  });
}

/** The full-text results of `/search?q=`: ranked pages, each with its best passage and the words marked. */
export function GuideSearchResults({ query }: { query: string }) {
  const search = useGuideSearch(query);
  const hits = search.data?.data ?? [];
  if (!query.trim())
    return (
      <p className="mt-6 text-slate-700 dark:text-slate-300">
        Type what you are looking for in the search box.
      </p>
    );
  if (search.isPending) return <PageSpinner label="Searching the guide…" />;
  if (search.isError)
    return (
      <p role="alert" className="mt-6">
        The search is not available right now. Please try again.
      </p>
    );
  if (hits.length === 0) {
    return (
      <div className="mt-6" role="status">
        <p className="font-semibold">{NO_RESULTS}</p>
        <p className="text-slate-700 dark:text-slate-300">{NO_RESULTS_HINT}</p>
      </div>
    );
  }
  return (
    <ol className="mt-6 space-y-6" aria-label="Search results">
      {hits.map((hit) => (
        <li key={hit.path}>
          <Link
            to={hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path}
            className="text-lg font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {hit.title}
            {hit.heading !== hit.title && <span className="font-normal"> › {hit.heading}</span>}
          </Link>
          <p className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300">
            {withOffsets(hit.snippet).map((part) =>
              part.isMatch ? (
                <mark
                  key={part.offset}
                  className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-300/30 dark:text-white"
                >
                  {part.text}
                </mark>
              ) : (
                <span key={part.offset}>{part.text}</span>
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
