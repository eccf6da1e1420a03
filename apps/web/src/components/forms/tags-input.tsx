import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Field, inputClasses } from '../ui/field';

/**
 * A list of tags typed one at a time: Enter, a comma or leaving the field adds what was typed, each
 * tag shows as a chip with its own remove button, Backspace in the empty box takes the last one back.
 * `suggestions` are offered as one types (the organization's tags) and give their spelling to a tag typed
 * in another case; a tag already there is not added twice whatever its case.
 */
export function TagsInput({
  label,
  value,
  onChange,
  suggestions = [],
  error,
  hint,
  placeholder,
}: {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  suggestions?: readonly string[];
  error?: string;
  hint?: string;
  placeholder?: string;
}) {
  const listId = useId();
  const [draft, setDraft] = useState('');
  const has = (tag: string) => value.some((known) => known.toLowerCase() === tag.toLowerCase());
  const add = (text: string) => {
    // A tag the organization has is taken in its spelling ("gst monthly filers" joins "GST monthly filers").
    const spelled = (tag: string) =>
      suggestions.find((known) => known.toLowerCase() === tag.toLowerCase()) ?? tag;
    const tags = text
      .split(',')
      .map((tag) => spelled(tag.trim().replace(/\s+/g, ' ')))
      .filter((tag) => tag && !has(tag));
    if (tags.length) onChange([...value, ...tags]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      if (!draft.trim()) return;
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const offered = suggestions.filter((tag) => !has(tag));
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div>
          {value.length > 0 && (
            <ul aria-label={`${label} chosen`} className="mb-2 flex flex-wrap gap-1.5">
              {value.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-800 dark:bg-slate-800 dark:text-slate-100"
                >
                  <span className="truncate">{tag}</span>
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => onChange(value.filter((kept) => kept !== tag))}
                    className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-slate-700"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            className={inputClasses(Boolean(error))}
            list={listId}
            value={draft}
            placeholder={placeholder}
            onChange={(event) => {
              const text = event.currentTarget.value;
              // A suggestion picked from the list arrives whole, not typed: take it at once.
              const inputType = (event.nativeEvent as InputEvent).inputType;
              const isPicked = !inputType || inputType === 'insertReplacementText';
              if (isPicked && offered.includes(text)) add(text);
              else setDraft(text);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => draft.trim() && add(draft)}
          />
          <datalist id={listId}>
            {offered.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </div>
      )}
    </Field>
  );
}
