import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { FieldError } from '../../../../components/ui/field';
import { Markdown } from '../../../../components/ui/markdown';

/**
 * A Markdown text with Write and Preview tabs; the preview is rendered exactly as the saved text will
 * be (sanitized). `children` is the writing control, given the ids it must carry.
 */
export function MarkdownEditor({
  label,
  value,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  value: string;
  error?: string;
  hint?: ReactNode;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const [isPreview, setPreview] = useState(false);
  const tab = (active: boolean) =>
    clsx(
      'rounded-md px-2.5 py-1 text-xs font-semibold',
      active
        ? 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white'
        : 'text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800',
    );
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <div className="flex gap-1">
          <button
            type="button"
            className={tab(!isPreview)}
            aria-pressed={!isPreview}
            onClick={() => setPreview(false)}
          >
            Write
          </button>
          <button
            type="button"
            className={tab(isPreview)}
            aria-pressed={isPreview}
            onClick={() => setPreview(true)}
          >
            Preview
          </button>
        </div>
      </div>
      {/* The control stays mounted while previewing, so the form keeps its value and focus target. */}
      <div hidden={isPreview}>
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : `${id}-hint`,
        })}
      </div>
      {isPreview && (
        <div className="min-h-24 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">Nothing to preview.</p>
          )}
        </div>
      )}
      {!error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint ?? 'Markdown: **bold**, _italic_, lists, links, tables.'}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
