import { type ReactNode, useId, useMemo, useState } from 'react';
import { Field, FieldError, inputClasses } from '../../../components/ui/field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PersonChoice } from '../api/projects';

interface Choice {
  id: string;
  name: string;
  jobTitle?: string | null;
}

const matchesChoice = (choice: Choice, needle: string) =>
  choice.name.toLowerCase().includes(needle) || Boolean(choice.jobTitle?.toLowerCase().includes(needle));

/** A labelled, type-to-filter choice of one customer or person (a firm may have hundreds). */
export function ChoiceField({
  label,
  choices,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  buttonLabel,
  emptyChoice,
}: {
  label: ReactNode;
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder: string;
  buttonLabel: string;
  emptyChoice?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <SearchableSelect
          {...control}
          options={choices}
          value={choices.find((choice) => choice.id === value) ?? null}
          onChange={(choice) => onChange(choice?.id ?? '')}
          onBlur={onBlur}
          optionKey={(choice) => choice.id}
          optionLabel={(choice) => choice.name}
          optionHint={(choice) => choice.jobTitle}
          matches={matchesChoice}
          emptyChoice={emptyChoice}
          placeholder={placeholder}
          buttonLabel={buttonLabel}
          inline
        />
      )}
    </Field>
  );
}

/** Team Members: a filterable checklist of the organization's people. */
export function TeamPicker({
  people,
  isPending,
  value,
  onChange,
  error,
}: {
  people: PersonChoice[];
  isPending: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return people.filter((person) => !needle || matchesChoice(person, needle));
  }, [people, filter]);
  const selected = new Set(value);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        Team Members{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">({value.length} selected)</span>
      </legend>
      <input
        type="search"
        aria-label="Filter team members"
        placeholder="Filter people…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className={inputClasses(false)}
      />
      <div className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
        {isPending ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
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
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, person.id]
                      : value.filter((entry) => entry !== person.id),
                  )
                }
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
