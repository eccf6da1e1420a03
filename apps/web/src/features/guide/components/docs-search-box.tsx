import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUGGEST_MIN_CHARS, useGuideSuggestions } from '../../../lib/guide-search';
import { useDebounced } from '../../../lib/use-debounced';
import {
  BLUR_CLOSE_DELAY_MS,
  displayedQuery,
  MAX_SUGGESTIONS,
  mergeSuggestions,
  NO_RESULTS,
  NO_RESULTS_HINT,
  pageForEnter,
  SUGGEST_DELAY_MS,
  searchResultsHref,
  suggestGuidePages,
} from '../lib/docs-search';

/**
 * The docs header search (spec: Docs search): suggestions as you type, the pages whose name holds the
 * words first, then the pages whose text answers them (the server's index, forgiving typing mistakes and
 * knowing synonyms: issue 39); arrows move through them (ARIA combobox), Enter opens the exact match or the
 * first suggestion, View all results goes to the full-text results page. The list hides 150 ms after the
 * box loses focus, so a click on it still lands.
 */
export function DocsSearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = query.trim();
  const settled = useDebounced(typed, SUGGEST_DELAY_MS);
  const fullText = useGuideSuggestions(settled, MAX_SUGGESTIONS);
  const suggestions = mergeSuggestions(suggestGuidePages(query), typed ? fullText.data : []);
  const hasQuery = typed.length > 0;
  const showList = isOpen && hasQuery;
  // Nothing to show yet while the full text is still being asked: say so rather than "No results".
  const isSearching =
    typed.length >= SUGGEST_MIN_CHARS && (settled !== typed || fullText.isFetching) && !fullText.isError;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    navigate(path);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen =
        active >= 0 ? suggestions[active]?.href : (pageForEnter(query)?.path ?? suggestions[0]?.href);
      if (chosen) go(chosen);
      else if (hasQuery) go(searchResultsHref(query));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in the JSX types of this React version
    <div role="search" className="relative w-full max-w-sm">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the guide
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search the guide…"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900"
      />
      <div
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-1 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div id={`${id}-list`} role="listbox" aria-label="Guide pages">
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onKeyDown={() => {}}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestion.href)}
              onMouseMove={() => setActive(index)}
              className={`cursor-pointer rounded-md px-3 py-2 text-sm ${
                index === active ? 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white' : ''
              }`}
            >
              <span className="font-medium">{suggestion.title}</span>
              <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">{suggestion.detail}</span>
            </div>
          ))}
        </div>
        {suggestions.length === 0 &&
          (isSearching ? (
            <p className="px-3 py-3 text-sm text-slate-600 dark:text-slate-400" role="status">
              Searching the guide…
            </p>
          ) : (
            <div className="px-3 py-3 text-sm" role="status">
              <p className="font-medium">{NO_RESULTS}</p>
              <p className="text-slate-600 dark:text-slate-400">{NO_RESULTS_HINT}</p>
            </div>
          ))}
        <Link
          to={searchResultsHref(query)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen(false);
            setQuery('');
          }}
          className="block border-t border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 dark:border-slate-700 dark:text-brand-300"
        >
          View all results for “{displayedQuery(query)}”
        </Link>
      </div>
    </div>
  );
}
