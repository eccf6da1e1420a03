import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { inputClasses } from './field';

/** A search input with its icon; `label` names it for screen readers. */
export function SearchBox({
  label,
  placeholder = label,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses(false)} pl-9`}
      />
    </div>
  );
}
