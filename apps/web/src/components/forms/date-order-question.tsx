import type { ImportDateOrder, ImportDates } from '@taskflow/shared';
import { CalendarSearch } from 'lucide-react';
import { useId } from 'react';

/**
 * The question an import asks when nothing in its file says whether 03/04/2027 is day or month first
 * (issue 39): both readings of the file's first such cell, one to choose (or, from an import without a
 * preview, the server's sentence saying so). The answer is sent with the import and applies to every
 * date of the file.
 */
export function DateOrderQuestion({
  question,
  value,
  onChange,
  error,
}: {
  question: NonNullable<ImportDates['question']> | { prompt: string };
  /** The order chosen, if any yet. */
  value: ImportDateOrder | undefined;
  onChange: (order: ImportDateOrder) => void;
  error?: string;
}) {
  const id = useId();
  const cell = 'prompt' in question ? undefined : question;
  const options: { order: ImportDateOrder; reading: string; example: string }[] = [
    {
      order: 'dmy',
      reading: cell?.dayFirst ?? 'Day first',
      example: `${cell ? 'day first, ' : ''}as 31/12/2026`,
    },
    {
      order: 'mdy',
      reading: cell?.monthFirst ?? 'Month first',
      example: `${cell ? 'month first, ' : ''}as 12/31/2026`,
    },
  ];
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      className="grid min-w-0 gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <legend className="flex items-center gap-2 px-1 font-semibold">
        <CalendarSearch aria-hidden className="size-4 shrink-0" />
        {cell ? `Which day is “${cell.value}”?` : 'Are the dates day or month first?'}
      </legend>
      <p id={`${id}-hint`}>
        {cell
          ? `Line ${cell.line}, ${cell.column}: nothing in the file says whether its dates are day or month first.`
          : `${'prompt' in question ? question.prompt : ''}.`}{' '}
        Your answer applies to every date in it.
      </p>
      {options.map((option) => (
        <label key={option.order} className="flex min-h-9 items-center gap-2">
          <input
            type="radio"
            name={`${id}-order`}
            value={option.order}
            checked={value === option.order}
            onChange={() => onChange(option.order)}
            className="size-4 shrink-0"
          />
          <span>
            <strong>{option.reading}</strong> ({option.example})
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
