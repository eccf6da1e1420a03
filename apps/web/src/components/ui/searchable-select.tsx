import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { clsx } from 'clsx';
import { ChevronsUpDown } from 'lucide-react';
import { type ReactNode, type Ref, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { inputClasses } from './field';

/**
 * A select the visitor can type into to filter a long list (Headless UI's Combobox, decision 001).
 * The caller labels it: `id` and the aria props come from the field around it.
 *
 * With `onQueryChange` the list is searched elsewhere (on the server, as one types): `options` are
 * shown as given, `isSearching` shows that new matches are on their way, and options are compared by
 * `optionKey`, since each search answers new objects.
 */
export function SearchableSelect<T>({
  options,
  value,
  onChange,
  onBlur,
  optionKey,
  optionLabel,
  optionHint,
  matches,
  rank,
  emptyChoice,
  placeholder = 'Select...',
  buttonLabel,
  maxHeight = 240,
  inline = false,
  inputRef,
  onQueryChange,
  isSearching = false,
  onActivate,
  ...control
}: {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  options: readonly T[];
  value: T | null;
  onChange: (option: T | null) => void;
  onBlur?: () => void;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  /** Quieter text after the label in the list (a country's name, a job title). */
  optionHint?: (option: T) => ReactNode;
  /** Whether an option matches the typed text, already trimmed and lower-cased (a list filtered here). */
  matches?: (option: T, needle: string) => boolean;
  /** The typed text, for a list searched elsewhere (`options` are then that search's matches). */
  onQueryChange?: (query: string) => void;
  /** A search for the typed text is under way. */
  isSearching?: boolean;
  /** Focus or the button: a list searched elsewhere may wait for this before its first search. */
  onActivate?: () => void;
  /** Orders the matches, best first (lower is better); matches keep the list's order without it. */
  rank?: (option: T, needle: string) => number;
  /** The label of a "none" choice offered first, for an optional field. */
  emptyChoice?: string;
  placeholder?: string;
  /** The accessible name of the button that opens the list. */
  buttonLabel: string;
  maxHeight?: number;
  /**
   * Open the list in the flow of the form rather than over what follows: near the bottom of a
   * dialog, which scrolls, an overlay would be cut off at the dialog's edge.
   */
  inline?: boolean;
  /** The text input, for a form library to focus the field that has an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [query, setQueryState] = useState('');
  const setQuery = (text: string) => {
    setQueryState(text);
    onQueryChange?.(text);
  };
  // A chosen option may open a dialog (a confirmation) that hands focus back to this field when it
  // closes: that focus is not the person asking for the list, so the next focus after a choice does
  // not open it. A tap on the field always does.
  const [opensOnFocus, setOpensOnFocus] = useState(true);
  // Headless UI names the input's description from its own <Description> parts only and drops the
  // aria-describedby it is given: the field's error and hint are linked to the input here instead.
  const describedBy = control['aria-describedby'];
  const input = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (!input.current) return;
    if (describedBy) input.current.setAttribute('aria-describedby', describedBy);
    else input.current.removeAttribute('aria-describedby');
  });
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );
  const needle = query.trim().toLowerCase();
  const filtered = useMemo(() => {
    if (!needle || !matches) return options;
    const found = options.filter((option) => matches(option, needle));
    return rank ? found.sort((a, b) => rank(a, needle) - rank(b, needle)) : found;
  }, [options, needle, matches, rank]);
  const showEmptyChoice = emptyChoice !== undefined && !needle;
  const sameOption = useCallback(
    (a: T | null, b: T | null) => a === b || (a !== null && b !== null && optionKey(a) === optionKey(b)),
    [optionKey],
  );

  return (
    // `immediate`: the list opens when the field is tapped or focused, not only from its chevron.
    <Combobox
      immediate={opensOnFocus}
      value={value}
      onChange={(option) => {
        setOpensOnFocus(false);
        onChange(option);
      }}
      onClose={() => setQuery('')}
      by={sameOption}
    >
      <div className="relative">
        <div className="relative">
          <ComboboxInput
            {...control}
            ref={setInput}
            className={clsx(inputClasses(Boolean(control['aria-invalid'])), 'pr-8')}
            displayValue={(option: T | null) => (option ? optionLabel(option) : '')}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            onFocus={() => {
              setOpensOnFocus(true);
              onActivate?.();
            }}
            onPointerDown={() => setOpensOnFocus(true)}
            placeholder={value === null && emptyChoice ? emptyChoice : placeholder}
            autoComplete="off"
          />
          <ComboboxButton
            className="absolute inset-y-0 right-0 flex items-center px-2"
            aria-label={buttonLabel}
            onPointerDown={onActivate}
          >
            <ChevronsUpDown aria-hidden className="size-4 text-slate-400" />
          </ComboboxButton>
        </div>
        {/* Rendered in place, not portalled: inside a modal dialog a portal would be inert. */}
        <ComboboxOptions
          style={{ maxHeight }}
          aria-busy={isSearching || undefined}
          className={clsx(
            inline ? 'relative' : 'absolute z-10 min-w-56',
            'mt-1 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900',
          )}
        >
          {isSearching && <div className="px-3 py-1.5 text-slate-600 dark:text-slate-400">Searching…</div>}
          {showEmptyChoice && (
            <ComboboxOption value={null} className={OPTION_CLASSES}>
              {emptyChoice}
            </ComboboxOption>
          )}
          {filtered.length === 0 && !showEmptyChoice
            ? !isSearching && (
                <div className="px-3 py-2 text-slate-600 dark:text-slate-400">
                  {needle ? 'No matches' : 'No options'}
                </div>
              )
            : filtered.map((option) => (
                <ComboboxOption key={optionKey(option)} value={option} className={OPTION_CLASSES}>
                  {optionLabel(option)}
                  {optionHint && (
                    <>
                      {' '}
                      <span className="text-slate-600 dark:text-slate-400">{optionHint(option)}</span>
                    </>
                  )}
                </ComboboxOption>
              ))}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}

const OPTION_CLASSES =
  'cursor-pointer px-3 py-1.5 data-focus:bg-brand-50 data-selected:font-semibold dark:data-focus:bg-slate-800';
