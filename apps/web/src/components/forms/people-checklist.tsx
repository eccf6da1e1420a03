import { useId, useMemo, useState } from 'react';
import { type ChoiceSource, useChoiceSearch } from '../../lib/choice-search';
import { FieldError, inputClasses } from '../ui/field';
import { Skeleton } from '../ui/skeleton';

export interface ChecklistPerson {
  id: string;
  name: string;
  jobTitle?: string | null;
}

/**
 * Several people picked from a type-to-filter checklist (event attendees, a project's team): the
 * legend counts the chosen, the filter matches name or job title. Given a `source` instead of
 * `people`, the filter searches the server (an organization of 500) and the chosen stay listed
 * first while the filter is empty, named by `chosen` or by the match they were picked from.
 */
export function PeopleChecklist({
  legend,
  filterLabel,
  value,
  onChange,
  error,
  ...list
}: {
  legend: string;
  filterLabel: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
} & (
  | { people: ChecklistPerson[]; isPending: boolean; isError?: boolean; source?: never; chosen?: never }
  | {
      source: ChoiceSource<ChecklistPerson>;
      /** The people already chosen, with their names (a project's team). */
      chosen: ChecklistPerson[];
      people?: never;
      isPending?: never;
      isError?: never;
    }
)) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const search = useChoiceSearch(list.source, filter);
  const [picked, setPicked] = useState<ChecklistPerson[]>([]);
  const shown = useMemo(() => {
    if (!list.source)
      return list.people.filter(
        (person) => !needle || `${person.name} ${person.jobTitle ?? ''}`.toLowerCase().includes(needle),
      );
    if (needle) return search.options;
    const matched = new Set(search.options.map((person) => person.id));
    const named = new Map([...list.chosen, ...picked].map((person) => [person.id, person]));
    const chosenFirst = value.flatMap((chosenId) => {
      const person = named.get(chosenId);
      return person && !matched.has(chosenId) ? [person] : [];
    });
    return [...chosenFirst, ...search.options];
  }, [list.source, list.people, list.chosen, picked, needle, search.options, value]);
  const isPending = list.source ? search.isLoading : list.isPending;
  const isError = list.source ? search.isError : (list.isError ?? false);
  const selected = new Set(value);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">({value.length} selected)</span>
      </legend>
      <input
        type="search"
        aria-label={filterLabel}
        placeholder="Filter people…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className={inputClasses(false)}
      />
      {list.source && (
        <span role="status" className="sr-only">
          {search.isSearching ? 'Searching…' : ''}
        </span>
      )}
      <div className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
        {isPending ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : isError ? (
          <p className="p-2 text-sm text-red-600 dark:text-red-400">Could not load people.</p>
        ) : shown.length === 0 ? (
          <p className="p-2 text-sm text-slate-500 dark:text-slate-400">No one matches.</p>
        ) : (
          shown.map((person) => (
            <label
              key={person.id}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={selected.has(person.id)}
                onChange={(event) => {
                  if (event.target.checked) setPicked((earlier) => [...earlier, person]);
                  onChange(
                    event.target.checked
                      ? [...value, person.id]
                      : value.filter((entry) => entry !== person.id),
                  );
                }}
              />
              <span className="min-w-0 font-medium wrap-anywhere">{person.name}</span>
              {person.jobTitle && (
                <span className="min-w-0 truncate text-slate-500 dark:text-slate-400" title={person.jobTitle}>
                  {person.jobTitle}
                </span>
              )}
            </label>
          ))
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
