import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { inputClasses } from '../../../../components/ui/field';
import {
  activeMention,
  insertMention,
  type Mentionable,
  type MentionQuery,
  matchMentionables,
} from '../../lib/mentions';

/**
 * A textarea that suggests people while `@name` is typed: arrows move through the suggestions,
 * Enter or Tab picks one, Escape closes them. The chosen person is written as `@[Name](id)`.
 * Assistive technology hears the picker's own list: how many people match (a polite status) and each
 * suggestion's place in it ("2 of 3"), not every option of the page's selects (issue 39).
 */
export function MentionTextarea({
  value,
  onChange,
  people,
  rows = 3,
  placeholder,
  control,
  onSubmitShortcut,
  onQueryChange,
}: {
  value: string;
  onChange: (value: string) => void;
  people: readonly Mentionable[];
  rows?: number;
  placeholder?: string;
  control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** Ctrl/⌘ Enter. */
  onSubmitShortcut?: () => void;
  /** The name being typed after @ (null when none), for a caller that searches people on the server. */
  onQueryChange?: (query: string | null) => void;
}) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const suggestions = useMemo(
    () => (mention ? matchMentionables(people, mention.query) : []),
    [mention, people],
  );
  const isOpen = suggestions.length > 0;
  const typed = mention?.query.trim() ?? '';
  const matches = !typed
    ? ''
    : suggestions.length === 0
      ? `No one matches @${typed}.`
      : `${suggestions.length} ${suggestions.length === 1 ? 'person matches' : 'people match'} @${typed}: arrows to choose, Enter to mention.`;

  const query = mention?.query ?? null;
  useEffect(() => {
    onQueryChange?.(query);
  }, [query, onQueryChange]);

  useEffect(() => {
    if (pendingCaret === null || !ref.current) return;
    ref.current.setSelectionRange(pendingCaret, pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  const follow = (text: string, caret: number) => {
    setMention(activeMention(text, caret));
    setActive(0);
  };

  const choose = (person: Mentionable) => {
    const textarea = ref.current;
    if (!mention || !textarea) return;
    const result = insertMention(value, mention, textarea.selectionStart, person);
    onChange(result.text);
    setMention(null);
    setPendingCaret(result.caret);
    textarea.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter' && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
      return;
    }
    if (!isOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const person = suggestions[active];
      if (person) choose(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
    }
  };

  return (
    <div className="relative">
      <textarea
        ref={ref}
        {...control}
        rows={rows}
        value={value}
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen ? `${listId}-${active}` : undefined}
        className={inputClasses(Boolean(control['aria-invalid']))}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => follow(value, event.currentTarget.selectionStart)}
        onBlur={() => setTimeout(() => setMention(null), 150)}
      />
      <span role="status" className="sr-only">
        {matches}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label="People to mention"
        hidden={!isOpen}
        className="absolute z-20 mt-1 max-h-56 w-full max-w-sm overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((person, index) => (
          <div
            key={person.id}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            aria-posinset={index + 1}
            aria-setsize={suggestions.length}
            className={clsx(
              'cursor-pointer truncate px-3 py-1.5',
              index === active && 'bg-brand-50 font-semibold dark:bg-slate-800',
            )}
            // Before the textarea's blur, so the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(person);
            }}
          >
            {person.name}
          </div>
        ))}
      </div>
    </div>
  );
}
