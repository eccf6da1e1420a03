import { clsx } from 'clsx';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[\p{L}\p{N}]/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The customer's logo, or its initials on a tinted square when it has none. */
export function CustomerLogo({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  const classes = clsx(
    'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg',
    className,
  );
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        className={clsx(classes, 'border border-slate-200 bg-white object-contain dark:border-slate-700')}
      />
    );
  }
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
