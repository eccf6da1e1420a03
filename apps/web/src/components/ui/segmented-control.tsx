import { clsx } from 'clsx';

/** A few mutually exclusive views of one page (Gantt zoom, My team / Everyone): pressed buttons in a group. */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  /** The group's name for assistive technology. */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm',
            value === option.value
              ? 'bg-brand-600 font-semibold text-white'
              : 'font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
