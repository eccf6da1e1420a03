import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useCallback, useState } from 'react';
import { meQueryOptions } from '../../lib/auth';
import { type Choice, type ChoiceSource, useChoiceById, useChoiceSearch } from '../../lib/choice-search';
import { Field } from '../ui/field';
import { SearchableSelect } from '../ui/searchable-select';

const matchesChoice = (choice: Choice, needle: string) =>
  choice.name.toLowerCase().includes(needle) || Boolean(choice.hint?.toLowerCase().includes(needle));
const rankChoice = (choice: Choice, needle: string) => (choice.name.toLowerCase().startsWith(needle) ? 0 : 1);

type ChoiceSelectProps<T extends Choice> = {
  label: ReactNode;
  value: string;
  /** The chosen id ('' for the empty choice) and the choice itself (its name, a project's customer). */
  onChange: (id: string, choice: T | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  /** The label of a "none" choice offered first, for an optional field or a filter ("Anyone"). */
  emptyChoice?: string;
  /** The current value's name, when it may not be among the matches (the task's own customer). */
  fallback?: Choice | null;
  placeholder?: string;
  /** The accessible name of the button that opens the list; "Show choices for <label>" by default. */
  buttonLabel?: string;
  /** Ids not offered (the people who already watch a task). */
  exclude?: readonly string[];
  /** Offer the signed-in person first, as "Me" (assignee pickers and filters). */
  offersMe?: boolean;
  className?: string;
  inline?: boolean;
  /** react-hook-form's field ref, so a refused field is focused. */
  inputRef?: Ref<HTMLInputElement>;
} & (
  | {
      /** A short list, loaded whole and filtered here (departments). */
      choices: readonly T[];
      source?: never;
      isEnabled?: never;
    }
  | {
      /** A long list searched on the server as one types (people, customers, projects). */
      source: ChoiceSource<T>;
      /** False when the person may not list them (the refusal would show as an error). */
      isEnabled?: boolean;
      choices?: never;
    }
);

/**
 * A labelled, type-to-filter select of named things by id, for every picker of the app. With a
 * `source` it searches the server as one types (the first matches, kept while the next load) and
 * still shows the current value's name when it is not among them (`fallback`, or asked by id).
 */
export function ChoiceSelect<T extends Choice>(props: ChoiceSelectProps<T>) {
  const { label, value, onChange, onBlur, error, hint, emptyChoice, fallback, exclude, inputRef } = props;
  // The session is loaded already in the app; a picker without "Me" does not ask for it.
  const { data: me } = useQuery({ ...meQueryOptions, enabled: Boolean(props.offersMe) });
  const source = props.source;
  const isRemote = source !== undefined;
  // A picker asks nothing until it is focused or opened: a task page has a dozen of them.
  const [isActive, setActive] = useState(false);
  const [text, setText] = useState('');
  const activate = useCallback(() => setActive(true), []);
  const search = useChoiceSearch(source, text, isActive && (props.isEnabled ?? true));
  const listed = isRemote ? search.options : (props.choices ?? []);
  // "Me" heads the list (named so, with the person's name beside it) while the typed text could mean them.
  const meChoice = props.offersMe && me ? ({ id: me.id, name: 'Me', hint: me.name } as T) : null;
  const needle = text.trim().toLowerCase();
  const isMeShown =
    meChoice !== null &&
    (!needle || 'me'.startsWith(needle) || me?.name.toLowerCase().includes(needle) || !isRemote);
  const loaded = isMeShown ? [meChoice, ...listed.filter((choice) => choice.id !== meChoice.id)] : listed;
  const known: Choice | null =
    loaded.find((choice) => choice.id === value) ?? (fallback && fallback.id === value ? fallback : null);
  const byId = useChoiceById(source, value, !known && (props.isEnabled ?? true));
  const selected = (known ?? (byId.data?.id === value ? byId.data : null)) as T | null;
  const options = exclude?.length ? loaded.filter((choice) => !exclude.includes(choice.id)) : loaded;
  const fieldName = typeof label === 'string' ? label : 'this field';
  return (
    <Field
      label={label}
      error={error ?? (search.isError ? 'Could not load the choices. Try again later.' : undefined)}
      hint={hint}
      className={props.className}
    >
      {(control) => (
        <SearchableSelect<T>
          {...control}
          options={options}
          value={selected}
          // Callers get the person's own name for "Me" (a toast, the leave notice).
          onChange={(choice) =>
            onChange(choice?.id ?? '', choice && choice.id === me?.id ? { ...choice, name: me.name } : choice)
          }
          onBlur={onBlur}
          optionKey={(choice) => choice.id}
          optionLabel={(choice) => choice.name}
          optionHint={(choice) => choice.hint}
          matches={isRemote ? undefined : matchesChoice}
          rank={isRemote ? undefined : rankChoice}
          onQueryChange={isRemote ? setText : undefined}
          isSearching={search.isSearching}
          onActivate={isRemote ? activate : undefined}
          emptyChoice={emptyChoice}
          placeholder={value && !selected && byId.isFetching ? 'Loading…' : props.placeholder}
          buttonLabel={props.buttonLabel ?? `Show choices for ${fieldName}`}
          inline={props.inline}
          inputRef={inputRef}
        />
      )}
    </Field>
  );
}
