import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from './use-debounced';

/** One thing a picker offers: its id, the name shown, and quieter text beside it (a job title, a key). */
export interface Choice {
  id: string;
  name: string;
  hint?: string | null;
}

/**
 * Where a picker's choices come from when there may be hundreds: the server searches them as one
 * types (the first few matches), and names one by id when the chosen one is not among them.
 */
export interface ChoiceSource<T extends Choice = Choice> {
  /** The module's query key (people, customers, projects), so its invalidations refresh pickers too. */
  key: string;
  /** What the search is limited to (a project's tasks), when one key has several such sources. */
  scope?: string;
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  get: (id: string, signal: AbortSignal) => Promise<T>;
}

export const CHOICE_SEARCH_DELAY_MS = 200;

/**
 * The matches of the typed text, searched once typing pauses; the previous matches stay shown while
 * the next arrive. Nothing is asked until `isEnabled` (a picker enables it once it is used).
 */
export function useChoiceSearch<T extends Choice>(
  source: ChoiceSource<T> | undefined,
  text: string,
  isEnabled = true,
) {
  const typed = text.trim();
  const term = useDebounced(typed, CHOICE_SEARCH_DELAY_MS);
  const isOn = Boolean(source) && isEnabled;
  const query = useQuery({
    queryKey: [source?.key, 'choices', source?.scope ?? null, term],
    queryFn: ({ signal }) => (source as ChoiceSource<T>).search(term, signal),
    placeholderData: keepPreviousData,
    enabled: isOn,
    staleTime: 60_000,
  });
  return {
    options: query.data ?? ([] as T[]),
    /** Nothing to show yet: the first search is under way. */
    isLoading: query.isLoading,
    isSearching: isOn && (query.isFetching || term !== typed),
    isError: query.isError,
  };
}

/** The chosen id's choice when no loaded match or fallback names it (a bookmarked filter, the 501st person). */
export function useChoiceById<T extends Choice>(
  source: ChoiceSource<T> | undefined,
  id: string,
  isNeeded: boolean,
) {
  return useQuery({
    queryKey: [source?.key, 'choice', id],
    queryFn: ({ signal }) => (source as ChoiceSource<T>).get(id, signal),
    enabled: Boolean(source) && isNeeded && Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
