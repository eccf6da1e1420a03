import { clsx } from 'clsx';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const classes = clsx(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (src) return <img src={src} alt="" className={clsx(classes, 'object-cover')} width={36} height={36} />;
  return (
    <span
      aria-hidden
      className={clsx(
        classes,
        'bg-brand-100 text-sm font-semibold text-brand-700 dark:bg-slate-700 dark:text-white',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
